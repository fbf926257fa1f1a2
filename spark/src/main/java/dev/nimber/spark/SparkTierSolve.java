package dev.nimber.spark;

import dev.nimber.api.Parameters;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.db.TierFile;
import dev.nimber.db.TierSymmetry;
import dev.nimber.engine.tier.TierRecords;
import dev.nimber.engine.tier.TierSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.UUID;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.broadcast.Broadcast;

/**
 * The ranked solve of an instance on Spark, tier by tier, lowest first: each tier's ranks are cut
 * into slices on the tier file's block boundaries, one task a slice; a task values its slice from
 * the records of the tiers below ({@link TierSolver#valueSlice}) and writes it as the tier file's
 * compressed blocks into a file of its own in the database's folder ({@link
 * DatabaseBuild#writeSlice}); the driver joins the slices' blocks into the tier file ({@link
 * DatabaseBuild#keepSlices}), which is then the bytes {@code nimber db build} writes. Tiers the
 * folder holds from an interrupted build are kept, not solved again, and the manifest is written
 * when the last tier is kept, so an interrupted job resumes from the last tier kept. No tier passes
 * through the driver's memory.
 *
 * <p>The tiers below a tier reach the tasks in one of two ways: broadcast by the driver when they
 * hold at most {@code broadcastMost} positions in all (two bytes a position), otherwise read by
 * each executor from their files in the database's folder, block by block through a bounded cache
 * ({@link KeptTiers}). Either way the folder must be one every executor writes and reads at the
 * same path: a shared file system on a cluster.
 *
 * <p>Limits: a tier holds at most {@link TierFile#MOST_POSITIONS} positions, and a slice at most
 * {@value #MOST_SLICE} (a task holds two bytes a position of its slice); tiers with moves within
 * themselves (loopy tiers) are refused by name (build those with {@code nimber db build}); no
 * Grundy values.
 */
public final class SparkTierSolve {

  /** The fewest positions a slice holds: one block of the tier file. */
  static final long LEAST_SLICE = TierFile.BLOCK_POSITIONS;

  /** The most positions a slice holds, 2^26 (128 MiB of records in its task). */
  static final long MOST_SLICE = 1L << 26;

  private SparkTierSolve() {}

  /**
   * What a solve did.
   *
   * @param manifest the database's manifest, written last
   * @param positions the positions of the tiers the instance needs
   * @param solvedTiers the tiers solved by this run (the others were kept from an earlier one)
   */
  public record Result(Manifest manifest, long positions, int solvedTiers) {}

  /**
   * Solves an instance's tiers on Spark into a database folder.
   *
   * @param spark the Spark context
   * @param spec the instance, as the executors load it
   * @param folder the database's folder, created when missing; an unfinished build of the same
   *     instance resumes
   * @param slicesPerTier how many slices (tasks) a tier is cut into at most, unless a slice would
   *     pass {@value #MOST_SLICE} positions
   * @param broadcastMost the most positions the tiers below a tier may hold in all to be broadcast
   *     (at most 2^31 − 9 whatever is asked); past it, the executors read them from the database's
   *     folder
   * @param notes told of tier files kept from an earlier build, and of each tier as it is kept
   * @return what was written
   * @throws dev.nimber.db.DatabaseException when the folder cannot be written, holds another
   *     instance, or is not the folder the executors wrote their slices to
   * @throws dev.nimber.api.UnsupportedInstanceException when a tier has moves within itself
   */
  public static Result solve(
      JavaSparkContext spark,
      InstanceSpec spec,
      Path folder,
      int slicesPerTier,
      long broadcastMost,
      Consumer<String> notes) {
    GameEntry entry = spec.entry();
    Parameters instance = spec.instance();
    RankedPositions space = spec.space();
    int top = space.rankOf(entry.descriptor().positions().orElseThrow().start(instance)).tier();
    TierSolver.Plan plan =
        new TierSolver(
                new TierSolver.Options(1, spec.misere(), false, false, TierSolver.Progress.NONE))
            .plan(space, top);
    String shared = folder.toAbsolutePath().toString();
    String run = UUID.randomUUID().toString();
    int solvedTiers = 0;
    try (DatabaseBuild build =
        DatabaseBuild.start(
            folder,
            SolvedDatabases.identity(entry, instance),
            notes,
            1,
            false,
            TierSymmetry.of(space))) {
      for (int tier : plan.tiers()) {
        long size = space.tierSize(tier);
        if (size > TierFile.MOST_POSITIONS) {
          throw new UnsupportedInstanceException(
              "tier "
                  + tier
                  + " holds "
                  + size
                  + " positions, more than a tier"
                  + " file's "
                  + TierFile.MOST_POSITIONS);
        }
        if (build.holds(tier, size)) {
          continue;
        }
        long below =
            Arrays.stream(space.childTiers(tier))
                .filter(child -> child >= 0 && child < tier)
                .distinct()
                .mapToLong(space::tierSize)
                .sum();
        Broadcast<HashMap<Integer, short[]>> children =
            below <= Math.min(broadcastMost, Integer.MAX_VALUE - 8)
                ? spark.broadcast(tiersBelow(space, tier, build))
                : null;
        List<TierFile.Slice> slices;
        try {
          slices = valueTier(spark, spec, tier, size, children, shared, run, slicesPerTier);
        } finally {
          if (children != null) {
            children.destroy();
          }
        }
        try {
          build.keepSlices(tier, size, slices);
        } catch (DatabaseException unjoined) {
          throw new DatabaseException(
              "tier "
                  + tier
                  + ": "
                  + unjoined.getMessage()
                  + " (the database's folder must be"
                  + " one every executor writes at the same path: a shared file system on a cluster)",
              unjoined);
        }
        solvedTiers++;
        notes.accept(
            "tier "
                + tier
                + ": "
                + size
                + (size == 1 ? " position in " : " positions in ")
                + slices.size()
                + (slices.size() == 1 ? " slice" : " slices")
                + (children == null ? ", the tiers below read from " + shared : ""));
      }
      Manifest manifest = build.finish(Arrays.stream(plan.tiers()).boxed().toList());
      return new Result(manifest, plan.positions(), solvedTiers);
    }
  }

