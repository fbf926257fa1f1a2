package dev.nimber.benchmarks;

import com.github.luben.zstd.Zstd;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.storage.ValueRecord;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.games.connect.ConnectGame;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
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
import org.openjdk.jmh.annotations.Warmup;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZInputStream;
import org.tukaani.xz.XZOutputStream;

/**
 * The codecs the solved-database issue asks to compare, on real tier records: every position's
 * two-byte record (outcome in the top two bits, remoteness below) of a solved game, tier after
 * tier, cut into independent blocks of 1 MiB as a database would store them. {@code writeAll}
 * compresses every block (the cost of writing a database); {@code readOneBlock} decompresses one
 * block, a different one each time (the cost of a lookup that misses the block cache). The
 * compressed size of each codec is printed once per fork, as {@code ratio}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xmx4g"})
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 3, time = 3)
public class DatabaseCodecBenchmark {

  /** Positions per block: 2^19 two-byte records, 1 MiB. */
  static final int BLOCK_POSITIONS = 1 << 19;

  /**
   * {@code zstd-3} (zstd's default level), {@code zstd-19} (its strongest usual level), {@code
   * xz-6} (xz's default).
   */
  @Param({"zstd-3", "zstd-19", "xz-6"})
  String codec;

  /**
   * {@code connect-5x4}: Connect Four on 5 columns of 4, 5,593,371 boards numbered; {@code
   * nim-4x50}: four heaps of at most 50, taking 1 to 3, 6,765,201 positions.
   */
  @Param({"connect-5x4", "nim-4x50"})
  String game;

  private List<byte[]> blocks;
  private List<byte[]> compressed;
  private int next;

  @Setup(Level.Trial)
  public void solveAndCompress() {
    RankedPositions space =
        game.equals("connect-5x4")
            ? new ConnectGame()
                .ranked(
                    new ConnectGame()
                        .bind(Map.of("width", "5", "height", "4", "k", "4", "gravity", "true")))
                .orElseThrow()
            : new RankedNim(4, 50, 3);
    blocks = records(space);
    compressed = new ArrayList<>();
    long raw = 0;
    long packed = 0;
    for (byte[] block : blocks) {
      byte[] done = compress(block);
      compressed.add(done);
      raw += block.length;
      packed += done.length;
    }
    System.out.printf(
        "%n%s on %s: %d blocks, %d bytes -> %d bytes, ratio %.1f, %.3f bits per position%n",
        codec, game, blocks.size(), raw, packed, (double) raw / packed, 8.0 * packed / (raw / 2.0));
  }

  /** Compresses every block: what writing the database costs. */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long writeAll() {
    long total = 0;
    for (byte[] block : blocks) {
      total += compress(block).length;
    }
    return total;
  }

  /**
   * Decompresses one block, the next each time: what a lookup that misses the block cache costs.
   */
  @Benchmark
  @OutputTimeUnit(TimeUnit.MICROSECONDS)
  public byte[] readOneBlock() {
    next = (next + 1) % compressed.size();
    byte[] block = decompress(compressed.get(next), blocks.get(next).length);
    if (block.length != blocks.get(next).length) {
      throw new IllegalStateException(
          "block " + next + " came back with " + block.length + " bytes");
    }
    return block;
  }

  /** Every position's record, two bytes little-endian, tiers in order, cut into blocks. */
  private static List<byte[]> records(RankedPositions space) {
    int top = space.tierCount() - 1;
    SolvedTiers solved =
        new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
            .solve(space, top);
    List<byte[]> blocks = new ArrayList<>();
    byte[] block = new byte[2 * BLOCK_POSITIONS];
    int filled = 0;
    for (int tier = 0; tier <= top; tier++) {
      for (long rank = 0; rank < space.tierSize(tier); rank++) {
        long representative = space.canonical(tier, rank);
        GameSearch.Evaluation value = solved.evaluate(tier, representative);
        int record =
            ValueRecord.of(
                value.outcome(), Math.min(value.remoteness(), ValueRecord.MAX_REMOTENESS));
        block[filled++] = (byte) record;
        block[filled++] = (byte) (record >>> 8);
        if (filled == block.length) {
          blocks.add(block);
          block = new byte[block.length];
          filled = 0;
        }
      }
    }
    if (filled > 0) {
      blocks.add(Arrays.copyOf(block, filled));
    }
    return blocks;
  }

  private byte[] compress(byte[] block) {
    if (codec.startsWith("zstd-")) {
      return Zstd.compress(block, Integer.parseInt(codec.substring(5)));
    }
    ByteArrayOutputStream out = new ByteArrayOutputStream(block.length / 4);
    try (XZOutputStream xz =
        new XZOutputStream(out, new LZMA2Options(Integer.parseInt(codec.substring(3))))) {
      xz.write(block);
    } catch (IOException impossible) {
      throw new UncheckedIOException(impossible);
    }
    return out.toByteArray();
  }

  private byte[] decompress(byte[] packed, int length) {
    if (codec.startsWith("zstd-")) {
      return Zstd.decompress(packed, length);
    }
    try (XZInputStream xz = new XZInputStream(new ByteArrayInputStream(packed))) {
      return xz.readNBytes(length);
    } catch (IOException impossible) {
      throw new UncheckedIOException(impossible);
    }
  }
}
