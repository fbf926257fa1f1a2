package dev.nimber.app.cli;

import dev.nimber.app.service.Progress;
import dev.nimber.app.service.SolveListener;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The progress bar of the engine's tiers while the service solves before a command goes on (the
 * positions of a game about to be played, a database being built): started when the solve starts,
 * so that a command that reads a database instead shows none. Commands extend it to hear more.
 */
class TierBar implements SolveListener, AutoCloseable {

  private final ProgressDisplay display;
  private final String title;
  private Progress bar = Progress.none();

  /**
   * @param display shows the bar, on a terminal
   * @param title the bar's title ({@code db build connect})
   */
  TierBar(ProgressDisplay display, String title) {
    this.display = display;
    this.title = title;
  }

  @Override
  public void solving(
      String solverDescribed, String question, String instance, Supplier<Optional<String>> method) {
    bar = display.start(title, -1);
  }

  @Override
  public void tierSolved(int tier, long done, long total) {
    bar.stepTo(done, total, "tier " + tier);
  }

  @Override
  public void close() {
    bar.close();
  }
}
