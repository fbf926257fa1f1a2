package dev.nimber.spark;

import dev.nimber.api.NimberException;
import dev.nimber.api.Shortage;
import dev.nimber.app.service.Assignments;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.UsageException;
import dev.nimber.db.DatabaseException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber-spark solve GAME NAME=VALUE … --db DIR --plugins DIR}: the ranked solve of an
 * instance on Spark, into the database {@code nimber db build} writes. Embedded in {@code local[*]}
 * unless {@code --master} or spark-submit names a cluster. Exit codes as nimber's: 0 built, 1 the
 * solve failed, 2 usage or input error.
 */
@Command(
    name = "nimber-spark",
    mixinStandardHelpOptions = true,
    version = "nimber-spark 0.1.0",
    description =
        "Solves a ranked instance's tiers on Apache Spark into the database nimber db build writes.",
    subcommands = SparkMain.Solve.class)
public final class SparkMain {

  /** {@code solve}. */
  @Command(
      name = "solve",
      mixinStandardHelpOptions = true,
      description = "Solves GAME's instance tier by tier on Spark into the database folder --db.",
      footer = {
        "",
        "Example: nimber-spark solve connect width=5 height=4 k=4 gravity=true --db c54"
            + " --plugins distribution/target/nimber/plugins"
      })
  static final class Solve implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "GAME", description = "The game's id.")
    String game;

    @Parameters(
        index = "1..*",
        paramLabel = "NAME=VALUE",
        description = "The instance's parameters.")
    List<String> assignments = new ArrayList<>();

    @Option(
        names = "--db",
        paramLabel = "DIR",
        required = true,
        description =
            "The database's folder; an unfinished" + " build of the same instance there resumes.")
    Path folder;

    @Option(
        names = "--plugins",
        paramLabel = "DIR",
        required = true,
        description = "A folder of plugin jars that" + " every executor can read (repeatable).")
    List<Path> plugins = new ArrayList<>();

    @Option(
        names = "--master",
        paramLabel = "URL",
        description =
            "Spark's master: local[N], local-cluster[…],"
                + " spark://host:port… (default: spark-submit's, else local[*]).")
    String master;

    @Option(
        names = "--slices",
        paramLabel = "N",
        description =
            "Tasks a tier is cut into at most, 1 to 100000,"
                + " unless a task would value more than 2^26 positions (default: ${DEFAULT-VALUE}).")
    int slices = 64;

    @Option(
        names = "--broadcast-most",
        paramLabel = "POSITIONS",
        description =
            "The most positions the tiers below"
                + " a tier may hold to be broadcast by the driver; past it, each executor reads them from the database's"
                + " folder, which must then be on a shared file system (default: ${DEFAULT-VALUE}, 32 MiB).")
    long broadcastMost = 1L << 24;

    @Option(names = "--misere", description = "Misère play: whoever moves last loses.")
    boolean misere;

    @Override
    public Integer call() {
      if (slices < 1 || slices > 100_000) {
        throw new UsageException("--slices: got " + slices + "; allowed: 1 to 100000");
      }
      if (broadcastMost < 0) {
        throw new UsageException("--broadcast-most: got " + broadcastMost + "; allowed: 0 upward");
      }
      Map<String, String> parameters = Assignments.parse(assignments);
      InstanceSpec spec =
          new InstanceSpec(
              plugins.stream().map(path -> path.toAbsolutePath().toString()).toList(),
              game,
              parameters,
              misere);
      spec.instance();
      SparkConf conf = new SparkConf().setAppName("nimber-spark " + game);
      if (master != null) {
        conf.setMaster(master);
      } else if (!conf.contains("spark.master")) {
        conf.setMaster("local[*]");
      }
      conf.setIfMissing("spark.ui.enabled", "false");
      long start = System.nanoTime();
      try (JavaSparkContext spark = new JavaSparkContext(conf)) {
        SparkTierSolve.Result result =
            SparkTierSolve.solve(
                spark,
                spec,
                folder,
                slices,
                broadcastMost,
                note -> System.err.println("nimber-spark: " + note));
        System.out.printf(
            "%s: %d positions in %d tiers, %d bytes, %d tiers solved here in %.1f s%n",
            folder,
            result.positions(),
            result.manifest().tiers().size(),
            result.manifest().bytes(),
            result.solvedTiers(),
            (System.nanoTime() - start) / 1e9);
      }
      return 0;
    }
  }

  private SparkMain() {}

  /** Runs the command line and exits with its code. */
  public static void main(String[] args) {
    System.exit(run(System.err, args));
  }

  static int run(PrintStream err, String... args) {
    CommandLine commandLine = new CommandLine(new SparkMain());
    commandLine.setExecutionExceptionHandler(
        (failure, line, parsed) -> {
          Throwable cause = reported(failure);
          err.println(
              "nimber-spark: "
                  + (cause.getMessage() == null ? cause.toString() : cause.getMessage())
                  + remedy(cause));
          return ExitCode.of(cause);
        });
    return commandLine.execute(args);
  }

  /**
   * How to give a solve on Spark what it ran short of, in Spark's terms: the engine runs in the
   * driver and in the executors, whose JVMs Spark's configuration starts.
   */
  static String remedy(Throwable failure) {
    if (!(failure instanceof NimberException nimber) || nimber.shortage().isEmpty()) {
      return "";
    }
    Shortage shortage = nimber.shortage().get();
    if (shortage.setting() != null) {
      return "; raise it with --conf spark.driver.extraJavaOptions=-D"
          + shortage.setting()
          + "=N and the same in spark.executor.extraJavaOptions";
    }
    return "; give the driver and the executors more memory (--driver-memory, --executor-memory"
        + (shortage.heapMib() > 0 ? ", at least " + shortage.heapMib() + " MiB" : "")
        + ")";
  }

  /**
   * What a failure is reported as: Spark wraps what a task threw (a job aborted, with the task's
   * exception as its cause), so the message and the exit code are those of nimber's own exception
   * within, else of the innermost cause.
   */
  static Throwable reported(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null
        && !(cause instanceof UsageException)
        && !(cause instanceof DatabaseException)
        && !(cause instanceof NimberException)) {
      cause = cause.getCause();
    }
    return cause;
  }
}
