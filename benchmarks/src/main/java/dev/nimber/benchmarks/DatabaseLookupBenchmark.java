package dev.nimber.benchmarks;

import dev.nimber.api.RankedPositions;
import dev.nimber.db.BlockCache;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.Manifest;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.games.connect.ConnectGame;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import java.util.stream.Stream;
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
 * A solved database on disk, looked up at random positions: {@code cold} with a block cache that
 * keeps nothing, so every lookup reads its block from the file (from the operating system's page
 * cache, the file having just been written) and decompresses it; {@code warm} with every block
 * cached. The database is built in setup by {@code db build}'s path (the engine solving into a
 * {@link DatabaseBuild}), and its bytes per position and build time are printed once per fork.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class DatabaseLookupBenchmark {

  /**
   * {@code connect-5x4}: Connect Four on 5 columns of 4 with gravity, 5.6 million boards in 21
   * tiers; {@code nim-4x50}: four heaps of at most 50, taking 1 to 3, an octal game's size (6.8
   * million positions).
   */
  @Param({"connect-5x4", "nim-4x50"})
  String game;

  private Path folder;
  private Database cold;
  private Database warm;
  private int[] tiers;
  private long[] ranks;
  private int next;

  @Setup(Level.Trial)
  public void build() throws IOException {
    RankedPositions space =
        game.equals("connect-5x4")
            ? new ConnectGame()
                .ranked(
                    new ConnectGame()
                        .bind(Map.of("width", "5", "height", "4", "k", "4", "gravity", "true")))
                .orElseThrow()
            : new RankedNim(4, 50, 3);
    int top = space.tierCount() - 1;
    folder = Files.createTempDirectory("nimber-lookup-");
    Manifest.Identity identity = new Manifest.Identity(game, "benchmark", Map.of(), "normal");
    long started = System.nanoTime();
    TierSolver.Plan plan;
    try (DatabaseBuild build = DatabaseBuild.start(folder, identity, note -> {})) {
      TierSolver solver =
          new TierSolver(new TierSolver.Options(1, false, false, false, TierSolver.Progress.NONE));
      plan = solver.plan(space, top);
      solver.solve(space, top, build);
      build.finish(IntStream.of(plan.tiers()).boxed().toList());
    }
    long buildNanos = System.nanoTime() - started;
    long bytes = Manifest.read(folder).tiers().stream().mapToLong(Manifest.Tier::bytes).sum();
    System.out.printf(
        "%n%s: %d positions, %d bytes on disk, %.3f bits per position, built in %d ms (one thread)%n",
        game, plan.positions(), bytes, 8.0 * bytes / plan.positions(), buildNanos / 1_000_000);
    cold = Database.open(folder, identity, BlockCache.ofBytes(0));
    warm = Database.open(folder, identity, BlockCache.ofBytes(1L << 30));
    SplittableRandom random = new SplittableRandom(7);
    tiers = new int[1 << 20];
    ranks = new long[tiers.length];
    for (int i = 0; i < tiers.length; i++) {
      long position = random.nextLong(plan.positions());
      int tier = 0;
      while (position >= space.tierSize(tier)) {
        position -= space.tierSize(tier);
        tier++;
      }
      tiers[i] = tier;
      ranks[i] = position;
    }
    for (int i = 0; i < tiers.length; i++) {
      warm.evaluate(tiers[i], ranks[i]);
    }
  }

  @TearDown(Level.Trial)
  public void delete() throws IOException {
    cold.close();
    warm.close();
    try (Stream<Path> files = Files.walk(folder)) {
      files
          .sorted(Comparator.reverseOrder())
          .forEach(
              file -> {
                try {
                  Files.delete(file);
                } catch (IOException failed) {
                  throw new UncheckedIOException(failed);
                }
              });
    }
  }

  @Benchmark
  public GameSearch.Evaluation cold() {
    int at = next++ & (tiers.length - 1);
    return cold.evaluate(tiers[at], ranks[at]);
  }

  @Benchmark
  public GameSearch.Evaluation warm() {
    int at = next++ & (tiers.length - 1);
    return warm.evaluate(tiers[at], ranks[at]);
  }
}
