package dev.nimber.games.cram;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify cram}, through the test kit's contract. */
class CramContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new CramGame();
  }
}
