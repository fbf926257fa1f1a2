package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.Outcome;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import dev.nimber.db.Manifest;
import dev.nimber.db.TierFile;
import dev.nimber.engine.RankedNimGame;
import dev.nimber.engine.storage.ValueRecord;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.CRC32C;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code nimber db} and {@code --db}: a database of Connect Three on a 4 × 3 board with gravity,
 * built once by the engine, answers as the engine does, and is refused for any other instance or
 * when damaged, naming what is wrong.
 */
class DatabaseCommandsTest {

  private static final String[] BOARD = {"connect", "width=4", "height=3", "k=3", "gravity=true"};

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @TempDir Path temporary;

  private Path folder;

  private static String[] args(String[] first, String... rest) {
    return Stream.concat(Stream.of(first), Stream.of(rest)).toArray(String[]::new);
  }

  private static String[] command(String verb, String... rest) {
    return args(args(new String[] {verb}, BOARD), rest);
  }

  @BeforeEach
  void build() {
    folder = temporary.resolve("c433");
    Result built =
        nimber.run(
            args(
                new String[] {"db", "build"},
                args(BOARD, "--db", folder.toString(), "--threads", "2")));
    assertThat(built.err()).isEmpty();
    assertThat(built.exitCode()).isZero();
    assertThat(built.out()).startsWith(folder + ": 12933 positions in 13 tiers, ");
  }

  @Test
  void everyQuestionIsAnsweredFromTheDatabaseAsTheEngineAnswersIt() throws IOException {
    for (String question : List.of("outcome", "move", "remoteness", "moves")) {
      Result engine = nimber.run(command("solve", "-q", question));
      Result stored = nimber.run(command("solve", "-q", question, "--db", folder.toString()));
      assertThat(stored.err()).isEmpty();
      assertThat(stored.out()).as(question).isEqualTo(engine.out()).isNotEmpty();
    }
    Result json =
        nimber.run(
            command(
                "solve", "-q", "move", "--db", folder.toString(), "--format", "json", "--verbose"));
    JsonNode answer = new ObjectMapper().readTree(json.out());
    assertThat(answer.get("source").asText()).isEqualTo("db");
    assertThat(answer.get("move").asText()).isEqualTo("column 2");
    assertThat(json.err())
        .startsWith("nimber: source: the database in " + folder + " (13 tiers, built by version ");
  }

  /**
   * A database names its rules, and answers every position of them it holds: here every board two
   * moves deep of the board it was built from, each question answered as the engine answers it
   * without the database.
   */
  @Test
  void aDatabaseOfARulesetAnswersEveryPositionItHoldsAsTheEngineDoes() {
    long compared = 0;
    for (int first = 0; first <= 4; first++) {
      for (int second = first == 0 ? 0 : 1; second <= (first == 0 ? 0 : 4); second++) {
        String moves =
            "moves=" + (first == 0 ? "" : second == 0 ? "" + first : first + "," + second);
        for (String question : List.of("outcome", "remoteness", "moves")) {
          Result engine = nimber.run(command("solve", moves, "-q", question));
          Result stored =
              nimber.run(command("solve", moves, "-q", question, "--db", folder.toString()));
          assertThat(stored.err()).as("%s %s", moves, question).isEmpty();
          assertThat(stored.out())
              .as("%s %s", moves, question)
              .isEqualTo(engine.out())
              .isNotEmpty();
          compared++;
        }
      }
    }
    assertThat(compared).isEqualTo(3 * (1 + 4 * 4));
  }

