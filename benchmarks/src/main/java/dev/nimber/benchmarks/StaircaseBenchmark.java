package dev.nimber.benchmarks;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.games.staircase.StaircaseClassicSolver;
import dev.nimber.games.staircase.StaircaseDigitsSolver;
import dev.nimber.games.staircase.StaircaseGame;
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
 * Staircase counts modulo 1000000009: the classic DP against the digit DP at the original limit (n
 * = 150000, m = 50), and the digit DP alone at n = 10^18 with m = 50 and m = 1000.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class StaircaseBenchmark {

  private static final Question COUNT = new Question("count", "first-player wins");

  private final StaircaseGame game = new StaircaseGame();
  private final StaircaseClassicSolver classic = new StaircaseClassicSolver(game);
  private final StaircaseDigitsSolver digits = new StaircaseDigitsSolver(game);
  private Parameters originalLimit;
  private Parameters huge50;
  private Parameters huge1000;

  @Setup
  public void instances() {
    originalLimit = game.bind(Map.of("n", 150_000, "m", 50));
    huge50 = game.bind(Map.of("n", "10^18", "m", 50));
    huge1000 = game.bind(Map.of("n", "10^18", "m", 1000));
  }

  @Benchmark
  public Answer classicAtOriginalLimit() {
    return classic.solve(originalLimit, COUNT);
  }

  @Benchmark
  public Answer digitsAtOriginalLimit() {
    return digits.solve(originalLimit, COUNT);
  }

  @Benchmark
  public Answer digitsAt10To18With50Coins() {
    return digits.solve(huge50, COUNT);
  }

  @Benchmark
  public Answer digitsAt10To18With1000Coins() {
    return digits.solve(huge1000, COUNT);
  }
}
