package dev.nimber.games.staircase;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The default staircase solver. {@code count}: {@link GapDigits}, O(log n · m²) multiply-adds, any
 * n, m <= 2000, any modulus or exact; with a modulus up to 2^30 they are machine words, otherwise
 * big integers whose size (the modulus, or log2 C(n, m) for exact counts) multiplies the cost. A
 * count whose cost passes {@value #MAX_WORK} steps (several seconds) is refused before any work.
 * {@code outcome} and {@code move} for a placement: {@link StaircaseNim}, O(m). Thread-safe.
 */
public final class StaircaseDigitsSolver implements GameSolver {

  private static final BigInteger LONG_MODULUS_LIMIT = BigInteger.ONE.shiftLeft(30);

  /**
   * The most steps a count may cost: about 0.9 ns each on machine words, 1–3 ns per word product
   * otherwise.
   */
  static final long MAX_WORK = 1L << 33;

  private final StaircaseGame game;

  /**
   * @param game the game it answers for, whose words it uses
   */
  public StaircaseDigitsSolver(StaircaseGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "digits";
  }

  @Override
  public String description() {
    return "decides the bits of all gaps at once with a carry, lowest bit first; O(log n · m²) for any n";
  }

  @Override
  public List<Question> questions() {
    return List.of(StaircaseQuestions.COUNT, Question.OUTCOME, Question.MOVE);
  }

  @Override
  public String limits() {
    return "m <= "
        + StaircaseGame.MAX_COINS
        + "; count: bits(n)·(m + 2)² <= 2^33 with a modulus up to 2^30 (n of 2^1000"
        + " with m = 2000), and that times the big integers' words otherwise (exact: n of 10^18 with m = 200)";
  }

  /**
   * The steps a count costs: bits(n)·(m + 2)² multiply-adds, each on machine words, or on big
   * integers of w words (the modulus, or about m·bits(n)/2 bits on average for exact counts) times
   * binomials of m/64 + 1 words, at 64 + w·(m/64 + 3) steps each. Measured on a 2-core machine; see
   * the class comment.
   */
  static double work(BigInteger n, int m, Optional<BigInteger> modulus) {
    double multiplyAdds = (double) Math.max(1, n.bitLength()) * (m + 2) * (m + 2);
    if (modulus.isPresent() && modulus.get().compareTo(LONG_MODULUS_LIMIT) <= 0) {
      return multiplyAdds;
    }
    double words =
        modulus.map(p -> p.bitLength() / 64.0 + 1).orElse((double) m * n.bitLength() / 128 + 1);
    return multiplyAdds * (64 + words * (m / 64 + 3));
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    if (question.equals(StaircaseQuestions.COUNT)) {
      BigInteger n = parameters.get(StaircaseGame.N);
      int m = parameters.intValue(StaircaseGame.M);
      Optional<BigInteger> modulus = StaircaseGame.modulus(parameters);
      double work = work(n, m, modulus);
      if (work > MAX_WORK) {
        throw new UnsupportedInstanceException(
            String.format(
                Locale.ROOT,
                "solver 'digits' would take %.2g steps for"
                    + " this count, at most 2^33 (%d); use a smaller n or m%s",
                work,
                MAX_WORK,
                modulus.isPresent() && modulus.get().compareTo(LONG_MODULUS_LIMIT) <= 0
                    ? ""
                    : ", or a modulus up to 2^30, which keeps the numbers in machine words"));
      }
      return StaircaseQuestions.count(firstPlayerWins(n, m, modulus), modulus);
    }
    List<BigInteger> cells =
        StaircaseGame.sortedCoins(parameters)
            .orElseThrow(
                () ->
                    new UnsupportedInstanceException(
                        "'" + question + "' is asked of a placement: give coins=CELL,CELL,…"));
    if (question.equals(Question.OUTCOME)) {
      Outcome outcome = StaircaseNim.oddStepXor(cells).signum() == 0 ? Outcome.LOSS : Outcome.WIN;
      return Answer.outcome(outcome, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      return StaircaseNim.winningMove(cells)
          .map(move -> StaircaseMoves.winningMove(cells, move[0], move[1]))
          .orElseGet(Answer::noWinningMove);
    }
    throw new IllegalArgumentException("solver 'digits' does not answer '" + question + "'");
  }

  /** All placements minus the lost ones, reduced by the modulus when there is one. */
  static BigInteger firstPlayerWins(BigInteger n, int m, Optional<BigInteger> modulus) {
    if (modulus.isPresent() && modulus.get().compareTo(LONG_MODULUS_LIMIT) <= 0) {
      long p = modulus.get().longValueExact();
      long[] lostAndAll = GapDigits.countModulo(n, m, p);
      return BigInteger.valueOf(Math.floorMod(lostAndAll[1] - lostAndAll[0], p));
    }
    BigInteger[] lostAndAll = GapDigits.count(n, m, modulus);
    BigInteger wins = lostAndAll[1].subtract(lostAndAll[0]);
    return modulus.map(wins::mod).orElse(wins);
  }
}
