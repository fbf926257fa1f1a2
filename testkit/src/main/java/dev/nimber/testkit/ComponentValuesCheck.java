package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.ComponentValues;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a game's own values of its components ({@link Positions#componentValues}), which the
 * engine trusts in place of searching a component: from an instance's start, every component
 * reached (up to a budget) that the values cover must get its Grundy value, as a plain recursion
 * over its moves finds it (the mex of the values of the positions its moves lead to, a sum's value
 * the XOR of its components'), with nothing of the engine's; and a component decided by a verdict
 * must get none. A component whose recursion meets a verdict or a repeat, needs more positions than
 * the budget, or lines of play deeper than the thread's stack holds, is not compared.
 *
 * <p>Time O(P · m) for the P positions the recursion values, with at most m moves each; memory
 * O(P).
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ComponentValuesCheck {

  /** A position whose value the recursion could not find: a verdict, a repeat or the budget. */
  private static final int UNKNOWN = -1;

  private static final int ON_PATH = -2;

  private final Map<Position, Integer> plain = new HashMap<>();
  private final int budget;

  private ComponentValuesCheck(int budget) {
    this.budget = budget;
  }

  /**
   * What is wrong with the game's values of the components reached from an instance, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach and to value by the recursion
   * @return the first problem found, in words; empty when the game gives no values, or none is
   *     wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Optional<ComponentValues> given = positions.componentValues();
    if (given.isEmpty()) {
      return Optional.empty();
    }
    ComponentValues values = given.get();
    ComponentValuesCheck check = new ComponentValuesCheck(budget);
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    while (!pending.isEmpty() && seen.size() < budget) {
      Position position = pending.poll();
      for (Position component : ComponentNumberingCheck.partsOf(position)) {
        if (!seen.add(component)) {
          continue;
        }
        long value = values.grundyOf(component);
        boolean decided = component.verdict().isPresent();
        if (value >= 0 && decided) {
          return Optional.of(
              "give component "
                  + component
                  + " the value "
                  + value
                  + ", but it is decided by a verdict");
        }
        if (value >= 0) {
          int expected = check.valueWithinStack(component);
          if (expected != UNKNOWN && expected != value) {
            return Optional.of(
                "give component "
                    + component
                    + " the value "
                    + value
                    + ", but its moves give it "
                    + expected
                    + " (the mex of the values of the positions they lead to)");
          }
        }
        if (!decided) {
          pending.addAll(component.children());
        }
      }
    }
    return Optional.empty();
  }

  /**
   * {@link #valueOf}, or {@link #UNKNOWN} where its lines of play are deeper than the thread's
   * stack holds (the positions it valued on the way forgotten).
   */
  private int valueWithinStack(Position component) {
    try {
      return valueOf(component);
    } catch (StackOverflowError tooDeep) {
      plain.clear();
      return UNKNOWN;
    }
  }

  /** A position's Grundy value by the recursion, or {@link #UNKNOWN}. */
  private int valueOf(Position position) {
    List<Position> parts = position.components();
    if (!parts.isEmpty() && !(parts.size() == 1 && parts.get(0).equals(position))) {
      int sum = 0;
      for (Position part : parts) {
        int value = valueOf(part);
        if (value == UNKNOWN) {
          return UNKNOWN;
        }
        sum ^= value;
      }
      return sum;
    }
    Integer known = plain.get(position);
    if (known != null) {
      return known == ON_PATH ? UNKNOWN : known;
    }
    if (position.verdict().isPresent() || plain.size() >= budget) {
      return UNKNOWN;
    }
    plain.put(position, ON_PATH);
    Set<Integer> reached = new HashSet<>();
    for (Position child : position.children()) {
      int value = valueOf(child);
      if (value == UNKNOWN) {
        plain.remove(position);
        return UNKNOWN;
      }
      reached.add(value);
    }
    int mex = 0;
    while (reached.contains(mex)) {
      mex++;
    }
    plain.put(position, mex);
    return mex;
  }
}
