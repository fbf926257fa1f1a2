package dev.nimber.games.octal;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.JudgeFormat;
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
 * Any octal game ({@link OctalCode}) on one or more heaps: a move takes tokens from one heap as the
 * code allows, leaving nothing, one heap or two; who cannot move loses. Heaps side by side are a
 * sum, so a position's value is the XOR of its heaps' values G(n), and G is eventually periodic for
 * every octal game whose period has been found.
 */
@AutoService(GameDescriptor.class)
public final class OctalGame implements GameDescriptor {

  /** The largest heap: answered from a proven period beyond the values computed. */
  static final BigInteger MAX_HEAP = BigInteger.TEN.pow(18);

  static final Parameter<OctalCode> CODE =
      Parameter.required(
          "code",
          "the game's octal code: 0.77 Kayles, 0.07 Dawson's Kayles, 0.137 Dawson's chess, 0.6 Officers;"
              + "; hexadecimal digits to f split heaps in three (0.8); or grundy (Grundy's game)",
          new OctalCodeType());
  static final Parameter<List<BigInteger>> HEAPS =
      Parameter.optional(
              "heaps",
              "the heaps, side by side (a sum)",
              ParameterType.listOf(ParameterType.integer(BigInteger.ZERO, MAX_HEAP), 10_000),
              List.of())
          .ofPosition();
  static final Parameter<BigInteger> TO =
      Parameter.optional(
          "to",
          "the largest heap for 'sequence' (past "
              + OctalSolver.MOST_VALUES
              + " from a proven period), and the most heaps"
              + " valued looking for a period",
          ParameterType.integer(BigInteger.ZERO, MAX_HEAP),
          null);

  /** Codes the small instances go through: the textbook games and a few more of each shape. */
  private static final List<String> SMALL_CODES =
      List.of(
          "0.77", "0.07", "0.137", "0.6", "4.07", "0.16", "0.4", "0.51", "0.37", "0.106", "grundy",
          "0.f");

  /** How far the small instances' sequence and period questions go. */
  private static final long SMALL_TO = 300;

  /**
   * Codes whose periods are proven within a few thousand heaps, for random instances of any size.
   */
  private static final List<String> PERIODIC_CODES =
      List.of("0.77", "0.07", "0.137", "0.6", "0.51", "0.37");

  @Override
  public String id() {
    return "octal";
  }

  @Override
  public String description() {
    return "any octal game (0.77 Kayles, 0.07 Dawson's Kayles, …): take tokens from a heap as the code allows";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(CODE, HEAPS, TO);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "sparse";
  }

  /** The sparse-space method (the default) and the plain recurrence (the reference). */
  @Override
  public List<GameSolver> solvers() {
    return List.of(OctalSolver.sparse(this), OctalSolver.mex(this));
  }

  /** The engine's search of the heaps as a sum, named {@code engine}. */
  @Override
  public Optional<String> searchSolverName() {
    return Optional.of("engine");
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new OctalPositions(this));
  }

  /**
   * For each of a few codes, every single heap up to min(size, 40) and every pair of heaps up to
   * min(size, 8), the sequence and period questions going up to heap 300.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (String code : SMALL_CODES) {
      OctalCode parsed = OctalCode.parse(code);
      for (long heap = 0; heap <= Math.min(size, 40); heap++) {
        instances.add(instance(parsed, List.of(heap), SMALL_TO));
      }
      for (long a = 1; a <= Math.min(size, 8); a++) {
        for (long b = a; b <= Math.min(size, 8); b++) {
          instances.add(instance(parsed, List.of(a, b), SMALL_TO));
        }
      }
    }
    return instances;
  }

  /**
   * One of the codes with short proven periods, with one to three heaps of up to {@code size}
   * tokens.
   */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    OctalCode code = OctalCode.parse(PERIODIC_CODES.get(random.nextInt(PERIODIC_CODES.size())));
    List<Long> heaps = new ArrayList<>();
    for (int i = 0, count = 1 + random.nextInt(3); i < count; i++) {
      heaps.add((long) (random.nextDouble() * size));
    }
    return Optional.of(instance(code, heaps));
  }

  /** Lines of a code and its heaps: {@code 0.77 10 3 5}. */
  @Override
  public Optional<JudgeFormat> judgeFormat() {
    return Optional.of(new OctalJudgeFormat());
  }

  /** The checked instance of a code and heaps. */
  Parameters instance(OctalCode code, List<Long> heaps) {
    return builder(code, heaps).build();
  }

  /**
   * The checked instance of a code and heaps, its sequence and period search going up to heap
   * {@code to}.
   */
  Parameters instance(OctalCode code, List<Long> heaps, long to) {
    return builder(code, heaps).set(TO, BigInteger.valueOf(to)).build();
  }

  private Parameters.Builder builder(OctalCode code, List<Long> heaps) {
    return Parameters.builder(this)
        .set(CODE, code)
        .set(HEAPS, heaps.stream().map(BigInteger::valueOf).toList());
  }
}
