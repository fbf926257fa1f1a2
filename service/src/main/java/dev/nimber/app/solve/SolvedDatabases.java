package dev.nimber.app.solve;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Parameter;
import dev.nimber.api.Parameters;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.UsageException;
import dev.nimber.db.BlockCache;
import dev.nimber.db.Database;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.db.TierSymmetry;
import dev.nimber.engine.SearchSolver;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.inject.Inject;
import javax.inject.Singleton;

/**
 * Opens solved databases for the instances commands are asked about, through one block cache for
 * the whole process, and names the instance a database holds: the game, its plugin's version, every
 * parameter in the game's order and the play convention.
 */
@Singleton
public final class SolvedDatabases {

  /** Decompressed blocks kept per process: 64 MiB, 4096 blocks of 8,192 positions. */
  static final long CACHE_BYTES = 64L << 20;

  /**
   * Made when the first database is opened: a command without {@code --db} never loads the cache's
   * classes.
   */
  private volatile BlockCache cache;

  @Inject
  public SolvedDatabases() {}

  private BlockCache cache() {
    BlockCache made = cache;
    if (made == null) {
      synchronized (this) {
        made = cache;
        if (made == null) {
          made = BlockCache.ofBytes(CACHE_BYTES);
          cache = made;
        }
      }
    }
    return made;
  }

  /**
   * Opens the database in a folder for one instance.
   *
   * @param folder the folder given with {@code --db}
   * @param game the game
   * @param parameters the instance
   * @return the database; close it when done
   * @throws dev.nimber.db.DatabaseException when the folder holds no database, one of another
   *     instance (the difference named) or a damaged one
   */
  public Database open(Path folder, GameEntry game, Parameters parameters) {
    return Database.open(
        folder,
        Manifest.read(folder),
        identity(game, parameters),
        positionParameters(game),
        cache(),
        symmetry(game, parameters));
  }

  /**
   * Where a game's database stores each position of an instance: at its representative when the
   * game's numbering has symmetries, else at itself (and for a game that numbers no positions).
   *
   * @param game the game
   * @param parameters the instance
   * @return its symmetry
   */
  public static TierSymmetry symmetry(GameEntry game, Parameters parameters) {
    return PluginCall.guard(
            () -> game.describe() + ", asked for the numbering of " + parameters,
            () -> game.descriptor().positions().flatMap(positions -> positions.ranked(parameters)))
        .map(TierSymmetry::of)
        .orElse(TierSymmetry.NONE);
  }

  /**
   * Opens, among several folders, the database that holds an instance: the first of its rules that
   * holds its position (a database built from a later start holds fewer positions).
   *
   * @param folders the folders given with {@code --db}, in order
   * @param game the game
   * @param parameters the instance
   * @return the first database that holds it, or, when none of its rules does, the first of its
   *     rules (whose reader then refuses the position, saying what it holds); close it when done
   * @throws DatabaseException when none is of its rules (naming what each holds instead), or when
   *     one opened is damaged
   */
  public Database open(List<Path> folders, GameEntry game, Parameters parameters) {
    if (folders.size() == 1) {
      return open(folders.get(0), game, parameters);
    }
    List<String> refusals = new ArrayList<>();
    Database sameRules = null;
    try {
      for (Path folder : folders) {
        Manifest manifest = Manifest.read(folder);
        List<String> differences = ruleDifferences(manifest, game, parameters);
        if (!differences.isEmpty()) {
          refusals.add(folder + ": " + String.join("; ", differences));
          continue;
        }
        Database opened =
            Database.open(
                folder,
                manifest,
                identity(game, parameters),
                positionParameters(game),
                cache(),
                symmetry(game, parameters));
        boolean holds;
        try {
          holds =
              PluginCall.guard(
                  () -> game.describe() + ", asked for the numbering of " + parameters,
                  () -> engine(game).stored().holds(parameters, opened));
        } catch (RuntimeException failed) {
          opened.close();
          throw failed;
        }
        if (holds) {
          if (sameRules != null) {
            sameRules.close();
          }
          return opened;
        }
        if (sameRules == null) {
          sameRules = opened;
        } else {
          opened.close();
        }
      }
    } catch (RuntimeException failed) {
      if (sameRules != null) {
        sameRules.close();
      }
      throw failed;
    }
    if (sameRules != null) {
      return sameRules;
    }
    String instance = parameters.toString().isEmpty() ? "the instance" : parameters.toString();
    throw new DatabaseException(
        "none of the "
            + folders.size()
            + " databases given holds "
            + instance
            + " ("
            + String.join(" | ", refusals)
            + ")",
        null);
  }

