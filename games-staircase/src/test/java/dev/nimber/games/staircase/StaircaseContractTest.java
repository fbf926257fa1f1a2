package dev.nimber.games.staircase;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify staircase}, through the test kit's contract. */
class StaircaseContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new StaircaseGame();
  }
}
