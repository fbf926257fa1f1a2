package dev.nimber.app.service;

import java.util.Optional;

/**
 * A request the application service cannot answer, and why: the kind says who can fix it (the
 * caller, for bad input and names that do not exist; nobody, for a solver, plugin or database that
 * failed), and each face words it its own way (the server as an HTTP status, the command line as an
 * exit code, an embedder as it likes).
 */
public class ServiceException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  /** Why a request was not answered. */
  public enum Kind {
    /** A parameter, range or move that is not allowed; the message says which and what is. */
    BAD_INPUT,
    /** A game, solver or question that does not exist, or a game that cannot be played. */
    NOT_FOUND,
    /** An instance beyond the solver chosen (another may answer it). */
    BEYOND_SOLVER,
    /** A solved database that does not hold the instance, or is damaged. */
    DATABASE,
    /** A solver or plugin that failed. */
    FAILED,
    /** Every thread is taken and the queue is full, or the service is stopping: ask again later. */
    BUSY,
    /** The work did not finish within the service's time limit, and was stopped. */
    TIMED_OUT,
    /**
     * Not a failure: the rules of the position are being solved, or the position searched, in the
     * background (see {@link StillWorking}, which says how far); ask again later.
     */
    SOLVING
  }

  private final Kind kind;
  private final String field;

  /**
   * @param kind why
   * @param field the request's field the message is about, or {@code null}
   * @param message what went wrong and, for bad input, what is allowed
   */
  public ServiceException(Kind kind, String field, String message) {
    super(message);
    this.kind = kind;
    this.field = field;
  }

  /**
   * @param kind why
   * @param field the request's field the message is about, or {@code null}
   * @param message what went wrong and, for bad input, what is allowed
   * @param cause what was thrown, kept for a face that shows stack traces ({@code --verbose}): a
   *     plugin's exception among them
   */
  public ServiceException(Kind kind, String field, String message, Throwable cause) {
    super(message, cause);
    this.kind = kind;
    this.field = field;
  }

  /** Why the request was not answered. */
  public Kind kind() {
    return kind;
  }

  /** The request's field the message is about, for a form to show it beside the field. */
  public Optional<String> field() {
    return Optional.ofNullable(field);
  }
}