  /** The tiers below a tier, read back from the build, for a broadcast. */
  private static HashMap<Integer, short[]> tiersBelow(
      RankedPositions space, int tier, DatabaseBuild build) {
    HashMap<Integer, short[]> below = new HashMap<>();
    for (int child : space.childTiers(tier)) {
      if (child >= 0 && child < tier && !below.containsKey(child)) {
        short[] records = new short[(int) space.tierSize(child)];
        build.read(child, (rank, record) -> records[(int) rank] = (short) record);
        below.put(child, records);
      }
    }
    return below;
  }

  /**
   * The ranges of a tier's slices: on block boundaries, at most {@code slicesPerTier} of them
   * unless a slice would pass {@value #MOST_SLICE} positions, none empty.
   */
  static List<long[]> slices(long size, int slicesPerTier) {
    long width =
        Math.min(MOST_SLICE, Math.max(LEAST_SLICE, (size + slicesPerTier - 1) / slicesPerTier));
    width = (width + LEAST_SLICE - 1) / LEAST_SLICE * LEAST_SLICE;
    List<long[]> slices = new ArrayList<>();
    for (long from = 0; from < size; from += width) {
      slices.add(new long[] {from, Math.min(size, from + width)});
    }
    return slices;
  }

  /**
   * Values one tier in slices on the executors, from the tiers below it: broadcast, or (when {@code
   * children} is null) read by each executor from the database's folder; each task writes its
   * slice's blocks into the folder.
   *
   * @return the slices written, in rank order
   */
  private static List<TierFile.Slice> valueTier(
      JavaSparkContext spark,
      InstanceSpec spec,
      int tier,
      long size,
      Broadcast<HashMap<Integer, short[]>> children,
      String folder,
      String run,
      int slicesPerTier) {
    List<long[]> ranges = slices(size, slicesPerTier);
    if (ranges.isEmpty()) {
      return List.of();
    }
    boolean misere = spec.misere();
    return spark
        .parallelize(ranges, ranges.size())
        .map(
            range -> {
              IntFunction<TierRecords> below =
                  children != null
                      ? child -> TierRecords.of(children.value().get(child))
                      : child ->
                          KeptTiers.records(folder, run, child, TierSymmetry.of(spec.space()));
              short[] records =
                  TierSolver.valueSlice(spec.space(), tier, range[0], range[1], below, misere);
              return DatabaseBuild.writeSlice(
                  Path.of(folder), tier, size, range[0], records, TierSymmetry.of(spec.space()));
            })
        .collect();
  }
}
