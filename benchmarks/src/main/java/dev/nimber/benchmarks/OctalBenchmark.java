package dev.nimber.benchmarks;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.games.octal.OctalGame;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Octal games' values, each operation from nothing (a new game, and the disk cache off): the period
 * question for a code, looking at G(0 .. to), by the sparse-space method and by the plain
 * recurrence (which values heaps up to 131,072). {@link OctalPeriodBenchmark} proves 0.16's period.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g", "-XX:+UseParallelGC", "-Dnimber.cache=off"})
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class OctalBenchmark {

  @Param({"0.16", "0.106", "0.007", "0.6"})
  String code;

  @Param({"sparse", "mex"})
  String solver;

  /**
   * The last heap valued: 32767 by default, 131071 (2^17 − 1) for the comparison at 2^17 ({@code -p
   * to=131071}).
   */
  @Param({"32767"})
  String to;

  private static Answer ask(String solverName, Map<String, Object> raw, Question question) {
    OctalGame game = new OctalGame();
    GameSolver solver =
        game.solvers().stream()
            .filter(each -> each.name().equals(solverName))
            .findFirst()
            .orElseThrow();
    Parameters instance = game.bind(raw);
    return solver.solve(instance, question);
  }

  private static Question period() {
    return new Question("period", "the period");
  }

  /** G(0 .. to) and a look for a period in them. */
  @Benchmark
  public Answer valuesUpTo() {
    return ask(solver, Map.of("code", code, "to", to), period());
  }
}
