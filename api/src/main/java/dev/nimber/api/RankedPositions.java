package dev.nimber.api;

import java.util.function.LongConsumer;

/**
 * The positions of one instance numbered by tier and rank, so that the engine can solve them all by
 * retrograde analysis in flat arrays, on every core, instead of searching position objects.
 *
 * <p>Tiers are numbered {@code 0 .. tierCount() - 1} so that every move leads to a lower tier (say,
 * the tier is the number of stones left, or of empty cells) or stays within its tier: a tier with
 * such moves is loopy, its lines of play may repeat, and the engine decides it by retrograde
 * analysis within the tier (positions never decided are draws). Within a tier, positions have dense
 * ranks {@code 0 .. tierSize - 1}. The rank space may hold positions that never arise in play (an
 * impossible board), as long as {@link #expand} answers for them too; they cost memory but no wrong
 * answer. The engine solves the tiers from the lowest up, keeping each tier's results at two bytes
 * per position (outcome and remoteness, remoteness at most 16,383) plus, when the Grundy value is
 * asked for, one to four more bytes (the width that holds {@link #maxMoves()}).
 *
 * <p>Implementations are called from several threads at once and must be safe for that: {@link
 * #expand} should be a pure function of its arguments.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface RankedPositions extends CodedPositions {

  /**
   * How many tiers there are.
   *
   * @return at least 1
   */
  int tierCount();

  /**
   * How many positions a tier holds.
   *
   * @param tier from 0 to {@code tierCount() - 1}
   * @return at least 0
   */
  long tierSize(int tier);

  /**
   * The tiers that moves from a tier can lead to, each lower than it (moves within the tier are not
   * listed): the engine keeps them in memory while it solves the tier and lets a tier go once no
   * tier still to be solved needs it. By default every lower tier, which keeps every tier and costs
   * time in the number of tiers for each tier: a game with thousands of tiers should list the few
   * its moves reach.
   *
   * @param tier from 0 to {@code tierCount() - 1}
   * @return the child tiers, each from 0 to {@code tier - 1}
   */
  default int[] childTiers(int tier) {
    int[] lower = new int[tier];
    for (int t = 0; t < tier; t++) {
      lower[t] = t;
    }
    return lower;
  }

  /**
   * The most moves a position of this instance has, which sizes the engine's buffers.
   *
   * @return at least 0
   */
  int maxMoves();

  /**
   * Tells the engine about one position: either a verdict the rules impose (as {@link
   * Position#verdict()}), or each position its moves lead to. A position with neither is over: the
   * player to move cannot move (a loss under normal play, a win under misère play).
   *
   * @param tier the position's tier
   * @param rank its rank within the tier
   * @param into where to report the verdict or the children, at most {@link #maxMoves()} of them
   */
  void expand(int tier, long rank, Expansion into);

  /**
   * The representative of a position's symmetric images (the board turned or mirrored), for games
   * with symmetries: the engine then values representatives only, and looks every position up by
   * its representative, which saves the time of valuing the others (not their memory: ranks stay
   * dense). Symmetric positions must have the same value, and the representative of a
   * representative is itself. By default every position represents itself.
   *
   * @param tier the position's tier; its images are in the same tier
   * @param rank its rank
   * @return the rank of its representative in the same tier
   */
  default long canonical(int tier, long rank) {
    return rank;
  }

  /**
   * Whether this game lists each position's parents ({@link #parents}); by default it does not.
   *
   * @return true when {@link #parents} is implemented
   */
  default boolean listsParents() {
    return false;
  }

  /**
   * The positions of the same tier with a move to this one (unmoves), for a game that can list them
   * and says so with {@link #listsParents()}: the engine then decides a loopy tier by walking back
   * from each decided position to its parents, instead of keeping every move within the tier (eight
   * bytes each) as it otherwise does. Called only for positions of tiers with moves within them,
   * from one thread at a time.
   *
   * <p>Report each position p of the tier once for each move of p, as {@link #expand} reports them,
   * that leads to this position (with symmetries: to this position or one of its images, since the
   * engine reads a move by its representative). Positions that are never reached, decided by rule,
   * or not representatives may be reported too; the engine passes over them. A parent missing or
   * reported too often gives wrong answers: the test kit's {@code GameContract} compares the
   * parents with {@code expand} on every small instance.
   *
   * @param tier the position's tier
   * @param rank its rank
   * @param into told each parent's rank within the tier
   * @throws UnsupportedOperationException when the game lists no parents (the default)
   */
  default void parents(int tier, long rank, LongConsumer into) {
    throw new UnsupportedOperationException("this game lists no parents");
  }

  /**
   * Where a position of this instance is numbered.
   *
   * @param position a position reachable from the instance's start
   * @return its tier and rank
   */
  TierRank rankOf(Position position);

  /** A position's rank is its code. */
  @Override
  default TierRank codeOf(Position position) {
    return rankOf(position);
  }

  /**
   * What {@link RankedPositions#expand} reports to: a verdict, or the children of a position. Not
   * thread-safe: the engine gives each thread its own.
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  interface Expansion {

    /**
     * The rules decide the position: the line of play ends here.
     *
     * @param outcome the outcome for the player to move
     */
    void verdict(Outcome outcome);

    /**
     * A move leads to this position.
     *
     * @param tier its tier: lower than the expanded position's, or the same (a move within a loopy
     *     tier)
     * @param rank its rank within that tier
     */
    void child(int tier, long rank);
  }

  /**
   * Where a position is numbered.
   *
   * @param tier its tier
   * @param rank its rank within the tier
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record TierRank(int tier, long rank) {}
}
