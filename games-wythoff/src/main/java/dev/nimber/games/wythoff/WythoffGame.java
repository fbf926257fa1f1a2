package dev.nimber.games.wythoff;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Wythoff's game (Wythoff, 1907): two heaps of counters; a move takes any number from one heap, or
 * the same number from both; who cannot move loses. An instance is its two heaps ({@code a=3 b=5}).
 *
 * <p>Its fast solver ({@link GoldenSolver}) answers the outcome and a winning move for heaps up to
 * 10^18 from the characterisation of the losing positions by the golden ratio; the engine's search
 * (over {@link WythoffPositions}) answers Grundy values and remoteness of small heaps, and checks
 * the fast solver.
 */
@AutoService(GameDescriptor.class)
public final class WythoffGame implements GameDescriptor {

  /** The largest heap an instance may have. */
  static final long MAX_HEAP = 1_000_000_000_000_000_000L;

  static final Parameter<BigInteger> A =
      Parameter.required("a", "the counters in one heap", ParameterType.integer(0, MAX_HEAP))
          .ofPosition();

  static final Parameter<BigInteger> B =
      Parameter.required("b", "the counters in the other heap", ParameterType.integer(0, MAX_HEAP))
          .ofPosition();

  @Override
  public String id() {
    return "wythoff";
  }

  @Override
  public String description() {
    return "two heaps; take any number from one heap, or the same number from both; who cannot"
        + " move loses (Wythoff 1907)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(A, B);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return GoldenSolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new GoldenSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new WythoffPositions(this));
  }

  /** Every pair of heaps of at most {@code size} counters each, and at most 24. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    int most = Math.min(size, 24);
    for (long a = 0; a <= most; a++) {
      for (long b = a; b <= most; b++) {
        instances.add(instance(a, b));
      }
    }
    return instances;
  }

  /** Two heaps of up to {@code size} counters each. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long most = Math.min(size, MAX_HEAP);
    return Optional.of(instance(random.nextLong(most + 1), random.nextLong(most + 1)));
  }

  /**
   * Checks a winning move on heaps too large for positions: it must be a legal move from the heaps,
   * and leave a losing position (a pair of the golden ratio's sequences).
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    Heaps heaps = Heaps.of(instance);
    Optional<WythoffMove> move = WythoffMove.parse(answer.moveLabel(), heaps);
    if (move.isEmpty() || !move.get().fits(heaps)) {
      return Optional.of("which is not a legal move here");
    }
    return Golden.losing(move.get().applyTo(heaps))
        ? Optional.empty()
        : Optional.of("but it leaves a position the opponent wins");
  }

  Parameters instance(long a, long b) {
    return Parameters.builder(this)
        .set(A, BigInteger.valueOf(a))
        .set(B, BigInteger.valueOf(b))
        .build();
  }
}
