package dev.nimber.app.cli;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.GameEntry;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.InstanceSolver;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber judge GAME}: reads the original problem's input from standard input and prints exactly its output,
 * answering each instance as soon as it is read, so it streams over inputs of any length.
 */
@Command(
    name = "judge",
    mixinStandardHelpOptions = true,
    description = "Reads the original problem's input on stdin and prints its expected output, one line per instance.")
final class JudgeCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final InstanceSolver solver;
  private final Console console;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Option(names = "--solver", paramLabel = "NAME", description = "The solver; by default the game's choice.")
  String solverName;

  @Inject
  JudgeCommand(CatalogLoader catalogs, GlobalOptions options, InstanceSolver solver, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.solver = solver;
    this.console = console;
  }

  @Override
  public Integer call() throws IOException {
    GameEntry entry = catalogs.load(options.pluginFolders()).game(game);
    GameDescriptor descriptor = entry.descriptor();
    JudgeFormat format = descriptor.judgeFormat().orElseThrow(() -> new UsageException(
        "game '" + game + "' has no judge format (its original problem's input is not known to nimber)"));
    Selection selection = entry.select(solverName, format.question().name());
    BufferedReader reader = new BufferedReader(new InputStreamReader(console.in(), StandardCharsets.UTF_8));
    JudgeInput input = new JudgeInput(reader);
    PrintStream out = console.out();
    while (true) {
      Optional<Map<String, Object>> instance = format.read(input);
      if (instance.isEmpty()) {
        break;
      }
      try {
        out.println(format.write(solver.solve(selection, instance.get()).answer()));
      } catch (InvalidParameterException | UnsupportedInstanceException e) {
        throw new InvalidInputException(input.lineNumber(), e.getMessage());
      } catch (SolverFailureException e) {
        throw new SolverFailureException("line " + input.lineNumber() + ": " + e.getMessage());
      }
      if (!reader.ready()) {
        out.flush();
      }
    }
    out.flush();
    return ExitCode.ANSWERED;
  }
}
