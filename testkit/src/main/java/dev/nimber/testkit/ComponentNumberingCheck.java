package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Move;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * Checks a game's numbering of the components of its sums ({@link Positions#numberedComponents})
 * against its positions, which the engine trusts when it values components in arrays: from an
 * instance's start, for every component reached (up to a budget) that the game numbers, the
 * component must have no verdict, and the options the numbering lists must be, as sets of sums,
 * exactly the positions its moves lead to: each a sum of numbered components numbered below it,
 * compared with the order of components, components without options (which change no value) and
 * repeated options set aside.
 *
 * <p>Time O(P · m · k) for the P components reached, with at most m moves of at most k components
 * each.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ComponentNumberingCheck {

  private ComponentNumberingCheck() {}

  /**
   * What is wrong with the numbering of the components reached from an instance, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most components to check
   * @return the first problem found, in words; empty when the game numbers no components, or none
   *     is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Optional<NumberedComponents> numbered = positions.numberedComponents();
    if (numbered.isEmpty()) {
      return Optional.empty();
    }
    Options options = new Options(numbered.get());
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    int checked = 0;
    while (!pending.isEmpty() && checked < budget) {
      Position position = pending.poll();
      for (Position component : partsOf(position)) {
        if (!seen.add(component)) {
          continue;
        }
        long number = options.numbering.numberOf(component);
        if (number < 0) {
          pending.addAll(component.moves().stream().map(Move::to).toList());
          continue;
        }
        checked++;
        if (component.verdict().isPresent()) {
          return Optional.of(
              "numbers component "
                  + component
                  + " as "
                  + number
                  + ", but it is decided by a verdict");
        }
        Optional<String> listed = options.problem(number);
        if (listed.isPresent()) {
          return listed;
        }
        Set<List<Long>> expected = new TreeSet<>(ComponentNumberingCheck::compare);
        for (Move move : component.moves()) {
          List<Long> sum = new ArrayList<>();
          for (Position part : partsOf(move.to())) {
            long partNumber = options.numbering.numberOf(part);
            if (partNumber < 0 || partNumber >= number) {
              return Optional.of(
                  "numbers component "
                      + component
                      + " as "
                      + number
                      + ", but its move '"
                      + move.label()
                      + "' leads to component "
                      + part
                      + (partNumber < 0
                          ? ", which it does not number"
                          : ", numbered " + partNumber + ", not below it"));
            }
            if (options.hasOptions(partNumber)) {
              sum.add(partNumber);
            }
          }
          sum.sort(null);
          expected.add(sum);
          pending.add(move.to());
        }
        Set<List<Long>> reported = options.of(number);
        if (!expected.equals(reported)) {
          return Optional.of(
              "lists the options of component "
                  + number
                  + " ("
                  + component
                  + ") as "
                  + reported
                  + ", but its moves lead to "
                  + expected
                  + " (sums of component numbers; components without options left"
                  + " out)");
        }
      }
    }
    return Optional.empty();
  }

  /** The components of a position: its components when it is a sum, else the position alone. */
  static List<Position> partsOf(Position position) {
    List<Position> parts = position.components();
    return parts.isEmpty() ? List.of(position) : parts;
  }

  private static int compare(List<Long> a, List<Long> b) {
    for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
      int order = Long.compare(a.get(i), b.get(i));
      if (order != 0) {
        return order;
      }
    }
    return Integer.compare(a.size(), b.size());
  }

  /** The options the numbering lists, each component's asked of it once. */
  private static final class Options {
    private final NumberedComponents numbering;
    private final Map<Long, List<long[]>> listed = new HashMap<>();

    Options(NumberedComponents numbering) {
      this.numbering = numbering;
    }

    /** What is wrong with the numbers listed as options of a component, if anything. */
    Optional<String> problem(long number) {
      for (long[] option : raw(number)) {
        for (long part : option) {
          if (part < 0 || part >= number) {
            return Optional.of(
                "lists an option of component "
                    + number
                    + " with component "
                    + part
                    + ", which is"
                    + " not numbered from 0 to "
                    + (number - 1));
          }
        }
      }
      return Optional.empty();
    }

    boolean hasOptions(long number) {
      return !raw(number).isEmpty();
    }

    /** The options of a component, sorted sums without the components that have no options. */
    Set<List<Long>> of(long number) {
      Set<List<Long>> sums = new TreeSet<>(ComponentNumberingCheck::compare);
      for (long[] option : raw(number)) {
        List<Long> sum = new ArrayList<>();
        for (long part : option) {
          if (hasOptions(part)) {
            sum.add(part);
          }
        }
        sum.sort(null);
        sums.add(sum);
      }
      return sums;
    }

    private List<long[]> raw(long number) {
      List<long[]> known = listed.get(number);
      if (known != null) {
        return known;
      }
      List<long[]> options = new ArrayList<>();
      numbering.options(
          number,
          new NumberedComponents.OptionSink() {
            @Override
            public void option(long component) {
              options.add(new long[] {component});
            }

            @Override
            public void option(long first, long second) {
              options.add(new long[] {first, second});
            }

            @Override
            public void option(long[] components, int count) {
              options.add(Arrays.copyOf(components, count));
            }
          });
      listed.put(number, options);
      return options;
    }
  }
}
