package ${package};

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
 * Kayles (Dudeney, 1908): rows of pins; a move knocks down one pin, or two adjacent pins, which may split a row in
 * two; who cannot move loses. An instance is its rows ({@code rows=3,5}).
 *
 * <p>nimber finds this class through {@code META-INF/services/dev.nimber.api.GameDescriptor}. It brings one fast
 * solver ({@link KaylesSolver}); because it has positions ({@link KaylesPositions}), nimber adds its search, plays it
 * and checks every winning move the fast solver answers. Its positions are sums of rows, so the search values each
 * row once, and it numbers rows by their lengths ({@link KaylesRowLengths}), so the search values them in an array.
 */
public final class KaylesGame implements GameDescriptor {

  /** The longest row. */
  static final BigInteger MAX_ROW = BigInteger.TEN.pow(18);

  /** The most rows an instance has. */
  static final int MAX_ROWS = 10_000;

  /** The rows of pins. */
  static final Parameter<List<BigInteger>> ROWS = Parameter.required("rows",
      "the rows of pins, comma-separated (like 3,5)",
      ParameterType.listOf(ParameterType.integer(BigInteger.ZERO, MAX_ROW), MAX_ROWS)).ofPosition();

  @Override
  public String id() {
    return "kayles";
  }

  @Override
  public String description() {
    return "rows of pins; knock down one pin or two adjacent ones; who cannot move loses (Dudeney 1908)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(ROWS);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return KaylesSolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new KaylesSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new KaylesPositions(this));
  }

  /** One row of every length up to {@code size}, then two rows of {@code size} pins in all. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (int pins = 0; pins <= size; pins++) {
      instances.add(instance(List.of(BigInteger.valueOf(pins))));
    }
    for (int left = 1; left <= size / 2; left++) {
      instances.add(instance(List.of(BigInteger.valueOf(left), BigInteger.valueOf(size - left))));
    }
    return instances;
  }

  /** One to three rows of up to {@code size} pins each. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    List<BigInteger> rows = new ArrayList<>();
    int count = 1 + random.nextInt(3);
    for (int i = 0; i < count; i++) {
      rows.add(BigInteger.valueOf(random.nextLong(size + 1)));
    }
    return Optional.of(instance(rows));
  }

  /**
   * Checks a winning move on instances too large for positions: it must name a pin of one of the rows, and leave
   * rows whose Grundy values cancel out.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    List<Long> rows = KaylesSolver.longs(instance.get(ROWS));
    Optional<KaylesMove> move = KaylesMove.parse(answer.moveLabel());
    if (move.isEmpty() || !move.get().fits(rows)) {
      return Optional.of("which is not a legal move here");
    }
    List<Long> after = move.get().applyTo(rows);
    return KaylesSolver.nimSum(after) == 0 ? Optional.empty()
        : Optional.of("but it leaves a position the opponent wins");
  }

  Parameters instance(List<BigInteger> rows) {
    return Parameters.builder(this).set(ROWS, rows).build();
  }
}
