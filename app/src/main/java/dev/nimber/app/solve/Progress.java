package dev.nimber.app.solve;

/** Progress of a long task, shown to a person when it is worth showing. Not thread-safe: one thread steps it. */
public interface Progress extends AutoCloseable {

  /** One more unit of work done. */
  void step();

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
