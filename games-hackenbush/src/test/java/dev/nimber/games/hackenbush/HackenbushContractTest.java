package dev.nimber.games.hackenbush;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify hackenbush}, through the test kit's contract. */
class HackenbushContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new HackenbushGame();
  }
}
