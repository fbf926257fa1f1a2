package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.BatchAnswers;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.JudgeParts;
import dev.nimber.app.service.JudgeTasks;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Solved;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;
import javax.inject.Inject;
import javax.inject.Named;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber judge GAME}: reads the original problem's input from standard input and prints
 * exactly its output, answering each instance as soon as it is read, so it streams over inputs of
 * any length. On several threads, without a timeout, an input whose instances are lines is cut into
 * parts that the solving threads also parse ({@link JudgeParts}); any other input is read in order
 * by the calling thread, which hands instances to the solving threads in chunks.
 */
@Command(
    name = "judge",
    mixinStandardHelpOptions = true,
    description =
        "Reads the original problem's input on stdin and prints its expected output, one line per instance.")
final class JudgeCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;

  /** Made on first use: a text answer never loads Jackson. */
  private final Lazy<ObjectMapper> json;

  private final ProgressDisplay progress;
  private final Console console;
  private final LongSupplier nanoClock;

  @Parameters(index = "0", paramLabel = "GAME", description = "The game's id (see nimber list).")
  String game;

  @Option(
      names = "--solver",
      paramLabel = "NAME",
      description = "The solver; by default the game's choice.")
  String solverName;

  @Option(
      names = {"-q", "--question"},
      paramLabel = "Q",
      description =
          "The question each instance asks; by default the original problem's. Another question's answer"
              + " is printed as its text, one line per instance.")
  String question;

  @Mixin BatchOptions batch = new BatchOptions();

  @Inject
  JudgeCommand(
      CatalogLoader catalogs,
      GlobalOptions options,
      Lazy<ObjectMapper> json,
      ProgressDisplay progress,
      Console console,
      @Named("nanoClock") LongSupplier nanoClock) {
    this.catalogs = catalogs;
    this.options = options;
    this.json = json;
    this.progress = progress;
    this.console = console;
    this.nanoClock = nanoClock;
  }

  @Override
  public Integer call() {
    batch.applyTo(options);
    Games games = catalogs.loadFor(options.pluginFolders(), game);
    GameEntry entry = games.game(game);
    JudgeFormat format =
        entry
            .descriptor()
            .judgeFormat()
            .orElseThrow(
                () ->
                    new UsageException(
                        "game '"
                            + game
                            + "' has no judge format (its original problem's input is not known to nimber)"));
    BatchAnswers answers =
        games
            .forOneCommand()
            .batch(
                new Requests.Batch(
                    game,
                    solverName,
                    question == null ? format.question().name() : question,
                    List.of()));
    Selection selection = answers.selection();
    boolean formatsAnswers = selection.question().equals(format.question());
    Function<JudgeInput, JudgeTasks<byte[]>> tasksOf =
        input ->
            new JudgeTasks<>(
                format,
                input,
                entry,
                answers::answer,
                solved -> line(entry, formatsAnswers ? format : null, solved));
    BatchOutput<byte[]> output;
    int exit;
    try (Progress bar = progress.start("judge " + game, -1)) {
      if (format.oneInstancePerLine() && batch.threads() > 1 && batch.timeout().isEmpty()) {
        JudgeParts<byte[]> parts = new JudgeParts<>(console.in(), tasksOf);
        // The runner flushes whenever it has handed on every answer and may wait for input.
        output = output(selection, bar, () -> false);
        exit = batch.solveParts(parts, output, console);
      } else {
        JudgeInput input = JudgeInput.of(console.in());
        output = output(selection, bar, () -> !ready(input));
        exit = batch.solve(tasksOf.apply(input), () -> ready(input), output, console);
      }
    }
    if (options.verbose()) {
      BatchReport.print(console, answers, Optional.empty(), output, batch.threads());
    }
    return exit;
  }

  /** Prints each answer's line as it is, and a word in place of an answer that failed. */
  private BatchOutput<byte[]> output(Selection selection, Progress bar, BooleanSupplier flushNow) {
    return new BatchOutput<>(
        selection,
        OutputFormat.TEXT,
        (line, out) -> out.write(line, 0, line.length),
        json::get,
        console,
        bar,
        flushNow,
        nanoClock);
  }

  /**
   * The answer's line as the format writes it (or its text, for another question than the format's:
   * {@code format} null), encoded, with its line end: made by the thread that solved it.
   */
  private static byte[] line(GameEntry entry, JudgeFormat format, Solved solved) {
    String line =
        format == null
            ? solved.answer().text()
            : PluginCall.guard(
                () -> "the judge format of " + entry.describe() + ", writing an answer",
                () -> format.write(solved.answer()));
    return (line + System.lineSeparator()).getBytes(StandardCharsets.UTF_8);
  }

  /** Whether more input is already buffered: if not, the reader may be waiting for this answer. */
  private static boolean ready(JudgeInput input) {
    try {
      return input.ready();
    } catch (IOException e) {
      throw new UsageException(
          "cannot read the input after line " + input.lineNumber() + ": " + e.getMessage());
    }
  }
}
