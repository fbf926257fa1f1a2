package dev.nimber.app.cli;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameter;
import dev.nimber.api.Question;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.UsageException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import javax.inject.Inject;
import picocli.CommandLine.Command;

/**
 * {@code nimber list}: every game, its parameters with their ranges, and its solvers with their
 * questions.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description =
        "Lists the games, their parameters and their solvers with the questions each answers.")
final class ListCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;

  @Inject
  ListCommand(CatalogLoader catalogs, GlobalOptions options, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
  }

  @Override
  public Integer call() {
    Games games = catalogs.load(options.pluginFolders());
    PrintStream out = console.out();
    if (games.ids().isEmpty()) {
      console.err().println("nimber: no game found; add plugin folders with --plugins DIR");
    }
    for (String id : games.ids()) {
      GameEntry game;
      try {
        game = games.game(id);
      } catch (UsageException conflict) {
        out.println(id + " — cannot be used: " + conflict.getMessage());
        out.println();
        continue;
      }
      // A game is listed whole or not at all: its plugin's code runs before any of it is printed.
      StringWriter listing = new StringWriter();
      try {
        PluginCall.run(
            () -> "listing " + game.describe(), () -> print(game, new PrintWriter(listing)));
      } catch (PluginFailureException broken) {
        console
            .err()
            .println("nimber: warning: " + broken.getMessage() + "; the game is not listed");
        continue;
      }
      out.print(listing);
    }
    return ExitCode.ANSWERED;
  }

  private static void print(GameEntry game, PrintWriter out) {
    GameDescriptor descriptor = game.descriptor();
    out.println(descriptor.id() + " — " + descriptor.description());
    out.println("  from: " + game.source());
    out.println("  parameters:");
    for (Parameter<?> parameter : descriptor.parameters()) {
      out.println("    " + parameter.summary());
    }
    out.println(
        "  questions: "
            + game.questions().stream()
                .map(
                    question ->
                        question.equals(descriptor.defaultQuestion())
                            ? question.name() + " (default)"
                            : question.name())
                .collect(Collectors.joining(", ")));
    out.println(
        "  judge: "
            + (descriptor.judgeFormat().isPresent() ? "nimber judge " + descriptor.id() : "none"));
    out.println("  solvers:" + (game.solvers().isEmpty() ? " none (see the warnings)" : ""));
    for (GameSolver solver : game.solvers()) {
      String marker = solver.name().equals(descriptor.defaultSolver()) ? " (default)" : "";
      out.println("    " + solver.name() + marker + " — " + solver.description());
      out.println(
          "      answers: "
              + solver.questions().stream().map(Question::name).collect(Collectors.joining(", "))
              + "; limits: "
              + solver.limits());
    }
    out.println();
    out.flush();
  }
}
