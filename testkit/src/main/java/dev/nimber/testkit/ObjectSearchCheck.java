package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.engine.weak.AlphaBetaValues;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks the weak search of a game's positions as objects ({@code --method weak} for a game that
 * numbers and codes none of them, {@link AlphaBetaValues#ofObjects}) against the search of the
 * positions, which it cannot share a bug with: the first {@value #VALUED} positions reached from an
 * instance's start must get the same outcome and remoteness from both, under normal and misère
 * play.
 *
 * <p>Each search may reach at most {@value #SEARCHED} positions, and the weak one visit positions
 * at most {@value #VISITS} times in all; a position whose search goes past them, meets a line of
 * play that repeats or a drawn position (which the weak search refuses) ends the check of that
 * instance, finding nothing. Time: the two searches, so bounded.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ObjectSearchCheck {

  /** The most positions, the first reached, whose values are compared. */
  static final int VALUED = 50;

  /** The most positions each search of a check may reach. */
  static final long SEARCHED = 5_000;

  /**
   * The most visits of positions the weak search of an instance may make, over all the positions
   * compared.
   */
  static final long VISITS = 100_000;

  private ObjectSearchCheck() {}

  /**
   * What the weak search of an instance's positions as objects gets wrong, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @return the first difference found, in words; empty when the game numbers or codes the instance
   *     (its coding is checked instead), or none differs
   */
  public static Optional<String> problem(Positions positions, Parameters instance) {
    return compare(positions, instance).problem();
  }

  /** The check, with how many positions it compared. */
  static ValueComparison.Compared compare(Positions positions, Parameters instance) {
    if (positions.ranked(instance).isPresent() || positions.coded(instance).isPresent()) {
      return new ValueComparison.Compared(0, Optional.empty());
    }
    List<Position> reached = new ArrayList<>();
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    while (!pending.isEmpty() && reached.size() < VALUED) {
      Position position = pending.poll();
      if (!seen.add(position)) {
        continue;
      }
      reached.add(position);
      if (position.verdict().isEmpty()) {
        pending.addAll(position.children());
      }
    }
    return ValueComparison.compare(
        reached,
        SEARCHED,
        misere -> {
          AlphaBetaValues search =
              AlphaBetaValues.ofObjects(misere, 1 << 22, SEARCHED, positions.decidesByRule());
          search.limitVisits(VISITS);
          return search;
        },
        "weak search of positions as objects");
  }
}
