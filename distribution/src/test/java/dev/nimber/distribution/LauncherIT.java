package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.distribution.Processes.Run;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The distribution as a user runs it: the launcher in a process of its own, with real files, a real
 * full disk ({@code /dev/full}), a real pipe whose reader goes away, and a small heap.
 */
class LauncherIT {

  private static final Path EXAMPLES = Path.of("..", "examples");

  /**
   * Connect Four 7 × 6 from the empty board: every move's value for the first player, as Pascal
   * Pons' solver scores the boards of one stone (run here beside nimber, {@code
   * benchmarks/scripts/connect4-book-vs-pons.sh}).
   */
  static final String SEVEN_BY_SIX_FIRST_MOVES =
      "column 1: loss in 40; column 2: loss in 42; column 3: tie in 42; column 4: win in 41;"
          + " column 5: tie in 42; column 6: loss in 42; column 7: loss in 40\n";

  @TempDir Path folder;

  @Test
  void theReadmesRunCommandAnswersAsTheOriginalProblemDoes() throws Exception {
    Run run = run(List.of(), null, "run", EXAMPLES.resolve("thuemorse.yaml").toString());
    assertThat(run.err()).isEmpty();
    assertThat(run.exitCode()).isZero();
    assertThat(run.out()).isEqualTo("Alice\nAlice\nBob\n");
  }

  @Test
  void answersWrittenToAFullDiskEndInOneLineAndExitCodeOne() throws Exception {
    for (String[] command :
        List.of(
            new String[] {"solve", "thuemorse", "n=387", "m=22"},
            new String[] {"run", EXAMPLES.resolve("thuemorse.yaml").toString()},
            new String[] {"table", "thuemorse", "--over", "n=0..10", "m=3"},
            new String[] {"judge", "thuemorse"})) {
      ProcessBuilder builder =
          Processes.nimber(List.of(), command)
              .redirectOutput(new File("/dev/full"))
              .redirectInput(EXAMPLES.resolve("thuemorse-judge.txt").toFile());
      Process process = builder.start();
      String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
      assertThat(process.waitFor()).as(String.join(" ", command)).isEqualTo(1);
      assertThat(err)
          .as(String.join(" ", command))
          .isEqualTo("nimber: cannot write to standard output: No space left on device\n");
    }
  }

