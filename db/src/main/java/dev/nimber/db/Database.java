package dev.nimber.db;

import dev.nimber.engine.GameSearch;
import dev.nimber.engine.storage.KeyedValues;
import dev.nimber.engine.storage.ValueRecord;
import dev.nimber.engine.tier.TierValues;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.function.ObjLongConsumer;
import java.util.zip.CRC32C;

/**
 * A solved database: a folder with one {@link TierFile} per tier and the {@link Manifest} that
 * lists them, written last. It answers only the instance it was built for; another game, plugin
 * version, parameters or play convention is refused with the difference named, and so is a folder
 * whose files do not match the manifest.
 */
public final class Database implements TierValues, KeyedValues, AutoCloseable {

  private final Path folder;
  private final Manifest manifest;
  private final Map<Integer, TierFile> tiers;

  /** The Grundy column's files, by tier; empty when the database keeps none. */
  private final Map<Integer, TierFile> grundy;

  /** The positions' keys of a game that does not number them; null for a ranked game's database. */
  private final KeyFile keys;

  /** Where each position is stored: at its representative, for a game with symmetries. */
  private final TierSymmetry symmetry;

  private Database(
      Path folder,
      Manifest manifest,
      Map<Integer, TierFile> tiers,
      Map<Integer, TierFile> grundy,
      KeyFile keys,
      TierSymmetry symmetry) {
    this.folder = folder;
    this.manifest = manifest;
    this.tiers = tiers;
    this.grundy = grundy;
    this.keys = keys;
    this.symmetry = symmetry;
  }

  /**
   * Opens a database for one instance, checking the manifest against it and every tier file's
   * header, index and size against the manifest.
   *
   * @param folder the folder
   * @param wanted the instance asked about
   * @param cache where decompressed blocks are kept
   * @return the database; close it when done
   * @throws DatabaseException naming what differs or what is damaged
   */
  public static Database open(Path folder, Manifest.Identity wanted, BlockCache cache) {
    return open(folder, Manifest.read(folder), wanted, cache);
  }

  /**
   * Opens a database whose manifest was read already, as {@link #open(Path, Manifest.Identity,
   * BlockCache)} does.
   *
   * @param folder the folder
   * @param manifest its manifest
   * @param wanted the instance asked about
   * @param cache where decompressed blocks are kept
   * @return the database; close it when done
   * @throws DatabaseException naming what differs or what is damaged
   */
  public static Database open(
      Path folder, Manifest manifest, Manifest.Identity wanted, BlockCache cache) {
    return open(folder, manifest, wanted, Set.of(), cache, TierSymmetry.NONE);
  }

  /**
   * Opens a database for any position of a ruleset: the manifest must name the same rules (every
   * parameter but the position's), and the position asked about may differ from the start the
   * database was built from. Whether the database holds that position is the reader's to check
   * ({@link #holdsTier}).
   *
   * @param folder the folder
   * @param manifest its manifest
   * @param wanted the instance asked about
   * @param positionParameters the names of the parameters that place the position, compared with
   *     nothing
   * @param cache where decompressed blocks are kept
   * @param symmetry where the game's numbering stores each position (its representative), as it was
   *     built
   * @return the database; close it when done
   * @throws DatabaseException naming what differs or what is damaged
   */
  public static Database open(
      Path folder,
      Manifest manifest,
      Manifest.Identity wanted,
      Set<String> positionParameters,
      BlockCache cache,
      TierSymmetry symmetry) {
    List<String> differences =
        manifest
            .identity()
            .without(positionParameters)
            .differences(wanted.without(positionParameters));
    if (!differences.isEmpty()) {
      throw new DatabaseException(
          "the database in "
              + folder
              + " is not for this instance: "
              + String.join("; ", differences),
          null);
    }
    Map<Integer, TierFile> tiers = new HashMap<>();
    Map<Integer, TierFile> grundy = new HashMap<>();
    try {
      openAll(folder, manifest.tiers(), cache, symmetry, tiers);
      openAll(folder, manifest.grundy(), cache, symmetry, grundy);
    } catch (RuntimeException failed) {
      tiers.values().forEach(TierFile::close);
      grundy.values().forEach(TierFile::close);
      throw failed;
    }
    Database database = new Database(folder, manifest, tiers, grundy, null, symmetry);
    if (manifest.hasGrundy() && !grundy.keySet().equals(tiers.keySet())) {
      database.close();
      throw new DatabaseException(
          folder.resolve(Manifest.FILE)
              + ": its Grundy files are not one per tier; rebuild"
              + " the database",
          null);
    }
    if (!manifest.isKeyed()) {
      return database;
    }
    Manifest.Tier listed = manifest.keys().get(0);
    Path file = folder.resolve(listed.file());
    KeyFile keys;
    try {
      keys = KeyFile.open(file, cache);
    } catch (RuntimeException failed) {
      database.close();
      throw failed;
    }
    if (manifest.keys().size() != 1
        || keys.keys() != listed.positions()
        || keys.bytes() != listed.bytes()
        || manifest.tiers().size() != 1
        || tiers.get(0) == null
        || tiers.get(0).positions() != keys.keys()) {
      keys.close();
      database.close();
      throw new DatabaseException(
          file
              + ": it holds "
              + keys.keys()
              + " keys in "
              + keys.bytes()
              + " bytes, and the"
              + " manifest lists "
              + listed.positions()
              + " in "
              + listed.bytes()
              + " with their records in tier 0;"
              + " rebuild the database",
          null);
    }
    return new Database(folder, manifest, tiers, grundy, keys, TierSymmetry.NONE);
  }

