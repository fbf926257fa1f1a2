package dev.nimber.games.connect;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/**
 * The checks of {@code nimber verify} on small boards: the numbering against the boards, and every
 * winning move the engine answers legal and winning.
 */
class ConnectContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new ConnectGame();
  }
}
