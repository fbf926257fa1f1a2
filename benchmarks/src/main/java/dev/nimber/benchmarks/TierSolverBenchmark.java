package dev.nimber.benchmarks;

import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine's ranked retrograde solve on one and on two threads: bounded Nim with 4 heaps of at
 * most 50 stones, a move taking 1 to {@code take} stones (51^4 = 6,765,201 positions, up to 4 ·
 * take moves each: 4, 8 or 12), every tier kept, outcome and remoteness only. Positions per second
 * is 6,765,201 divided by the time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC"})
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
public class TierSolverBenchmark {

  @Param({"1", "2", "3"})
  int take;

  @Param({"1", "2"})
  int threads;

  @Param({"true", "false"})
  boolean keepAll;

  private RankedNim game;

  @Setup
  public void build() {
    game = new RankedNim(4, 50, take);
  }

  @Benchmark
  public SolvedTiers solve() {
    return new TierSolver(
            new TierSolver.Options(threads, false, false, keepAll, TierSolver.Progress.NONE))
        .solve(game, game.tierCount() - 1);
  }
}
