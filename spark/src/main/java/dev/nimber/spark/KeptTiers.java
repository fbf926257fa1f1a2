package dev.nimber.spark;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import dev.nimber.db.DatabaseBuild;
import java.nio.file.Path;

/**
 * The tiers an executor reads from the database being built, on the shared file system, for the tasks of the tier
 * above them: each read once per executor JVM and kept in a bounded cache (Caffeine) weighed by its two bytes a
 * position, at most a quarter of the JVM's heap.
 */
final class KeptTiers {

  private record Key(String folder, int tier) {}

  private static final Cache<Key, short[]> TIERS = Caffeine.newBuilder()
      .maximumWeight(Math.max(1, Runtime.getRuntime().maxMemory() / 4))
      .weigher((Key key, short[] records) -> 2 * records.length)
      .build();

  private KeptTiers() {}

  /**
   * A tier's records, rank by rank, as the build kept it.
   *
   * @param folder the database's folder, as every executor reads it
   * @param tier the tier
   * @param positions the tier's positions
   * @throws dev.nimber.db.DatabaseException when the tier's file is missing or damaged
   */
  static short[] records(String folder, int tier, long positions) {
    return TIERS.get(new Key(folder, tier), key -> {
      short[] records = new short[(int) positions];
      DatabaseBuild.readKept(Path.of(folder), tier, (rank, record) -> records[(int) rank] = (short) record);
      return records;
    });
  }
}
