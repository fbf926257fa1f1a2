package dev.nimber.db;

import dev.nimber.engine.tier.TierArchive;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.function.LongUnaryOperator;

/**
 * A database being built in a folder, one tier file at a time, so that a build stopped at any
 * moment (kill -9 included) leaves a folder that the next build of the same instance resumes and
 * that {@link Database#open} refuses:
 *
 * <ol>
 *   <li>the manifest goes first, so the folder no longer answers;
 *   <li>{@value #MARKER} names the instance being built; tier files found beside a marker of
 *       exactly this instance (plugin version included) are kept when every block checks, and any
 *       other tier files are deleted before the marker is written;
 *   <li>each tier is written to a temporary file, forced to disk and renamed ({@link
 *       TierFile#write});
 *   <li>{@link #finish} writes the manifest, then deletes the marker.
 * </ol>
 *
 * <p>Tier files are the same bytes whatever the order or the number of runs that wrote them, so a
 * resumed build ends with the checksums of one never stopped.
 */
public final class DatabaseBuild implements TierArchive, AutoCloseable {

  /** The file that names the instance of a build in progress. */
  public static final String MARKER = "build.json";

  /**
   * The largest Grundy value a Grundy file holds: its two-byte records keep the value plus one, 0
   * for none.
   */
  public static final int MAX_GRUNDY = 0xFFFE;

  private final Path folder;
  private final Manifest.Identity identity;
  private final Consumer<String> notes;

  /** Tiers whose files were found whole or written by this build, with their positions. */
  private final Map<Integer, Long> finished = new TreeMap<>();

  private final boolean resumed;

  /** Whether this build keeps Grundy values. */
  private final boolean grundy;

  /** Which ranks each tier stores: the representatives, for a game with symmetries. */
  private final TierSymmetry symmetry;

  /** Whether this build wrote the positions' keys ({@link #keepKeyed}). */
  private boolean keyed;

  private final BlockCache noCache = BlockCache.ofBytes(0);

  /** The compressing threads; null when the calling thread compresses. */
  private final ExecutorService compressors;

  /** Where blocks are compressed: the pool, or the calling thread. */
  private final Executor compressing;

  private DatabaseBuild(
      Path folder,
      Manifest.Identity identity,
      Consumer<String> notes,
      boolean resumed,
      int threads,
      boolean grundy,
      TierSymmetry symmetry) {
    this.folder = folder;
    this.identity = identity;
    this.notes = notes;
    this.resumed = resumed;
    this.grundy = grundy;
    this.symmetry = symmetry;
    this.compressors =
        threads == 1
            ? null
            : Executors.newFixedThreadPool(
                threads,
                task -> {
                  Thread thread = new Thread(task, "nimber-db-compress");
                  thread.setDaemon(true);
                  return thread;
                });
    this.compressing = compressors == null ? Runnable::run : compressors;
  }

  /**
   * Starts or resumes a build that compresses on the calling thread, as {@link #start(Path,
   * Manifest.Identity, Consumer, int, boolean)} does, without a Grundy column.
   */
  public static DatabaseBuild start(
      Path folder, Manifest.Identity identity, Consumer<String> notes) {
    return start(folder, identity, notes, 1, false);
  }

  /**
   * Starts or resumes the build of an instance in a folder.
   *
   * @param folder the folder, created when missing
   * @param identity the instance to build
   * @param notes told, one line each, of tier files kept from an earlier build or found damaged
   * @param threads how many threads compress each tier's blocks, 1 to 1024; the files are the same
   *     for any number
   * @param grundy whether the database keeps a Grundy column (a file per tier beside the records);
   *     tiers built before without one are solved again
   * @return the build; close it when done
   * @throws DatabaseException when the folder holds a database or a build of another instance
   *     (another game, parameters or play convention; another plugin version is rebuilt in place),
   *     or cannot be written
   */
  public static DatabaseBuild start(
      Path folder,
      Manifest.Identity identity,
      Consumer<String> notes,
      int threads,
      boolean grundy) {
    return start(folder, identity, notes, threads, grundy, TierSymmetry.NONE);
  }

