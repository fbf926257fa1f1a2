package dev.nimber.app;

import dev.nimber.app.ioc.DaggerNimberComponent;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * Runs, in one JVM, the commands people call most often and in loops: {@code list}, {@code solve},
 * and {@code judge} on each original game, on one thread and on two, {@code solve --db} on a
 * database it builds, and {@code run} of a config file by the weak search. The distribution's build
 * runs it once with {@code -XX:ArchiveClassesAtExit}, so that the class-data-sharing archive the
 * launcher uses holds the classes those commands load (and the lambdas they spin), whichever of
 * them a user runs. Not a command: its output goes to the build's log.
 */
public final class ClassArchiveTraining {

  private ClassArchiveTraining() {}

  public static void main(String[] args) {
    run("", "list");
    run("", "solve", "thuemorse", "n=387", "m=22");
    for (String threads : new String[] {"1", "2"}) {
      run("387 22\n3 3\n10^18 50\n", "judge", "thuemorse", "--threads", threads);
      run("2 4\n1 1\n2 2\n1 4\n1 1\n", "judge", "rulestones", "--threads", threads);
      run("10 3\n199 43\n", "judge", "staircase", "--threads", threads);
    }
    Path folder;
    try {
      folder = Files.createTempDirectory("nimber-training");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    try {
      answerFromADatabase(folder);
      runABatch(folder);
    } finally {
      try (Stream<Path> files = Files.walk(folder)) {
        files.sorted(Comparator.reverseOrder()).forEach(file -> file.toFile().delete());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    System.exit(0);
  }

  /**
   * Builds a solved database of tic-tac-toe in the folder and answers a position from it, so that
   * the classes of {@code --db} (the block cache, the manifest's reader, the file channels) are in
   * the archive too.
   */
  private static void answerFromADatabase(Path folder) {
    String db = folder.resolve("ttt").toString();
    run("", "db", "build", "connect", "width=3", "height=3", "k=3", "--db", db);
    run("", "solve", "connect", "width=3", "height=3", "k=3", "moves=5", "-q", "moves", "--db", db);
    run("", "solve", "connect", "width=3", "height=3", "k=3", "--db", db, "--format", "json");
  }

  /**
   * Runs a config file of two Connect Four 6 × 4 positions (YAML, as {@code run} reads it), by the
   * engine's choice and by the weak search on two threads, so that the config's parser and the weak
   * search's classes are in the archive too.
   */
  private static void runABatch(Path folder) {
    Path config = folder.resolve("batch.yaml");
    try {
      Files.writeString(
          config,
          String.join(
              "\n",
              "game: connect",
              "question: remoteness",
              "params: {width: 6, height: 4, k: 4, gravity: true}",
              "instances:",
              "  - moves: \"6,6,2,4,5,5,4,6,1,4,6\"",
              "  - moves: \"1,2,3,4,5,6,1,2,3\"",
              ""));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    run("", "run", config.toString());
    run("", "--method", "weak", "run", config.toString(), "--threads", "2", "--format", "json");
  }

  private static void run(String input, String... args) {
    System.setIn(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
    DaggerNimberComponent.create().nimber().run(args);
  }
}
