package dev.nimber.api;

import dev.nimber.api.RankedPositions.Expansion;
import dev.nimber.api.RankedPositions.TierRank;

/**
 * The positions of one instance written as a tier and a 64-bit code, for the engine's weak search
 * (alpha-beta with a transposition table), which values one position and what its moves need
 * instead of every position below it. A game's {@link RankedPositions} are such a coding (a rank is
 * a code), and the search uses them when the game gives no faster one ({@link Positions#coded}); a
 * game gives its own when it can move and judge on the code directly (a board as bit sets: Connect
 * Four's columns), which spares the search the ranking and unranking of every position.
 *
 * <p>The rules: every move lowers the tier (the search refuses a move that does not); a position's
 * code is unique within its tier, and {@code code * tierCount() + tier} fits in 63 bits (the search
 * keeps it as the position's key); the code is all {@link #expand} needs. What the search asks of
 * the game, and how the game can help it:
 *
 * <ul>
 *   <li>{@link #expand} reports the children in the order the search tries them (after the move its
 *       table remembers): the likely best first, since alpha-beta prunes most when the best move
 *       comes first;
 *   <li>{@link #winsAtOnce} answers whether the player to move has a move that ends the game in
 *       their favour at once, which the search asks of every position before it searches its moves
 *       when the game answers it itself (by default the search finds such a move among the moves);
 *   <li>{@link #tiesAtTierZero} spares the search its search for the soonest tie;
 *   <li>{@link #winsOnlyByMoving} lets the search cut off a position asked for a win or a loss
 *       sooner than any can come;
 *   <li>{@link #canonical} makes symmetric positions share an entry of the table.
 * </ul>
 *
 * The test kit's {@code GameContract} checks a game's coding against its positions on the small
 * instances: the same verdicts and children as the positions' own moves, and the weak search's
 * values equal to those of the search of the positions.
 *
 * <p>The engine asks {@link Positions#coded} for a coding for each search (and for each helper
 * thread of a search on several threads) and uses it from one thread at a time, so a coding may
 * keep buffers; a {@link RankedPositions}, shared by the strong solve's threads, may not. Codes
 * depend on the rules only: two instances of the same rules (equal {@link Parameter.Role#RULE}
 * parameters) code a position alike, since the engine keeps a search's table for later questions
 * about positions of the same rules.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface CodedPositions {

  /**
   * How many tiers there are.
   *
   * @return at least 1
   */
  int tierCount();

  /**
   * The most moves a position of this instance has, which sizes the search's buffers.
   *
   * @return at least 0
   */
  int maxMoves();

  /**
   * Tells the search about one position, as {@link RankedPositions#expand} does: either a verdict
   * the rules impose, or each position its moves lead to, in the order to try them; a position with
   * neither is over (the player to move cannot move).
   *
   * <p>A game may leave out the moves after which the opponent wins at once (where {@link
   * #winsAtOnce} holds), as long as it reports at least one move: such a move loses in 2, which no
   * other move does worse, so no value changes, and the search is spared them (Connect Four's moves
   * that fail to block, or that open the cell under a threat). The host lists a position's moves
   * for its answers from {@link Position#moves()}, never from here.
   *
   * @param tier the position's tier
   * @param code its code
   * @param into where to report the verdict or the children, at most {@link #maxMoves()} of them
   */
  void expand(int tier, long code, Expansion into);

  /**
   * Where a position of this instance is coded.
   *
   * @param position a position reachable from the instance's start
   * @return its tier and code
   */
  TierRank codeOf(Position position);

  /**
   * The code of a position's representative among its symmetric images, which must have the same
   * value; by default every position represents itself.
   *
   * @param tier the position's tier; its images are in the same tier
   * @param code its code
   * @return the representative's code in the same tier
   */
  default long canonical(int tier, long code) {
    return code;
  }

  /**
   * Whether the position is not decided by a verdict and the player to move has a move to a
   * position the rules decide as lost for the opponent. By default the position and its children
   * are expanded and their verdicts read (false when a move stays in its tier, so that the search
   * expands the position and finds the loop). The weak searches ask it of each position they search
   * before anything else, and need nothing more then, but only of a coding that overrides it or
   * says {@link #winsOnlyByMoving}: the default's expansion of every child costs more than the
   * search's own look at the moves, which finds the same win. A game that can tell at a glance (a
   * line of k − 1 with its last cell open) should say so here; a game that decides no position by
   * rule can leave it be.
   *
   * @param tier the position's tier
   * @param code its code
   * @return whether some move wins at once
   */
  default boolean winsAtOnce(int tier, long code) {
    int[] childTiers = new int[Math.max(1, maxMoves())];
    long[] childCodes = new long[childTiers.length];
    int[] count = {0};
    expand(
        tier,
        code,
        new Expansion() {
          @Override
          public void verdict(Outcome outcome) {
            count[0] = -1;
          }

          @Override
          public void child(int childTier, long childCode) {
            if (count[0] >= 0) {
              childTiers[count[0]] = childTier;
              childCodes[count[0]] = childCode;
              count[0]++;
            }
            if (childTier >= tier) {
              count[0] = -1;
            }
          }
        });
    if (count[0] < 0) {
      return false;
    }
    boolean[] lost = {false};
    Expansion verdictOnly =
        new Expansion() {
          @Override
          public void verdict(Outcome outcome) {
            lost[0] = outcome == Outcome.LOSS;
          }

          @Override
          public void child(int childTier, long childCode) {}
        };
    for (int i = 0; i < count[0] && !lost[0]; i++) {
      expand(childTiers[i], childCodes[i], verdictOnly);
    }
    return lost[0];
  }

  /**
   * Whether a tie comes only in tier 0, after moves that each lowered the tier by exactly one (the
   * tier counts the empty cells of a board that fills one cell a move, and only a full board is
   * tied): a tied position's remoteness is then its tier. The weak search uses this instead of
   * searching for the soonest tie, which it must otherwise do among every tied position below. By
   * default false.
   *
   * @return true when every tied position's remoteness is its tier
   */
  default boolean tiesAtTierZero() {
    return false;
  }

  /**
   * Whether a win comes only from the move that makes it (Connect Four's line): the rules never
   * decide a position as won for the player to move, they decide every position without moves, and
   * {@link #winsAtOnce} holds of every position with a move to one they decide as lost. Then no
   * position play goes on from is lost in 1 move, and none that does not win at once is won in
   * fewer than 3, under normal and misère play alike; the weak search cuts off, before it looks the
   * position up or expands it, a position asked whether it does better or worse than that. By
   * default false; the test kit's coding check fails a game that says true of a position that is
   * not so.
   *
   * @return true when every win is made by a move, as above
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default boolean winsOnlyByMoving() {
    return false;
  }
}