  /**
   * Starts or resumes the build of an instance of a game with symmetries, which stores only
   * representatives, as {@link #start(Path, Manifest.Identity, Consumer, int, boolean)} does.
   *
   * @param symmetry where the game's numbering stores each position
   */
  public static DatabaseBuild start(
      Path folder,
      Manifest.Identity identity,
      Consumer<String> notes,
      int threads,
      boolean grundy,
      TierSymmetry symmetry) {
    if (threads < 1 || threads > 1024) {
      throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
    }
    try {
      if (Files.exists(folder) && !Files.isDirectory(folder)) {
        throw new DatabaseException(
            folder + " is a file, not a folder; choose a folder for the database", null);
      }
      Files.createDirectories(folder);
      boolean finished = sameInstance(folder, Manifest.FILE, identity, "holds the database of");
      boolean unfinished = sameInstance(folder, MARKER, identity, "holds an unfinished build of");
      if (finished || unfinished) {
        // The marker goes first: stopped before the manifest is gone, the folder still holds the
        // whole database.
        if (!unfinished) {
          new Manifest(identity, List.of()).writeAs(folder, MARKER);
        }
        Files.deleteIfExists(folder.resolve(Manifest.FILE));
        deleteAll(folder, SLICE_FILES);
        if (!grundy) {
          deleteAll(folder, GRUNDY_FILES);
        }
      } else {
        Files.deleteIfExists(folder.resolve(Manifest.FILE));
        deleteAll(folder, TIER_FILES);
        deleteAll(folder, GRUNDY_FILES);
        Files.deleteIfExists(folder.resolve(KEY_FILE));
        new Manifest(identity, List.of()).writeAs(folder, MARKER);
      }
      return new DatabaseBuild(
          folder, identity, notes, finished || unfinished, threads, grundy, symmetry);
    } catch (IOException failed) {
      throw DatabaseException.unwritable(folder, failed);
    }
  }

  /**
   * Whether a manifest or a marker in the folder names exactly this instance; refuses one of
   * another instance.
   *
   * @return true when it names this instance with the same plugin version, false when there is none
   *     or when only the plugin's version differs
   */
  private static boolean sameInstance(
      Path folder, String name, Manifest.Identity identity, String holds) {
    if (!Files.exists(folder.resolve(name))) {
      return false;
    }
    Manifest.Identity found;
    try {
      found = Manifest.readAs(folder, name).identity();
    } catch (DatabaseException unreadable) {
      throw new DatabaseException(
          folder
              + " "
              + holds
              + " an instance that cannot be read ("
              + unreadable.getMessage()
              + "); choose another folder, or delete this one first",
          unreadable);
    }
    Manifest.Identity foundAnyVersion =
        new Manifest.Identity(
            found.game(), identity.pluginVersion(), found.parameters(), found.play());
    if (!foundAnyVersion.equals(identity)) {
      throw new DatabaseException(
          folder
              + " "
              + holds
              + " another instance: "
              + String.join("; ", found.differences(identity))
              + "; choose another folder, or delete this one first",
          null);
    }
    return found.equals(identity);
  }

  private static final String TIER_FILES = "tier-*.nimberdb*";
  private static final String GRUNDY_FILES = "grundy-*.nimberdb*";
  private static final String SLICE_FILES = "tier-*.nimberdb.slice-*";

  /** The file of the positions' keys, for a game that does not number its positions. */
  static final String KEY_FILE = "keys.nimberdb";

  /** Deletes the folder's files whose names match a glob pattern. */
  private static void deleteAll(Path folder, String pattern) throws IOException {
    List<Path> files = new ArrayList<>();
    try (DirectoryStream<Path> listed = Files.newDirectoryStream(folder, pattern)) {
      listed.forEach(files::add);
    }
    for (Path file : files) {
      Files.delete(file);
    }
  }

  /** The file name of a tier. */
  static String fileName(int tier) {
    return "tier-" + tier + ".nimberdb";
  }

  /** The file name of a tier's Grundy column. */
  static String grundyFileName(int tier) {
    return "grundy-" + tier + ".nimberdb";
  }

  /**
   * Whether a tier's file was written whole by an earlier run of this build: it opens, holds this
   * tier with this many positions, and every block matches its checksum. A damaged file is noted
   * and solved again.
   */
  @Override
  public boolean holds(int tier, long positions) {
    if (finished.containsKey(tier)) {
      return finished.get(tier) == positions;
    }
    if (!resumed
        || !whole(folder.resolve(fileName(tier)), tier, positions)
        || grundy && !whole(folder.resolve(grundyFileName(tier)), tier, positions)) {
      return false;
    }
    finished.put(tier, positions);
    notes.accept("tier " + tier + " (" + positions + " positions) was built before; kept");
    return true;
  }

