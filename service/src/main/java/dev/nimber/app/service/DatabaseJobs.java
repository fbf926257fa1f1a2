package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RederivedRecords;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseBuild;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.db.TierSymmetry;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.storage.ValueRecord;
import dev.nimber.engine.tier.TierSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;

/**
 * The application service's work on solved databases: building one (the engine's ranked solve
 * written tier by tier, or every position kept under its key for a game that does not number its
 * positions) and checking one (every checksum, then a sample of positions re-derived from their
 * moves with the game's plugin). Throws the exceptions of the parts it uses; {@link NimberService}
 * words them as its kinds.
 */
final class DatabaseJobs {

  private final SolvedDatabases databases;

  DatabaseJobs(SolvedDatabases databases) {
    this.databases = databases;
  }

  /**
   * Builds the database of an instance, resuming a build that was interrupted.
   *
   * @param entry the game
   */
  DatabaseBuilt build(GameEntry entry, Requests.BuildDatabase request, SolveListener listener) {
    SearchSolver engine = SolvedDatabases.engine(entry);
    Parameters instance = InstanceSolver.bind(entry, request.params());
    boolean grundy = request.grundy();
    if (grundy && entry.misere()) {
      throw new UsageException(
          "--grundy with --misere: misère play has no Grundy values; build without --grundy");
    }
    boolean numbered =
        PluginCall.guard(
            () -> entry.describe(engine) + ", asked for the numbering of " + instance,
            () -> engine.numbers(instance));
    if (!numbered) {
      Optional<PositionKeys> keys =
          PluginCall.guard(
              () -> entry.describe(engine) + ", asked for the keys of " + instance,
              () -> engine.keys(instance));
      if (keys.isEmpty()) {
        throw new UsageException(
            "game '"
                + entry.descriptor().id()
                + "' neither numbers its positions (tiers and ranks) nor writes"
                + " them as keys for "
                + instance
                + ", so the engine cannot build a database of it; the search answers it"
                + " without one");
      }
      return buildKeyed(entry, engine, instance, keys.get(), request, listener);
    }
    Manifest manifest;
    TierSolver.Plan plan;
    try (DatabaseBuild build =
        start(entry, instance, request, listener, SolvedDatabases.symmetry(entry, instance))) {
      listener.solving(
          entry.describe(engine), "every position", instance.toString(), Optional::empty);
      SearchSolver reporting = engine.reporting(listener::tierSolved);
      plan =
          PluginCall.guard(
              () -> entry.describe(engine) + ", building the database of " + instance,
              () -> reporting.rulesets().solveInto(instance, build).orElseThrow());
      manifest = build.finish(Arrays.stream(plan.tiers()).boxed().toList());
    }
    return new DatabaseBuilt(
        request.folder(),
        plan.positions(),
        OptionalInt.of(manifest.tiers().size()),
        manifest.bytes());
  }

  /**
   * A position's key, its two-byte record and its Grundy value (−1 where undefined or not kept).
   */
  private record Keyed(byte[] key, int record, int grundy) {}

