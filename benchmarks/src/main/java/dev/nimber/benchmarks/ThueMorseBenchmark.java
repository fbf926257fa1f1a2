package dev.nimber.benchmarks;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.games.thuemorse.ThueMorseAutomatonSolver;
import dev.nimber.games.thuemorse.ThueMorseClassicSolver;
import dev.nimber.games.thuemorse.ThueMorseGame;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Thue–Morse: the classic O(n) scan against the automaton at the original limit (n = 5·10^8, m =
 * 50), and the automaton alone at n = 2^62 and n = 10^1000. "cold" builds the automaton's levels
 * for every call (a new solver, as for the first query of an m); "warm" reuses them, as a batch
 * does.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class ThueMorseBenchmark {

  private final ThueMorseGame game = new ThueMorseGame();
  private final ThueMorseAutomatonSolver warmAutomaton = new ThueMorseAutomatonSolver(game);
  private final ThueMorseClassicSolver classic = new ThueMorseClassicSolver(game);
  private Parameters originalLimit;
  private Parameters twoTo62;
  private Parameters tenTo1000;

  @Setup
  public void instances() {
    originalLimit = game.bind(Map.of("n", "500000000", "m", 50));
    twoTo62 = game.bind(Map.of("n", "2^62", "m", 50));
    tenTo1000 = game.bind(Map.of("n", "10^1000", "m", 50));
  }

  @Benchmark
  @Warmup(iterations = 1, time = 1)
  @Measurement(iterations = 3, time = 1)
  public Answer classicAtOriginalLimit() {
    return classic.solve(originalLimit, Question.OUTCOME);
  }

  @Benchmark
  public Answer automatonColdAtOriginalLimit() {
    return new ThueMorseAutomatonSolver(game).solve(originalLimit, Question.OUTCOME);
  }

  @Benchmark
  public Answer automatonWarmAtOriginalLimit() {
    return warmAutomaton.solve(originalLimit, Question.OUTCOME);
  }

  @Benchmark
  public Answer automatonColdAt2To62() {
    return new ThueMorseAutomatonSolver(game).solve(twoTo62, Question.OUTCOME);
  }

  @Benchmark
  public Answer automatonColdAt10To1000() {
    return new ThueMorseAutomatonSolver(game).solve(tenTo1000, Question.OUTCOME);
  }

  @Benchmark
  public Answer automatonWarmAt10To1000() {
    return warmAutomaton.solve(tenTo1000, Question.OUTCOME);
  }
}
