package dev.nimber.benchmarks;

import dev.nimber.api.Move;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import java.util.AbstractList;
import java.util.List;
import java.util.OptionalInt;
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
 * The engine's sums: the Grundy value of one row of Kayles, written as a plugin author would (a row
 * is a position; what a move leaves, two rows, is a sum whose components are the rows), from an
 * empty memo. Valuing a row of n pins values every row below it, about n² option visits in all
 * (each row of k pins has 2k − 1 moves), on one thread or with a row's moves looked up by two; and
 * the same rows numbered by their lengths ({@link NumberedComponents}), which the engine values in
 * an array on one thread (the {@code threads} parameter does not apply to it).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class SumsBenchmark {

  @Param({"1000", "10000"})
  int pins;

  @Param({"1", "2"})
  int threads;

  /** A row of Kayles: knock down one pin, or two adjacent ones. */
  record Row(int pins) implements Position {
    @Override
    public List<Move> moves() {
      int singles = pins;
      return new AbstractList<>() {
        @Override
        public Move get(int index) {
          int knocked = index < singles ? 1 : 2;
          int before = index < singles ? index : index - singles;
          return new Move("knock", Rows.of(before, pins - knocked - before));
        }

        @Override
        public int size() {
          return Math.max(0, 2 * pins - 1);
        }
      };
    }
  }

  /** Two rows side by side: a sum of the two. */
  record Rows(Row left, Row right) implements Position {
    static Position of(int left, int right) {
      return left == 0
          ? new Row(right)
          : right == 0 ? new Row(left) : new Rows(new Row(left), new Row(right));
    }

    @Override
    public List<Position> components() {
      return List.of(left, right);
    }

    @Override
    public List<Move> moves() {
      throw new UnsupportedOperationException("valued by its rows");
    }
  }

  /**
   * Rows numbered by their pins; each unordered pair of rows a move leaves listed once, as a plugin
   * author would.
   */
  static final class RowLengths implements NumberedComponents {
    @Override
    public long numberOf(Position component) {
      return component instanceof Row row ? row.pins() : -1;
    }

    @Override
    public void options(long row, OptionSink into) {
      for (long left = 0; 2 * left <= row - 1; left++) {
        into.option(left, row - 1 - left);
      }
      for (long left = 0; 2 * left <= row - 2; left++) {
        into.option(left, row - 2 - left);
      }
    }
  }

  /**
   * The value of one row, from an empty memo, a row's many moves looked up on {@code threads}
   * threads.
   */
  @Benchmark
  public OptionalInt kaylesRow() {
    return new GameSearch(GameSearch.Options.defaults().withThreads(threads)).nimber(new Row(pins));
  }

  /**
   * The value of one row, from an empty memo, the rows numbered: valued in an array on one thread.
   */
  @Benchmark
  public OptionalInt kaylesRowNumbered() {
    return new GameSearch(GameSearch.Options.defaults(), new RowLengths()).nimber(new Row(pins));
  }
}