  /** Whether a file of an earlier run holds this tier whole; a damaged one is noted. */
  private boolean whole(Path file, int tier, long positions) {
    if (!Files.exists(file)) {
      return false;
    }
    try (TierFile found = TierFile.open(file, noCache, symmetry.stored(tier))) {
      if (found.tier() != tier || found.positions() != positions) {
        notes.accept(
            file
                + " holds tier "
                + found.tier()
                + " with "
                + found.positions()
                + " positions, not tier "
                + tier
                + " with "
                + positions
                + "; solving tier "
                + tier
                + " again");
        return false;
      }
      found.checkEveryBlock();
    } catch (DatabaseException damaged) {
      notes.accept(
          damaged.getMessage().replaceFirst("; rebuild .*", "")
              + "; solving tier "
              + tier
              + " again");
      return false;
    }
    return true;
  }

  /**
   * Opens a tier that a build in a folder has kept, from another process than the build's own (an
   * executor of a distributed solve, say): tier files are renamed into place whole, so one that
   * exists is complete.
   *
   * @param folder the build's folder
   * @param tier the tier
   * @param cache where the file's decompressed blocks are kept
   * @return the open file; close it when done
   * @throws DatabaseException when the tier's file is missing or damaged
   */
  public static TierFile openKept(Path folder, int tier, BlockCache cache) {
    return openKept(folder, tier, cache, TierSymmetry.NONE);
  }

  /**
   * Opens a tier that a build of a game with symmetries has kept, as {@link #openKept(Path, int,
   * BlockCache)} does.
   *
   * @param symmetry where the game's numbering stores each position
   */
  public static TierFile openKept(Path folder, int tier, BlockCache cache, TierSymmetry symmetry) {
    return TierFile.open(folder.resolve(fileName(tier)), cache, symmetry.stored(tier));
  }

  /**
   * The file of one slice of a tier, written by {@link #writeSlice} before {@link #keepSlices}
   * joins the slices: named by its ranks, {@code tier-N.nimberdb.slice-FROM-TO}, so that a build
   * started afresh deletes it with the tier files.
   */
  static Path sliceFile(Path folder, int tier, long from, long to) {
    return folder.resolve(fileName(tier) + ".slice-" + from + "-" + to);
  }

  /**
   * Writes the blocks of one slice of a tier into a build's folder, from another process than the
   * build's own (an executor of a distributed solve): see {@link TierFile#writeSlice}.
   *
   * @param folder the build's folder
   * @param tier the tier
   * @param positions the tier's positions
   * @param from the slice's first rank, on a block's boundary
   * @param records the slice's records, each its representative's as {@link #keep} is given them
   * @param symmetry where the game's numbering stores each position: only representatives' records
   *     are written
   * @return where the slice's blocks lie, for {@link #keepSlices}
   * @throws DatabaseException when the folder cannot be written
   */
  public static TierFile.Slice writeSlice(
      Path folder, int tier, long positions, long from, short[] records, TierSymmetry symmetry) {
    return TierFile.writeSlice(
        sliceFile(folder, tier, from, from + records.length),
        tier,
        positions,
        from,
        records,
        symmetry.stored(tier));
  }

  /**
   * Keeps a tier whose slices were written by {@link #writeSlice}: joins them into the tier's file,
   * the bytes {@link #keep} writes from the same records, then deletes the tier's slice files, with
   * the temporary files of writers killed part way through.
   *
   * @param tier the tier
   * @param positions the tier's positions
   * @param slices the slices, in rank order, covering the tier
   * @throws DatabaseException when a slice's file is missing or does not match what its writer
   *     reported; the tier is then not kept
   */
  public void keepSlices(int tier, long positions, List<TierFile.Slice> slices) {
    TierFile.assemble(
        folder.resolve(fileName(tier)),
        tier,
        positions,
        slices,
        index -> sliceFile(folder, tier, slices.get(index).from(), slices.get(index).to()));
    finished.put(tier, positions);
    try {
      // The slices joined, and any a task killed part way through left behind.
      deleteAll(folder, fileName(tier) + ".slice-*");
    } catch (IOException failed) {
      throw DatabaseException.unwritable(folder, failed);
    }
  }

