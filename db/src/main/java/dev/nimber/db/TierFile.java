package dev.nimber.db;

import static java.nio.charset.StandardCharsets.US_ASCII;

import com.github.luben.zstd.ZstdCompressCtx;
import com.github.luben.zstd.ZstdDecompressCtx;
import com.github.luben.zstd.ZstdException;
import dev.nimber.engine.tier.TierArchive;
import dev.nimber.engine.tier.TierRecords;
import java.io.IOException;
import java.io.Serializable;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Executor;
import java.util.function.Function;
import java.util.function.IntFunction;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import java.util.zip.CRC32C;

/**
 * One tier of a solved database: a two-byte record for each stored position of the tier (by rank),
 * in independent zstd blocks that each cover {@value #BLOCK_POSITIONS} ranks, with a block index
 * and CRC-32C checksums of the header, the index and every block, so that any changed, missing or
 * added byte is found before a record is answered from it. The layout is in {@code
 * docs/db-format.md}.
 *
 * <p>A game with symmetries stores only the records of {@linkplain
 * dev.nimber.api.RankedPositions#canonical representatives}: a block holds the records of the
 * stored ranks among its {@value #BLOCK_POSITIONS}, in rank order, and its reader, told which ranks
 * are stored, finds a record by counting the stored ranks before it in the block (once per block
 * read: O({@value #BLOCK_POSITIONS}) calls of the game's symmetry). A rank that is not stored has
 * no record; it is read at its representative.
 *
 * <p>Writing goes to a temporary file beside the target, which is forced to disk and then moved
 * over the target in one step: the target is either the old file or the whole new one. Reading maps
 * nothing into memory: {@link #record} reads and decompresses one block (kept in a {@link
 * BlockCache}), so a lookup costs O(1) file reads however large the tier. An open file may be read
 * from any number of threads.
 */
public final class TierFile implements TierRecords, AutoCloseable {

  /** The first eight bytes of every tier file. */
  static final byte[] MAGIC = "NIMBERDB".getBytes(US_ASCII);

  /** The version of the layout this code writes and reads. */
  public static final int FORMAT_VERSION = 2;

  /** Every rank is stored: a game without symmetries. */
  public static final LongPredicate EVERY_RANK = rank -> true;

  /**
   * Records per block: 2^13, so a block is 16 KiB before compression and a lookup that misses the
   * cache decompresses 16 KiB (README, Performance: the cold and warm lookup).
   */
  public static final int BLOCK_POSITIONS = 1 << 13;

  /** The codec number of zstd, the only codec of format version 2. */
  static final int CODEC_ZSTD = 1;

  /**
   * The zstd level written: 5, the strongest with which building a database keeps over 0.8× the
   * throughput of the same solve in memory (1.7 bits per position on Connect Four 5 × 5;
   * docs/db-format.md, "Why these choices").
   */
  public static final int ZSTD_LEVEL = 5;

  /**
   * The zstd level of a block that stores fewer records than it covers ranks (a game with
   * symmetries): 13. Such a block holds a fraction of the records (an eighth on a square board), so
   * compressing it harder costs about the time a full block costs at {@value #ZSTD_LEVEL}, and
   * brings 4 × 4 tic-tac-toe's database within GamesmanOne's size (docs/db-format.md).
   */
  public static final int ZSTD_LEVEL_OF_REPRESENTATIVES = 13;

  /** The most blocks a file has, so that its index fits an array: 2^27. */
  static final int MOST_BLOCKS = 1 << 27;

  /**
   * The most positions a tier file holds: {@value #MOST_BLOCKS} blocks, about 1.1·10^12 positions.
   */
  public static final long MOST_POSITIONS = (long) MOST_BLOCKS * BLOCK_POSITIONS;

  /**
   * A zstd context per thread that compresses, and one per thread that decompresses: made once (a
   * context is some hundred kilobytes of native memory) rather than for every block, which costs
   * more than the block itself.
   */
  static final ThreadLocal<ZstdCompressCtx> COMPRESSORS =
      ThreadLocal.withInitial(() -> new ZstdCompressCtx().setLevel(ZSTD_LEVEL));

