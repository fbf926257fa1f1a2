package dev.nimber.db;

import static java.nio.charset.StandardCharsets.US_ASCII;

import com.github.luben.zstd.ZstdException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.function.ObjLongConsumer;

/**
 * The positions of a solved database of a game that does not number them: each position's key
 * ({@link dev.nimber.api.PositionKeys}), distinct and sorted in unsigned byte order, so that the
 * i-th key's record is rank i of tier 0, an ordinary {@link TierFile}. Keys are in independent zstd
 * blocks of {@value #BLOCK_KEYS}, with a block index that holds each block's first key and CRC-32C
 * checksums of the header, the index and every block. The layout is in {@code docs/db-format.md}.
 *
 * <p>Looking a key up is a binary search over the blocks' first keys, then a scan of one block
 * (decompressed once and kept in a {@link BlockCache}): O(log K + B) for K blocks of B keys. An
 * open file may be read from any number of threads. Written as a tier file is: to a temporary file,
 * forced to disk, then moved over the target in one step.
 */
public final class KeyFile implements AutoCloseable {

  /** The first eight bytes of every key file. */
  static final byte[] MAGIC = "NIMBERKY".getBytes(US_ASCII);

  /** Keys per block: 2^12. */
  public static final int BLOCK_KEYS = 1 << 12;

  /** The longest key: its length is written in two bytes. */
  public static final int MAX_KEY_BYTES = 0xFFFF;

  /** Header bytes, its checksum included. */
  static final int HEADER_BYTES = 40;

  private final Path file;
  private final FileChannel channel;
  private final long keys;
  private final long[] offsets;
  private final int[] checksums;
  private final int[] rawLengths;
  private final byte[][] firstKeys;
  private final BlockCache cache;

  private KeyFile(
      Path file,
      FileChannel channel,
      long keys,
      long[] offsets,
      int[] checksums,
      int[] rawLengths,
      byte[][] firstKeys,
      BlockCache cache) {
    this.file = file;
    this.channel = channel;
    this.keys = keys;
    this.offsets = offsets;
    this.checksums = checksums;
    this.rawLengths = rawLengths;
    this.firstKeys = firstKeys;
    this.cache = cache;
  }

  /**
   * Writes sorted, distinct keys to {@code target}.
   *
   * @param target the file's final name
   * @param sorted the keys in increasing unsigned byte order, none repeated, each at most {@value
   *     #MAX_KEY_BYTES} bytes
   * @throws IllegalArgumentException when the keys are not sorted and distinct, or one is too long
   * @throws DatabaseException when the file cannot be written
   */
  public static void write(Path target, List<byte[]> sorted) {
    int blocks = (sorted.size() + BLOCK_KEYS - 1) / BLOCK_KEYS;
    for (int i = 0; i < sorted.size(); i++) {
      if (sorted.get(i).length > MAX_KEY_BYTES) {
        throw new IllegalArgumentException(
            "key " + i + " has " + sorted.get(i).length + " bytes, more than " + MAX_KEY_BYTES);
      }
      if (i > 0 && Arrays.compareUnsigned(sorted.get(i - 1), sorted.get(i)) >= 0) {
        throw new IllegalArgumentException(
            "keys "
                + (i - 1)
                + " and "
                + i
                + " are not in increasing order: two"
                + " positions have the same key, or the keys were not sorted");
      }
    }
    byte[][] packed = new byte[blocks][];
    int[] rawLengths = new int[blocks];
    for (int block = 0; block < blocks; block++) {
      List<byte[]> part =
          sorted.subList(block * BLOCK_KEYS, Math.min(sorted.size(), (block + 1) * BLOCK_KEYS));
      ByteBuffer raw = ByteBuffer.allocate(part.stream().mapToInt(key -> 2 + key.length).sum());
      part.forEach(key -> raw.putShort((short) key.length).put(key));
      rawLengths[block] = raw.capacity();
      packed[block] = TierFile.COMPRESSORS.get().compress(raw.array());
    }
    byte[][] firstKeys = new byte[blocks][];
    for (int block = 0; block < blocks; block++) {
      firstKeys[block] = sorted.get(block * BLOCK_KEYS);
    }
    int indexBytes = indexBytes(firstKeys);
    long[] offsets = new long[blocks + 1];
    int[] checksums = new int[blocks];
    offsets[0] = HEADER_BYTES + (long) indexBytes;
    for (int block = 0; block < blocks; block++) {
      offsets[block + 1] = offsets[block] + packed[block].length;
      checksums[block] = TierFile.crc(packed[block]);
    }
    TierFile.writeInPlace(
        target,
        out -> {
          TierFile.writeFully(out, header(sorted.size(), blocks), 0);
          TierFile.writeFully(
              out, index(offsets, checksums, rawLengths, firstKeys, indexBytes), HEADER_BYTES);
          for (int block = 0; block < blocks; block++) {
            TierFile.writeFully(out, ByteBuffer.wrap(packed[block]), offsets[block]);
          }
        });
  }