  /**
   * The engine's solver of a game, which builds and reads its databases.
   *
   * @throws UsageException when the game has no positions for the engine
   */
  public static SearchSolver engine(GameEntry game) {
    return game.engine()
        .orElseThrow(
            () ->
                new UsageException(
                    "game '"
                        + game.descriptor().id()
                        + "' has no positions for the engine,"
                        + " so it has no solved database"));
  }

  /**
   * The names of a game's parameters that place a position within its rules ({@link
   * Parameter#isPosition()}): a database of the rules answers every position it holds, whatever the
   * start it was built from.
   *
   * @param game the game
   * @return the names, in the game's order
   */
  public static Set<String> positionParameters(GameEntry game) {
    return positionParameters(game.descriptor());
  }

  /** {@link #positionParameters(GameEntry)} of a game's descriptor. */
  static Set<String> positionParameters(GameDescriptor game) {
    Set<String> names = new LinkedHashSet<>();
    for (Parameter<?> parameter : game.parameters()) {
      if (parameter.isPosition()) {
        names.add(parameter.name());
      }
    }
    return names;
  }

  /**
   * The rules of an instance as a database names them: its {@linkplain #identity identity} without
   * the position's parameters. Every position of one ruleset has the same rules.
   *
   * @param game the game, with the play convention it is loaded with
   * @param parameters the instance
   * @return the game, the plugin's version, the play and every parameter of the rules
   */
  public static Manifest.Identity rules(GameEntry game, Parameters parameters) {
    return identity(game, parameters).without(positionParameters(game));
  }

  /**
   * How a database differs from an instance's rules, in words, one line each.
   *
   * @param manifest what the database holds
   * @param game the game
   * @param parameters the instance
   * @return the differences; empty when the database is of the instance's rules (and so answers
   *     every position of them it holds)
   */
  public static List<String> ruleDifferences(
      Manifest manifest, GameEntry game, Parameters parameters) {
    return manifest
        .identity()
        .without(positionParameters(game))
        .differences(rules(game, parameters));
  }

  /**
   * The instance as a database names it.
   *
   * @param game the game, with the play convention it is loaded with
   * @param parameters the instance
   * @return every parameter as text (lists comma-separated), in the game's order
   */
  public static Manifest.Identity identity(GameEntry game, Parameters parameters) {
    return new Manifest.Identity(
        game.descriptor().id(),
        pluginVersion(game),
        asText(parameters),
        game.misere() ? "misere" : "normal");
  }

  /** Every parameter as text (lists comma-separated), in the game's order. */
  static Map<String, String> asText(Parameters parameters) {
    Map<String, String> text = new LinkedHashMap<>();
    parameters.toPlain().forEach((name, value) -> text.put(name, asText(value)));
    return text;
  }

  /**
   * The version in the manifest of the game's jar ({@code Implementation-Version}), or {@code
   * unversioned} for a game whose classes carry none. A SNAPSHOT or unversioned game loaded from a
   * jar adds the jar's CRC-32C, since its code may change without its version: a database is then
   * refused by any other build of the plugin, never trusted.
   */
  static String pluginVersion(GameEntry game) {
    return PLUGIN_VERSIONS.get(game.descriptor().getClass());
  }

  /**
   * Each game class's version, worked out once: a table or a run opens a database for every
   * instance.
   */
  private static final ClassValue<String> PLUGIN_VERSIONS =
      new ClassValue<>() {
        @Override
        protected String computeValue(Class<?> type) {
          Package from = type.getPackage();
          String version =
              from == null || from.getImplementationVersion() == null
                  ? "unversioned"
                  : from.getImplementationVersion();
          if (!version.equals("unversioned") && !version.endsWith("-SNAPSHOT")) {
            return version;
          }
          return jarOf(type)
              .map(jar -> version + " (jar crc32c " + crc32c(jar) + ")")
              .orElse(version);
        }
      };

  private static Optional<Path> jarOf(Class<?> type) {
    try {
      CodeSource source = type.getProtectionDomain().getCodeSource();
      if (source == null || source.getLocation() == null) {
        return Optional.empty();
      }
      Path location = Path.of(source.getLocation().toURI());
      return Files.isRegularFile(location) ? Optional.of(location) : Optional.empty();
    } catch (URISyntaxException | IllegalArgumentException | SecurityException notAFile) {
      return Optional.empty();
    }
  }

  private static String crc32c(Path jar) {
    try {
      return Database.crc32c(jar);
    } catch (IOException unreadable) {
      throw new UsageException(
          "cannot read the game's plugin "
              + jar
              + " to tell its build apart: "
              + unreadable.getMessage());
    }
  }

  private static String asText(Object plain) {
    return plain instanceof List<?> list
        ? list.stream().map(SolvedDatabases::asText).collect(Collectors.joining(","))
        : String.valueOf(plain);
  }
}