  static final ThreadLocal<ZstdCompressCtx> REPRESENTATIVE_COMPRESSORS =
      ThreadLocal.withInitial(() -> new ZstdCompressCtx().setLevel(ZSTD_LEVEL_OF_REPRESENTATIVES));
  static final ThreadLocal<ZstdDecompressCtx> DECOMPRESSORS =
      ThreadLocal.withInitial(ZstdDecompressCtx::new);

  /**
   * Blocks handed to the compressing threads at a time; they are written in order as they come
   * back.
   */
  static final int BLOCKS_AT_ONCE = 64;

  /** Header bytes, its checksum included. */
  static final int HEADER_BYTES = 44;

  private final Path file;
  private final FileChannel channel;
  private final int tier;
  private final long positions;
  private final int blockPositions;
  private final long[] offsets;
  private final int[] checksums;
  private final BlockCache cache;
  private final LongPredicate stored;
  private final Contents contents;

  /**
   * What a tier file holds, as its block cache tells files apart: its path, its length and its
   * index's checksum (which covers every block's checksum), and whether every rank is stored (how
   * its blocks are spread). A file rewritten with other records has another index, so its old
   * blocks are never read for it.
   */
  record Contents(Path file, long bytes, int indexChecksum, boolean everyRank) {}

  private TierFile(
      Path file,
      FileChannel channel,
      int tier,
      long positions,
      int blockPositions,
      long[] offsets,
      int[] checksums,
      BlockCache cache,
      LongPredicate stored,
      int indexChecksum) {
    this.file = file;
    this.channel = channel;
    this.tier = tier;
    this.positions = positions;
    this.blockPositions = blockPositions;
    this.offsets = offsets;
    this.checksums = checksums;
    this.cache = cache;
    this.stored = stored;
    this.contents =
        new Contents(file, offsets[offsets.length - 1], indexChecksum, stored == EVERY_RANK);
  }

  /**
   * Writes a tier's records to {@code target} on the calling thread, as {@link #write(Path, int,
   * long, LongUnaryOperator, Executor)} does.
   */
  public static void write(Path target, int tier, long positions, LongUnaryOperator recordAt) {
    write(target, tier, positions, recordAt, EVERY_RANK, Runnable::run);
  }

  /**
   * Writes a tier's records, every rank stored, as {@link #write(Path, int, long,
   * LongUnaryOperator, LongPredicate, Executor)} does.
   */
  public static void write(
      Path target, int tier, long positions, LongUnaryOperator recordAt, Executor compressors) {
    write(target, tier, positions, recordAt, EVERY_RANK, compressors);
  }

  /**
   * Writes a tier's records to {@code target}, replacing it in one step once the whole file is on
   * disk. Blocks are compressed by the executor, {@value #BLOCKS_AT_ONCE} at a time, and written in
   * order by the calling thread, so the file's bytes are the same for any executor.
   *
   * @param target the file to write
   * @param tier the tier's number, kept in the header
   * @param positions how many positions the tier has
   * @param recordAt the record of each stored rank from 0 to {@code positions − 1}, each from 0 to
   *     65535; called once per stored rank, from the executor's threads, blocks in no particular
   *     order
   * @param stored which ranks are stored ({@link #EVERY_RANK}, or the representatives of a game
   *     with symmetries); called once per rank, from the executor's threads
   * @param compressors where blocks are compressed: {@code Runnable::run} for the calling thread,
   *     or a pool
   * @throws DatabaseException when the folder cannot be written
   * @throws IllegalArgumentException when a record is not two bytes
   */
  public static void write(
      Path target,
      int tier,
      long positions,
      LongUnaryOperator recordAt,
      LongPredicate stored,
      Executor compressors) {
    if (positions < 0 || positions > MOST_POSITIONS) {
      throw new IllegalArgumentException(
          "a tier file holds 0 to " + MOST_POSITIONS + " positions: " + positions);
    }
    int blocks = (int) ((positions + BLOCK_POSITIONS - 1) / BLOCK_POSITIONS);
    long[] offsets = new long[blocks + 1];
    int[] checksums = new int[blocks];
    writeInPlace(
        target,
        out -> {
          long at = HEADER_BYTES + indexBytes(blocks);
          for (int batch = 0; batch < blocks; batch += BLOCKS_AT_ONCE) {
            List<CompletableFuture<byte[]>> packing = new ArrayList<>();
            for (int block = batch; block < Math.min(blocks, batch + BLOCKS_AT_ONCE); block++) {
              int number = block;
              packing.add(
                  CompletableFuture.supplyAsync(
                      () -> pack(tier, positions, recordAt, stored, number), compressors));
            }
            for (int i = 0; i < packing.size(); i++) {
              byte[] packed = packed(packing.get(i));
              offsets[batch + i] = at;
              checksums[batch + i] = crc(packed);
              writeFully(out, ByteBuffer.wrap(packed), at);
              at += packed.length;
            }
          }
          offsets[blocks] = at;
          writeFully(out, header(tier, positions, blocks), 0);
          writeFully(out, index(offsets, checksums), HEADER_BYTES);
        });
  }

