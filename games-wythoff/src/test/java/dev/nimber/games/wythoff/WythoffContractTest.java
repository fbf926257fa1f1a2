package dev.nimber.games.wythoff;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify wythoff}, through the test kit's contract. */
class WythoffContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new WythoffGame();
  }
}
