package dev.nimber.db;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.function.Function;

/**
 * Decompressed blocks of tier and key files, least recently used first out, bounded by their total
 * size: a lookup that hits costs a hash lookup, one that misses reads and decompresses one block
 * (16 KiB of records). Thread-safe; one cache may serve every file of a process.
 */
public final class BlockCache {

  /**
   * A block of one file: a key file is named by its reader (compared by identity), a tier file by
   * its contents ({@link TierFile.Contents}), so that a tier file opened again, by the next request
   * of a server say, finds the blocks read before.
   */
  record Key(Object file, int block) {}

  /**
   * The blocks kept, or null when the cache keeps nothing (Caffeine would still hold some until it
   * evicts them).
   */
  private final Cache<Key, byte[]> blocks;

  private BlockCache(long maxBytes) {
    blocks =
        maxBytes == 0
            ? null
            : Caffeine.newBuilder()
                .maximumWeight(maxBytes)
                .weigher((Key key, byte[] block) -> block.length)
                .build();
  }

  /**
   * A cache holding at most {@code maxBytes} of decompressed blocks.
   *
   * @param maxBytes the bound, at least 0 (0 keeps nothing)
   * @return the cache
   */
  public static BlockCache ofBytes(long maxBytes) {
    if (maxBytes < 0) {
      throw new IllegalArgumentException("a cache holds at least 0 bytes: " + maxBytes);
    }
    return new BlockCache(maxBytes);
  }

  byte[] get(Key key, Function<Key, byte[]> load) {
    return blocks == null ? load.apply(key) : blocks.get(key, load);
  }

  /** Forgets every block of one file, as it is closed. */
  void forget(Object file) {
    if (blocks == null) {
      return;
    }
    blocks.asMap().keySet().removeIf(key -> key.file() == file);
  }
}
