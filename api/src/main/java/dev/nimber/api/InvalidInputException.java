package dev.nimber.api;

/**
 * A line of judge input does not follow the original problem's format. The message names the line.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class InvalidInputException extends InstanceException {

  private static final long serialVersionUID = 1L;

  /** The 1-based number of the offending line. */
  private final long line;

  /**
   * A bad line of input.
   *
   * @param line the 1-based line number where the input went wrong
   * @param problem what is wrong, without the line number
   */
  public InvalidInputException(long line, String problem) {
    super("line " + line + ": " + problem);
    this.line = line;
  }

  /**
   * Where the input went wrong.
   *
   * @return the 1-based number of the offending line
   */
  public long line() {
    return line;
  }
}
