package dev.nimber.games.thuemorse;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.OutcomeWords;
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
 * The Thue–Morse stone game (TopCoder SRM 701 "ThueMorseGame"): a pile of n stones; a move takes 1
 * to m of them; whoever empties the pile wins, and otherwise whoever leaves an odious count (an odd
 * number of 1 bits) loses at once.
 *
 * <p>An odious n is accepted and the rules are followed as written: at the start nobody has moved,
 * so nothing is decided and Alice must move like anyone else. The original problem promises an evil
 * n; its algorithm, run blindly on an odious one, would answer "Alice" whatever the moves.
 */
@AutoService(GameDescriptor.class)
public final class ThueMorseGame implements GameDescriptor {

  /** The largest m any solver accepts. */
  public static final int MAX_TAKE = 1_000_000;

  static final Parameter<BigInteger> N =
      Parameter.required("n", "stones in the pile at the start", ParameterType.integerFrom(0))
          .ofPosition();
  static final Parameter<BigInteger> M =
      Parameter.required(
          "m", "the most stones one move may take", ParameterType.integer(1, MAX_TAKE));
  static final Parameter<BigInteger> FROM =
      Parameter.optional(
          "from",
          "for 'losing': the first pile of the range",
          ParameterType.integerFrom(0),
          BigInteger.ZERO);
  static final Parameter<BigInteger> TO =
      Parameter.optional(
          "to",
          "for 'losing': the last pile of the range (default n)",
          ParameterType.integerFrom(0),
          null);
  static final Parameter<BigInteger> LIMIT =
      Parameter.optional(
          "limit",
          "for 'losing': the most piles listed",
          ParameterType.integer(1, 100_000),
          BigInteger.valueOf(100));

  @Override
  public String id() {
    return "thuemorse";
  }

  @Override
  public String description() {
    return "take 1..m stones; emptying the pile wins, leaving an odious count loses (TopCoder SRM 701 ThueMorseGame)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(N, M, FROM, TO, LIMIT);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "automaton";
  }

  @Override
  public OutcomeWords outcomeWords() {
    return new OutcomeWords("Alice", "Bob");
  }

  /** The range of 'losing' is not empty: from <= to. */
  @Override
  public void validate(Parameters parameters) {
    BigInteger from = parameters.get(FROM);
    BigInteger to = to(parameters);
    if (from.compareTo(to) > 0) {
      throw InvalidParameterException.of(TO.name(), to, "at least from = " + from);
    }
  }

  /** The last pile of the range for 'losing': {@code to}, or n when not given. */
  static BigInteger to(Parameters parameters) {
    return parameters.has(TO) ? parameters.get(TO) : parameters.get(N);
  }

  /** The automaton (the default) and the original problem's scan; the host adds the search. */
  @Override
  public List<GameSolver> solvers() {
    return List.of(new ThueMorseAutomatonSolver(this), new ThueMorseClassicSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new ThueMorsePositions(this));
  }

  /**
   * Checks a winning move on a pile too large to be a position (see {@link ThueMorseMoveCheck});
   * smaller piles are positions, and the host finds their moves among the position's.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    BigInteger n = instance.get(N);
    if (n.bitLength() <= ThueMorsePositions.MAX_PILE_BITS) {
      return Optional.empty();
    }
    return ThueMorseMoveCheck.problem(n, instance.intValue(M), answer.moveLabel());
  }

  /** Every pile 0..size with every m from 1 to min(size + 1, 12). */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (int n = 0; n <= size; n++) {
      for (int m = 1; m <= Math.min(size + 1, 12); m++) {
        instances.add(instance(n, m));
      }
    }
    return instances;
  }

  /** A pile up to {@code size} with m up to 63, within the classic solver's reach. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long n = (long) (random.nextDouble() * (size + 1));
    return Optional.of(instance(n, 1 + random.nextInt(63)));
  }

  /** The checked instance of pile n and moves of 1 to m. */
  Parameters instance(long n, int m) {
    return Parameters.builder(this)
        .set(N, BigInteger.valueOf(n))
        .set(M, BigInteger.valueOf(m))
        .build();
  }

  @Override
  public Optional<JudgeFormat> judgeFormat() {
    return Optional.of(new ThueMorseJudgeFormat());
  }
}
