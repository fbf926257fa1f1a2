package dev.nimber.games.digraph;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The checks of {@code nimber verify}: every winning move the engine answers is legal and wins. */
class DigraphContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new DigraphGame();
  }
}
