package dev.nimber.benchmarks;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.WeakSearches;
import dev.nimber.games.connect.ConnectGame;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The weak method's time for a set of random Connect Four positions once the JIT has compiled it:
 * the set searched as {@code run --method weak} searches a batch, a fresh table for each pass (one
 * table kept from position to position, as a batch keeps it), on one thread and on two.
 *
 * <p>The set is drawn as {@code benchmarks/scripts/weak-vs-pons.sh} draws its sets (a random number
 * of random moves, none making a line, the player to move not winning at once), from a fixed seed,
 * so every run searches the same positions. Two threads take the positions in turn from one
 * counter, each with a search of its own, the searches on one table ({@link WeakSearches}), as
 * {@code run --threads 2} does. Each pass checks that it found the same values as the benchmark's
 * first pass; {@code benchmarks/scripts/weak-jmh-vs-pons.sh} checks the values themselves against
 * Pons' solver, and runs this benchmark beside it.
 *
 * <p>The whole-process comparison with Pons' solver, the JVM's start and the JIT's warm-up
 * included, is {@code weak-vs-pons.sh}; this benchmark leaves them out.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g", "-Xss16m", "-XX:+UseParallelGC", "-XX:MaxNewSize=64m"})
@Warmup(iterations = 4)
@Measurement(iterations = 8)
public class WeakSearchBenchmark {

  /** The table's most bytes: the 16,777,216 entries the command line gives a search. */
  private static final long TABLE_BYTES = 256L << 20;

  /** The board: columns x rows, four in a row, with gravity. */
  @Param({"6x4", "6x5"})
  public String board;

  @Param({"300"})
  public int positions;

  private final ConnectGame game = new ConnectGame();
  private Parameters rules;
  private List<Drawn> drawn;
  private long[] expected;
  private ExecutorService threads;

  @Setup(Level.Trial)
  public void draw() {
    String[] size = board.split("x");
    rules = game.bind(Map.of("width", size[0], "height", size[1], "k", "4", "gravity", "true"));
    int cells = Integer.parseInt(size[0]) * Integer.parseInt(size[1]);
    drawn = randomPositions(game.start(rules), cells, positions, new SplittableRandom(2026));
    threads = Executors.newFixedThreadPool(2);
  }

  @TearDown(Level.Trial)
  public void stop() {
    threads.shutdownNow();
  }

  /** The set on one thread: one search, its table kept from position to position. */
  @Benchmark
  public long oneThread() {
    AlphaBetaValues search = new AlphaBetaValues(coding(), false, TABLE_BYTES);
    long[] values = new long[drawn.size()];
    for (int i = 0; i < values.length; i++) {
      values[i] = valueOf(search.evaluate(drawn.get(i).position()));
    }
    return checked(values);
  }

  /** The set on two threads, each taking the next position asked, as {@code run --threads 2}. */
  @Benchmark
  public long twoThreads() throws InterruptedException, ExecutionException {
    WeakSearches searches = new WeakSearches(2);
    List<Object> key = List.of(board);
    AtomicInteger next = new AtomicInteger();
    long[] values = new long[drawn.size()];
    List<Future<?>> running = new ArrayList<>();
    for (int t = 0; t < 2; t++) {
      running.add(
          threads.submit(
              () -> {
                for (int i; (i = next.getAndIncrement()) < values.length; ) {
                  AlphaBetaValues search =
                      searches.take(key, () -> new AlphaBetaValues(coding(), false, TABLE_BYTES));
                  values[i] = valueOf(search.evaluate(drawn.get(i).position()));
                  searches.giveBack(key, search);
                }
              }));
    }
    for (Future<?> each : running) {
      each.get();
    }
    return checked(values);
  }

  private CodedPositions coding() {
    return game.coded(rules).orElseThrow();
  }

  private static long valueOf(GameSearch.Evaluation value) {
    return value.outcome().ordinal() * 1_000L + value.remoteness();
  }

  /** The values' sum, after checking them against the benchmark's first pass's. */
  private synchronized long checked(long[] values) {
    if (expected == null) {
      expected = values;
    } else if (!Arrays.equals(expected, values)) {
      throw new IllegalStateException("a pass found other values than the first");
    }
    long sum = 0;
    for (long value : values) {
      sum += value;
    }
    return sum;
  }

  /** A position drawn, and the moves that reach it from the empty board (columns from 1). */
  record Drawn(Position position, String moves) {}

  /**
   * Positions after a random number of random moves (fewer than the cells less one), none of them
   * making a line, the player to move not winning at once.
   */
  static List<Drawn> randomPositions(
      Position start, int cells, int count, SplittableRandom random) {
    List<Drawn> drawn = new ArrayList<>(count);
    while (drawn.size() < count) {
      int length = random.nextInt(cells - 1);
      Position board = start;
      StringBuilder moves = new StringBuilder();
      for (int i = 0; i < length && board != null; i++) {
        List<Move> quiet = quietMoves(board);
        Move move = quiet.isEmpty() ? null : quiet.get(random.nextInt(quiet.size()));
        board = move == null ? null : move.to();
        // Connect's moves are labelled "column N".
        moves.append(move == null ? "" : move.label().replaceAll("\\D", ""));
      }
      if (board != null && quietMoves(board).size() == board.moves().size()) {
        drawn.add(new Drawn(board, moves.toString()));
      }
    }
    return drawn;
  }

  /** The moves that leave play going. */
  private static List<Move> quietMoves(Position board) {
    List<Move> quiet = new ArrayList<>();
    for (Move move : board.moves()) {
      if (move.to().verdict().isEmpty()) {
        quiet.add(move);
      }
    }
    return quiet;
  }

  /**
   * Prints the set a board's benchmark searches, one position a line as the columns played (from
   * 1), which Pons' solver reads: {@code java -cp benchmarks/target/benchmarks.jar
   * dev.nimber.benchmarks.WeakSearchBenchmark 6x5 [POSITIONS]}.
   */
  public static void main(String[] args) {
    WeakSearchBenchmark benchmark = new WeakSearchBenchmark();
    benchmark.board = args[0];
    benchmark.positions = args.length > 1 ? Integer.parseInt(args[1]) : 300;
    benchmark.draw();
    benchmark.stop();
    benchmark.drawn.forEach(each -> System.out.println(each.moves()));
  }
}