  /**
   * Opens a key file, checking its header, its index and its length; the blocks are checked as they
   * are read.
   *
   * @param file the file
   * @param cache where decompressed blocks are kept
   * @return the open file; close it when done
   * @throws DatabaseException when the file is missing, truncated, of another format or damaged
   */
  public static KeyFile open(Path file, BlockCache cache) {
    return TierFile.readOpened(file, channel -> read(file, channel, cache));
  }

  private static KeyFile read(Path file, FileChannel channel, BlockCache cache) {
    long length = TierFile.size(file, channel);
    ByteBuffer header =
        TierFile.checkedHeader(
            file, channel, length, MAGIC, HEADER_BYTES, "key", what -> damaged(file, what));
    long keys = header.getLong();
    int blockKeys = header.getInt();
    int codec = header.getInt();
    int blocks = header.getInt();
    if (codec != TierFile.CODEC_ZSTD
        || blockKeys != BLOCK_KEYS
        || keys < 0
        || blocks < 0
        || blocks != (keys + BLOCK_KEYS - 1) / BLOCK_KEYS) {
      throw damaged(
          file,
          "its header is inconsistent (codec "
              + codec
              + ", "
              + keys
              + " keys in "
              + blocks
              + " blocks of "
              + blockKeys
              + ")");
    }
    long fixed = 8L * (blocks + 1) + 8L * blocks;
    if (length < HEADER_BYTES + fixed + 4) {
      throw damaged(
          file, "it has " + length + " bytes, fewer than its header and index take (truncated)");
    }
    ByteBuffer fixedPart = TierFile.readFully(file, channel, HEADER_BYTES, (int) fixed);
    long[] offsets = new long[blocks + 1];
    for (int i = 0; i <= blocks; i++) {
      offsets[i] = fixedPart.getLong();
    }
    int[] checksums = new int[blocks];
    for (int i = 0; i < blocks; i++) {
      checksums[i] = fixedPart.getInt();
    }
    int[] rawLengths = new int[blocks];
    for (int i = 0; i < blocks; i++) {
      rawLengths[i] = fixedPart.getInt();
    }
    long indexBytes = offsets[0] - HEADER_BYTES;
    if (indexBytes < fixed + 2L * blocks + 4
        || indexBytes > Integer.MAX_VALUE
        || offsets[0] > length) {
      throw damaged(file, "its first block is not where its index ends");
    }
    ByteBuffer index = TierFile.readFully(file, channel, HEADER_BYTES, (int) indexBytes);
    if (TierFile.crc(index.array(), 0, (int) indexBytes - 4)
        != index.getInt((int) indexBytes - 4)) {
      throw damaged(file, "its block index does not match its checksum");
    }
    index.position((int) fixed);
    byte[][] firstKeys = new byte[blocks][];
    for (int i = 0; i < blocks; i++) {
      int keyLength = index.getShort() & 0xFFFF;
      if (index.remaining() < keyLength + 4) {
        throw damaged(file, "its block index is inconsistent at block " + i);
      }
      firstKeys[i] = new byte[keyLength];
      index.get(firstKeys[i]);
    }
    for (int i = 0; i < blocks; i++) {
      if (offsets[i + 1] <= offsets[i]
          || i > 0 && Arrays.compareUnsigned(firstKeys[i - 1], firstKeys[i]) >= 0) {
        throw damaged(file, "its block index is not increasing at block " + i);
      }
    }
    if (offsets[blocks] != length) {
      throw damaged(
          file,
          "it has "
              + length
              + " bytes, and its index says "
              + offsets[blocks]
              + (length < offsets[blocks] ? " (truncated)" : " (bytes were added)"));
    }
    for (int i = 0; i < blocks; i++) {
      if (rawLengths[i] < 0 || rawLengths[i] > BLOCK_KEYS * (2 + MAX_KEY_BYTES)) {
        throw damaged(
            file,
            "its block index gives block "
                + i
                + " an impossible size, "
                + rawLengths[i]
                + " bytes");
      }
    }
    return new KeyFile(file, channel, keys, offsets, checksums, rawLengths, firstKeys, cache);
  }

  /** How many keys the file holds. */
  public long keys() {
    return keys;
  }

  /** How many bytes the file takes. */
  public long bytes() {
    return offsets[offsets.length - 1];
  }

