package dev.nimber.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's cluster walk-through, run: a Spark standalone cluster on this machine, its master
 * and its worker each a JVM of its own started as Spark's scripts start them, from a stand-in Spark
 * 4.2.0 installation ({@code target/spark-home}: Spark's jars at Spark's own versions, Jackson 2.21
 * and zstd-jni 1.5.7-7 among them, and the RELEASE mark); the job submitted through {@code
 * SparkSubmit} (what {@code spark-submit} runs) with nimber-spark's jar and the other jars of its
 * {@code lib/} as {@code --jars}. The worker starts the executors from the installation, so
 * nimber's classes reach them only with the job. The database is the engine's, byte for byte.
 */
class StandaloneClusterIT {

  private static final Path NIMBER_SPARK = Path.of(System.getProperty("nimber-spark.home"));
  private static final Path SPARK_HOME = Path.of(System.getProperty("spark-home.directory"));
  private static final String PLUGINS =
      Path.of("target", "test-plugins").toAbsolutePath().toString();

  @TempDir Path folder;

  private final List<Process> started = new ArrayList<>();

  @Test
  @Timeout(600)
  void aJobSubmittedToAStandaloneClusterWritesTheEnginesDatabaseFromExecutorsTheWorkerStarted()
      throws Exception {
    Path logs = Files.createDirectories(folder.resolve("logs"));
    Path work = folder.resolve("work");
    Path database = folder.resolve("c44");
    try {
      Process masterJvm =
          start(
              logs.resolve("master"),
              "org.apache.spark.deploy.master.Master",
              "--host",
              "127.0.0.1",
              "--port",
              String.valueOf(freePort()),
              "--webui-port",
              "0");
      awaitLine(logs.resolve("master.err"), "I have been elected leader", masterJvm);
      // The port asked for, or the next free one if another process took it meanwhile.
      Matcher started =
          Pattern.compile("Starting Spark master at (spark://127\\.0\\.0\\.1:\\d+)")
              .matcher(Files.readString(logs.resolve("master.err")));
      assertThat(started.find()).as("the master's URL in its log").isTrue();
      String master = started.group(1);
      Process workerJvm =
          start(
              logs.resolve("worker"),
              "org.apache.spark.deploy.worker.Worker",
              "--host",
              "127.0.0.1",
              "--cores",
              "2",
              "--memory",
              "2g",
              "--webui-port",
              "0",
              "--work-dir",
              work.toString(),
              master);
      awaitLine(logs.resolve("worker.err"), "Successfully registered with master", workerJvm);

      List<Path> lib = jars(NIMBER_SPARK.resolve("lib"));
      Path application =
          lib.stream()
              .filter(jar -> jar.getFileName().toString().startsWith("nimber-spark-"))
              .findFirst()
              .orElseThrow();
      String travelling =
          lib.stream()
              .filter(jar -> !jar.equals(application))
              .map(Path::toString)
              .collect(Collectors.joining(","));
      // The executors name where each class comes from, on standard output.
      Process submit =
          start(
              logs.resolve("submit"),
              "org.apache.spark.deploy.SparkSubmit",
              "--master",
              master,
              "--conf",
              "spark.executor.extraJavaOptions=-verbose:class",
              "--class",
              "dev.nimber.spark.SparkMain",
              "--jars",
              travelling,
              application.toString(),
              "solve",
              "connect",
              "width=4",
              "height=4",
              "k=3",
              "gravity=true",
              "--db",
              database.toString(),
              "--plugins",
              PLUGINS,
              "--broadcast-most",
              "0");
      assertThat(submit.waitFor(5, TimeUnit.MINUTES)).as("spark-submit ended").isTrue();
      assertThat(submit.exitValue())
          .as(
              "spark-submit's exit code; its log:%n%s",
              Files.readString(logs.resolve("submit.err")))
          .isZero();
      assertThat(Files.readString(logs.resolve("submit.out")))
          .matches(
              database
                  + ": 201755 positions in 17 tiers, \\d+ bytes, 17 tiers solved here in [0-9.]+ s\\n");

      List<Path> executorOutputs;
      try (Stream<Path> files = Files.walk(work)) {
        executorOutputs =
            files.filter(file -> file.getFileName().toString().equals("stdout")).toList();
      }
      assertThat(executorOutputs).as("the output of the executors the worker started").isNotEmpty();
      String loaded = Files.readString(executorOutputs.get(0));
      // nimber's classes from the jars the job brought into the executor's folder, the game from
      // the plugin folder,
      // and zstd from the installation's zstd-jni (1.5.7-7, the same zstd 1.5.7 as nimber's
      // 1.5.7-28).
      assertThat(loaded)
          .containsPattern(
              "dev\\.nimber\\.db\\.TierFile source: file:"
                  + work
                  + "/app-[0-9-]+/\\d+/"
                  + "\\./nimber-db-")
          .contains("dev.nimber.games.connect.ConnectGame source: file:" + PLUGINS)
          .contains(
              "com.github.luben.zstd.ZstdCompressCtx source: file:"
                  + SPARK_HOME.resolve("jars").resolve("zstd-jni-1.5.7-7.jar"));
    } finally {
      started.forEach(StandaloneClusterIT::stop);
    }
    Path viaEngine = folder.resolve("engine");
    EngineDatabases.build(EngineDatabases.connect(PLUGINS, 4, 4, 3, true), viaEngine, -1);
    EngineDatabases.assertSameFiles(database, viaEngine);
  }