  @Test
  void aDatabaseBuiltFromALaterStartRefusesAPositionItsBuildDidNotReach() {
    Path later = temporary.resolve("c433-later");
    Result built =
        nimber.run(
            args(new String[] {"db", "build"}, args(BOARD, "moves=1,2", "--db", later.toString())));
    assertThat(built.exitCode()).as(built.err()).isZero();
    Result earlier = nimber.run(command("solve", "moves=1", "--db", later.toString()));
    assertThat(earlier.exitCode()).isEqualTo(2);
    assertThat(earlier.out()).isEmpty();
    assertThat(earlier.err())
        .isEqualTo(
            "nimber: the solved database of these rules does not hold the position"
                + " width=4 height=3 k=3 gravity=true moves=1: it holds the positions its build reached from the start it was"
                + " built from; build one from this position, or ask without the database\n");
    Result deeper =
        nimber.run(command("solve", "moves=3,3,4", "-q", "moves", "--db", later.toString()));
    assertThat(deeper.out())
        .isEqualTo(nimber.run(command("solve", "moves=3,3,4", "-q", "moves")).out());
    Result fromTheOther =
        nimber.run(
            command(
                "solve",
                "moves=1",
                "-q",
                "moves",
                "--format",
                "json",
                "--db",
                later.toString(),
                "--db",
                folder.toString(),
                "--verbose"));
    assertThat(fromTheOther.exitCode()).as(fromTheOther.err()).isZero();
    assertThat(fromTheOther.out()).contains("\"source\":\"db\"");
    assertThat(fromTheOther.err()).contains(folder.toString()).doesNotContain(later.toString());
    Result otherRules =
        nimber.run(
            "solve",
            "connect",
            "width=4",
            "height=3",
            "k=2",
            "gravity=true",
            "moves=1,2",
            "--db",
            later.toString());
    assertThat(otherRules.exitCode()).isEqualTo(2);
    assertThat(otherRules.err()).contains("is not for this instance: it holds k=3, not k=2");
  }

  /**
   * Bounded Nim (no ties, so every position has a Grundy value), built with its Grundy column:
   * every question, the Grundy value included, is answered as the engine answers it, and verify
   * re-derives the values.
   */
  @Test
  void aDatabaseBuiltWithGrundyValuesAnswersTheGrundyValueAsTheEngineDoes() {
    NimberCli nim =
        NimberCli.withProviders(
            new PluginContents(
                List.of(new Provided<>(new RankedNimGame(true), "rankednim.jar")),
                List.of(),
                List.of()));
    String[] heaps = {"rankednim", "a=9", "b=9", "c=9", "take=3"};
    Path grundyFolder = temporary.resolve("nim");
    Result built =
        nim.run(
            args(
                new String[] {"db", "build"},
                args(heaps, "--db", grundyFolder.toString(), "--grundy")));
    assertThat(built.err()).isEmpty();
    assertThat(built.out()).startsWith(grundyFolder + ": 1000 positions in 28 tiers, ");
    for (String question : List.of("outcome", "move", "remoteness", "grundy")) {
      Result engine = nim.run(args(new String[] {"solve"}, args(heaps, "-q", question)));
      Result stored =
          nim.run(
              args(
                  new String[] {"solve"},
                  args(heaps, "-q", question, "--db", grundyFolder.toString())));
      assertThat(stored.err()).isEmpty();
      assertThat(stored.out()).as(question).isEqualTo(engine.out()).isNotEmpty();
    }
    assertThat(nim.run(args(new String[] {"solve"}, args(heaps, "-q", "grundy"))).out())
        .as("9 mod 4, three times, XORed")
        .isEqualTo("1\n");
    assertThat(nim.run("db", "info", grundyFolder.toString()).out())
        .contains("columns: outcome and remoteness, Grundy value\n")
        .contains("grundy 27: 1 positions, ");
    Result verified = nim.run("db", "verify", grundyFolder.toString());
    assertThat(verified.err()).isEmpty();
    assertThat(verified.out())
        .endsWith("1000 of its 1000 positions re-derived from their moves agree\n");
    Result misere =
        nim.run(
            args(
                new String[] {"--misere", "db", "build"},
                args(heaps, "--db", temporary.resolve("misere").toString(), "--grundy")));
    assertThat(misere.exitCode()).isEqualTo(2);
    assertThat(misere.err())
        .isEqualTo(
            "nimber: --grundy with --misere: misère play has no Grundy values; build"
                + " without --grundy\n");
  }

