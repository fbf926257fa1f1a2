package dev.nimber.app.cli;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Verifier;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.Progress;
import dev.nimber.app.solve.ProgressDisplay;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber verify GAME}: do the game's solvers agree? Every pair is compared on every question both answer,
 * first on every small instance the game declares, then on random larger instances without the reference (search)
 * solvers. A disagreement is shrunk to the smallest instance that shows it.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description = "Checks that a game's solvers agree: on every small instance, then on random larger ones.",
    footer = {"", "Exit codes: 0 all agree, 1 a disagreement (printed, shrunk), 2 usage error."})
final class VerifyCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final ProgressDisplay progress;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Option(names = "--solver", paramLabel = "NAME", description = "A solver to compare (repeatable; default: all).")
  List<String> solverNames = new ArrayList<>();

  /** The largest --max: the small instances are listed in memory and each is searched. */
  static final int MAX_SMALL_SIZE = 1_000;
  /** The most random instances. */
  static final int MAX_RANDOM = 100_000;
  /** The largest --random-size. */
  static final long MAX_RANDOM_SIZE = 1_000_000_000_000_000_000L;

  @Option(names = "--max", paramLabel = "SIZE",
      description = "Size of the small instances, 0 to " + MAX_SMALL_SIZE + " (default: ${DEFAULT-VALUE}).")
  int max = 40;

  @Option(names = "--random", paramLabel = "K",
      description = "Random larger instances, 0 to " + MAX_RANDOM + " (default: ${DEFAULT-VALUE}).")
  int random = 100;

  @Option(names = "--random-size", paramLabel = "SIZE",
      description = "Largest size of a random instance, 1 to 10^18 (default: ${DEFAULT-VALUE}).")
  long randomSize = 1_000_000;

  @Option(names = "--seed", paramLabel = "S", description = "Seed of the random instances (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Option(names = "--keep-going", description = "Count every disagreeing instance instead of stopping at the first.")
  boolean keepGoing;

  @Inject
  VerifyCommand(CatalogLoader catalogs, GlobalOptions options, ProgressDisplay progress, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.progress = progress;
    this.console = console;
  }

  @Override
  public Integer call() {
    if (max < 0 || max > MAX_SMALL_SIZE) {
      throw new UsageException("--max must be from 0 to " + MAX_SMALL_SIZE + ", got " + max);
    }
    if (random < 0 || random > MAX_RANDOM) {
      throw new UsageException("--random must be from 0 to " + MAX_RANDOM + ", got " + random);
    }
    if (randomSize < 1 || randomSize > MAX_RANDOM_SIZE) {
      throw new UsageException("--random-size must be from 1 to 10^18, got " + randomSize);
    }
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    GameDescriptor descriptor = entry.descriptor();
    List<GameSolver> solvers = solverNames.isEmpty() ? entry.solvers()
        : solverNames.stream().map(entry::solver).toList();
    if (solvers.size() < 2) {
      throw new UsageException("verify compares solvers, so it needs at least two; game '" + game + "' has: "
          + entry.solvers().stream().map(GameSolver::name).collect(Collectors.joining(", ")));
    }
    PrintStream out = console.out();
    out.printf("%-7s %-32s %10s %10s %10s%n", "phase", "solvers", "instances", "agreed", "time");
    List<Map<String, Object>> small = PluginCall.guard(() -> entry.describe() + ", asked for its small instances",
        () -> descriptor.smallInstances(max));
    if (small.isEmpty()) {
      console.err().println("nimber: game '" + game + "' declares no small instances; nothing to check exhaustively");
    }
    Verifier.Report first = check("small", entry, solvers, small);
    Optional<Verifier.Report> second = first.disagreement().isEmpty() || keepGoing
        ? checkRandom(entry, solvers)
        : Optional.empty();
    Optional<Verifier.Disagreement> disagreement = first.disagreement().or(() -> second.flatMap(Verifier.Report::disagreement));
    if (disagreement.isPresent()) {
      long count = first.disagreements() + second.map(Verifier.Report::disagreements).orElse(0L);
      out.println();
      out.println("DISAGREEMENT" + (keepGoing ? " on " + count + " instance(s)" : "")
          + "; the smallest instance found that shows it:");
      out.println("  " + disagreement.get().describe());
      return ExitCode.SOLVER_FAILED;
    }
    out.println();
    out.println("all solvers agree on " + first.instances() + " small instances"
        + second.map(report -> " and " + report.instances() + " random ones (seed " + seed + ")").orElse(""));
    return ExitCode.ANSWERED;
  }

  /** The random phase, without the reference solvers, when at least two others remain. */
  private Optional<Verifier.Report> checkRandom(GameEntry entry, List<GameSolver> solvers) {
    List<GameSolver> fast = solvers.stream().filter(solver -> !solver.isReference()).toList();
    if (random == 0) {
      return Optional.empty();
    }
    if (fast.size() < 2) {
      console.err().println("nimber: fewer than two non-reference solvers; no random instances checked");
      return Optional.empty();
    }
    List<Map<String, Object>> instances = PluginCall.guard(() -> entry.describe() + ", asked for random instances",
        () -> Verifier.randomInstances(entry.descriptor(), random, seed, Math.max(1, max + 1L), randomSize));
    return Optional.of(check("random", entry, fast, instances));
  }

  private Verifier.Report check(
      String phase, GameEntry entry, List<GameSolver> solvers, List<Map<String, Object>> instances) {
    Verifier.Report report;
    try (Progress bar = progress.start("verify " + game + " (" + phase + ")", instances.size())) {
      // The verifier calls the game and its solvers on every instance; what it does not expect of them is theirs.
      report = PluginCall.guard(() -> entry.describe() + " or one of its solvers, while verifying (" + phase + ")",
          () -> new Verifier(entry.descriptor(), solvers).check(instances, keepGoing, bar::step));
    }
    for (Verifier.PairTally pair : report.pairs()) {
      console.out().printf("%-7s %-32s %10d %10d %9.2fs%n", phase, pair.first() + " ~ " + pair.second(),
          pair.compared(), pair.agreed(), pair.nanos() / 1e9);
    }
    return report;
  }
}
