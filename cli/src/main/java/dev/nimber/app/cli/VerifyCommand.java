package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.SolversChecked;
import dev.nimber.app.service.UsageException;
import dev.nimber.app.service.VerifyListener;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
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
  static final int MAX_SMALL_SIZE = Requests.VerifySolvers.MOST_SMALL_SIZE;

  /** The most random instances. */
  static final int MAX_RANDOM = Requests.VerifySolvers.MOST_RANDOM;

  /** The largest --random-size. */
  static final long MAX_RANDOM_SIZE = Requests.VerifySolvers.MOST_RANDOM_SIZE;

  @Option(
      names = "--max",
      paramLabel = "SIZE",
      description =
          "Size of the small instances, 0 to " + MAX_SMALL_SIZE + " (default: ${DEFAULT-VALUE}).")
  int max = Requests.VerifySolvers.SMALL_SIZE;

  @Option(
      names = "--random",
      paramLabel = "K",
      description = "Random larger instances, 0 to " + MAX_RANDOM + " (default: ${DEFAULT-VALUE}).")
  int random = Requests.VerifySolvers.RANDOM_COUNT;

  @Option(
      names = "--random-size",
      paramLabel = "SIZE",
      description = "Largest size of a random instance, 1 to 10^18 (default: ${DEFAULT-VALUE}).")
  long randomSize = Requests.VerifySolvers.RANDOM_SIZE;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "Seed of the random instances (default: ${DEFAULT-VALUE}).")
  long seed = Requests.VerifySolvers.SEED;

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
    NimberService service = catalogs.loadFor(options.pluginFolders(), game).forOneCommand(game);
    PrintStream out = console.out();
    SolversChecked checked =
        service.verifySolvers(
            new Requests.VerifySolvers(game, solverNames, max, random, randomSize, seed, keepGoing),
            new VerifyListener() {
              @Override
              public void started() {
                out.printf(
                    "%-7s %-32s %10s %10s %10s%n",
                    "phase", "solvers", "instances", "agreed", "time");
              }

              @Override
              public void noSmallInstances() {
                console
                    .err()
                    .println(
                        "nimber: game '"
                            + game
                            + "' declares no small instances; nothing to check exhaustively");
              }

              @Override
              public void noFastSolvers() {
                console
                    .err()
                    .println(
                        "nimber: no solver besides the reference ones; no random instances"
                            + " checked");
              }

              @Override
              public Progress phase(String phase, int instances) {
                return progress.start("verify " + game + " (" + phase + ")", instances);
              }

              @Override
              public void phaseDone(String phase, List<SolversChecked.PairTally> pairs) {
                for (SolversChecked.PairTally pair : pairs) {
                  out.printf(
                      "%-7s %-32s %10d %10d %9.2fs%n",
                      phase,
                      pair.first() + " ~ " + pair.second(),
                      pair.compared(),
                      pair.agreed(),
                      pair.nanos() / 1e9);
                }
              }
            });
    if (checked.finding().isPresent()) {
      SolversChecked.Finding finding = checked.finding().get();
      out.println();
      out.println(
          finding.kind()
              + (keepGoing ? " on " + checked.findings() + " instance(s)" : "")
              + "; the smallest instance found that shows it:");
      out.println("  " + finding.description());
      return ExitCode.SOLVER_FAILED;
    }
    out.println();
    out.println(
        (checked.solvers() == 1 ? "nothing wrong found on " : "all solvers agree on ")
            + checked.smallInstances()
            + " small instances"
            + checked
                .randomInstances()
                .map(count -> " and " + count + " random ones (seed " + seed + ")")
                .orElse("")
            + "; "
            + checked.movesChecked()
            + " winning moves checked");
    return ExitCode.ANSWERED;
  }
}
