package dev.nimber.games.nodekayles;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify nodekayles}, through the test kit's contract. */
class NodeKaylesContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new NodeKaylesGame();
  }
}
