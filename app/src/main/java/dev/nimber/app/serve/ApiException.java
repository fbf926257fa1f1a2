package dev.nimber.app.serve;

/**
 * A request the server answers with an error: the HTTP status that fits and the message, which the
 * API writes as JSON ({@code {"status": 404, "error": "..."}}) and the pages show.
 */
public class ApiException extends RuntimeException {

  private final int status;
  private final String field;

  /**
   * @param status the HTTP status
   * @param field the parameter the message is about, for a form to show it next to the field; or
   *     {@code null}
   * @param message what went wrong and what is allowed
   */
  public ApiException(int status, String field, String message) {
    super(message);
    this.status = status;
    this.field = field;
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
