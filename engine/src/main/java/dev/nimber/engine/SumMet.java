package dev.nimber.engine;

/** Stops a whole search that met a sum, which {@link GameSearch#nimber} values faster. */
final class SumMet extends RuntimeException {
  private static final long serialVersionUID = 1L;

  SumMet() {
    super(null, null, false, false);
  }
}
