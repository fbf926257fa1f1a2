package dev.nimber.games.thuemorse;

import java.math.BigInteger;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The game's own check of a winning move on piles too large to be positions (n ≥ 2^62), where the
 * host cannot find the move among a position's moves: the label must be exactly that of a legal
 * move ({@code take K stones, leaving L} with 1 ≤ K ≤ min(m, n) and L = n − K), and the pile it
 * leaves must be lost for the opponent: empty, or evil and a losing pile by the Thue–Morse
 * automaton. The automaton costs O(m log L) here, without the solver's cached levels, so the win is
 * proven only while (m + 2)·bits(L) ≤ {@value #MOST_WORK}; past that only legality is checked.
 */
final class ThueMorseMoveCheck {

  /** The most automaton steps one check spends proving that the pile left is lost. */
  static final long MOST_WORK = 1L << 26;

  private static final Pattern LABEL = Pattern.compile("take (\\d{1,7}) stones?, leaving (\\d+)");

  private ThueMorseMoveCheck() {}

  /**
   * What is wrong with a winning move from a pile, in words that follow the move's label.
   *
   * @param n the pile
   * @param m the most stones a move takes
   * @param label the move's label
   * @return the problem, or empty when the move is legal and leaves a lost pile (or one too large
   *     to prove)
   */
  static Optional<String> problem(BigInteger n, int m, String label) {
    Matcher matcher = LABEL.matcher(label);
    if (!matcher.matches()) {
      return Optional.of("which is not a legal move here");
    }
    long take = Long.parseLong(matcher.group(1));
    BigInteger left = n.subtract(BigInteger.valueOf(take));
    if (take < 1
        || take > m
        || left.signum() < 0
        || !label.equals(ThueMorseMoves.label(take, left))) {
      return Optional.of("which is not a legal move here");
    }
    if (left.signum() == 0) {
      return Optional.empty();
    }
    if (left.bitCount() % 2 == 1) {
      return Optional.of("but it leaves an odious count, which loses at once");
    }
    if ((m + 2L) * left.bitLength() <= MOST_WORK
        && ThueMorseAutomaton.wins(m, ThueMorseAutomaton.streamingStateAt(m, left))) {
      return Optional.of("but it leaves a pile the opponent wins");
    }
    return Optional.empty();
  }
}