  /** Opens the files a manifest lists, each checked against its entry, into a map by tier. */
  private static void openAll(
      Path folder,
      List<Manifest.Tier> listed,
      BlockCache cache,
      TierSymmetry symmetry,
      Map<Integer, TierFile> into) {
    for (Manifest.Tier tier : listed) {
      TierFile file =
          TierFile.open(folder.resolve(tier.file()), cache, symmetry.stored(tier.tier()));
      into.put(tier.tier(), file);
      if (file.tier() != tier.tier()
          || file.positions() != tier.positions()
          || file.bytes() != tier.bytes()) {
        throw new DatabaseException(
            folder.resolve(tier.file())
                + ": it holds tier "
                + file.tier()
                + " with "
                + file.positions()
                + " positions in "
                + file.bytes()
                + " bytes, and the manifest lists tier "
                + tier.tier()
                + " with "
                + tier.positions()
                + " in "
                + tier.bytes()
                + "; rebuild the database",
            null);
      }
    }
  }

  /** The database's folder. */
  public Path folder() {
    return folder;
  }

  /** What the database holds. */
  public Manifest manifest() {
    return manifest;
  }

  @Override
  public boolean holdsTier(int tier) {
    return tiers.containsKey(tier);
  }

  /**
   * A position's outcome and remoteness, and its Grundy value when the database {@linkplain
   * #hasGrundy keeps them}, as {@link TierValues} reads them.
   *
   * @throws IllegalArgumentException when the database holds no such tier
   * @throws IndexOutOfBoundsException when the rank is outside the tier
   * @throws DatabaseException when the block read does not match its checksum
   */
  @Override
  public GameSearch.Evaluation evaluate(int tier, long rank) {
    TierFile file = tiers.get(tier);
    if (file == null) {
      throw new IllegalArgumentException("the database in " + folder + " holds no tier " + tier);
    }
    Objects.checkIndex(rank, file.positions());
    long stored = symmetry.representative(tier, rank);
    GameSearch.Evaluation value = ValueRecord.evaluation(file.record(stored));
    return grundy.isEmpty()
        ? value
        : new GameSearch.Evaluation(
            value.outcome(), value.remoteness(), grundy.get(tier).record(stored) - 1);
  }

  /**
   * The outcome and remoteness of the position with this key, in a database of a game that does not
   * number its positions: the key's index among the sorted keys is its rank in tier 0.
   *
   * @throws DatabaseException when a block read does not match its checksum
   */
  @Override
  public Optional<GameSearch.Evaluation> evaluateKey(byte[] key) {
    if (keys == null) {
      return Optional.empty();
    }
    OptionalLong index = keys.indexOf(key);
    return index.isEmpty() ? Optional.empty() : Optional.of(evaluate(0, index.getAsLong()));
  }

  /**
   * Every key with its rank in tier 0, in order, for a database of a game that does not number its
   * positions.
   *
   * @param into told each key and its rank
   * @throws IllegalStateException when the database is of a ranked game
   */
  public void forEachKey(ObjLongConsumer<byte[]> into) {
    if (keys == null) {
      throw new IllegalStateException(
          "the database in " + folder + " is of a game that numbers its positions");
    }
    keys.forEachKey(into);
  }

  /** Whether the database keeps a Grundy value for every position (built with them). */
  @Override
  public boolean hasGrundy() {
    return !grundy.isEmpty();
  }

  /**
   * Re-checks every byte: each file's checksum against the manifest, and each block against its
   * own.
   *
   * @throws DatabaseException at the first file that does not match
   */
  public void checkEveryByte() {
    checkEveryByte(manifest.tiers(), tiers);
    checkEveryByte(manifest.grundy(), grundy);
    if (keys != null) {
      checkChecksum(manifest.keys().get(0), "rebuild the database");
      keys.checkEveryBlock();
    }
  }

  private void checkEveryByte(List<Manifest.Tier> listed, Map<Integer, TierFile> opened) {
    for (Manifest.Tier tier : listed) {
      checkChecksum(tier, "rebuild tier " + tier.tier());
      opened.get(tier.tier()).checkEveryBlock();
    }
  }

  /**
   * Compares a listed file's CRC-32C with the manifest's; a mismatch names the file and what to
   * rebuild.
   */
  private void checkChecksum(Manifest.Tier listed, String rebuild) {
    Path file = folder.resolve(listed.file());
    if (!checksum(file).equals(listed.crc32c())) {
      throw new DatabaseException(file + ": its checksum is not the manifest's; " + rebuild, null);
    }
  }

  @Override
  public void close() {
    tiers.values().forEach(TierFile::close);
    grundy.values().forEach(TierFile::close);
    if (keys != null) {
      keys.close();
    }
  }

  static long size(Path file) {
    try {
      return Files.size(file);
    } catch (NoSuchFileException missing) {
      throw DatabaseException.missing(file, missing);
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
  }

  /**
   * The CRC-32C of a whole file, as 8 hexadecimal digits; a missing or unreadable file is a
   * database error.
   */
  static String checksum(Path file) {
    try {
      return crc32c(file);
    } catch (NoSuchFileException missing) {
      throw DatabaseException.missing(file, missing);
    } catch (IOException unreadable) {
      throw DatabaseException.unreadable(file, unreadable);
    }
  }

  /**
   * The CRC-32C of a whole file, as the manifest writes it: 8 hexadecimal digits.
   *
   * @param file the file, read in 64 KiB pieces
   * @return the checksum
   * @throws IOException when the file cannot be read
   */
  public static String crc32c(Path file) throws IOException {
    CRC32C crc = new CRC32C();
    byte[] buffer = new byte[1 << 16];
    try (InputStream in = Files.newInputStream(file)) {
      for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
        crc.update(buffer, 0, read);
      }
    }
    return String.format("%08x", crc.getValue());
  }
}
