package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.InstanceException;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameter;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.RankedPositions.TierRank;
import dev.nimber.engine.weak.AlphaBetaValues;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a game's coding of an instance for the engine's weak search ({@link Positions#coded})
 * against its positions: for every position reachable from the start (up to a budget), its tier and
 * code must fit a key and belong to it alone, {@code expand} must report what the position says
 * (its verdict, or a child for each of its moves, coded as {@code codeOf} codes the position the
 * move leads to, in a lower tier or, for a numbering with loopy tiers, the same one, which the weak
 * search leaves to the strong method; a move after which the opponent wins at once may be left out,
 * as long as one move is reported), {@code winsAtOnce} must say whether a move leads to a position
 * decided as lost, a coding that says wins come only from moves ({@code winsOnlyByMoving}) must
 * meet no position decided as won for the player to move nor one without moves and verdict, a
 * representative must represent itself, and the coding of the same rules' instance with its
 * position parameters left to their defaults must code it alike (the engine shares a search's table
 * between positions of the same rules); and the weak search of the coding must value the first
 * {@value #VALUED} positions reached as the search of the positions does (which checks {@code
 * tiesAtTierZero} and the symmetries), under normal and misère play.
 *
 * <p>Time O(P · m) for the P positions reached, with at most m moves each, plus the two searches.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class CodingCheck {

  /** The most positions, the first reached, whose values the weak search must match. */
  static final int VALUED = 1_000;

  /**
   * The most positions each search of a check may reach; past it, the rest of the check is left.
   */
  static final long SEARCHED = 100_000;

  private CodingCheck() {}

  /**
   * What is wrong with the coding of an instance, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach from the start
   * @return the first problem found, in words; empty when the game codes no positions of this
   *     instance, or none is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Optional<CodedPositions> coded = positions.coded(instance);
    if (coded.isEmpty()) {
      return Optional.empty();
    }
    CodedPositions coding = coded.get();
    Optional<Parameters> rules = rulesInstance(instance);
    Optional<CodedPositions> ofTheRules = rules.flatMap(positions::coded);
    Map<TierRank, Position> owners = new HashMap<>();
    List<Position> reached = new ArrayList<>();
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    boolean[] loopy = {false};
    while (!pending.isEmpty() && seen.size() < budget) {
      Position position = pending.poll();
      if (!seen.add(position)) {
        continue;
      }
      reached.add(position);
      TierRank at = coding.codeOf(position);
      Optional<String> wrong =
          placeProblem(coding, position, at, owners)
              .or(() -> expansionProblem(coding, position, at, loopy))
              .or(
                  () ->
                      ofTheRules
                          .map(rulesCoding -> rulesCoding.codeOf(position))
                          .filter(other -> !other.equals(at))
                          .map(
                              other ->
                                  "code position "
                                      + position
                                      + " as "
                                      + at
                                      + " in this instance and as "
                                      + other
                                      + " in "
                                      + rules.orElseThrow()
                                      + ", of the same rules: codes must depend on the rules"
                                      + " alone"));
      if (wrong.isPresent()) {
        return wrong;
      }
      if (position.verdict().isEmpty()) {
        position.moves().stream().map(Move::to).forEach(pending::add);
      }
    }
    if (loopy[0]) {
      // A move within its tier: the weak search refuses the coding, and the engine answers by the
      // strong method.
      return Optional.empty();
    }
    return valueProblem(coding, reached);
  }

  /**
   * The first position the weak search values otherwise than the search of the positions, in words.
   */
  private static Optional<String> valueProblem(CodedPositions coding, List<Position> reached) {
    return ValueComparison.compare(
            reached.subList(0, Math.min(reached.size(), VALUED)),
            SEARCHED,
            misere -> new AlphaBetaValues(coding, misere, 1 << 24),
            "weak search")
        .problem();
  }

  /**
   * The instance of the same rules with every position parameter left to its default (connect's
   * empty board), when the game marks position parameters and they have defaults.
   */
  private static Optional<Parameters> rulesInstance(Parameters instance) {
    Map<String, Object> plain = new LinkedHashMap<>(instance.toPlain());
    boolean marked = false;
    for (Parameter<?> parameter : instance.game().parameters()) {
      if (parameter.role() == Parameter.Role.POSITION) {
        plain.remove(parameter.name());
        marked = true;
      }
    }
    if (!marked) {
      return Optional.empty();
    }
    try {
      return Optional.of(instance.game().bind(plain));
    } catch (InstanceException noDefault) {
      return Optional.empty();
    }
  }

  private static Optional<String> placeProblem(
      CodedPositions coding, Position position, TierRank at, Map<TierRank, Position> owners) {
    if (at == null || at.tier() < 0 || at.tier() >= coding.tierCount()) {
      return Optional.of(
          "code position "
              + position
              + " as "
              + at
              + ", outside tiers 0 to "
              + (coding.tierCount() - 1));
    }
    if (at.rank() < 0 || at.rank() > (Long.MAX_VALUE - at.tier() - 1) / coding.tierCount()) {
      return Optional.of(
          "code position "
              + position
              + " as "
              + at
              + ": a code times the "
              + coding.tierCount()
              + " tiers must fit in 63 bits");
    }
    Position owner = owners.putIfAbsent(at, position);
    if (owner != null && !owner.equals(position)) {
      return Optional.of("code positions " + owner + " and " + position + " alike, as " + at);
    }
    long representative = coding.canonical(at.tier(), at.rank());
    if (coding.canonical(at.tier(), representative) != representative) {
      return Optional.of(
          "make "
              + representative
              + " the representative of "
              + at
              + " in tier "
              + at.tier()
              + ", but it is not its own");
    }
    return Optional.empty();
  }

  /**
   * What is wrong with a position's expansion; a move within its tier is noted in {@code loopy}.
   */
  private static Optional<String> expansionProblem(
      CodedPositions coding, Position position, TierRank at, boolean[] loopy) {
    Reported reported = new Reported();
    coding.expand(at.tier(), at.rank(), reported);
    Optional<Outcome> verdict = position.verdict();
    if (coding.winsOnlyByMoving() && verdict.equals(Optional.of(Outcome.WIN))) {
      return Optional.of(
          "say wins come only from moves, where "
              + position
              + " is decided as won for the player to move");
    }
    if (verdict.isPresent() || reported.verdict != null) {
      if (!verdict.equals(Optional.ofNullable(reported.verdict)) || !reported.children.isEmpty()) {
        return Optional.of(
            "expand "
                + position
                + " ("
                + at
                + ") as "
                + reported
                + ", where the position's verdict is "
                + verdict.map(Outcome::word).orElse("none"));
      }
      return coding.winsAtOnce(at.tier(), at.rank())
          ? Optional.of("say a move wins at once from " + position + ", which the rules decide")
          : Optional.empty();
    }
    List<TierRank> expected = new ArrayList<>();
    Map<TierRank, Deque<Move>> unreported = new LinkedHashMap<>();
    boolean winsAtOnce = false;
    for (Move move : position.moves()) {
      TierRank child = coding.codeOf(move.to());
      expected.add(child);
      unreported.computeIfAbsent(child, any -> new ArrayDeque<>()).add(move);
      winsAtOnce |= move.to().verdict().equals(Optional.of(Outcome.LOSS));
    }
    if (coding.winsOnlyByMoving() && expected.isEmpty()) {
      return Optional.of(
          "say wins come only from moves, where " + position + " has no moves and no verdict");
    }
    boolean eachAMove = true;
    for (TierRank child : reported.children) {
      Deque<Move> moves = unreported.get(child);
      eachAMove &= moves != null && moves.poll() != null;
    }
    if (!eachAMove || (reported.children.isEmpty() && !expected.isEmpty())) {
      return Optional.of(
          "expand "
              + position
              + " ("
              + at
              + ") as "
              + reported
              + ", where its moves lead to "
              + expected);
    }
    Optional<Move> leftOutWrongly =
        unreported.values().stream()
            .flatMap(Deque::stream)
            .filter(move -> !opponentWinsAtOnce(move.to()))
            .findFirst();
    if (leftOutWrongly.isPresent()) {
      return Optional.of(
          "expand "
              + position
              + " ("
              + at
              + ") without the move '"
              + leftOutWrongly.get().label()
              + "', after which the opponent does not win at once (only such moves may be left"
              + " out)");
    }
    for (TierRank child : reported.children) {
      if (child.tier() > at.tier()) {
        return Optional.of(
            "expand " + position + " (" + at + ") to " + child + ", in a higher tier");
      }
      loopy[0] |= child.tier() == at.tier();
    }
    if (coding.winsAtOnce(at.tier(), at.rank()) != winsAtOnce) {
      return Optional.of(
          "say of "
              + position
              + " that a move "
              + (winsAtOnce ? "does not win" : "wins")
              + " at once, where "
              + (winsAtOnce ? "one does" : "none does"));
    }
    return Optional.empty();
  }

  /**
   * Whether the player to move wins at once from a position, read from the positions alone: it is
   * not decided, and a move leads to a position decided as lost.
   */
  private static boolean opponentWinsAtOnce(Position position) {
    return position.verdict().isEmpty()
        && position.moves().stream()
            .anyMatch(move -> move.to().verdict().equals(Optional.of(Outcome.LOSS)));
  }

  /** What an expansion reported. */
  private static final class Reported implements RankedPositions.Expansion {
    private Outcome verdict;
    private final List<TierRank> children = new ArrayList<>();

    @Override
    public void verdict(Outcome outcome) {
      verdict = outcome;
    }

    @Override
    public void child(int tier, long code) {
      children.add(new TierRank(tier, code));
    }

    @Override
    public String toString() {
      return verdict != null
          ? "verdict " + verdict.word() + (children.isEmpty() ? "" : " and children " + children)
          : "children " + children;
    }
  }
}
