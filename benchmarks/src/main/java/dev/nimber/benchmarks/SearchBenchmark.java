package dev.nimber.benchmarks;

import dev.nimber.api.Move;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Positions per second of the generic search: the subtraction game {1, 2, 3} from a pile of 10^6,
 * memo empty.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SearchBenchmark {

  private static final int PILE = 1_000_000;

  /** Take 1, 2 or 3 stones. */
  record Subtraction(int stones) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>(3);
      for (int take = 1; take <= Math.min(3, stones); take++) {
        moves.add(new Move("take", new Subtraction(stones - take)));
      }
      return moves;
    }
  }

  /** One search of all 10^6 + 1 positions; the score is in positions per second. */
  @Benchmark
  @OperationsPerInvocation(PILE + 1)
  public GameSearch.Evaluation subtractionUpToAMillion() {
    return new GameSearch().evaluate(new Subtraction(PILE));
  }
}
