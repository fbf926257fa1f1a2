package dev.nimber.games.octal;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/**
 * The checks of {@code nimber verify}: sparse, mex and the engine agree on every small instance,
 * moves win.
 */
class OctalContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new OctalGame();
  }
}
