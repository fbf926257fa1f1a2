package dev.nimber.games.rulestones;

import dev.nimber.api.GameDescriptor;
import dev.nimber.testkit.GameContract;

/** The same checks as {@code nimber verify rulestones}, through the test kit's contract. */
class RuleStonesContractTest extends GameContract {

  @Override
  protected GameDescriptor game() {
    return new RuleStonesGame();
  }
}
