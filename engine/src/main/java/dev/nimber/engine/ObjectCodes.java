package dev.nimber.engine;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game's positions as objects, coded for the weak search by the order it reaches them: the first
 * position coded is 0, the next 1, and so on, all in tier 0 (the search then checks its lines of
 * play for repeats itself). A position's own moves, verdict and equality are all it needs; sums are
 * searched whole. Memory O(P) for the P distinct positions reached, at most the budget it is given.
 * Not thread-safe.
 */
public final class ObjectCodes implements CodedPositions {

  private final Map<Position, Integer> codes = new HashMap<>();
  private final List<Position> positions = new ArrayList<>();
  private final long mostPositions;
  private final boolean decidesByRule;

  /**
   * @param mostPositions the most distinct positions coded; past it, a failure for the budget
   * @param decidesByRule whether the game may decide a position by rule ({@link
   *     dev.nimber.api.Positions#decidesByRule}); if not, {@link #winsAtOnce} answers no at once
   */
  public ObjectCodes(long mostPositions, boolean decidesByRule) {
    this.mostPositions = mostPositions;
    this.decidesByRule = decidesByRule;
  }

  @Override
  public int tierCount() {
    return 1;
  }

  /** The buffers' first size; the search grows them for a position with more moves. */
  @Override
  public int maxMoves() {
    return 16;
  }

  @Override
  public TierRank codeOf(Position position) {
    return new TierRank(0, code(position));
  }

  private int code(Position position) {
    Integer known = codes.get(position);
    if (known != null) {
      return known;
    }
    if (positions.size() >= mostPositions || positions.size() == Integer.MAX_VALUE) {
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "the weak search reached its budget of "
              + mostPositions
              + " positions without finishing; the strong method may answer",
          Shortage.setting(GameSearch.Options.BUDGET_PROPERTY));
    }
    codes.put(position, positions.size());
    positions.add(position);
    return positions.size() - 1;
  }

  @Override
  public void expand(int tier, long code, Expansion into) {
    Position position = positions.get((int) code);
    Optional<Outcome> verdict = position.verdict();
    if (verdict.isPresent()) {
      into.verdict(verdict.get());
      return;
    }
    for (Position child : position.children()) {
      into.child(0, code(child));
    }
  }

  /**
   * Whether a move leads to a position decided as lost: the position's children and their verdicts
   * read, which costs what expanding it does; no, at once, for a game that decides no position by
   * rule.
   */
  @Override
  public boolean winsAtOnce(int tier, long code) {
    if (!decidesByRule) {
      return false;
    }
    Position position = positions.get((int) code);
    if (position.verdict().isPresent()) {
      return false;
    }
    for (Position child : position.children()) {
      if (child.verdict().equals(Optional.of(Outcome.LOSS))) {
        return true;
      }
    }
    return false;
  }
}
