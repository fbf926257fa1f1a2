package dev.nimber.games.staircase;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * The default staircase solver. {@code count}: {@link GapDigits}, O(log n · m²), any n, m <= 2000, any modulus or
 * exact. {@code outcome} and {@code move} for a placement: {@link StaircaseNim}, O(m). Thread-safe.
 */
@AutoService(GameSolver.class)
public final class StaircaseDigitsSolver implements GameSolver {

  private static final BigInteger LONG_MODULUS_LIMIT = BigInteger.ONE.shiftLeft(30);

  private final StaircaseGame game = new StaircaseGame();

  @Override
  public String gameId() {
    return game.id();
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
    return "any n; m <= " + StaircaseGame.MAX_COINS + "; exact counts are slow for large m and n";
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    if (question.equals(StaircaseQuestions.COUNT)) {
      BigInteger n = parameters.integer(StaircaseGame.N.name());
      int m = parameters.intValue(StaircaseGame.M.name());
      Optional<BigInteger> modulus = StaircaseGame.modulus(parameters);
      return StaircaseQuestions.count(firstPlayerWins(n, m, modulus), modulus);
    }
    List<BigInteger> cells = StaircaseGame.sortedCoins(parameters).orElseThrow(() ->
        new UnsupportedInstanceException("'" + question + "' is asked of a placement: give coins=CELL,CELL,…"));
    if (question.equals(Question.OUTCOME)) {
      Outcome outcome = StaircaseNim.oddStepXor(cells).signum() == 0 ? Outcome.LOSS : Outcome.WIN;
      return Answer.outcome(outcome, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      return StaircaseNim.winningMove(cells)
          .map(move -> StaircaseMoves.winningMove(move[0], move[1]))
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
