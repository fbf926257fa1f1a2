package dev.nimber.benchmarks;

import dev.nimber.api.CompactPosition;
import dev.nimber.api.Move;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import java.util.ArrayList;
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
 * A game in the compact form against the same game written as a full position: Kayles with its rows
 * as a sorted list, as examples/games/kayles.java writes it ({@link CompactRows}: the positions a
 * move leads to, labels and components derived), and as a plugin author writes a {@link Position}
 * ({@link FullRows}: its moves labelled, its children listed without labels, its rows as
 * components). The engine's search values the Grundy value of one row (each row below it once, as a
 * part) and the outcome of two rows searched whole, from an empty memo.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-XX:+UseParallelGC"})
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
public class CompactGameBenchmark {

  /** The pins of the row valued, and of each of the two rows searched whole. */
  @Param({"300"})
  int pins;

  @Param({"14"})
  int pairPins;

  /**
   * The rows after knocking down one or two pins at each place of each row, in the same order for
   * both forms.
   */
  static List<List<Integer>> after(List<Integer> pins) {
    List<List<Integer>> next = new ArrayList<>();
    for (int row = 0; row < pins.size(); row++) {
      for (int taken = 1; taken <= 2; taken++) {
        for (int left = 0; left + taken <= pins.get(row); left++) {
          List<Integer> rows = new ArrayList<>(pins);
          rows.set(row, left);
          rows.add(pins.get(row) - left - taken);
          next.add(rows);
        }
      }
    }
    return next;
  }

  static List<Integer> sorted(List<Integer> pins) {
    return pins.stream().filter(row -> row > 0).sorted().toList();
  }

  /** Kayles in the compact form. */
  record CompactRows(List<Integer> pins) implements CompactPosition<CompactRows> {
    CompactRows {
      pins = sorted(pins);
    }

    @Override
    public List<CompactRows> next() {
      return after(pins).stream().map(CompactRows::new).toList();
    }

    @Override
    public List<CompactRows> parts() {
      return pins.size() < 2
          ? List.of()
          : pins.stream().map(row -> new CompactRows(List.of(row))).toList();
    }
  }

  /** Kayles as a full position. */
  record FullRows(List<Integer> pins) implements Position {
    FullRows {
      pins = sorted(pins);
    }

    @Override
    public List<Move> moves() {
      return after(pins).stream()
          .map(rows -> new Move("to " + sorted(rows), new FullRows(rows)))
          .toList();
    }

    @Override
    public List<Position> children() {
      return after(pins).stream().map(rows -> (Position) new FullRows(rows)).toList();
    }

    @Override
    public List<Position> components() {
      return pins.size() < 2
          ? List.of()
          : pins.stream().map(row -> (Position) new FullRows(List.of(row))).toList();
    }
  }

  @Benchmark
  public OptionalInt rowGrundyCompact() {
    return new GameSearch(GameSearch.Options.defaults()).nimber(new CompactRows(List.of(pins)));
  }

  @Benchmark
  public OptionalInt rowGrundyFull() {
    return new GameSearch(GameSearch.Options.defaults()).nimber(new FullRows(List.of(pins)));
  }

  @Benchmark
  public GameSearch.Evaluation pairWholeCompact() {
    return new GameSearch(GameSearch.Options.defaults())
        .evaluate(new CompactRows(List.of(pairPins, pairPins)));
  }

  @Benchmark
  public GameSearch.Evaluation pairWholeFull() {
    return new GameSearch(GameSearch.Options.defaults())
        .evaluate(new FullRows(List.of(pairPins, pairPins)));
  }
}
