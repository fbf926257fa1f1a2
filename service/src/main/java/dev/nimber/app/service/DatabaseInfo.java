package dev.nimber.app.service;

import dev.nimber.db.Manifest;
import java.nio.file.Path;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a solved database holds, as its manifest describes it ({@code docs/db-format.md}).
 *
 * @param game the game's id
 * @param pluginVersion the version of the game's plugin that built it
 * @param parameters the instance's parameters, in the game's order
 * @param play {@code normal} or {@code misere}
 * @param tiers each tier's file of outcomes and remoteness
 * @param grundy each tier's file of Grundy values, when it holds them
 * @param keys the file of sorted keys, for a game that does not number its positions
 */
public record DatabaseInfo(
    String game,
    String pluginVersion,
    Map<String, String> parameters,
    String play,
    List<DataFile> tiers,
    List<DataFile> grundy,
    List<DataFile> keys) {

  /**
   * One file of a database.
   *
   * @param tier the tier it holds
   * @param positions its records
   * @param file its name in the folder
   * @param bytes its size
   * @param crc32c the checksum of its bytes, in hexadecimal
   */
  public record DataFile(int tier, long positions, String file, long bytes, String crc32c) {}

  /** Keeps unmodifiable copies, the parameters in their order. */
  public DatabaseInfo {
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    tiers = List.copyOf(tiers);
    grundy = List.copyOf(grundy);
    keys = List.copyOf(keys);
  }

  /**
   * Reads a database's manifest.
   *
   * @param folder the database's folder
   * @throws dev.nimber.db.DatabaseException when the folder holds no database, or a damaged one
   */
  public static DatabaseInfo read(Path folder) {
    return of(Manifest.read(folder));
  }

  static DatabaseInfo of(Manifest manifest) {
    Manifest.Identity identity = manifest.identity();
    return new DatabaseInfo(
        identity.game(),
        identity.pluginVersion(),
        identity.parameters(),
        identity.play(),
        files(manifest.tiers()),
        files(manifest.grundy()),
        files(manifest.keys()));
  }

  private static List<DataFile> files(List<Manifest.Tier> tiers) {
    return tiers.stream()
        .map(
            tier ->
                new DataFile(
                    tier.tier(), tier.positions(), tier.file(), tier.bytes(), tier.crc32c()))
        .toList();
  }

  /** Whether it keeps a Grundy value for every position. */
  public boolean hasGrundy() {
    return !grundy.isEmpty();
  }
}