  /**
   * A game that does not number its positions but writes them as keys (digraph: tokens on a graph
   * with cycles, so draws): its database answers as the engine's search does, verify re-derives
   * every position, and a damaged key file is named.
   */
  @Test
  void aDatabaseOfPositionsUnderTheirKeysAnswersAsTheSearchDoes() throws IOException {
    String graph = "edges=0>1,1>0,0>2,1>2,2>3,4>5,5>4,4>3,5>3";
    for (String tokens : List.of("tokens=0,4,5", "tokens=2", "tokens=1,2", "tokens=4")) {
      Path keyed = temporary.resolve("digraph-" + tokens);
      Result built = nimber.run("db", "build", "digraph", graph, tokens, "--db", keyed.toString());
      assertThat(built.err()).isEmpty();
      assertThat(built.out()).startsWith(keyed + ": ").contains(" positions under their keys, ");
      for (String question : List.of("outcome", "move", "remoteness", "moves")) {
        Result search =
            nimber.run("solve", "digraph", graph, tokens, "-q", question, "--solver", "search");
        Result stored =
            nimber.run("solve", "digraph", graph, tokens, "-q", question, "--db", keyed.toString());
        assertThat(stored.out()).as("%s %s", tokens, question).isEqualTo(search.out());
        assertThat(stored.err()).isEqualTo(search.err());
        assertThat(stored.exitCode()).isEqualTo(search.exitCode());
      }
      Result verified = nimber.run("db", "verify", keyed.toString());
      assertThat(verified.err()).isEmpty();
      assertThat(verified.out())
          .matches(
              Pattern.quote(keyed.toString())
                  + ": every byte of its 2 files \\(\\d+"
                  + " bytes\\) matches its checksum; (\\d+) of its \\1 positions re-derived from their moves agree\n");
    }
    Path keyed = temporary.resolve("digraph-tokens=2");
    assertThat(
            nimber
                .run("solve", "digraph", graph, "tokens=2", "-q", "move", "--db", keyed.toString())
                .out())
        .isEqualTo("token 1: 2>3\n");
    assertThat(nimber.run("db", "info", keyed.toString()).out())
        .contains("tier 0: 2 positions, ")
        .contains("keys: 2 positions, ");
    Result grundy =
        nimber.run("solve", "digraph", graph, "tokens=2", "-q", "grundy", "--db", keyed.toString());
    assertThat(grundy.exitCode()).isEqualTo(2);
    assertThat(grundy.err())
        .isEqualTo(
            "nimber: this solved database keeps no Grundy values (outcome and remoteness"
                + " only); build it with --grundy (for a game whose lines of play all end), or ask for the Grundy value"
                + " without the database\n");
    Result loopy =
        nimber.run(
            "db",
            "build",
            "digraph",
            graph,
            "tokens=0",
            "--grundy",
            "--db",
            temporary.resolve("loopy").toString());
    assertThat(loopy.exitCode()).isEqualTo(2);
    // The edges as the game writes them back: sorted.
    assertThat(loopy.err())
        .isEqualTo(
            "nimber: --grundy: lines of play of edges=0>1,0>2,1>0,1>2,2>3,4>3,4>5,5>3,5>4"
                + " tokens=0 repeat, and a"
                + " database keeps no generalized Grundy values (ask for them without the database); build without"
                + " --grundy\n");
    String acyclic = "edges=0>1,0>2,1>3,2>3,3>4,2>4";
    Path withGrundy = temporary.resolve("acyclic");
    assertThat(
            nimber
                .run(
                    "db",
                    "build",
                    "digraph",
                    acyclic,
                    "tokens=0,1,2",
                    "--grundy",
                    "--db",
                    withGrundy.toString())
                .exitCode())
        .isZero();
    for (String question : List.of("outcome", "move", "remoteness", "grundy")) {
      Result search =
          nimber.run(
              "solve", "digraph", acyclic, "tokens=0,1,2", "-q", question, "--solver", "search");
      Result stored =
          nimber.run(
              "solve",
              "digraph",
              acyclic,
              "tokens=0,1,2",
              "-q",
              question,
              "--db",
              withGrundy.toString());
      assertThat(stored.out()).as(question).isEqualTo(search.out()).isNotEmpty();
    }
    assertThat(nimber.run("db", "verify", withGrundy.toString()).out())
        .contains("every byte of its 3 files")
        .endsWith("26 of its 26 positions re-derived from their moves agree\n");
    Path keys = keyed.resolve("keys.nimberdb");
    byte[] original = Files.readAllBytes(keys);
    original[original.length - 1] ^= 1;
    Files.write(keys, original);
    Result damaged = nimber.run("solve", "digraph", graph, "tokens=2", "--db", keyed.toString());
    assertThat(damaged.exitCode()).isEqualTo(2);
    assertThat(damaged.err())
        .isEqualTo(
            "nimber: "
                + keys
                + ": block 0 does not match its checksum; rebuild the"
                + " database\n");
  }

