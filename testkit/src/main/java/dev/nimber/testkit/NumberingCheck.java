package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.RankedPositions.TierRank;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Checks a game's numbering of an instance ({@link Positions#ranked}) against its positions, which
 * the engine's ranked solve trusts: from the start, every position reachable (up to a budget) must
 * have its own tier and rank within the sizes the numbering gives, {@code expand} must report what
 * the position says (its verdict, or a child for each of its moves, numbered as {@code rankOf}
 * numbers the position the move leads to), representatives must represent themselves, the rules'
 * start ({@link Positions#rulesetStart}), when named, must lie at or above the instance's start,
 * and, when the game lists parents, the parents of each position reached must be, among the
 * positions reached, exactly those with moves within the tier to it, once per move.
 *
 * <p>Time and memory O(P · m) for the P positions reached, with at most m moves each.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class NumberingCheck {

  private NumberingCheck() {}

  /**
   * What is wrong with the numbering of an instance, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach from the start
   * @return the first problem found, in words; empty when the game numbers no positions of this
   *     instance, or none is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Optional<RankedPositions> ranked = positions.ranked(instance);
    if (ranked.isEmpty()) {
      return Optional.empty();
    }
    RankedPositions space = ranked.get();
    Places places = new Places(space);
    Optional<Position> rulesStart = positions.rulesetStart(instance);
    if (rulesStart.isPresent()) {
      Optional<TierRank> rulesAt = places.of(rulesStart.get());
      Optional<TierRank> startAt =
          rulesAt.isEmpty() ? Optional.empty() : places.of(positions.start(instance));
      if (startAt.isEmpty()) {
        return places.problem();
      }
      if (rulesAt.get().tier() < startAt.get().tier()) {
        return Optional.of(
            "names "
                + rulesStart.get()
                + " (tier "
                + rulesAt.get().tier()
                + ") the start of the"
                + " rules, below the instance's start "
                + positions.start(instance)
                + " (tier "
                + startAt.get().tier()
                + "): the rules' start must lie at or above every position of them");
      }
    }
    Set<Position> expanded = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    // For each representative reached: its parents, among the representatives whose moves were gone
    // through.
    Map<TierRank, Map<Long, Integer>> expectedParents = new HashMap<>();
    List<TierRank> representatives = new ArrayList<>();
    Set<TierRank> goneThrough = new HashSet<>();
    Set<Integer> loopyTiers = new HashSet<>();
    while (!pending.isEmpty() && expanded.size() < budget) {
      Position position = pending.poll();
      if (!expanded.add(position)) {
        continue;
      }
      Optional<TierRank> placed = places.of(position);
      if (placed.isEmpty()) {
        return places.problem();
      }
      TierRank at = placed.get();
      long representative = space.canonical(at.tier(), at.rank());
      if (representative < 0
          || representative >= space.tierSize(at.tier())
          || space.canonical(at.tier(), representative) != representative) {
        return Optional.of(
            "gives position "
                + position
                + " (tier "
                + at.tier()
                + " rank "
                + at.rank()
                + ") the"
                + " representative "
                + representative
                + ", which is not a rank of its tier that represents itself");
      }
      if (representative == at.rank()) {
        representatives.add(at);
      }
      Reported reported = new Reported();
      space.expand(at.tier(), at.rank(), reported);
      Optional<Outcome> verdict = position.verdict();
      if (verdict.isPresent() || reported.verdict != null) {
        if (!verdict.equals(Optional.ofNullable(reported.verdict))
            || !reported.children.isEmpty()) {
          return Optional.of(
              "expands position "
                  + position
                  + " (tier "
                  + at.tier()
                  + " rank "
                  + at.rank()
                  + ") to "
                  + reported
                  + ", but its verdict is "
                  + verdict.map(Outcome::word).orElse("none"));
        }
        continue;
      }
      Map<TierRank, Integer> expected = new TreeMap<>(NumberingCheck::compare);
      for (Move move : position.moves()) {
        Position next = move.to();
        Optional<TierRank> childPlace = places.of(next);
        if (childPlace.isEmpty()) {
          return places.problem();
        }
        expected.merge(childPlace.get(), 1, Integer::sum);
        pending.add(next);
        if (childPlace.get().tier() == at.tier() && representative == at.rank()) {
          loopyTiers.add(at.tier());
          TierRank child =
              new TierRank(at.tier(), space.canonical(at.tier(), childPlace.get().rank()));
          expectedParents
              .computeIfAbsent(child, key -> new TreeMap<>())
              .merge(at.rank(), 1, Integer::sum);
        }
      }
      if (!expected.equals(reported.children)) {
        return Optional.of(
            "expands position "
                + position
                + " (tier "
                + at.tier()
                + " rank "
                + at.rank()
                + ") to "
                + reported
                + ", but its moves lead to "
                + describe(expected));
      }
      if (representative == at.rank()) {
        goneThrough.add(at);
      }
    }
    if (!space.listsParents()) {
      return Optional.empty();
    }
    List<TierRank> children =
        representatives.stream().filter(at -> loopyTiers.contains(at.tier())).toList();
    return wrongParents(space, children, goneThrough, expectedParents);
  }

  /**
   * Compares the parents the game lists for each representative reached in a tier with moves within
   * it with the moves, among the representatives whose moves were gone through.
   */
  private static Optional<String> wrongParents(
      RankedPositions space,
      List<TierRank> children,
      Set<TierRank> goneThrough,
      Map<TierRank, Map<Long, Integer>> expectedParents) {
    for (TierRank child : children) {
      Map<Long, Integer> listed = new TreeMap<>();
      space.parents(
          child.tier(),
          child.rank(),
          parent -> {
            if (goneThrough.contains(new TierRank(child.tier(), parent))) {
              listed.merge(parent, 1, Integer::sum);
            }
          });
      Map<Long, Integer> expected = expectedParents.getOrDefault(child, Map.of());
      if (!listed.equals(expected)) {
        return Optional.of(
            "lists parents "
                + listed
                + " (rank: moves) for tier "
                + child.tier()
                + " rank "
                + child.rank()
                + ", but the moves within the tier give "
                + new TreeMap<>(expected));
      }
    }
    return Optional.empty();
  }

  /**
   * Where the positions reached are numbered, each asked of the game once: a place must be inside
   * the numbering, and no other position reached may be numbered there. Checked when a position is
   * first reached, so that two positions in one place are named before either is expanded.
   */
  private static final class Places {
    private final RankedPositions space;
    private final Map<Position, TierRank> placed = new HashMap<>();
    private final Map<TierRank, Position> byPlace = new HashMap<>();
    private String problem;

    Places(RankedPositions space) {
      this.space = space;
    }

    /** Where a position is numbered, or empty when that is wrong ({@link #problem()} says how). */
    Optional<TierRank> of(Position position) {
      TierRank known = placed.get(position);
      if (known != null) {
        return Optional.of(known);
      }
      TierRank at = space.rankOf(position);
      boolean inside =
          at != null
              && at.tier() >= 0
              && at.tier() < space.tierCount()
              && at.rank() >= 0
              && at.rank() < space.tierSize(at.tier());
      if (!inside) {
        problem = "numbers position " + position + " " + misplaced(space, at);
        return Optional.empty();
      }
      Position before = byPlace.putIfAbsent(at, position);
      if (before != null) {
        problem =
            "gives positions "
                + before
                + " and "
                + position
                + " the same place, tier "
                + at.tier()
                + " rank "
                + at.rank();
        return Optional.empty();
      }
      placed.put(position, at);
      return Optional.of(at);
    }

    /** What was wrong with the place {@link #of} found last. */
    Optional<String> problem() {
      return Optional.of(problem);
    }
  }

  private static String misplaced(RankedPositions space, TierRank at) {
    if (at == null) {
      return "nowhere (rankOf returned null)";
    }
    return "at tier "
        + at.tier()
        + " rank "
        + at.rank()
        + ", outside the numbering ("
        + space.tierCount()
        + " tiers"
        + (at.tier() >= 0 && at.tier() < space.tierCount()
            ? ", tier " + at.tier() + " holding ranks 0 to " + (space.tierSize(at.tier()) - 1)
            : "")
        + ")";
  }

  private static int compare(TierRank a, TierRank b) {
    return a.tier() != b.tier()
        ? Integer.compare(a.tier(), b.tier())
        : Long.compare(a.rank(), b.rank());
  }

  private static String describe(Map<TierRank, Integer> children) {
    if (children.isEmpty()) {
      return "no position (no moves)";
    }
    List<String> parts = new ArrayList<>();
    children.forEach(
        (at, times) ->
            parts.add(
                "tier "
                    + at.tier()
                    + " rank "
                    + at.rank()
                    + (times > 1 ? " (" + times + " moves)" : "")));
    return String.join(", ", parts);
  }

  /** What {@code expand} reported. */
  private static final class Reported implements RankedPositions.Expansion {
    private Outcome verdict;
    private final Map<TierRank, Integer> children = new TreeMap<>(NumberingCheck::compare);

    @Override
    public void verdict(Outcome outcome) {
      verdict = outcome;
    }

    @Override
    public void child(int tier, long rank) {
      children.merge(new TierRank(tier, rank), 1, Integer::sum);
    }

    @Override
    public String toString() {
      return verdict != null
          ? "the verdict " + verdict.word() + (children.isEmpty() ? "" : " and children")
          : describe(children);
    }
  }
}
