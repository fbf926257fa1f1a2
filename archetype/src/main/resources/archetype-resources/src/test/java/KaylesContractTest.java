package ${package};

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/**
 * The checks nimber verify makes, from the test kit: on every small instance the periodic solver agrees with nimber's
 * search and each winning move it answers is legal and leaves a lost position; on random large instances its moves
 * pass the game's own check.
 */
class KaylesContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new KaylesGame();
  }
}
