package dev.nimber.app.solve;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.tier.TierValues;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Checks stored positions against their children, by the rule of retrograde analysis written apart
 * from the engine's solver: a position decided by rule has its verdict and remoteness 0; one
 * without moves is lost (won under misère play) in 0; otherwise it is won in 1 + the fewest moves
 * of a lost child, else tied in 1 + the fewest of a tied child, else drawn (remoteness 0) when a
 * child is drawn, else lost in 1 + the most moves of its children. Where Grundy values are stored,
 * they are re-derived too: 0 for a loss by rule or a position without moves, the mex of the
 * children's values otherwise, and undefined where a child's is, where a tie or a draw is
 * reachable, where the rules decide a win or a tie, and where a move stays within its tier (a loopy
 * tier, whose values the database does not keep). What {@code nimber db verify} re-derives for a
 * sample of positions; each costs one expansion and one lookup per move.
 */
public final class RederivedRecords {

  private final RankedPositions space;
  private final TierValues stored;
  private final boolean misere;

  /**
   * @param space the instance's numbering
   * @param stored the values to check, and the children's values they are checked against
   * @param misere whether the player who makes the last move loses
   */
  public RederivedRecords(RankedPositions space, TierValues stored, boolean misere) {
    this.space = space;
    this.stored = stored;
    this.misere = misere;
  }

  /**
   * How a stored position disagrees with its children, if it does.
   *
   * @param tier its tier
   * @param rank its rank
   * @return the disagreement in words, or empty when the stored value is the one its children give
   */
  public Optional<String> disagreement(int tier, long rank) {
    List<GameSearch.Evaluation> children = new ArrayList<>();
    Outcome[] verdict = new Outcome[1];
    boolean[] withinTier = new boolean[1];
    space.expand(
        tier,
        rank,
        new RankedPositions.Expansion() {
          @Override
          public void verdict(Outcome outcome) {
            verdict[0] = outcome;
          }

          @Override
          public void child(int childTier, long childRank) {
            children.add(stored.evaluate(childTier, childRank));
            withinTier[0] |= childTier == tier;
          }
        });
    return check(
        "position " + rank + " of tier " + tier,
        verdict[0],
        children,
        withinTier[0],
        stored.evaluate(tier, rank),
        stored.hasGrundy(),
        misere);
  }

  /**
   * How a position of a database kept under keys disagrees with its children, if it does: the same
   * rule, its moves looked up by their keys.
   *
   * @param where the position in words, for the message
   * @param position the position, read back from its key
   * @param stored the stored values, looked up by position
   * @param misere whether the player who makes the last move loses
   * @return the disagreement in words, or empty when the stored value is the one its children give
   */
  public static Optional<String> disagreement(
      String where, Position position, PositionValues stored, boolean misere) {
    return disagreement(where, position, movesOf(position), stored, misere);
  }

  /**
   * The moves a position's value comes from: its moves, or none when the rules decide it.
   *
   * @param position the position
   * @return the moves
   */
  static List<Move> movesOf(Position position) {
    return position.verdict().isPresent() ? List.of() : position.moves();
  }

  /**
   * The same, the position's moves listed already ({@link Position#moves}; none when the rules
   * decide it).
   *
   * @param where the position in words, for the message
   * @param position the position
   * @param moves the position's moves
   * @param stored the stored values, looked up by position
   * @param misere whether the player who makes the last move loses
   * @return the disagreement in words, or empty when the stored value is the one its children give
   */
  public static Optional<String> disagreement(
      String where, Position position, List<Move> moves, PositionValues stored, boolean misere) {
    Optional<Outcome> verdict = position.verdict();
    List<GameSearch.Evaluation> children = new ArrayList<>();
    if (verdict.isEmpty()) {
      for (Move move : moves) {
        children.add(stored.evaluate(move.to()));
      }
    }
    return check(
        where,
        verdict.orElse(null),
        children,
        false,
        stored.evaluate(position),
        stored.hasGrundy(),
        misere);
  }

  private static Optional<String> check(
      String where,
      Outcome verdict,
      List<GameSearch.Evaluation> children,
      boolean withinTier,
      GameSearch.Evaluation found,
      boolean hasGrundy,
      boolean misere) {
    GameSearch.Evaluation expected = expected(verdict, children, misere);
    if (found.outcome() != expected.outcome() || found.remoteness() != expected.remoteness()) {
      return Optional.of(
          where
              + " is stored as "
              + words(found)
              + ", and its "
              + children.size()
              + " moves make it "
              + words(expected));
    }
    if (hasGrundy) {
      int grundy = withinTier ? -1 : grundy(verdict, expected, children);
      if (found.grundyOrMinusOne() != grundy) {
        return Optional.of(
            where
                + " is stored with Grundy value "
                + grundyWords(found.grundyOrMinusOne())
                + ", and its "
                + children.size()
                + " moves give "
                + grundyWords(grundy));
      }
    }
    return Optional.empty();
  }

  /** The Grundy value the children give, −1 where it is undefined. */
  private static int grundy(
      Outcome verdict, GameSearch.Evaluation value, List<GameSearch.Evaluation> children) {
    if (verdict != null) {
      return verdict == Outcome.LOSS ? 0 : -1;
    }
    if (value.outcome() == Outcome.TIE || value.outcome() == Outcome.DRAW) {
      return -1;
    }
    BitSet seen = new BitSet();
    for (GameSearch.Evaluation child : children) {
      if (child.grundyOrMinusOne() < 0) {
        return -1;
      }
      seen.set(child.grundyOrMinusOne());
    }
    return seen.nextClearBit(0);
  }

  private static String grundyWords(int grundy) {
    return grundy < 0 ? "none (undefined)" : String.valueOf(grundy);
  }

  private static GameSearch.Evaluation expected(
      Outcome verdict, List<GameSearch.Evaluation> children, boolean misere) {
    if (verdict != null) {
      return new GameSearch.Evaluation(verdict, 0, -1);
    }
    if (children.isEmpty()) {
      return new GameSearch.Evaluation(GameEnd.noMoveLeft(misere), 0, -1);
    }
    for (Outcome child : List.of(Outcome.LOSS, Outcome.TIE)) {
      long fewest =
          children.stream()
              .filter(value -> value.outcome() == child)
              .mapToLong(GameSearch.Evaluation::remoteness)
              .min()
              .orElse(-1);
      if (fewest >= 0) {
        return new GameSearch.Evaluation(
            child == Outcome.LOSS ? Outcome.WIN : Outcome.TIE, fewest + 1, -1);
      }
    }
    if (children.stream().anyMatch(value -> value.outcome() == Outcome.DRAW)) {
      return new GameSearch.Evaluation(Outcome.DRAW, 0, -1);
    }
    long most = children.stream().mapToLong(GameSearch.Evaluation::remoteness).max().orElseThrow();
    return new GameSearch.Evaluation(Outcome.LOSS, most + 1, -1);
  }

  private static String words(GameSearch.Evaluation value) {
    return value.outcome() == Outcome.DRAW
        ? "a draw"
        : value.outcome().word() + " in " + value.remoteness();
  }
}
