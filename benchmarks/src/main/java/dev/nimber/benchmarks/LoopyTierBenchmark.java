package dev.nimber.benchmarks;

import dev.nimber.engine.CycleTiers;
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
 * The engine's ranked solve of loopy tiers: {@link CycleTiers} with 10 tiers of 500,001 positions
 * (5,000,010 in all), every position with two moves within its tier, decided by retrograde analysis
 * within each tier from the moves kept or through the parents the game lists, on one and on two
 * threads (the threads value what leaves the tier; one thread decides the rest). Positions per
 * second is 5,000,010 divided by the time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class LoopyTierBenchmark {

  @Param({"false", "true"})
  boolean parents;

  @Param({"1", "2"})
  int threads;

  private CycleTiers game;

  @Setup
  public void build() {
    game = new CycleTiers(10, 500_001, parents);
  }

  @Benchmark
  public SolvedTiers solve() {
    return new TierSolver(
            new TierSolver.Options(threads, false, false, false, TierSolver.Progress.NONE))
        .solve(game, game.tierCount() - 1);
  }
}
