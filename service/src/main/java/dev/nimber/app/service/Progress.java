package dev.nimber.app.service;

/**
 * Progress of a long task, shown to a person when it is worth showing. Not thread-safe: one thread
 * steps it.
 */
public interface Progress extends AutoCloseable {

  /** One more unit of work done. */
  void step();

  /**
   * How far a task whose size is learnt as it runs has come (an engine solve: positions valued of
   * all it values).
   *
   * @param done units done
   * @param total units in all
   * @param message shown beside the bar, such as the tier being solved
   */
  default void stepTo(long done, long total, String message) {}

  /**
   * Prints lines for a person while the bar may be shown: the bar's line is cleared first, and the
   * bar drawn again below what was printed.
   *
   * @param print prints the lines, flushing its stream
   */
  default void printAbove(Runnable print) {
    print.run();
  }

  /** Stops showing progress. */
  @Override
  void close();

  /** Progress that shows nothing. */
  static Progress none() {
    return new Progress() {
      @Override
      public void step() {}

      @Override
      public void close() {}
    };
  }
}