  @Test
  void playFromTheDatabaseMovesAsPlayFromTheEngine() {
    String moves = "1\n1\n1\n2\n2\n2\n3\n3\n3\n4\n4\n4\n";
    Result engine = nimber.runWithInput(moves, command("play", "--first", "computer"));
    Result stored =
        nimber.runWithInput(
            moves, command("play", "--first", "computer", "--db", folder.toString()));
    assertThat(stored.exitCode()).isZero();
    assertThat(stored.out()).isEqualTo(engine.out()).contains("The computer wins.");
  }

  @Test
  void tableAndRunAnswerEachInstanceFromTheDatabaseThatHoldsIt() throws IOException {
    Path taller = temporary.resolve("c443");
    assertThat(
            nimber
                .run(
                    "db",
                    "build",
                    "connect",
                    "width=4",
                    "height=4",
                    "k=3",
                    "gravity=true",
                    "--db",
                    taller.toString())
                .exitCode())
        .isZero();
    Result table =
        nimber.run(
            "table",
            "connect",
            "width=4",
            "k=3",
            "gravity=true",
            "--over",
            "height=3..4",
            "--db",
            folder.toString(),
            "--db",
            taller.toString(),
            "--format",
            "csv");
    assertThat(table.out())
        .isEqualTo(
            nimber
                .run(
                    "table",
                    "connect",
                    "width=4",
                    "k=3",
                    "gravity=true",
                    "--over",
                    "height=3..4",
                    "-q",
                    "outcome",
                    "-q",
                    "remoteness",
                    "--format",
                    "csv")
                .out())
        .isEqualTo("height,outcome,remoteness\n3,First,9\n4,First,9\n");
    Result missing =
        nimber.run(
            "table",
            "connect",
            "width=4",
            "k=3",
            "gravity=true",
            "--over",
            "height=3..5",
            "--db",
            folder.toString(),
            "--db",
            taller.toString());
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.out()).isEmpty();
    assertThat(missing.err())
        .isEqualTo(
            "nimber: none of the 2 databases given holds width=4 height=5 k=3"
                + " gravity=true ("
                + folder
                + ": it holds height=3, not height=5 | "
                + taller
                + ": it holds height=4, not"
                + " height=5)\n");
    Path config =
        Files.writeString(
            temporary.resolve("run.yaml"),
            "game: connect\nquestion: move\nparams: {width: 4,"
                + " k: 3, gravity: true}\ninstances:\n  - {height: 3}\n  - {height: 4}\n");
    Result run =
        nimber.run("run", config.toString(), "--db", folder.toString(), "--db", taller.toString());
    assertThat(run.err()).isEmpty();
    assertThat(run.out()).isEqualTo("column 2\ncolumn 2\n");
  }

  @Test
  void infoPrintsTheInstanceAndEachTierAndVerifyRederivesEveryPosition() {
    Result info = nimber.run("db", "info", folder.toString());
    assertThat(info.exitCode()).isZero();
    List<String> lines = info.out().lines().toList();
    assertThat(lines.get(0)).startsWith("game: connect (plugin version ");
    assertThat(lines.subList(1, 3))
        .containsExactly("parameters: width=4 height=3 k=3 gravity=true moves=", "play: normal");
    assertThat(lines.get(3)).startsWith("tiers: 13, 12933 positions, ");
    assertThat(lines.get(4)).isEqualTo("columns: outcome and remoteness");
    // Tier 0, the full board: 6 of its 12 pieces are X, C(12, 6) = 924 boards.
    assertThat(lines.get(5))
        .matches("tier 0: 924 positions, \\d+ bytes, crc32c [0-9a-f]{8}, tier-0.nimberdb");
    assertThat(lines).hasSize(5 + 13);
    Result verify = nimber.run("db", "verify", folder.toString());
    assertThat(verify.err()).isEmpty();
    assertThat(verify.out())
        .matches(
            folder
                + ": every byte of its 13 tier files \\(\\d+ bytes\\) matches its"
                + " checksum; 12933 of its 12933 positions re-derived from their moves agree\n");
  }

  @Test
  void aDatabaseOfAnotherInstanceOrPlayConventionIsRefusedNamingTheDifference() {
    Result other =
        nimber.run(
            "solve",
            "connect",
            "width=4",
            "height=3",
            "k=3",
            "gravity=false",
            "--db",
            folder.toString());
    assertThat(other.exitCode()).isEqualTo(2);
    assertThat(other.out()).isEmpty();
    assertThat(other.err())
        .isEqualTo(
            "nimber: the database in "
                + folder
                + " is not for this instance: it holds"
                + " gravity=true, not gravity=false\n");
    Result misere =
        nimber.run(args(new String[] {"--misere"}, command("solve", "--db", folder.toString())));
    assertThat(misere.exitCode()).isEqualTo(2);
    assertThat(misere.err())
        .endsWith("is not for this instance: it holds normal play, not misere\n");
    Result empty = nimber.run(command("solve", "--db", temporary.toString()));
    assertThat(empty.exitCode()).isEqualTo(2);
    assertThat(empty.err())
        .isEqualTo(
            "nimber: "
                + temporary
                + " holds no database (no manifest.json): build it with"
                + " nimber db build, or run an interrupted build again to finish it\n");
    Result solver = nimber.run(command("solve", "--solver", "search", "--db", folder.toString()));
    assertThat(solver.exitCode()).isEqualTo(2);
    assertThat(solver.err())
        .isEqualTo(
            "nimber: --db answers from the database, so --solver does not apply; leave"
                + " one of them out\n");
    Result overBuild =
        nimber.run(
            "db",
            "build",
            "connect",
            "width=4",
            "height=3",
            "k=3",
            "gravity=false",
            "--db",
            folder.toString());
    assertThat(overBuild.exitCode()).isEqualTo(2);
    assertThat(overBuild.err())
        .isEqualTo(
            "nimber: "
                + folder
                + " holds the database of another instance: it holds"
                + " gravity=true, not gravity=false; choose another folder, or delete this one first\n");
    Result grundy = nimber.run(command("solve", "-q", "grundy", "--db", folder.toString()));
    assertThat(grundy.exitCode()).isEqualTo(2);
    assertThat(grundy.err())
        .isEqualTo(
            "nimber: this solved database keeps no Grundy values (outcome and remoteness"
                + " only); build it with --grundy, or ask for the Grundy value without the database\n");
    assertThat(nimber.run(command("solve", "--db", folder.toString())).out())
        .as("still answers")
        .isEqualTo("First\n");
  }

  @Test
  void aGameWithoutNumberedPositionsAFileForAFolderAndAnEmptyFolderAreUsageErrors()
      throws IOException {
    Result unranked =
        nimber.run(
            "db", "build", "thuemorse", "n=30", "m=3", "--db", temporary.resolve("t").toString());
    assertThat(unranked.exitCode()).isEqualTo(2);
    assertThat(unranked.err())
        .isEqualTo(
            "nimber: game 'thuemorse' neither numbers its positions (tiers and ranks) nor"
                + " writes them as keys for n=30 m=3, so the engine cannot build a database of it; the search answers it"
                + " without one\n");
    assertThat(temporary.resolve("t")).doesNotExist();
    Path file = Files.writeString(temporary.resolve("file"), "not a folder");
    Result onFile =
        nimber.run(args(new String[] {"db", "build"}, args(BOARD, "--db", file.toString())));
    assertThat(onFile.exitCode()).isEqualTo(2);
    assertThat(onFile.err())
        .isEqualTo(
            "nimber: "
                + file
                + " is a file, not a folder; choose a folder for the"
                + " database\n");
    Result info = nimber.run("db", "info", temporary.toString());
    assertThat(info.exitCode()).isEqualTo(2);
    assertThat(info.out()).isEmpty();
    assertThat(info.err())
        .startsWith("nimber: " + temporary + " holds no database (no manifest.json)");
    Result bare = nimber.run("db");
    assertThat(bare.exitCode()).isEqualTo(2);
    assertThat(bare.err())
        .startsWith("nimber: missing a db command: build, book, info or verify\n");
  }

  /**
   * A SNAPSHOT plugin's code may change without its version: the database names the jar's checksum
   * too, so another build of the plugin (here the same jar with one more entry) is refused rather
   * than trusted.
   */
  @Test
  void aDatabaseBuiltByAnotherBuildOfASnapshotPluginIsRefused() throws IOException {
    Path plugins = Files.createDirectories(temporary.resolve("plugins"));
    Path jar = plugins.resolve("connect.jar");
    Files.copy(NimberCli.BUILT_IN_PLUGINS.resolve("nimber-games-connect.jar"), jar);
    NimberCli first = NimberCli.withPluginFolders(List.of(plugins));
    Path built = temporary.resolve("built");
    assertThat(
            first
                .run(args(new String[] {"db", "build"}, args(BOARD, "--db", built.toString())))
                .exitCode())
        .isZero();
    assertThat(first.run("db", "info", built.toString()).out())
        .containsPattern(
            "^game: connect \\(plugin version [^ ]+-SNAPSHOT \\(jar crc32c [0-9a-f]{8}\\)\\)\n");
    assertThat(first.run(command("solve", "--db", built.toString())).out()).isEqualTo("First\n");
    Path rebuilt = temporary.resolve("rebuilt.jar");
    try (java.util.jar.JarFile original = new java.util.jar.JarFile(jar.toFile());
        java.util.jar.JarOutputStream copy =
            new java.util.jar.JarOutputStream(Files.newOutputStream(rebuilt))) {
      for (java.util.jar.JarEntry entry : java.util.Collections.list(original.entries())) {
        copy.putNextEntry(new java.util.jar.JarEntry(entry.getName()));
        original.getInputStream(entry).transferTo(copy);
        copy.closeEntry();
      }
      copy.putNextEntry(new java.util.jar.JarEntry("changed.txt"));
      copy.write(1);
      copy.closeEntry();
    }
    Files.move(rebuilt, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    Result refused =
        NimberCli.withPluginFolders(List.of(plugins))
            .run(command("solve", "--db", built.toString()));
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .startsWith(
            "nimber: the database in "
                + built
                + " is not for this instance: it was built"
                + " by version ")
        .containsPattern(
            "-SNAPSHOT \\(jar crc32c [0-9a-f]{8}\\) of the game's plugin, and version"
                + " [^ ]+-SNAPSHOT \\(jar crc32c [0-9a-f]{8}\\) is installed\n$");
  }

  @Test
  void aMisereDatabaseAnswersMisereQuestionsOnly() {
    Path misere = temporary.resolve("misere");
    assertThat(
            nimber
                .run(
                    args(
                        new String[] {"--misere", "db", "build"},
                        args(BOARD, "--db", misere.toString())))
                .exitCode())
        .isZero();
    Result stored =
        nimber.run(
            args(
                new String[] {"--misere"},
                command("solve", "-q", "remoteness", "--db", misere.toString())));
    assertThat(stored.err()).isEmpty();
    assertThat(stored.out())
        .isEqualTo(
            nimber
                .run(args(new String[] {"--misere"}, command("solve", "-q", "remoteness")))
                .out());
    assertThat(nimber.run("db", "info", misere.toString()).out()).contains("\nplay: misere\n");
    assertThat(nimber.run("db", "verify", misere.toString()).exitCode()).isZero();
  }

  @Test
  void aFlippedByteATruncatedFileOrAMissingTierIsNamedWithExitCodeTwo() throws IOException {
    Path top = folder.resolve("tier-12.nimberdb");
    byte[] original = Files.readAllBytes(top);
    flipLastByte(top);
    Result flipped = nimber.run(command("solve", "--db", folder.toString()));
    assertThat(flipped.exitCode()).isEqualTo(2);
    assertThat(flipped.out()).isEmpty();
    assertThat(flipped.err())
        .isEqualTo("nimber: " + top + ": block 0 does not match its checksum; rebuild tier 12\n");
    Result verify = nimber.run("db", "verify", folder.toString());
    assertThat(verify.exitCode()).isEqualTo(2);
    assertThat(verify.err())
        .isEqualTo("nimber: " + top + ": its checksum is not the manifest's; rebuild tier 12\n");
    Files.write(top, original, java.nio.file.StandardOpenOption.TRUNCATE_EXISTING);
    Path middle = folder.resolve("tier-6.nimberdb");
    try (RandomAccessFile bytes = new RandomAccessFile(middle.toFile(), "rw")) {
      bytes.setLength(bytes.length() - 1);
    }
    Result truncated = nimber.run(command("solve", "--db", folder.toString()));
    assertThat(truncated.exitCode()).isEqualTo(2);
    assertThat(truncated.err())
        .startsWith("nimber: " + middle + ": it has ")
        .endsWith(" (truncated); rebuild tier 6\n");
    Files.delete(middle);
    Result missing = nimber.run(command("play", "--db", folder.toString()));
    assertThat(missing.exitCode()).isEqualTo(2);
    assertThat(missing.err())
        .isEqualTo(
            "nimber: "
                + middle
                + ": the file is missing; rebuild the database (or this"
                + " tier)\n");
    Result rebuilt =
        nimber.run(args(new String[] {"db", "build"}, args(BOARD, "--db", folder.toString())));
    assertThat(rebuilt.exitCode()).isZero();
    assertThat(nimber.run("db", "verify", folder.toString()).exitCode()).isZero();
  }

  /**
   * A tier rewritten with one wrong record and a matching checksum passes every checksum, not the
   * re-derivation.
   */
  @Test
  void aRecordThatItsMovesContradictIsFoundByVerify() throws IOException {
    Manifest manifest = Manifest.read(folder);
    Manifest.Tier tier = manifest.tiers().get(3);
    Path file = folder.resolve(tier.file());
    int[] records = new int[(int) tier.positions()];
    try (TierFile read = TierFile.open(file, dev.nimber.db.BlockCache.ofBytes(0))) {
      read.forEachRecord((rank, record) -> records[(int) rank] = record);
    }
    int changed = 0;
    while (ValueRecord.outcome(records[changed]) == Outcome.DRAW || records[changed] == 0) {
      changed++;
    }
    records[changed] += 2;
    TierFile.write(file, tier.tier(), tier.positions(), rank -> records[(int) rank]);
    List<Manifest.Tier> tiers = new ArrayList<>(manifest.tiers());
    tiers.set(
        3,
        new Manifest.Tier(
            tier.tier(), tier.positions(), tier.file(), Files.size(file), crc32c(file)));
    new Manifest(manifest.identity(), tiers).write(folder);
    Result verify = nimber.run("db", "verify", folder.toString(), "--sample", "100000");
    assertThat(verify.exitCode()).isEqualTo(2);
    assertThat(verify.out()).isEmpty();
    assertThat(verify.err())
        .startsWith(
            "nimber: "
                + file
                + ": position "
                + changed
                + " of tier "
                + tier.tier()
                + " is stored as ")
        .endsWith("; rebuild tier " + tier.tier() + " (or the database)\n");
  }

  private static void flipLastByte(Path file) throws IOException {
    try (RandomAccessFile bytes = new RandomAccessFile(file.toFile(), "rw")) {
      bytes.seek(bytes.length() - 1);
      int value = bytes.read();
      bytes.seek(bytes.length() - 1);
      bytes.write(value ^ 0x01);
    }
  }

  private static String crc32c(Path file) throws IOException {
    CRC32C crc = new CRC32C();
    crc.update(Files.readAllBytes(file));
    return String.format("%08x", crc.getValue());
  }
}
