package dev.nimber.games.thuemorse;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The original problem's algorithm: one pass over the piles 0..n keeping, as the bits of one 64-bit
 * word, which of the last m piles are P (evil and lost for the player to move); a pile is won when
 * one of them is. O(n) time, O(1) memory; m <= 63 so that the window fits in the word. The baseline
 * the automaton is measured against.
 */
public final class ThueMorseClassicSolver implements GameSolver {

  /** The largest m: the window of the last m piles is one 64-bit word. */
  static final int MAX_TAKE = 63;

  /** The largest pile: a pass over 4·10^9 piles takes several seconds. */
  static final long MAX_PILE = 4_000_000_000L;

  /** The scans look whether their thread was interrupted (a timeout) every 2^24 piles. */
  private static final long INTERRUPT_CHECK = (1L << 24) - 1;

  private final ThueMorseGame game;

  /**
   * @param game the game it answers for, whose words it uses
   */
  public ThueMorseClassicSolver(ThueMorseGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "classic";
  }

  @Override
  public String description() {
    return "the original algorithm: one pass over 0..n with the last m outcomes in a 64-bit word; O(n)";
  }

  @Override
  public List<Question> questions() {
    return List.of(
        Question.OUTCOME, Question.MOVE, ThueMorseQuestions.COUNT, ThueMorseQuestions.LOSING);
  }

  @Override
  public String limits() {
    return "m <= " + MAX_TAKE + ", n <= " + MAX_PILE + " (and to <= " + MAX_PILE + " for 'losing')";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    BigInteger m = parameters.get(ThueMorseGame.M);
    if (m.compareTo(BigInteger.valueOf(MAX_TAKE)) > 0) {
      throw new UnsupportedInstanceException(
          "solver 'classic' keeps the last m outcomes in one 64-bit word, so m <= "
              + MAX_TAKE
              + "; got m = "
              + m
              + ". The automaton solver handles m up to "
              + ThueMorseGame.MAX_TAKE);
    }
    BigInteger last =
        question.equals(ThueMorseQuestions.LOSING)
            ? parameters.get(ThueMorseGame.N).max(ThueMorseGame.to(parameters))
            : parameters.get(ThueMorseGame.N);
    if (last.compareTo(BigInteger.valueOf(MAX_PILE)) > 0) {
      throw new UnsupportedInstanceException(
          "solver 'classic' scans every pile up to n, so n (and to) <= "
              + MAX_PILE
              + "; got "
              + last
              + ". The automaton solver handles any n");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    long n = parameters.longValue(ThueMorseGame.N);
    int m = parameters.intValue(ThueMorseGame.M);
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(nearestP(n, m) > 0 ? Outcome.WIN : Outcome.LOSS, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      long take = nearestP(n, m);
      return take == 0
          ? Answer.noWinningMove()
          : ThueMorseMoves.winningMove(take, BigInteger.valueOf(n - take), m);
    }
    if (question.equals(ThueMorseQuestions.COUNT) || question.equals(ThueMorseQuestions.LOSING)) {
      long from =
          question.equals(ThueMorseQuestions.COUNT) ? 0 : parameters.longValue(ThueMorseGame.FROM);
      long to =
          question.equals(ThueMorseQuestions.COUNT)
              ? n
              : ThueMorseGame.to(parameters).longValueExact();
      int limit =
          question.equals(ThueMorseQuestions.COUNT) ? 0 : parameters.intValue(ThueMorseGame.LIMIT);
      return scan(m, from, to, limit, question.equals(ThueMorseQuestions.COUNT));
    }
    throw new IllegalArgumentException("solver 'classic' does not answer '" + question + "'");
  }

  /**
   * How many stones take the pile n down to the nearest P pile at most m below it; 0 when there is
   * none.
   */
  static long nearestP(long n, int m) {
    long mask = (1L << m) - 1;
    long window = 0; // bit i: pile r − 1 − i is P
    for (long r = 0; r < n; r++) {
      if ((r & INTERRUPT_CHECK) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      boolean won = (window & mask) != 0;
      boolean p = !won && Long.bitCount(r) % 2 == 0;
      window = (window << 1) | (p ? 1 : 0);
    }
    long inReach = window & mask;
    return inReach == 0 ? 0 : Long.numberOfTrailingZeros(inReach) + 1;
  }

  private static Answer scan(int m, long from, long to, int limit, boolean countOnly) {
    long mask = (1L << m) - 1;
    long window = 0;
    long count = 0;
    List<BigInteger> piles = new ArrayList<>();
    boolean truncated = false;
    for (long r = 0; r <= to; r++) {
      if ((r & INTERRUPT_CHECK) == 0) {
        SolverFailureException.throwIfInterrupted();
      }
      boolean p = (window & mask) == 0 && Long.bitCount(r) % 2 == 0;
      window = (window << 1) | (p ? 1 : 0);
      if (p && r >= from) {
        count++;
        if (!countOnly) {
          if (piles.size() == limit) {
            truncated = true;
            break;
          }
          piles.add(BigInteger.valueOf(r));
        }
      }
    }
    return countOnly
        ? ThueMorseQuestions.count(BigInteger.valueOf(count))
        : ThueMorseQuestions.losing(piles, truncated);
  }
}
