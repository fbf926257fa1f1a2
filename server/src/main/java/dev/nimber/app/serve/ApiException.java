package dev.nimber.app.serve;

import dev.nimber.app.service.StillWorking;
import java.util.Optional;

/**
 * A request the server answers with an error: the HTTP status that fits and the message, which the
 * API writes as JSON ({@code {"status": 404, "error": "..."}}) and the pages show; or with a 202
 * and the progress of the work in the background it waits for.
 */
public class ApiException extends RuntimeException {

  private final int status;
  private final String field;
  private final transient StillWorking.Progress progress;

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
   * @param message what went wrong and what is allowed, or how far the work has come
   * @param progress for a 202, how far the work in the background has come (the solve of the
   *     position's rules, or its search); else {@code null}
   */
  public ApiException(int status, String field, String message, StillWorking.Progress progress) {
    super(message);
    this.status = status;
    this.field = field;
    this.progress = progress;
  }

  /** For a 202, how far the work in the background has come. */
  public Optional<StillWorking.Progress> progress() {
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