  /**
   * Where a key is among the sorted keys: the rank of its position's record in tier 0.
   *
   * @param key a position's key
   * @return its index from 0, or empty when the file does not hold it
   * @throws DatabaseException when the block read does not match its checksum or does not
   *     decompress
   */
  public OptionalLong indexOf(byte[] key) {
    int low = 0;
    int high = firstKeys.length - 1;
    int block = -1;
    while (low <= high) {
      int middle = (low + high) >>> 1;
      if (Arrays.compareUnsigned(firstKeys[middle], key) <= 0) {
        block = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    if (block < 0) {
      return OptionalLong.empty();
    }
    int number = block;
    ByteBuffer raw =
        ByteBuffer.wrap(cache.get(new BlockCache.Key(this, block), found -> load(number)));
    for (int i = 0; raw.hasRemaining(); i++) {
      int keyLength = raw.getShort() & 0xFFFF;
      int order =
          Arrays.compareUnsigned(
              raw.array(), raw.position(), raw.position() + keyLength, key, 0, key.length);
      if (order == 0) {
        return OptionalLong.of((long) block * BLOCK_KEYS + i);
      }
      if (order > 0) {
        break;
      }
      raw.position(raw.position() + keyLength);
    }
    return OptionalLong.empty();
  }

  /**
   * Reads every key in order, a block at a time, without the cache: what {@code db verify} does.
   *
   * @param into told each key and its index
   * @throws DatabaseException when a block does not match its checksum or does not decompress
   */
  public void forEachKey(ObjLongConsumer<byte[]> into) {
    for (int block = 0; block < checksums.length; block++) {
      ByteBuffer raw = ByteBuffer.wrap(load(block));
      for (long index = (long) block * BLOCK_KEYS; raw.hasRemaining(); index++) {
        byte[] key = new byte[raw.getShort() & 0xFFFF];
        raw.get(key);
        into.accept(key, index);
      }
    }
  }

  /**
   * Reads and checks every block.
   *
   * @throws DatabaseException at the first block that does not match its checksum or does not
   *     decompress
   */
  public void checkEveryBlock() {
    forEachKey((key, index) -> {});
  }

  @Override
  public void close() {
    cache.forget(this);
    TierFile.closeQuietly(channel);
  }

  /**
   * A block's keys, checked: its checksum, and that it holds its count of keys, the first as the
   * index says.
   */
  private byte[] load(int block) {
    int packedLength = (int) (offsets[block + 1] - offsets[block]);
    byte[] packed = TierFile.readFully(file, channel, offsets[block], packedLength).array();
    if (TierFile.crc(packed) != checksums[block]) {
      throw damaged(file, "block " + block + " does not match its checksum");
    }
    byte[] raw;
    try {
      raw = TierFile.DECOMPRESSORS.get().decompress(packed, rawLengths[block]);
    } catch (ZstdException broken) {
      throw damaged(file, "block " + block + " does not decompress (" + broken.getMessage() + ")");
    }
    long expected = Math.min(BLOCK_KEYS, keys - (long) block * BLOCK_KEYS);
    ByteBuffer keysRead = ByteBuffer.wrap(raw);
    long count = 0;
    while (keysRead.remaining() >= 2) {
      int keyLength = keysRead.getShort() & 0xFFFF;
      if (keysRead.remaining() < keyLength) {
        break;
      }
      keysRead.position(keysRead.position() + keyLength);
      count++;
    }
    if (raw.length != rawLengths[block] || keysRead.hasRemaining() || count != expected) {
      throw damaged(file, "block " + block + " holds " + count + " whole keys, not " + expected);
    }
    return raw;
  }

  private static DatabaseException damaged(Path file, String what) {
    return new DatabaseException(file + ": " + what + "; rebuild the database", null);
  }

  private static ByteBuffer header(long keys, int blocks) {
    ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.BIG_ENDIAN);
    header
        .put(MAGIC)
        .putInt(TierFile.FORMAT_VERSION)
        .putLong(keys)
        .putInt(BLOCK_KEYS)
        .putInt(TierFile.CODEC_ZSTD)
        .putInt(blocks)
        .putInt(TierFile.ZSTD_LEVEL);
    header.putInt(TierFile.crc(header.array(), 0, HEADER_BYTES - 4));
    return header.flip();
  }

  private static ByteBuffer index(
      long[] offsets, int[] checksums, int[] rawLengths, byte[][] firstKeys, int bytes) {
    ByteBuffer index = ByteBuffer.allocate(bytes).order(ByteOrder.BIG_ENDIAN);
    for (long offset : offsets) {
      index.putLong(offset);
    }
    for (int checksum : checksums) {
      index.putInt(checksum);
    }
    for (int rawLength : rawLengths) {
      index.putInt(rawLength);
    }
    for (byte[] key : firstKeys) {
      index.putShort((short) key.length).put(key);
    }
    index.putInt(TierFile.crc(index.array(), 0, bytes - 4));
    return index.flip();
  }

  /**
   * The index: an offset per block and one past the last, then per block a checksum, a size before
   * compression and a first key, then the index's own checksum.
   */
  private static int indexBytes(byte[][] firstKeys) {
    int bytes = 8 * (firstKeys.length + 1) + 8 * firstKeys.length + 4;
    for (byte[] key : firstKeys) {
      bytes += 2 + key.length;
    }
    return bytes;
  }
}