  /**
   * Builds the database of a game that does not number its positions: every position reachable from
   * the start is solved in memory (by retrograde analysis of the whole graph; with {@code
   * --grundy}, by the search of positions as objects, which refuses a loopy game), then written
   * under its key, sorted.
   */
  private static DatabaseBuilt buildKeyed(
      GameEntry entry,
      SearchSolver engine,
      Parameters instance,
      PositionKeys keys,
      Requests.BuildDatabase request,
      SolveListener listener) {
    boolean grundy = request.grundy();
    List<Keyed> positions = new ArrayList<>();
    BiConsumer<Position, GameSearch.Evaluation> keep =
        (position, value) -> {
          if (value.remoteness() > ValueRecord.MAX_REMOTENESS) {
            throw new UsageException(
                "position "
                    + position
                    + " is "
                    + value.remoteness()
                    + " moves from the end,"
                    + " more than the "
                    + ValueRecord.MAX_REMOTENESS
                    + " a database's records hold");
          }
          positions.add(
              new Keyed(keys.key(position), ValueRecord.of(value), value.grundyOrMinusOne()));
        };
    try {
      PluginCall.guard(
          () -> entry.describe(engine) + ", building the database of " + instance,
          () ->
              grundy
                  ? engine.rulesets().solveEveryPositionWithGrundy(instance, keep)
                  : engine.rulesets().solveEveryPosition(instance, keep));
    } catch (SolverFailureException loopy) {
      if (grundy && loopy.reason() == SolverFailureException.Reason.LOOP) {
        throw new UsageException(
            "--grundy: lines of play of "
                + instance
                + " repeat, and a database keeps no"
                + " generalized Grundy values (ask for them without the database); build without --grundy");
      }
      throw loopy;
    }
    positions.sort((a, b) -> Arrays.compareUnsigned(a.key(), b.key()));
    for (int i = 1; i < positions.size(); i++) {
      if (Arrays.equals(positions.get(i - 1).key(), positions.get(i).key())) {
        throw new UsageException(
            entry.describe()
                + " gives two positions the same key "
                + HexFormat.of().formatHex(positions.get(i).key())
                + ", so no database of "
                + instance
                + " can be built"
                + " (its keys break the rule of PositionKeys)");
      }
    }
    Manifest manifest;
    try (DatabaseBuild build = start(entry, instance, request, listener, TierSymmetry.NONE)) {
      if (grundy) {
        build.keepGrundy(0, positions.size(), i -> positions.get((int) i).grundy());
      }
      build.keepKeyed(
          positions.stream().map(Keyed::key).toList(), i -> positions.get((int) i).record());
      manifest = build.finish(List.of(0));
    }
    return new DatabaseBuilt(
        request.folder(), positions.size(), OptionalInt.empty(), manifest.bytes());
  }

  /** Starts (or resumes) the build the request asks for, telling the listener its notes. */
  private static DatabaseBuild start(
      GameEntry entry,
      Parameters instance,
      Requests.BuildDatabase request,
      SolveListener listener,
      TierSymmetry symmetry) {
    return DatabaseBuild.start(
        request.folder(),
        SolvedDatabases.identity(entry, instance),
        listener::note,
        request.threads(),
        request.grundy(),
        symmetry);
  }

  /**
   * Checks a database with the game it was built for, as the catalog has it (played by the
   * database's own convention).
   */
  DatabaseChecked verify(
      GameEntry entry, Manifest.Identity identity, Requests.VerifyDatabase request) {
    Path folder = request.folder();
    long sample = request.sample();
    Parameters instance = InstanceSolver.bind(entry, identity.parameters());
    try (Database database = databases.open(folder, entry, instance)) {
      database.checkEveryByte();
      Manifest manifest = database.manifest();
      if (manifest.isKeyed()) {
        return verifyKeyed(entry, instance, database, request);
      }
      RankedPositions space = numbering(entry, instance);
      RederivedRecords check = new RederivedRecords(space, database, entry.misere());
      long positions = manifest.tiers().stream().mapToLong(Manifest.Tier::positions).sum();
      long checked = Math.min(sample, positions);
      SplittableRandom random = new SplittableRandom(request.seed());
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
      return new DatabaseChecked(
          folder, manifest.files().size(), manifest.bytes(), checked, positions, false);
    }
  }

  /**
   * Re-derives a sample of the positions of a database kept under keys: each chosen key is read
   * back as a position, whose moves are looked up by their keys.
   */
  private DatabaseChecked verifyKeyed(
      GameEntry entry, Parameters instance, Database database, Requests.VerifyDatabase request) {
    Path folder = request.folder();
    long sample = request.sample();
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
    SplittableRandom random = new SplittableRandom(request.seed());
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
    return new DatabaseChecked(
        folder, manifest.files().size(), manifest.bytes(), chosen.cardinality(), positions, true);
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