  /**
   * Starts one of Spark's main classes in a JVM of its own, as the installation's scripts do:
   * Spark's jars as the class path, the JDK's packages Spark needs opened, {@code SPARK_HOME} and
   * the Scala version in the environment. Standard output and error go to {@code logs.out} and
   * {@code logs.err}.
   */
  private Process start(Path logs, String mainClass, String... arguments) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx512m");
    command.addAll(Arrays.asList(System.getProperty("spark.opens").trim().split("\\s+")));
    command.add("-cp");
    command.add(SPARK_HOME.resolve("jars") + "/*");
    command.add(mainClass);
    command.addAll(List.of(arguments));
    ProcessBuilder builder =
        new ProcessBuilder(command)
            .redirectOutput(logs.resolveSibling(logs.getFileName() + ".out").toFile())
            .redirectError(logs.resolveSibling(logs.getFileName() + ".err").toFile());
    builder.environment().remove("SPARK_TESTING");
    builder.environment().put("SPARK_HOME", SPARK_HOME.toString());
    builder.environment().put("SPARK_SCALA_VERSION", "2.13");
    builder.environment().put("SPARK_LOCAL_IP", "127.0.0.1");
    Process process = builder.start();
    started.add(0, process);
    return process;
  }

  /**
   * Waits until a log holds a line, failing with the log if the process ends first or two minutes
   * pass.
   */
  private static void awaitLine(Path log, String line, Process process) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (!(Files.exists(log) && Files.readString(log).contains(line))) {
      if (!process.isAlive() || System.nanoTime() > deadline) {
        throw new AssertionError(
            "no '"
                + line
                + "' in "
                + log
                + (process.isAlive() ? "" : " (the process ended)")
                + ":\n"
                + (Files.exists(log) ? Files.readString(log) : ""));
      }
      Thread.sleep(100);
    }
  }

  private static List<Path> jars(Path lib) throws IOException {
    try (Stream<Path> listed = Files.list(lib)) {
      return listed
          .filter(file -> file.getFileName().toString().endsWith(".jar"))
          .sorted()
          .toList();
    }
  }

  private static int freePort() throws IOException {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  /** Stops a process and what it started (a worker's executors), forcibly after ten seconds. */
  private static void stop(Process process) {
    List<ProcessHandle> children = process.descendants().toList();
    process.destroy();
    children.forEach(ProcessHandle::destroy);
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        process.destroyForcibly();
      }
    } catch (InterruptedException interrupted) {
      Thread.currentThread().interrupt();
      process.destroyForcibly();
    }
    children.forEach(ProcessHandle::destroyForcibly);
  }
}
