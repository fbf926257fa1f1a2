package dev.nimber.app.cli;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RederivedRecords;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nimber db verify DIR}: every checksum of a database, then a sample of its positions
 * re-derived from the positions their moves lead to, with the game's plugin.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description =
        "Checks the database in DIR: the manifest against the installed game, every tier file's checksum"
            + " and every block's, then re-derives a random sample of positions from their moves (all of them when there"
            + " are no more than the sample). A damaged or inconsistent file is named, with exit code 2.")
final class DbVerifyCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;
  private final SolvedDatabases databases;

  @picocli.CommandLine.Parameters(
      index = "0",
      paramLabel = "DIR",
      description = "The database's folder.")
  Path folder;

  @Option(
      names = "--sample",
      paramLabel = "N",
      description =
          "Positions to re-derive from their moves, 0 to 10^9" + " (default: ${DEFAULT-VALUE}).")
  long sample = 100_000;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The seed of the sample (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Inject
  DbVerifyCommand(
      CatalogLoader catalogs, GlobalOptions options, Console console, SolvedDatabases databases) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
    this.databases = databases;
  }

  @Override
  public Integer call() {
    if (sample < 0 || sample > 1_000_000_000) {
      throw new UsageException("--sample must be from 0 to 10^9, got " + sample);
    }
    Manifest.Identity identity = Manifest.read(folder).identity();
    // The database's own play convention: its positions are checked by the rules it was built with.
    options.misere(identity.play().equals("misere"));
    GameEntry entry = catalogs.load(options.pluginFolders()).game(identity.game());
    Parameters instance = InstanceSolver.bind(entry, identity.parameters());
    try (Database database = databases.open(folder, entry, instance)) {
      database.checkEveryByte();
      Manifest manifest = database.manifest();
      if (manifest.isKeyed()) {
        return verifyKeyed(entry, instance, database);
      }
      RankedPositions space = numbering(entry, instance);
      RederivedRecords check = new RederivedRecords(space, database, entry.misere());
      long positions = manifest.tiers().stream().mapToLong(Manifest.Tier::positions).sum();
      long checked = Math.min(sample, positions);
      SplittableRandom random = new SplittableRandom(seed);
      for (long i = 0; i < checked; i++) {
        long position = checked == positions ? i : random.nextLong(positions);
        At at = at(manifest.tiers(), position);
        Manifest.Tier tier = at.tier();
        long rank = at.rank();
        Optional<String> wrong =
            PluginCall.guard(
                () ->
                    entry.describe()
                        + ", expanding position "
                        + rank
                        + " of tier "
                        + tier.tier()
                        + " of "
                        + instance,
                () -> check.disagreement(tier.tier(), rank));
        if (wrong.isPresent()) {
          throw new DatabaseException(
              folder.resolve(tier.file())
                  + ": "
                  + wrong.get()
                  + "; rebuild tier "
                  + tier.tier()
                  + " (or the database)",
              null);
        }
      }
      console
          .out()
          .printf(
              "%s: every byte of its %d tier files (%d bytes) matches its checksum; %d of its %d"
                  + " positions re-derived from their moves agree%n",
              folder, manifest.files().size(), manifest.bytes(), checked, positions);
    }
    return ExitCode.ANSWERED;
  }

  /**
   * Re-derives a sample of the positions of a database kept under keys: each chosen key is read
   * back as a position, whose moves are looked up by their keys.
   */
  private Integer verifyKeyed(GameEntry entry, Parameters instance, Database database) {
    Manifest manifest = database.manifest();
    SearchSolver engine = SolvedDatabases.engine(entry);
    PositionKeys keys =
        PluginCall.guard(
                () -> entry.describe() + ", asked for the keys of " + instance,
                () -> engine.keys(instance))
            .orElseThrow(
                () ->
                    new UsageException(
                        "game '"
                            + entry.descriptor().id()
                            + "' no longer writes the positions of "
                            + instance
                            + " as keys, so its database cannot be checked"));
    PositionValues values =
        PluginCall.guard(
                () -> entry.describe() + ", asked for the keys of " + instance,
                () -> engine.stored().valuesOf(instance, database))
            .orElseThrow();
    long positions = manifest.tiers().get(0).positions();
    BitSet chosen = new BitSet();
    if (sample >= positions) {
      chosen.set(0, (int) positions);
    }
    SplittableRandom random = new SplittableRandom(seed);
    while (chosen.cardinality() < Math.min(sample, positions)) {
      chosen.set((int) random.nextLong(positions));
    }
    Path file = folder.resolve(manifest.keys().get(0).file());
    database.forEachKey(
        (key, index) -> {
          if (!chosen.get((int) index)) {
            return;
          }
          String where = "the position with key " + HexFormat.of().formatHex(key);
          Optional<String> wrong =
              PluginCall.guard(
                  () -> entry.describe() + ", checking " + where + " of " + instance,
                  () -> {
                    Position position = keys.position(key);
                    return RederivedRecords.disagreement(
                        where + " (" + position + ")", position, values, entry.misere());
                  });
          if (wrong.isPresent()) {
            throw new DatabaseException(file + ": " + wrong.get() + "; rebuild the database", null);
          }
        });
    console
        .out()
        .printf(
            "%s: every byte of its %d files (%d bytes) matches its checksum; %d of its %d positions"
                + " re-derived from their moves agree%n",
            folder, manifest.files().size(), manifest.bytes(), chosen.cardinality(), positions);
    return ExitCode.ANSWERED;
  }

  private static RankedPositions numbering(GameEntry entry, Parameters instance) {
    Optional<RankedPositions> space =
        PluginCall.guard(
            () -> entry.describe() + ", asked for the numbering of " + instance,
            () -> entry.descriptor().positions().flatMap(positions -> ranked(positions, instance)));
    return space.orElseThrow(
        () ->
            new UsageException(
                "game '"
                    + entry.descriptor().id()
                    + "' no longer numbers the"
                    + " positions of "
                    + instance
                    + ", so its database cannot be checked"));
  }

  private static Optional<RankedPositions> ranked(Positions positions, Parameters instance) {
    return positions.ranked(instance);
  }

  /** A position by its tier and its rank there. */
  private record At(Manifest.Tier tier, long rank) {}

  /**
   * Where the {@code position}-th position lies, counting over the tiers in the manifest's order.
   */
  private static At at(List<Manifest.Tier> tiers, long position) {
    long rank = position;
    for (Manifest.Tier tier : tiers) {
      if (rank < tier.positions()) {
        return new At(tier, rank);
      }
      rank -= tier.positions();
    }
    throw new IllegalArgumentException(
        "position " + position + " is past the database's " + (position - rank));
  }
}
