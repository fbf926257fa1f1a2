package dev.nimber.benchmarks;

import dev.nimber.api.Answer;
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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * 0.16's period, 149,459 from heap 105,351 (Gangolli and Plambeck), found and proven from nothing
 * by the sparse solver: G(0 .. 524287), doubling from 1023, with a look for a period after each
 * doubling.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx2g", "-XX:+UseParallelGC", "-Dnimber.cache=off"})
@Warmup(iterations = 1, time = 5)
@Measurement(iterations = 3, time = 5)
public class OctalPeriodBenchmark {

  @Benchmark
  public Answer periodOfZeroPointSixteen() {
    OctalGame game = new OctalGame();
    return game.solvers().stream()
        .filter(solver -> solver.name().equals("sparse"))
        .findFirst()
        .orElseThrow()
        .solve(game.bind(Map.of("code", "0.16")), new Question("period", "the period"));
  }
}