  @Override
  public void read(int tier, RecordSink into) {
    try (TierFile file =
        TierFile.open(folder.resolve(fileName(tier)), noCache, symmetry.stored(tier))) {
      file.forEachRecord(into);
    }
  }

  @Override
  public boolean keepsGrundy() {
    return grundy;
  }

  /**
   * Writes a tier's Grundy file: each value plus one in a two-byte record, 0 where the value is
   * undefined.
   *
   * @throws DatabaseException when a value passes {@value #MAX_GRUNDY}
   */
  @Override
  public void keepGrundy(int tier, long positions, LongUnaryOperator grundyAt) {
    TierFile.write(
        folder.resolve(grundyFileName(tier)),
        tier,
        positions,
        rank -> {
          long value = grundyAt.applyAsLong(rank);
          if (value > MAX_GRUNDY) {
            throw new DatabaseException(
                "position "
                    + rank
                    + " of tier "
                    + tier
                    + " has Grundy value "
                    + value
                    + ", more"
                    + " than the "
                    + MAX_GRUNDY
                    + " a database's Grundy column holds; build it without --grundy",
                null);
          }
          return value + 1;
        },
        symmetry.stored(tier),
        compressing);
  }

  @Override
  public void readGrundy(int tier, RecordSink into) {
    try (TierFile file =
        TierFile.open(folder.resolve(grundyFileName(tier)), noCache, symmetry.stored(tier))) {
      file.forEachRecord((rank, record) -> into.accept(rank, record - 1));
    }
  }

  @Override
  public void keep(int tier, long positions, LongUnaryOperator recordAt) {
    TierFile.write(
        folder.resolve(fileName(tier)),
        tier,
        positions,
        recordAt,
        symmetry.stored(tier),
        compressing);
    finished.put(tier, positions);
  }

  /**
   * Keeps every position of a game that does not number them: their keys, sorted, in {@value
   * #KEY_FILE}, and the i-th key's record as rank i of tier 0. Written whole each time (a build of
   * such a game does not resume part way); {@link #finish} with tier 0 then lists both.
   *
   * @param sorted the keys in increasing unsigned byte order, none repeated
   * @param recordAt the record of the i-th key
   * @throws IllegalArgumentException when two keys are equal or out of order
   */
  public void keepKeyed(List<byte[]> sorted, LongUnaryOperator recordAt) {
    KeyFile.write(folder.resolve(KEY_FILE), sorted);
    keep(0, sorted.size(), recordAt);
    keyed = true;
  }

  /**
   * Ends the build: writes the manifest, listing every tier kept, lowest first, then deletes any
   * slice files left and {@value #MARKER}.
   *
   * @param tiers the tiers the database must hold; each must have been kept
   * @return the manifest written
   * @throws IllegalStateException when a tier was not kept
   */
  public Manifest finish(List<Integer> tiers) {
    List<Manifest.Tier> listed = new ArrayList<>();
    List<Manifest.Tier> grundyListed = new ArrayList<>();
    for (int tier : tiers.stream().sorted().toList()) {
      Long positions = finished.get(tier);
      if (positions == null) {
        throw new IllegalStateException("tier " + tier + " was not built");
      }
      listed.add(listing(tier, positions, fileName(tier)));
      if (grundy) {
        grundyListed.add(listing(tier, positions, grundyFileName(tier)));
      }
    }
    List<Manifest.Tier> keyListed =
        keyed ? List.of(listing(0, finished.get(0), KEY_FILE)) : List.of();
    Manifest manifest = new Manifest(identity, listed, grundyListed, keyListed);
    manifest.write(folder);
    try {
      // Slices a task Spark had given up on wrote after their tier was kept.
      deleteAll(folder, SLICE_FILES);
      Files.deleteIfExists(folder.resolve(MARKER));
    } catch (IOException failed) {
      throw DatabaseException.unwritable(folder.resolve(MARKER), failed);
    }
    return manifest;
  }

  private Manifest.Tier listing(int tier, long positions, String name) {
    Path file = folder.resolve(name);
    return new Manifest.Tier(tier, positions, name, Database.size(file), Database.checksum(file));
  }

  /** Stops the compressing threads; the folder stays as it is, finished or not. */
  @Override
  public void close() {
    if (compressors != null) {
      compressors.shutdownNow();
    }
  }
}
