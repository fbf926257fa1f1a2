package dev.nimber.spark;

import dev.nimber.db.BlockCache;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.TierFile;
import dev.nimber.db.TierSymmetry;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tiers an executor reads from the database being built, on the shared file system, for the
 * tasks of the tiers above them: each tier file opened once per executor JVM and run, and read
 * block by block through one block cache (decompressed blocks, at most a quarter of the JVM's
 * heap), so that an executor holds neither whole tiers nor more blocks than its cache.
 *
 * <p>A file stays open until a task of another run asks for the same tier of the same folder:
 * within a run a kept tier file is never replaced, and the run's tag tells a later run's file from
 * it.
 */
final class KeptTiers {

  private record Key(String folder, int tier) {}

  private record Opened(String run, TierFile file) {}

  private static final BlockCache BLOCKS =
      BlockCache.ofBytes(Math.max(1, Runtime.getRuntime().maxMemory() / 4));

  private static final Map<Key, Opened> OPEN = new ConcurrentHashMap<>();

  private KeptTiers() {}

  /**
   * A kept tier's records, read through the block cache.
   *
   * @param folder the database's folder, as every executor reads it
   * @param run the tag of the run the task belongs to
   * @param tier the tier
   * @param symmetry where the game's numbering stores each position
   * @throws dev.nimber.db.DatabaseException when the tier's file is missing or damaged
   */
  static TierFile records(String folder, String run, int tier, TierSymmetry symmetry) {
    return OPEN.compute(
            new Key(folder, tier),
            (key, opened) -> {
              if (opened != null && opened.run().equals(run)) {
                return opened;
              }
              if (opened != null) {
                opened.file().close();
              }
              return new Opened(
                  run, DatabaseBuild.openKept(Path.of(folder), tier, BLOCKS, symmetry));
            })
        .file();
  }
}