  /** What {@link #writeInPlace} writes into the temporary file. */
  @FunctionalInterface
  interface FileWriting {
    void writeTo(FileChannel out) throws IOException;
  }

  /**
   * Writes a file to a temporary file beside its target ({@code NAME.part}), forces it to disk and
   * moves it over the target in one step ({@link #moveInPlace}): how tier files, key files and
   * manifests are written. When the writing fails, the temporary file is deleted and the target is
   * left as it was.
   *
   * @param target the file's final name
   * @param writing what the file holds, written from any position of the channel
   * @throws DatabaseException when the file cannot be written or moved
   */
  static void writeInPlace(Path target, FileWriting writing) {
    writeInPlace(target, target.resolveSibling(target.getFileName() + ".part"), writing);
  }

  /**
   * Writes a file as {@link #writeInPlace(Path, FileWriting)} does, through the temporary file
   * {@code partial}.
   */
  private static void writeInPlace(Path target, Path partial, FileWriting writing) {
    try (FileChannel out =
        FileChannel.open(
            partial,
            StandardOpenOption.CREATE,
            StandardOpenOption.WRITE,
            StandardOpenOption.TRUNCATE_EXISTING)) {
      writing.writeTo(out);
      out.force(true);
    } catch (IOException failed) {
      deleteQuietly(partial);
      throw DatabaseException.unwritable(partial, failed);
    } catch (RuntimeException failed) {
      deleteQuietly(partial);
      throw failed;
    }
    moveInPlace(partial, target);
  }

