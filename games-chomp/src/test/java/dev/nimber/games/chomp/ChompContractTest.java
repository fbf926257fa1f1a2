package dev.nimber.games.chomp;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify chomp}, through the test kit's contract. */
class ChompContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new ChompGame();
  }
}
