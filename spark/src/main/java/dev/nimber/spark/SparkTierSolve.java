package dev.nimber.spark;

import dev.nimber.api.Parameters;
import dev.nimber.api.RankedPositions;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.Manifest;
import dev.nimber.engine.TierSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * The ranked solve of an instance on Spark, tier by tier, lowest first: each tier's ranks are cut into slices, one
 * task a slice; a task values its slice from the records of the tiers below ({@link TierSolver#valueSlice}); the
 * driver gathers the slices and keeps the tier in the database being built, which writes the same bytes as
 * {@code nimber db build} (the tier files are written by the same code from the same records). Tiers the folder holds
 * from an interrupted build are read back, not solved again, and the manifest is written when the last tier is kept,
 * so an interrupted job resumes from the last tier kept.
 *
 * <p>The tiers below a tier reach the tasks in one of two ways: broadcast by the driver when they hold at most
 * {@code broadcastMost} positions in all, otherwise read by each executor from their files in the database's folder,
 * which must then be on a file system every executor reads at the same path (once per executor, kept in a bounded
 * cache). The driver holds the tiers it broadcasts and the tier being solved, two bytes a position.
 *
 * <p>Limits of this version: a tier holds at most 2^31 − 8 positions, and the executor holds the tiers below the one
 * it values whole; tiers with moves within themselves (loopy tiers) are refused by name (build those with
 * {@code nimber db build}); no Grundy values.
 */
public final class SparkTierSolve {

  /** The fewest positions a slice holds, so that small tiers are not cut into tasks too small to pay. */
  static final long MIN_SLICE = 1 << 12;

  private SparkTierSolve() {}

  /**
   * What a solve did.
   *
   * @param manifest the database's manifest, written last
   * @param positions the positions of the tiers the instance needs
   * @param solvedTiers the tiers solved by this run (the others were read back from an earlier one)
   */
  public record Result(Manifest manifest, long positions, int solvedTiers) {}

  /**
   * Solves an instance's tiers on Spark into a database folder.
   *
   * @param spark the Spark context
   * @param spec the instance, as the executors load it
   * @param folder the database's folder, created when missing; an unfinished build of the same instance resumes
   * @param slicesPerTier how many slices (tasks) a tier is cut into at most
   * @param broadcastMost the most positions the tiers below a tier may hold in all to be broadcast; past it, the
   *     executors read them from the database's folder
   * @param notes told of tier files kept from an earlier build, and of each tier as it is kept
   * @return what was written
   * @throws dev.nimber.db.DatabaseException when the folder cannot be written or holds another instance
   * @throws dev.nimber.api.UnsupportedInstanceException when a tier has moves within itself
   */
  public static Result solve(JavaSparkContext spark, InstanceSpec spec, Path folder, int slicesPerTier,
      long broadcastMost, Consumer<String> notes) {
    GameEntry entry = spec.entry();
    Parameters instance = spec.instance();
    RankedPositions space = spec.space();
    int top = space.rankOf(entry.descriptor().positions().orElseThrow().start(instance)).tier();
    TierSolver.Plan plan = new TierSolver(new TierSolver.Options(1, spec.misere(), false, false,
        TierSolver.Progress.NONE)).plan(space, top);
    Map<Integer, short[]> solved = new HashMap<>();
    String shared = folder.toAbsolutePath().toString();
    int solvedTiers = 0;
    try (DatabaseBuild build = DatabaseBuild.start(folder, SolvedDatabases.identity(entry, instance), notes, 1,
        false)) {
      for (int tier : plan.tiers()) {
        long size = space.tierSize(tier);
        if (size > Integer.MAX_VALUE - 8) {
          throw new IllegalArgumentException("tier " + tier + " holds " + size + " positions, more than this version"
              + " of the Spark solve holds in one array");
        }
        short[] records = new short[(int) size];
        if (build.holds(tier, size)) {
          build.read(tier, (rank, record) -> records[(int) rank] = (short) record);
        } else {
          long below = Arrays.stream(space.childTiers(tier)).filter(child -> child < tier)
              .mapToLong(space::tierSize).sum();
          Broadcast<HashMap<Integer, short[]>> children = below <= broadcastMost
              ? spark.broadcast(tiersBelow(space, tier, solved, build)) : null;
          try {
            valueTier(spark, spec, space, tier, records, children, shared, slicesPerTier);
          } finally {
            if (children != null) {
              children.destroy();
            }
          }
          build.keep(tier, size, rank -> records[(int) space.canonical(tier, rank)] & 0xFFFF);
          solvedTiers++;
          notes.accept("tier " + tier + ": " + size + " positions" + (children == null ? ", the tiers below read"
              + " from " + shared : ""));
        }
        if (size <= broadcastMost) {
          solved.put(tier, records);
        }
      }
      Manifest manifest = build.finish(Arrays.stream(plan.tiers()).boxed().toList());
      return new Result(manifest, plan.positions(), solvedTiers);
    }
  }

  /** The tiers below a tier, for a broadcast: those held, and those read back from the build. */
  private static HashMap<Integer, short[]> tiersBelow(RankedPositions space, int tier, Map<Integer, short[]> solved,
      DatabaseBuild build) {
    HashMap<Integer, short[]> below = new HashMap<>();
    for (int child : space.childTiers(tier)) {
      if (child < tier && !below.containsKey(child)) {
        short[] records = solved.get(child);
        if (records == null) {
          short[] read = new short[(int) space.tierSize(child)];
          build.read(child, (rank, record) -> read[(int) rank] = (short) record);
          records = read;
        }
        below.put(child, records);
      }
    }
    return below;
  }

  /**
   * Values one tier in slices on the executors, from the tiers below it: broadcast, or (when {@code children} is
   * null) read by each executor from the database's folder.
   */
  private static void valueTier(JavaSparkContext spark, InstanceSpec spec, RankedPositions space, int tier,
      short[] records, Broadcast<HashMap<Integer, short[]>> children, String folder, int slicesPerTier) {
    long width = Math.max(MIN_SLICE, (records.length + slicesPerTier - 1) / slicesPerTier);
    List<long[]> slices = new ArrayList<>();
    for (long from = 0; from < records.length; from += width) {
      slices.add(new long[] {from, Math.min(records.length, from + width)});
    }
    if (slices.isEmpty()) {
      return;
    }
    boolean misere = spec.misere();
    List<short[]> valued = spark.parallelize(slices, slices.size()).map(slice -> {
      RankedPositions numbering = spec.space();
      IntFunction<short[]> below = children != null ? children.value()::get
          : child -> KeptTiers.records(folder, child, numbering.tierSize(child));
      return TierSolver.valueSlice(numbering, tier, slice[0], slice[1], below, misere);
    }).collect();
    for (int i = 0; i < slices.size(); i++) {
      System.arraycopy(valued.get(i), 0, records, (int) slices.get(i)[0], valued.get(i).length);
    }
  }
}
