package dev.nimber.app.cli;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.UsageException;
import dev.nimber.testkit.CheckPlan;
import dev.nimber.testkit.Verifier;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber verify GAME}: do the game's solvers agree, and does every winning move they answer
 * win? Every pair is compared on every question both answer, and every winning move is checked
 * against the game's positions, first on every small instance the game declares (where the search
 * proves each move's position lost), then on random larger instances without the reference solvers
 * (where moves are checked for legality and by the game). What is found is shrunk to the smallest
 * instance that shows it.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description =
        "Checks that a game's solvers agree: on every small instance, then on random larger ones.",
    footer = {"", "Exit codes: 0 all agree, 1 a disagreement (printed, shrunk), 2 usage error."})
final class VerifyCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final ProgressDisplay progress;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description = "A solver to compare (repeatable; default: all).")
  List<String> solverNames = new ArrayList<>();

  /** The largest --max: the small instances are listed in memory and each is searched. */
  static final int MAX_SMALL_SIZE = 1_000;

  /** The most random instances. */
  static final int MAX_RANDOM = 100_000;

  /** The largest --random-size. */
  static final long MAX_RANDOM_SIZE = 1_000_000_000_000_000_000L;

  @Option(
      names = "--max",
      paramLabel = "SIZE",
      description =
          "Size of the small instances, 0 to " + MAX_SMALL_SIZE + " (default: ${DEFAULT-VALUE}).")
  int max = CheckPlan.SMALL_SIZE;

  @Option(
      names = "--random",
      paramLabel = "K",
      description = "Random larger instances, 0 to " + MAX_RANDOM + " (default: ${DEFAULT-VALUE}).")
  int random = CheckPlan.RANDOM_COUNT;

  @Option(
      names = "--random-size",
      paramLabel = "SIZE",
      description = "Largest size of a random instance, 1 to 10^18 (default: ${DEFAULT-VALUE}).")
  long randomSize = CheckPlan.RANDOM_SIZE;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed of the random instances (default: ${DEFAULT-VALUE}).")
  long seed = CheckPlan.SEED;

  @Option(
      names = "--keep-going",
      description = "Count every disagreeing instance instead of stopping at the first.")
  boolean keepGoing;

  @Inject
  VerifyCommand(
      CatalogLoader catalogs, GlobalOptions options, ProgressDisplay progress, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() {
    if (options.misere()) {
      throw new UsageException(
          "verify checks solvers under normal play, the only play the games' own solvers answer;"
              + " --misere is for the commands that solve: solve, play, table, plot, judge and run");
    }
    if (max < 0 || max > MAX_SMALL_SIZE) {
      throw new UsageException("--max must be from 0 to " + MAX_SMALL_SIZE + ", got " + max);
    }
    if (random < 0 || random > MAX_RANDOM) {
      throw new UsageException("--random must be from 0 to " + MAX_RANDOM + ", got " + random);
    }
    if (randomSize < 1 || randomSize > MAX_RANDOM_SIZE) {
      throw new UsageException("--random-size must be from 1 to 10^18, got " + randomSize);
    }
    GameEntry entry = catalogs.loadFor(options.pluginFolders(), game).game(game);
    GameDescriptor descriptor = entry.descriptor();
    List<GameSolver> solvers =
        solverNames.isEmpty() ? entry.solvers() : solverNames.stream().map(entry::solver).toList();
    PrintStream out = console.out();
    out.printf("%-7s %-32s %10s %10s %10s%n", "phase", "solvers", "instances", "agreed", "time");
    CheckPlan plan = new CheckPlan(max, random, randomSize, seed);
    List<dev.nimber.api.Parameters> small =
        PluginCall.guard(
            () -> entry.describe() + ", asked for its small instances",
            () -> plan.smallInstances(descriptor));
    if (small.isEmpty()) {
      console
          .err()
          .println(
              "nimber: game '"
                  + game
                  + "' declares no small instances; nothing to check exhaustively");
    }
    Verifier.Report first = check("small", entry, solvers, small, true);
    Optional<Verifier.Report> second =
        first.finding().isEmpty() || keepGoing
            ? checkRandom(entry, solvers, plan)
            : Optional.empty();
    Optional<Verifier.Finding> finding =
        first.finding().or(() -> second.flatMap(Verifier.Report::finding));
    long moves = first.movesChecked() + second.map(Verifier.Report::movesChecked).orElse(0L);
    if (finding.isPresent()) {
      long count = first.findings() + second.map(Verifier.Report::findings).orElse(0L);
      out.println();
      out.println(
          headline(finding.get())
              + (keepGoing ? " on " + count + " instance(s)" : "")
              + "; the smallest instance found that shows it:");
      out.println("  " + finding.get().describe());
      return ExitCode.SOLVER_FAILED;
    }
    out.println();
    out.println(
        (solvers.size() == 1 ? "nothing wrong found on " : "all solvers agree on ")
            + first.instances()
            + " small instances"
            + second
                .map(report -> " and " + report.instances() + " random ones (seed " + seed + ")")
                .orElse("")
            + "; "
            + moves
            + " winning moves checked");
    return ExitCode.ANSWERED;
  }

  private static String headline(Verifier.Finding finding) {
    if (finding instanceof Verifier.Disagreement) {
      return "DISAGREEMENT";
    }
    if (finding instanceof Verifier.BadNumbering) {
      return "BAD NUMBERING";
    }
    return finding instanceof Verifier.BadMove ? "BAD MOVE" : "SOLVER BROKE";
  }

  /** The random phase, without the reference solvers. */
  private Optional<Verifier.Report> checkRandom(
      GameEntry entry, List<GameSolver> solvers, CheckPlan plan) {
    List<GameSolver> fast = CheckPlan.fastSolvers(solvers);
    if (random == 0) {
      return Optional.empty();
    }
    if (fast.isEmpty()) {
      console
          .err()
          .println("nimber: no solver besides the reference ones; no random instances checked");
      return Optional.empty();
    }
    List<dev.nimber.api.Parameters> instances =
        PluginCall.guard(
            () -> entry.describe() + ", asked for random instances",
            () -> plan.randomInstances(entry.descriptor()));
    return Optional.of(check("random", entry, fast, instances, false));
  }

  private Verifier.Report check(
      String phase,
      GameEntry entry,
      List<GameSolver> solvers,
      List<dev.nimber.api.Parameters> instances,
      boolean searchMoves) {
    Verifier.Report report;
    try (Progress bar = progress.start("verify " + game + " (" + phase + ")", instances.size())) {
      // The verifier contains what solvers throw; what the game itself throws is the plugin's
      // failure.
      report =
          PluginCall.guard(
              () -> entry.describe() + ", while verifying (" + phase + ")",
              () ->
                  new Verifier(entry.descriptor(), solvers, searchMoves)
                      .check(instances, keepGoing, bar::step));
    }
    for (Verifier.PairTally pair : report.pairs()) {
      console
          .out()
          .printf(
              "%-7s %-32s %10d %10d %9.2fs%n",
              phase,
              pair.first() + " ~ " + pair.second(),
              pair.compared(),
              pair.agreed(),
              pair.nanos() / 1e9);
    }
    return report;
  }
}