  /**
   * Moves a file written whole over its final name in one step (an atomic move), so the final name
   * holds either the old file or the whole new one: how tier files and manifests are written.
   *
   * @throws DatabaseException when the file system cannot move it in one step, or cannot move it at
   *     all
   */
  static void moveInPlace(Path partial, Path target) {
    try {
      Files.move(
          partial, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } catch (AtomicMoveNotSupportedException notAtomic) {
      throw new DatabaseException(
          "cannot move "
              + partial
              + " over "
              + target
              + " in one step (the file system does"
              + " not allow it); choose a folder on a local file system",
          notAtomic);
    } catch (IOException failed) {
      throw DatabaseException.unwritable(target, failed);
    }
  }

  /** One block's records, compressed. */
  private static byte[] pack(
      int tier, long positions, LongUnaryOperator recordAt, LongPredicate stored, int block) {
    return packFrom(tier, positions, recordAt, stored, (long) block * BLOCK_POSITIONS);
  }

  /**
   * The records of the stored ranks from {@code first} on, over a block's ranks or fewer at the
   * end, compressed: at {@value #ZSTD_LEVEL} when every rank is stored, at {@value
   * #ZSTD_LEVEL_OF_REPRESENTATIVES} when fewer are.
   */
  private static byte[] packFrom(
      int tier, long positions, LongUnaryOperator recordAt, LongPredicate stored, long first) {
    int ranks = (int) Math.min(BLOCK_POSITIONS, positions - first);
    byte[] raw = new byte[2 * ranks];
    int count = 0;
    for (int i = 0; i < ranks; i++) {
      if (!stored.test(first + i)) {
        continue;
      }
      long record = recordAt.applyAsLong(first + i);
      if (record < 0 || record > 0xFFFF) {
        throw new IllegalArgumentException(
            "the record of rank "
                + (first + i)
                + " of tier "
                + tier
                + " is "
                + record
                + ", not two bytes (0 to 65535)");
      }
      raw[2 * count] = (byte) record;
      raw[2 * count + 1] = (byte) (record >>> 8);
      count++;
    }
    return count == ranks
        ? COMPRESSORS.get().compress(raw)
        : REPRESENTATIVE_COMPRESSORS.get().compress(Arrays.copyOf(raw, 2 * count));
  }

  /**
   * The blocks of ranks {@code from} to {@code to − 1} of a tier, written to a file of their own by
   * {@link #writeSlice} (on another machine, say) and joined into the tier's file by {@link
   * #assemble}: the lengths and checksums of the compressed blocks, which the file holds one after
   * another.
   *
   * @param from the first rank, on a block's boundary
   * @param to past the last rank: on a block's boundary, or the tier's end
   * @param blockBytes each block's compressed length
   * @param checksums each block's CRC-32C
   */
  public record Slice(long from, long to, int[] blockBytes, int[] checksums)
      implements Serializable {

    /** The slice file's length: its blocks' lengths. */
    public long bytes() {
      long bytes = 0;
      for (int length : blockBytes) {
        bytes += length;
      }
      return bytes;
    }
  }

  /**
   * Writes the blocks of one slice of a tier to a file of their own, to be joined by {@link
   * #assemble}: the same compressed bytes {@link #write} gives those blocks. The file goes through
   * a temporary file of a name no other writer uses and is moved over {@code target} in one step,
   * so two attempts at the same slice (a task Spark ran twice) each leave the whole file, and the
   * same bytes.
   *
   * @param target the slice's file
   * @param tier the tier, for messages
   * @param positions the tier's positions
   * @param from the slice's first rank, a multiple of {@value #BLOCK_POSITIONS}
   * @param records the slice's records, rank {@code from} first; they end on a block's boundary or
   *     at the tier's end
   * @param stored which ranks are stored, as {@link #write(Path, int, long, LongUnaryOperator,
   *     LongPredicate, Executor)} is told
   * @return where the slice's blocks lie in its file
   * @throws IllegalArgumentException when the slice does not start and end on blocks' boundaries
   * @throws DatabaseException when the file cannot be written
   */
  public static Slice writeSlice(
      Path target, int tier, long positions, long from, short[] records, LongPredicate stored) {
    long to = from + records.length;
    if (from < 0
        || from % BLOCK_POSITIONS != 0
        || to > positions
        || to != positions && to % BLOCK_POSITIONS != 0) {
      throw new IllegalArgumentException(
          "ranks "
              + from
              + " to "
              + to
              + " of tier "
              + tier
              + " ("
              + positions
              + " positions) do not start and end on blocks of "
              + BLOCK_POSITIONS
              + " ranks");
    }
    int blocks = (records.length + BLOCK_POSITIONS - 1) / BLOCK_POSITIONS;
    int[] blockBytes = new int[blocks];
    int[] checksums = new int[blocks];
    Path partial = target.resolveSibling(target.getFileName() + "." + UUID.randomUUID() + ".part");
    writeInPlace(
        target,
        partial,
        out -> {
          long at = 0;
          for (int block = 0; block < blocks; block++) {
            int first = block * BLOCK_POSITIONS;
            byte[] packed =
                packFrom(
                    tier,
                    records.length,
                    rank -> records[(int) rank] & 0xFFFF,
                    rank -> stored.test(from + rank),
                    first);
            blockBytes[block] = packed.length;
            checksums[block] = crc(packed);
            writeFully(out, ByteBuffer.wrap(packed), at);
            at += packed.length;
          }
        });
    return new Slice(from, to, blockBytes, checksums);
  }

  /**
   * Writes a tier's file from its slices' files ({@link #writeSlice}), as {@link #write} would have
   * written it from the records: the header, the index from the slices' block lengths and
   * checksums, then each slice's blocks, each checked against its checksum as it is copied. The
   * target is replaced in one step once whole.
   *
   * <p>Time and memory: the slices' compressed bytes are read once, a block at a time.
   *
   * @param target the tier's file
   * @param tier the tier
   * @param positions the tier's positions
   * @param slices the slices, in rank order, covering every rank once
   * @param sliceFile where each slice (by its index in {@code slices}) was written
   * @throws IllegalArgumentException when the slices do not cover the tier in order
   * @throws DatabaseException when a slice's file is missing, of another length, or has a block
   *     that does not match its checksum (named, with the slice's ranks); or when the target cannot
   *     be written
   */
  public static void assemble(
      Path target, int tier, long positions, List<Slice> slices, IntFunction<Path> sliceFile) {
    long expected = 0;
    int blocks = 0;
    for (Slice slice : slices) {
      if (slice.from() != expected
          || slice.to() < slice.from()
          || slice.to() > positions
          || slice.to() != positions && slice.to() % BLOCK_POSITIONS != 0
          || slice.blockBytes().length
              != (slice.to() - slice.from() + BLOCK_POSITIONS - 1) / BLOCK_POSITIONS
          || slice.checksums().length != slice.blockBytes().length) {
        throw new IllegalArgumentException(
            "the slice of ranks "
                + slice.from()
                + " to "
                + slice.to()
                + " does not"
                + " follow rank "
                + expected
                + " of tier "
                + tier
                + " ("
                + positions
                + " positions) in whole blocks");
      }
      expected = slice.to();
      blocks += slice.blockBytes().length;
    }
    if (expected != positions || blocks > MOST_BLOCKS) {
      throw new IllegalArgumentException(
          "the slices cover ranks 0 to "
              + expected
              + " of tier "
              + tier
              + ", which"
              + " holds "
              + positions);
    }
    long[] offsets = new long[blocks + 1];
    int[] checksums = new int[blocks];
    int totalBlocks = blocks;
    writeInPlace(
        target,
        out -> {
          long at = HEADER_BYTES + indexBytes(totalBlocks);
          int block = 0;
          for (int index = 0; index < slices.size(); index++) {
            Slice slice = slices.get(index);
            Path file = sliceFile.apply(index);
            try (FileChannel in = readOpened(file, channel -> channel)) {
              long length = size(file, in);
              if (length != slice.bytes()) {
                throw new DatabaseException(
                    file
                        + ": the slice of ranks "
                        + slice.from()
                        + " to "
                        + slice.to()
                        + " of tier "
                        + tier
                        + " has "
                        + length
                        + " bytes, and its task wrote "
                        + slice.bytes()
                        + "; solve the tier again",
                    null);
              }
              long read = 0;
              for (int i = 0; i < slice.blockBytes().length; i++, block++) {
                byte[] packed = readFully(file, in, read, slice.blockBytes()[i]).array();
                if (crc(packed) != slice.checksums()[i]) {
                  throw new DatabaseException(
                      file
                          + ": block "
                          + i
                          + " of the slice of ranks "
                          + slice.from()
                          + " to "
                          + slice.to()
                          + " of tier "
                          + tier
                          + " does not match its checksum; solve the tier again",
                      null);
                }
                read += packed.length;
                offsets[block] = at;
                checksums[block] = slice.checksums()[i];
                writeFully(out, ByteBuffer.wrap(packed), at);
                at += packed.length;
              }
            }
          }
          offsets[totalBlocks] = at;
          writeFully(out, header(tier, positions, totalBlocks), 0);
          writeFully(out, index(offsets, checksums), HEADER_BYTES);
        });
  }

  /** A compressed block, or what compressing it threw. */
  private static byte[] packed(CompletableFuture<byte[]> packing) {
    try {
      return packing.join();
    } catch (CompletionException failed) {
      if (failed.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      if (failed.getCause() instanceof Error error) {
        throw error;
      }
      throw failed;
    }
  }

  /**
   * Opens a tier file, checking its header, its index and its length; the blocks are checked as
   * they are read.
   *
   * @param file the file
   * @param cache where decompressed blocks are kept
   * @return the open file; close it when done
   * @throws DatabaseException when the file is missing, truncated, of another format or damaged
   */
  public static TierFile open(Path file, BlockCache cache) {
    return open(file, cache, EVERY_RANK);
  }

  /**
   * Opens a tier file of a game that stores only some ranks, as {@link #open(Path, BlockCache)}
   * does.
   *
   * @param file the file
   * @param cache where decompressed blocks are kept
   * @param stored which ranks the file stores, as its writer was told
   * @return the open file; close it when done
   * @throws DatabaseException when the file is missing, truncated, of another format or damaged
   */
  public static TierFile open(Path file, BlockCache cache, LongPredicate stored) {
    return readOpened(file, channel -> read(file, channel, cache, stored));
  }

  /**
   * Opens a file for reading and reads what it holds, closing it again when that fails: how tier
   * and key files are opened.
   *
   * @throws DatabaseException when the file is missing or cannot be read
   */
  static <T> T readOpened(Path file, Function<FileChannel, T> read) {
    FileChannel channel;
    try {
      channel = FileChannel.open(file, StandardOpenOption.READ);
    } catch (NoSuchFileException missing) {
      throw DatabaseException.missing(file, missing);
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
    try {
      return read.apply(channel);
    } catch (RuntimeException bad) {
      closeQuietly(channel);
      throw bad;
    }
  }

  private static TierFile read(
      Path file, FileChannel channel, BlockCache cache, LongPredicate stored) {
    long length = size(file, channel);
    ByteBuffer header =
        checkedHeader(
            file, channel, length, MAGIC, HEADER_BYTES, "tier", what -> damaged(file, -1, what));
    int tier = header.getInt();
    long positions = header.getLong();
    int blockPositions = header.getInt();
    int codec = header.getInt();
    int blocks = header.getInt();
    if (codec != CODEC_ZSTD
        || blockPositions <= 0
        || positions < 0
        || blocks < 0
        || blocks > MOST_BLOCKS
        || positions > (long) blocks * blockPositions
        || blocks > 0 && positions <= (long) (blocks - 1) * blockPositions) {
      throw damaged(
          file,
          tier,
          "its header is inconsistent (codec "
              + codec
              + ", "
              + positions
              + " positions in "
              + blocks
              + " blocks of "
              + blockPositions
              + ")");
    }
    int indexBytes = indexBytes(blocks);
    if (length < HEADER_BYTES + (long) indexBytes) {
      throw damaged(
          file,
          tier,
          "it has " + length + " bytes, fewer than its header and index take (truncated)");
    }
    ByteBuffer index = readFully(file, channel, HEADER_BYTES, indexBytes);
    if (crc(index.array(), 0, indexBytes - 4) != index.getInt(indexBytes - 4)) {
      throw damaged(file, tier, "its block index does not match its checksum");
    }
    long[] offsets = new long[blocks + 1];
    for (int i = 0; i <= blocks; i++) {
      offsets[i] = index.getLong();
    }
    int[] checksums = new int[blocks];
    for (int i = 0; i < blocks; i++) {
      checksums[i] = index.getInt();
    }
    if (offsets[0] != HEADER_BYTES + (long) indexBytes) {
      throw damaged(file, tier, "its first block is not where its index ends");
    }
    for (int i = 0; i < blocks; i++) {
      if (offsets[i + 1] <= offsets[i]) {
        throw damaged(file, tier, "its block index is not increasing at block " + i);
      }
    }
    if (offsets[blocks] != length) {
      throw damaged(
          file,
          tier,
          "it has "
              + length
              + " bytes, and its index says "
              + offsets[blocks]
              + (length < offsets[blocks] ? " (truncated)" : " (bytes were added)"));
    }
    return new TierFile(
        file,
        channel,
        tier,
        positions,
        blockPositions,
        offsets,
        checksums,
        cache,
        stored,
        index.getInt(indexBytes - 4));
  }

  /** The tier's number, as written in the header. */
  public int tier() {
    return tier;
  }

  /** How many positions the tier has. */
  public long positions() {
    return positions;
  }

  /** How many bytes the file takes. */
  public long bytes() {
    return offsets[offsets.length - 1];
  }

  /**
   * The record of one stored position: decompresses its block unless the cache holds it, with the
   * records of its ranks that are not stored left 0.
   *
   * @param rank from 0 to {@link #positions()} − 1, a stored rank
   * @return the record, 0 to 65535
   * @throws DatabaseException when the block does not match its checksum or does not decompress to
   *     its size
   */
  public int record(long rank) {
    if (rank < 0 || rank >= positions) {
      throw new IndexOutOfBoundsException(
          "rank " + rank + " of tier " + tier + ", which holds ranks 0 to " + (positions - 1));
    }
    int block = (int) (rank / blockPositions);
    byte[] records = cache.get(new BlockCache.Key(contents, block), key -> load(key.block()));
    int at = 2 * (int) (rank - (long) block * blockPositions);
    return (records[at] & 0xFF) | (records[at + 1] & 0xFF) << 8;
  }

  /**
   * Reads every stored record in rank order, a block at a time, without the cache: what a build
   * that resumes does with a tier the next tier needs.
   *
   * @param into told each stored rank and its record
   * @throws DatabaseException when a block does not match its checksum or does not decompress to
   *     its size
   */
  public void forEachRecord(TierArchive.RecordSink into) {
    for (int block = 0; block < checksums.length; block++) {
      forEachStored(block, unpacked(block), into);
    }
  }

  /**
   * Reads and checks every block: what {@code db verify} does for each file.
   *
   * @throws DatabaseException at the first block that does not match its checksum or does not
   *     decompress to its size
   */
  public void checkEveryBlock() {
    for (int block = 0; block < checksums.length; block++) {
      load(block);
    }
  }

  /**
   * Closes the file; its blocks stay in the cache, for the next reader of the same contents, until
   * evicted.
   */
  @Override
  public void close() {
    closeQuietly(channel);
  }

  /** A block's records by rank, two bytes each, a rank that is not stored holding 0. */
  private byte[] load(int block) {
    byte[] records = unpacked(block);
    long first = (long) block * blockPositions;
    int ranks = ranksOf(block);
    if (stored == EVERY_RANK && records.length == 2 * ranks) {
      return records;
    }
    byte[] spread = new byte[2 * ranks];
    forEachStored(
        block,
        records,
        (rank, record) -> {
          int at = 2 * (int) (rank - first);
          spread[at] = (byte) record;
          spread[at + 1] = (byte) (record >>> 8);
        });
    return spread;
  }

  /** The ranks a block covers: {@link #blockPositions}, or fewer in the last block. */
  private int ranksOf(int block) {
    return (int) Math.min(blockPositions, positions - (long) block * blockPositions);
  }

  /**
   * A block's stored records as written, two bytes each: read, checked against its checksum and
   * decompressed.
   */
  private byte[] unpacked(int block) {
    int packedLength = (int) (offsets[block + 1] - offsets[block]);
    byte[] packed = readFully(file, channel, offsets[block], packedLength).array();
    if (crc(packed) != checksums[block]) {
      throw damaged(file, tier, "block " + block + " does not match its checksum");
    }
    try {
      return DECOMPRESSORS.get().decompress(packed, 2 * ranksOf(block));
    } catch (ZstdException broken) {
      throw damaged(
          file, tier, "block " + block + " does not decompress (" + broken.getMessage() + ")");
    }
  }

  /**
   * Tells each stored rank of a block its record, in rank order, walking the block's ranks once
   * (one test of {@link #stored} each).
   *
   * @param records the block's stored records, from {@link #unpacked}
   * @throws DatabaseException when the block holds another number of records than it has stored
   *     ranks
   */
  private void forEachStored(int block, byte[] records, TierArchive.RecordSink into) {
    long first = (long) block * blockPositions;
    int ranks = ranksOf(block);
    int count = 0;
    for (int i = 0; i < ranks; i++) {
      if (stored.test(first + i)) {
        if (2 * count + 1 < records.length) {
          into.accept(
              first + i, (records[2 * count] & 0xFF) | (records[2 * count + 1] & 0xFF) << 8);
        }
        count++;
      }
    }
    if (records.length != 2 * count) {
      throw damaged(
          file,
          tier,
          "block "
              + block
              + " holds "
              + records.length
              + " bytes, not the "
              + 2 * count
              + " of the "
              + count
              + " ranks it stores");
    }
  }

  /**
   * Reads the header of a file of this format and checks what every such file starts with: enough
   * bytes for the header, the magic that names its kind, the header's checksum, and the format
   * version.
   *
   * @param magic the first bytes, in ASCII, of a file of this kind
   * @param headerBytes the header's length, its checksum last
   * @param kind the file's kind in messages ({@code "tier"}, {@code "key"})
   * @param damaged the error for a damaged file, from what is wrong
   * @return the header, read up to and including the version
   * @throws DatabaseException when any of these is wrong
   */
  static ByteBuffer checkedHeader(
      Path file,
      FileChannel channel,
      long length,
      byte[] magic,
      int headerBytes,
      String kind,
      Function<String, DatabaseException> damaged) {
    if (length < headerBytes) {
      throw damaged.apply(
          "it has " + length + " bytes, fewer than a header's " + headerBytes + " (truncated)");
    }
    ByteBuffer header = readFully(file, channel, 0, headerBytes);
    byte[] start = new byte[magic.length];
    header.get(start);
    if (!Arrays.equals(start, magic)) {
      throw damaged.apply(
          "it is not a nimber "
              + kind
              + " file (it does not start with "
              + new String(magic, US_ASCII)
              + ")");
    }
    if (crc(header.array(), 0, headerBytes - 4) != header.getInt(headerBytes - 4)) {
      throw damaged.apply("its header does not match its checksum");
    }
    checkVersion(file, header.getInt());
    return header;
  }

  /**
   * Refuses a file written in another format version.
   *
   * @throws DatabaseException saying to rebuild the database, when the version is not {@value
   *     #FORMAT_VERSION}
   */
  static void checkVersion(Path file, int version) {
    if (version != FORMAT_VERSION) {
      throw new DatabaseException(
          file
              + ": format version "
              + version
              + ", and this nimber reads version "
              + FORMAT_VERSION
              + "; rebuild the database with this nimber",
          null);
    }
  }

  private static DatabaseException damaged(Path file, int tier, String what) {
    return new DatabaseException(
        file + ": " + what + "; rebuild " + (tier >= 0 ? "tier " + tier : "this tier"), null);
  }

  private static ByteBuffer header(int tier, long positions, int blocks) {
    ByteBuffer header = ByteBuffer.allocate(HEADER_BYTES).order(ByteOrder.BIG_ENDIAN);
    header
        .put(MAGIC)
        .putInt(FORMAT_VERSION)
        .putInt(tier)
        .putLong(positions)
        .putInt(BLOCK_POSITIONS)
        .putInt(CODEC_ZSTD)
        .putInt(blocks)
        .putInt(ZSTD_LEVEL);
    header.putInt(crc(header.array(), 0, HEADER_BYTES - 4));
    return header.flip();
  }

  private static ByteBuffer index(long[] offsets, int[] checksums) {
    int bytes = indexBytes(checksums.length);
    ByteBuffer index = ByteBuffer.allocate(bytes).order(ByteOrder.BIG_ENDIAN);
    for (long offset : offsets) {
      index.putLong(offset);
    }
    for (int checksum : checksums) {
      index.putInt(checksum);
    }
    index.putInt(crc(index.array(), 0, bytes - 4));
    return index.flip();
  }

  /**
   * The index: an offset per block and one past the last, a checksum per block, and the index's own
   * checksum.
   */
  private static int indexBytes(int blocks) {
    return 8 * (blocks + 1) + 4 * blocks + 4;
  }

  static int crc(byte[] bytes) {
    return crc(bytes, 0, bytes.length);
  }

  static int crc(byte[] bytes, int from, int length) {
    CRC32C crc = new CRC32C();
    crc.update(bytes, from, length);
    return (int) crc.getValue();
  }

  static long size(Path file, FileChannel channel) {
    try {
      return channel.size();
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
  }

  static ByteBuffer readFully(Path file, FileChannel channel, long at, int length) {
    ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.BIG_ENDIAN);
    try {
      while (buffer.hasRemaining()) {
        if (channel.read(buffer, at + buffer.position()) < 0) {
          throw damaged(file, -1, "it ends at byte " + (at + buffer.position()) + " (truncated)");
        }
      }
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
    return buffer.flip();
  }

  static void writeFully(FileChannel out, ByteBuffer bytes, long at) throws IOException {
    while (bytes.hasRemaining()) {
      at += out.write(bytes, at);
    }
  }

  static void deleteQuietly(Path partial) {
    try {
      Files.deleteIfExists(partial);
    } catch (IOException ignored) {
      // A temporary file left behind is never read: only the target's name is.
    }
  }

  static void closeQuietly(FileChannel channel) {
    try {
      channel.close();
    } catch (IOException ignored) {
      // Only read from: nothing is lost.
    }
  }
}