  @Test
  @Timeout(120)
  void judgeOnEndlessInputStopsSoonAfterItsReaderHasGone() throws Exception {
    Process process = Processes.nimber(List.of(), "judge", "thuemorse").start();
    Thread feeder =
        new Thread(
            () -> {
              byte[] lines = "3 1\n".repeat(4096).getBytes(StandardCharsets.US_ASCII);
              try (OutputStream in = process.getOutputStream()) {
                while (true) {
                  in.write(lines);
                }
              } catch (IOException pipeClosed) {
                // The process has stopped reading: that is the point.
              }
            });
    feeder.setDaemon(true);
    feeder.start();
    BufferedReader answers =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    assertThat(answers.readLine()).isEqualTo("Bob");
    answers.close();

    assertThat(process.waitFor(60, TimeUnit.SECONDS)).as("the process stops").isTrue();
    assertThat(process.exitValue()).isEqualTo(1);
    assertThat(new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8))
        .isEqualTo("nimber: cannot write to standard output: Broken pipe\n");
  }

  @Test
  void aSearchThatOutgrowsASmallHeapSaysSoWithoutAStackTrace() throws Exception {
    Run run =
        run(
            List.of("-Xmx64m", "-Dnimber.search.budget=100000000"),
            null,
            "solve",
            "thuemorse",
            "n=50000000",
            "m=3",
            "--solver",
            "search",
            "-q",
            "remoteness");
    assertThat(run.exitCode()).isEqualTo(1);
    assertThat(run.out()).isEmpty();
    assertThat(run.err())
        .matches(
            "nimber: answering 'remoteness', the search ran out of memory after \\d+ positions"
                + " \\(the heap holds at most \\d+ MiB\\); a solver that needs no search may answer; give the heap"
                + " more with NIMBER_OPTS=-Xmx<size>\n");
  }

  @Test
  void sixtyFourThreadsUnderASmallHeapAnswerLikeOne() throws Exception {
    StringBuilder lines = new StringBuilder();
    for (long i = 1; i <= 100_000; i++) {
      lines.append(i * 1_000_003L).append(' ').append(1 + i % 50).append('\n');
    }
    Path input = Files.writeString(folder.resolve("lines.txt"), lines);
    Run one = run(List.of("-Xmx64m"), input, "judge", "thuemorse", "--threads", "1");
    Run many = run(List.of("-Xmx64m"), input, "judge", "thuemorse", "--threads", "64");
    assertThat(one.err()).isEmpty();
    assertThat(many.err()).isEmpty();
    assertThat(many.exitCode()).isZero();
    assertThat(many.out().lines()).hasSize(100_000);
    assertThat(many.out()).isEqualTo(one.out());
  }

  @Test
  void endlessOrHugeJudgeLinesAreRefusedUnderASmallHeap() throws Exception {
    Run zeros = run(List.of("-Xmx64m"), Path.of("/dev/zero"), "judge", "thuemorse");
    assertThat(zeros.exitCode()).isEqualTo(2);
    assertThat(zeros.err())
        .isEqualTo("nimber: line 1: the line is longer than 1048576 characters\n");
    Path tokens = Files.writeString(folder.resolve("tokens.txt"), "1 ".repeat(5_000_000) + "\n");
    Run many = run(List.of("-Xmx64m"), tokens, "judge", "thuemorse");
    assertThat(many.exitCode()).isEqualTo(2);
    assertThat(many.err())
        .isEqualTo("nimber: line 1: the line is longer than 1048576 characters\n");
  }

  /**
   * SIGTERM runs the same shutdown as Ctrl-C's SIGINT: the solve stops at once and says what it was
   * doing. The signal must come once the solve has started; on a loaded machine the JVM may take
   * longer than the first wait to get there (the process then ends in silence), so the wait
   * doubles, up to 12 s, of a solve that runs for tens of seconds.
   */
  @Test
  @Timeout(120)
  void aSolveStoppedBeforeItsAnswerSaysWhatItWasDoing() throws Exception {
    Path out = folder.resolve("stopped-out.txt");
    Path err = folder.resolve("stopped-err.txt");
    long stoppedAfterMillis;
    for (long wait = 1500; ; wait *= 2) {
      Process process =
          Processes.nimber(
                  List.of(), "solve", "thuemorse", "n=3_999_999_999", "m=3", "--solver", "classic")
              .redirectOutput(out.toFile())
              .redirectError(err.toFile())
              .start();
      process.getOutputStream().close();
      Thread.sleep(wait);
      long stopping = System.nanoTime();
      process.destroy();
      assertThat(process.waitFor(10, TimeUnit.SECONDS)).isTrue();
      stoppedAfterMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - stopping);
      if (!Files.readString(err).isEmpty() || wait >= 12_000) {
        break;
      }
    }
    assertThat(stoppedAfterMillis).isLessThan(2000);
    assertThat(Files.readString(out)).isEmpty();
    assertThat(Files.readString(err))
        .startsWith("nimber: stopped before solver 'classic' of game 'thuemorse'")
        .endsWith(" answered 'outcome' of n=3999999999 m=3\n");
  }

  /**
   * Ctrl-C (SIGINT) during a long judge on a machine loaded with busy processes: the judge stops
   * without waiting for the instance in flight, exit code 130. The signal comes once the judge has
   * answered a line, so that it is under way. The judge starts with SIGINT at its default
   * disposition, as from an interactive shell, whatever the build's own: a build started in the
   * background of a script ignores SIGINT, its processes inherit that, and the JVM, rightly, leaves
   * an ignored SIGINT ignored.
   */
  @Test
  @Timeout(120)
  void ctrlCStopsALongJudgeAtOnceWhileTheMachineIsLoaded() throws Exception {
    Path input = folder.resolve("staircase.txt");
    StringBuilder lines = new StringBuilder();
    for (int i = 0; i < 400; i++) {
      lines.append(1_000_000_000_000_000_000L - i).append(" 1500\n");
    }
    Files.writeString(input, lines);
    Path out = folder.resolve("judge-out.txt");
    List<Process> load = new java.util.ArrayList<>();
    try {
      for (int i = 0; i < 8; i++) {
        load.add(new ProcessBuilder("sh", "-c", "while :; do :; done").start());
      }
      ProcessBuilder judging = Processes.nimber(List.of(), "judge", "staircase", "--threads", "1");
      judging.command().addAll(0, List.of("env", "--default-signal=INT"));
      Process judge =
          judging
              .redirectInput(input.toFile())
              .redirectOutput(out.toFile())
              .redirectError(folder.resolve("judge-err.txt").toFile())
              .start();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      while (Files.size(out) == 0 && System.nanoTime() < deadline) {
        Thread.sleep(50);
      }
      assertThat(Files.size(out)).as("an answer before the signal").isPositive();
      long signalled = System.nanoTime();
      assertThat(new ProcessBuilder("kill", "-INT", String.valueOf(judge.pid())).start().waitFor())
          .isZero();
      assertThat(judge.waitFor(30, TimeUnit.SECONDS)).isTrue();
      long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalled);
      assertThat(judge.exitValue()).isEqualTo(130);
      assertThat(millis).as("milliseconds from the signal to the exit").isLessThan(3000);
    } finally {
      load.forEach(Process::destroyForcibly);
    }
  }

  @Test
  void searchingCommandsRunWithTheThroughputCollectorAndJudgeWithTheSerialOneUnlessToldOtherwise()
      throws Exception {
    Run solve =
        run(
            List.of("-Xlog:gc:stderr"),
            null,
            "--plugins",
            folder.toString(),
            "solve",
            "thuemorse",
            "n=387",
            "m=22");
    assertThat(solve.exitCode()).isZero();
    assertThat(solve.out()).isEqualTo("Alice\n");
    assertThat(solve.err()).contains("Using Parallel");
    Path line = Files.writeString(folder.resolve("line.txt"), "387 22\n");
    Run judge = run(List.of("-Xlog:gc:stderr"), line, "judge", "thuemorse");
    assertThat(judge.out()).isEqualTo("Alice\n");
    assertThat(judge.err()).contains("Using Serial");
    Run told = run(List.of("-XX:+UseG1GC", "-Xlog:gc:stderr"), line, "judge", "thuemorse");
    assertThat(told.out()).isEqualTo("Alice\n");
    assertThat(told.err()).contains("Using G1").doesNotContain("Serial");
    Run serial = solveThueMorse(List.of("-XX:+UseSerialGC", "-Xlog:gc:stderr"));
    assertThat(serial.exitCode()).isZero();
    assertThat(serial.out()).isEqualTo("Alice\n");
    assertThat(serial.err()).contains("Using Serial").doesNotContain("Parallel");
  }

  /**
   * The launcher caps a searching command's young generation at 64 MiB unless the heap it is given
   * is in megabytes (the last {@code -Xmx} counts), where the cap could exceed the heap and the JVM
   * would warn on standard output; and it asks for huge pages only as the kernel's mode allows.
   */
  @Test
  void aHeapGivenInMegabytesGetsNoYoungGenerationCapAndNoWarning() throws Exception {
    Run megabytes = solveThueMorse(List.of("-Xmx2g", "-Xmx48m", "-XX:+PrintCommandLineFlags"));
    assertThat(megabytes.exitCode()).isZero();
    assertThat(megabytes.out()).doesNotContain("warning").endsWith("Alice\n");
    assertThat(megabytes.out())
        .contains("-XX:MaxHeapSize=50331648")
        .doesNotContain("-XX:MaxNewSize=67108864");
    Run gigabytes = solveThueMorse(List.of("-Xmx48m", "-Xmx2g", "-XX:+PrintCommandLineFlags"));
    assertThat(gigabytes.exitCode()).isZero();
    assertThat(gigabytes.out()).contains("-XX:MaxNewSize=67108864").endsWith("Alice\n");
    String mode = Files.readString(Path.of("/sys/kernel/mm/transparent_hugepage/enabled"));
    assertThat(gigabytes.out().contains("-XX:+UseTransparentHugePages"))
        .as("huge pages asked for, with the kernel's mode %s", mode.strip())
        .isEqualTo(mode.contains("[madvise]"));
  }

  @Test
  void judgeInlinesOnlySmallCompiledMethodsUnlessToldOtherwise() throws Exception {
    Path line = Files.writeString(folder.resolve("line.txt"), "387 22\n");
    Run judge = run(List.of("-XX:+PrintFlagsFinal"), line, "judge", "thuemorse");
    assertThat(judge.exitCode()).isZero();
    assertThat(judge.out()).containsPattern("InlineSmallCode +:?= 1000 ").endsWith("\nAlice\n");
    Run told =
        run(
            List.of("-XX:InlineSmallCode=2000", "-XX:+PrintFlagsFinal"),
            line,
            "judge",
            "thuemorse");
    assertThat(told.out()).containsPattern("InlineSmallCode +:?= 2000 ").endsWith("\nAlice\n");
    Run solve = solveThueMorse(List.of("-XX:+PrintFlagsFinal"));
    assertThat(solve.out())
        .containsPattern("InlineSmallCode += \\d+ .*\\{default\\}")
        .endsWith("\nAlice\n");
  }

  /**
   * The launcher has the optimizing compiler wait for four times the JVM's default counts, for
   * every command, unless NIMBER_OPTS names one of those thresholds (then the JVM's defaults stand
   * for the others).
   */
  @Test
  void theOptimizingCompilerWaitsForFourTimesTheDefaultCountsUnlessToldOtherwise()
      throws Exception {
    Run solve = solveThueMorse(List.of("-XX:+PrintFlagsFinal"));
    assertThat(solve.exitCode()).isZero();
    assertThat(solve.out())
        .containsPattern("Tier4InvocationThreshold +:?= 20000 ")
        .containsPattern("Tier4MinInvocationThreshold +:?= 2400 ")
        .containsPattern("Tier4CompileThreshold +:?= 60000 ")
        .containsPattern("Tier4BackEdgeThreshold +:?= 160000 ")
        .endsWith("\nAlice\n");
    Path line = Files.writeString(folder.resolve("line.txt"), "387 22\n");
    Run judge = run(List.of("-XX:+PrintFlagsFinal"), line, "judge", "thuemorse");
    assertThat(judge.out()).containsPattern("Tier4InvocationThreshold +:?= 20000 ");
    Run told = solveThueMorse(List.of("-XX:Tier4InvocationThreshold=7000", "-XX:+PrintFlagsFinal"));
    assertThat(told.out())
        .containsPattern("Tier4InvocationThreshold +:?= 7000 ")
        .containsPattern("Tier4CompileThreshold += 15000 .*\\{default\\}")
        .endsWith("\nAlice\n");
  }

  @Test
  void aQuestionAnsweredFromADatabaseRunsWithoutTheOptimizingCompiler() throws Exception {
    Path database = folder.resolve("c33");
    Run built =
        run(
            List.of(),
            null,
            "db",
            "build",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "--db",
            database.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    Run fromDisk =
        run(
            List.of("-XX:+PrintFlagsFinal"),
            null,
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "--db",
            database.toString());
    assertThat(fromDisk.exitCode()).as(fromDisk.err()).isZero();
    assertThat(fromDisk.out()).containsPattern("TieredStopAtLevel +:?= 1 ").endsWith("\nTie\n");
    Run searched =
        run(
            List.of("-XX:+PrintFlagsFinal"),
            null,
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3");
    assertThat(searched.out())
        .containsPattern("TieredStopAtLevel += 4 .*\\{default\\}")
        .endsWith("\nTie\n");
  }

  /**
   * The check: {@code nimber serve} on the distribution serves the games page, and stops on
   * a signal.
   */
  @Test
  @Timeout(120)
  void serveServesTheGamesPageAndTheApiUntilStopped() throws Exception {
    Process serving =
        Processes.nimber(List.of(), "serve", "--port", "0")
            .redirectError(folder.resolve("err.txt").toFile())
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(serving.getInputStream(), StandardCharsets.UTF_8));
      String url = out.readLine();
      assertThat(url).matches("http://127\\.0\\.0\\.1:[0-9]+/");
      HttpClient client = HttpClient.newHttpClient();
      HttpResponse<String> games =
          client.send(
              HttpRequest.newBuilder(URI.create(url)).build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(games.statusCode()).isEqualTo(200);
      assertThat(games.body()).contains("<a href=\"/games/thuemorse\">thuemorse</a>");
      HttpResponse<String> answer =
          client.send(
              HttpRequest.newBuilder(URI.create(url + "api/games/thuemorse/solve?n=387&m=22"))
                  .build(),
              HttpResponse.BodyHandlers.ofString());
      assertThat(answer.body()).contains("\"answer\":\"Alice\"");
      String port = url.substring(url.lastIndexOf(':') + 1, url.length() - 1);
      Run taken = run(List.of(), null, "serve", "--port", port);
      assertThat(taken.exitCode()).isEqualTo(2);
      assertThat(taken.err())
          .isEqualTo("nimber: cannot serve on 127.0.0.1:" + port + ": Address already in use\n");
    } finally {
      serving.destroy();
    }
    assertThat(serving.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.readString(folder.resolve("err.txt"))).isEmpty();
  }

  /**
   * The server's jars are on serve's class path alone: the other commands start without looking
   * through them.
   */
  @Test
  void theServersLibrariesAreInAFolderOfTheirOwn() throws Exception {
    try (var core = Files.list(Processes.HOME.resolve("lib"));
        var server = Files.list(Processes.HOME.resolve("lib").resolve("serve"))) {
      List<String> coreJars = core.map(jar -> jar.getFileName().toString()).toList();
      List<String> serverJars = server.map(jar -> jar.getFileName().toString()).toList();
      assertThat(coreJars)
          .contains("picocli-4.7.7.jar")
          .anyMatch(jar -> jar.startsWith("nimber-cli-"))
          .anyMatch(jar -> jar.startsWith("nimber-service-"))
          .noneMatch(
              jar ->
                  jar.startsWith("javalin")
                      || jar.startsWith("jetty")
                      || jar.startsWith("kotlin")
                      || jar.startsWith("nimber-server"));
      assertThat(serverJars)
          .anyMatch(jar -> jar.startsWith("nimber-server-"))
          .anyMatch(jar -> jar.startsWith("javalin-"))
          .anyMatch(jar -> jar.startsWith("jetty-server"))
          .noneMatch(
              jar ->
                  (jar.startsWith("nimber") && !jar.startsWith("nimber-server-"))
                      || jar.startsWith("picocli"));
    }
  }

  /**
   * The distribution's opening book answers Connect Four 7 × 6 from the empty board, where the
   * search takes minutes (the time limit fails it without the book): every move's value, as Pascal
   * Pons' solver scores the boards of one stone ({@code connect4-book-vs-pons.sh}).
   */
  @Test
  void theShippedOpeningBookAnswersConnectFourSevenBySixFromTheEmptyBoard() throws Exception {
    Run moves =
        run(
            List.of(),
            null,
            "solve",
            "connect",
            "width=7",
            "height=6",
            "k=4",
            "gravity=true",
            "-q",
            "moves",
            "--timeout",
            "60s",
            "--verbose");
    assertThat(moves.exitCode()).as(moves.both()).isZero();
    assertThat(moves.out()).isEqualTo(SEVEN_BY_SIX_FIRST_MOVES);
    assertThat(moves.err())
        .contains("the weak method answering from ")
        .contains("connect-7x6.nimberbook");
  }

  @Test
  void serveRefusesAPortOutOfRangeAndAFolderWithoutADatabase() throws Exception {
    Run port = run(List.of(), null, "serve", "--port", "70000");
    assertThat(port.exitCode()).isEqualTo(2);
    assertThat(port.err()).isEqualTo("nimber: --port: got 70000; allowed: 0 to 65535\n");
    Run database = run(List.of(), null, "serve", "--port", "0", "--db", folder.toString());
    assertThat(database.exitCode()).isEqualTo(2);
    assertThat(database.err())
        .startsWith("nimber: ")
        .contains(folder.toString())
        .doesNotContain("\tat ");
    assertThat(database.out()).isEmpty();
  }

  /**
   * The start-up work the archive saves: the app, its Dagger factories and picocli come from it
   * (picocli and javax.inject, which the factories implement, compiled for Java 17 by the build).
   */
  @Test
  void theClassArchiveHoldsTheAppAndItsCommandLineLibrary() throws Exception {
    Run solve = solveThueMorse(List.of("-Xlog:class+load=info:stderr"));
    assertThat(solve.exitCode()).isZero();
    assertThat(solve.out()).isEqualTo("Alice\n");
    assertThat(solve.err())
        .contains("picocli.CommandLine source: shared objects file")
        .contains("picocli.CommandLine$Model$OptionSpec source: shared objects file")
        .contains("dev.nimber.app.cli.SolveCommand source: shared objects file")
        .contains("dev.nimber.app.cli.SolveCommand_Factory source: shared objects file")
        .contains("javax.inject.Provider source: shared objects file");
  }

  /**
   * The test of a database build: killed with SIGKILL in the middle, the folder is refused,
   * and a second build resumes from the tiers on disk to the bytes of a build never killed; answers
   * from it equal the engine's, and a copy with a flipped byte is refused naming the file.
   */
  @Test
  @Timeout(300)
  void aDatabaseBuildKilledInTheMiddleResumesToTheBytesOfOneNeverKilled() throws Exception {
    String[] board = {"connect", "width=5", "height=4", "k=4", "gravity=true"};
    Path whole = folder.resolve("whole");
    Path killed = folder.resolve("killed");
    Run built = run(List.of(), null, with(board, "db", "build", "--db", whole.toString()));
    assertThat(built.exitCode()).as(built.both()).isZero();
    Process building =
        Processes.nimber(
                List.of(), with(board, "db", "build", "--db", killed.toString(), "--threads", "1"))
            .redirectOutput(folder.resolve("killed-out.txt").toFile())
            .redirectError(folder.resolve("killed-err.txt").toFile())
            .start();
    building.getOutputStream().close();
    while (tierFiles(killed) < 8) {
      assertThat(building.isAlive()).as("the build is still running when it is killed").isTrue();
      Thread.sleep(5);
    }
    building.destroyForcibly();
    assertThat(building.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(building.exitValue()).as("killed by SIGKILL").isEqualTo(128 + 9);
    assertThat(killed.resolve("manifest.json")).doesNotExist();
    Run refused = run(List.of(), null, with(board, "solve", "--db", killed.toString()));
    assertThat(refused.exitCode()).isEqualTo(2);
    assertThat(refused.err())
        .startsWith("nimber: " + killed + " holds no database (no manifest.json)");

    Run resumed = run(List.of(), null, with(board, "db", "build", "--db", killed.toString()));
    assertThat(resumed.exitCode()).as(resumed.both()).isZero();
    assertThat(resumed.err()).contains("was built before; kept");
    List<String> names;
    try (var files = Files.list(whole)) {
      names = files.map(file -> file.getFileName().toString()).sorted().toList();
    }
    assertThat(names).contains("manifest.json", "tier-0.nimberdb", "tier-20.nimberdb").hasSize(22);
    for (String name : names) {
      assertThat(Files.readAllBytes(killed.resolve(name)))
          .as(name)
          .isEqualTo(Files.readAllBytes(whole.resolve(name)));
    }
    for (String question : List.of("outcome", "move", "remoteness")) {
      Run engine = run(List.of(), null, with(board, "solve", "-q", question));
      Run stored =
          run(List.of(), null, with(board, "solve", "-q", question, "--db", killed.toString()));
      assertThat(stored.both()).as(question).isEqualTo(engine.both());
    }

    Path damaged = folder.resolve("damaged");
    Files.createDirectories(damaged);
    for (String name : names) {
      Files.copy(whole.resolve(name), damaged.resolve(name));
    }
    Path tier = damaged.resolve("tier-10.nimberdb");
    byte[] bytes = Files.readAllBytes(tier);
    bytes[bytes.length / 2] ^= 0x40;
    Files.write(tier, bytes);
    Run verify = run(List.of(), null, "db", "verify", damaged.toString());
    assertThat(verify.exitCode()).isEqualTo(2);
    assertThat(verify.err())
        .isEqualTo("nimber: " + tier + ": its checksum is not the manifest's; rebuild tier 10\n");
  }

  private static String[] with(String[] board, String... command) {
    String[] args = new String[command.length + board.length];
    int at = 0;
    for (String arg : command) {
      if (arg.startsWith("-")) {
        break;
      }
      args[at++] = arg;
    }
    int options = at;
    for (String value : board) {
      args[at++] = value;
    }
    System.arraycopy(command, options, args, at, command.length - options);
    return args;
  }

  /** Tier files written whole (renamed from their temporary names). */
  private static long tierFiles(Path database) throws IOException {
    if (!Files.isDirectory(database)) {
      return 0;
    }
    try (var files = Files.list(database)) {
      return files.filter(file -> file.getFileName().toString().endsWith(".nimberdb")).count();
    }
  }

  /** {@code solve thuemorse n=387 m=22} (Alice wins) with these options for the JVM. */
  private Run solveThueMorse(List<String> jvmOptions) throws Exception {
    return run(jvmOptions, null, "solve", "thuemorse", "n=387", "m=22");
  }

  private Run run(List<String> jvmOptions, Path input, String... args) throws Exception {
    return Processes.run(Processes.nimber(jvmOptions, args), folder, input);
  }
}
