package dev.nimber.app.serve;

import dev.nimber.app.service.BackgroundSolves;
import java.util.Optional;

/**
 * A request the server answers with an error: the HTTP status that fits and the message, which the
 * API writes as JSON ({@code {"status": 404, "error": "..."}}) and the pages show; or with a 202
 * and the progress of the solve it waits for.
 */
public class ApiException extends RuntimeException {

  private final int status;
  private final String field;
  private final transient BackgroundSolves.Progress progress;

  /**
   * @param status the HTTP status
   * @param field the parameter the message is about, for a form to show it next to the field; or
   *     {@code null}
   * @param message what went wrong and what is allowed
   */
  public ApiException(int status, String field, String message) {
    this(status, field, message, null);
  }

  /**
   * @param status the HTTP status
   * @param field the parameter the message is about, or {@code null}
   * @param message what went wrong and what is allowed, or how far a solve has come
   * @param progress for a 202, how far the solve of the position's rules has come; else {@code
   *     null}
   */
  public ApiException(
      int status, String field, String message, BackgroundSolves.Progress progress) {
    super(message);
    this.status = status;
    this.field = field;
    this.progress = progress;
  }

  /** For a 202, how far the solve of the position's rules has come. */
  public Optional<BackgroundSolves.Progress> progress() {
    return Optional.ofNullable(progress);
  }

  /** The HTTP status. */
  public int status() {
    return status;
  }

  /** The parameter the message is about, or {@code null}. */
  public String field() {
    return field;
  }
}
