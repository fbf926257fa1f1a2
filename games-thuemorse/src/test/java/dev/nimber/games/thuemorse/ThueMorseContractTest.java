package dev.nimber.games.thuemorse;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify thuemorse}, through the test kit's contract. */
class ThueMorseContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new ThueMorseGame();
  }
}
