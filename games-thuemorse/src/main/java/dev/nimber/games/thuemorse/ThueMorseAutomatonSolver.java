package dev.nimber.games.thuemorse;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The default Thue–Morse solver: the block automaton of {@link ThueMorseAutomaton}, for any n and m
 * up to 10^6.
 *
 * <p>Deciding a pile of b bits costs O(m b) the first time for an m, and O(b) afterwards while the
 * levels stay in the cache (2^24 ints, 64 MiB, or an eighth of the heap when that is less; shared
 * by all m); when one m's levels would not fit, they are composed as they are built, in O(m)
 * memory. {@code count} costs O(m b) big-integer additions of b-bit numbers; {@code losing} costs
 * one decision plus O(limit) steps, since consecutive P piles are at most m + 3 apart. Instances
 * whose cost passes {@value #MAX_WORK} steps (about ten seconds on one core) are refused before any
 * work: (m + 2)·b for a decision, (m + 2)·b·(64 + b/64) for {@code count}. Thread-safe.
 */
public final class ThueMorseAutomatonSolver implements GameSolver {

  /** The most ints the cached levels take: 64 MiB, or an eighth of the heap when that is less. */
  static final long CACHE_BUDGET_INTS =
      Math.min(1L << 24, Runtime.getRuntime().maxMemory() / 8 / Integer.BYTES);

  /** The most steps an instance may cost. */
  static final long MAX_WORK = 1L << 32;

  private final ThueMorseGame game;
  private final AutomatonCache cache = new AutomatonCache(CACHE_BUDGET_INTS);

  /**
   * @param game the game it answers for, whose words it uses
   */
  public ThueMorseAutomatonSolver(ThueMorseGame game) {
    this.game = game;
  }

  @Override
  public String name() {
    return "automaton";
  }

  @Override
  public String description() {
    return "Thue–Morse block automaton: O(m log n) once per m, then O(log n) per pile";
  }

  @Override
  public List<Question> questions() {
    return List.of(
        Question.OUTCOME, Question.MOVE, ThueMorseQuestions.COUNT, ThueMorseQuestions.LOSING);
  }

  @Override
  public String limits() {
    return "m <= "
        + ThueMorseGame.MAX_TAKE
        + "; (m + 2)·bits(n) <= 2^32, and for count (m + 2)·bits(n)·(64 + bits(n)/64)"
        + " <= 2^32 (n of 10^1000 with m = 10^6; count: n of 10^18 with m = 10^6, or of 2^50000 with m = 40)";
  }

  /** Refuses an instance whose decision would cost more than {@link #MAX_WORK} steps. */
  @Override
  public void checkSupports(Parameters parameters, Question question) {
    int m = parameters.intValue(ThueMorseGame.M);
    long bits = bits(parameters, question);
    if ((m + 2L) * bits > MAX_WORK) {
      throw new UnsupportedInstanceException(
          "solver 'automaton' takes (m + 2)·bits(n) steps, at most 2^32; m = "
              + m
              + " and a pile of "
              + bits
              + " bits need "
              + (m + 2L) * bits
              + ". Use a smaller m or n");
    }
  }

  /**
   * The bits of the largest pile a question asks about: n, and for 'losing' the end of its range.
   */
  private static long bits(Parameters parameters, Question question) {
    long bits = parameters.get(ThueMorseGame.N).bitLength();
    return question.equals(ThueMorseQuestions.LOSING)
        ? Math.max(bits, ThueMorseGame.to(parameters).bitLength())
        : bits;
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    BigInteger n = parameters.get(ThueMorseGame.N);
    int m = parameters.intValue(ThueMorseGame.M);
    if (question.equals(Question.OUTCOME)) {
      Outcome outcome = ThueMorseAutomaton.wins(m, stateAt(m, n)) ? Outcome.WIN : Outcome.LOSS;
      return Answer.outcome(outcome, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      int state = stateAt(m, n);
      if (!ThueMorseAutomaton.wins(m, state)) {
        return Answer.noWinningMove();
      }
      // The state is the distance from n − 1 back to the nearest P pile: take down to it.
      long take = state + 1L;
      return ThueMorseMoves.winningMove(take, n.subtract(BigInteger.valueOf(take)), m);
    }
    if (question.equals(ThueMorseQuestions.COUNT)) {
      long bits = n.bitLength() + 1L;
      long work = (m + 2L) * bits * (64 + bits / 64);
      if (work > MAX_WORK) {
        throw new UnsupportedInstanceException(
            "solver 'automaton' counts with (m + 2)·b·(64 + b/64) steps"
                + " for piles of b bits, at most 2^32; m = "
                + m
                + " and n of "
                + n.bitLength()
                + " bits need "
                + work
                + ". Use a smaller m or n");
      }
      return ThueMorseQuestions.count(ThueMorseAutomaton.countBelow(m, n.add(BigInteger.ONE)));
    }
    if (question.equals(ThueMorseQuestions.LOSING)) {
      return losing(m, parameters);
    }
    throw new IllegalArgumentException("solver 'automaton' does not answer '" + question + "'");
  }

  /** The state after piles 0 to n − 1, from cached levels when they fit the budget. */
  int stateAt(int m, BigInteger n) {
    Optional<ThueMorseAutomaton> kept = cache.levelsFor(m, n.bitLength());
    return kept.isPresent() ? kept.get().stateAt(n) : ThueMorseAutomaton.streamingStateAt(m, n);
  }

  private Answer losing(int m, Parameters parameters) {
    BigInteger from = parameters.get(ThueMorseGame.FROM);
    BigInteger to = ThueMorseGame.to(parameters);
    int limit = parameters.intValue(ThueMorseGame.LIMIT);
    BigInteger gap = BigInteger.valueOf(m + 1L);
    int state = stateAt(m, from);
    // The first P pile at or after `from`: the first evil pile at least m + 1 above the last P pile
    // before it.
    BigInteger next =
        state > m
            ? firstEvilAtLeast(from)
            : firstEvilAtLeast(
                from.subtract(BigInteger.ONE).subtract(BigInteger.valueOf(state)).add(gap));
    List<BigInteger> piles = new ArrayList<>();
    while (next.compareTo(to) <= 0 && piles.size() < limit) {
      piles.add(next);
      next = firstEvilAtLeast(next.add(gap));
    }
    return ThueMorseQuestions.losing(piles, next.compareTo(to) <= 0);
  }

  /**
   * The first pile with an even number of 1 bits at or after x; at most two steps away (t is
   * overlap-free).
   */
  static BigInteger firstEvilAtLeast(BigInteger x) {
    BigInteger candidate = x;
    while (candidate.bitCount() % 2 != 0) {
      candidate = candidate.add(BigInteger.ONE);
    }
    return candidate;
  }
}
