package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.BatchAnswers;
import dev.nimber.app.service.BatchRunner;
import dev.nimber.app.service.ConfigReader;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.JudgeTasks;
import dev.nimber.app.service.Progress;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.RunConfig;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Solved;
import dev.nimber.app.service.UsageException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import javax.inject.Inject;
import javax.inject.Named;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code nimber run CONFIG.yaml}: solves what a config file names, one answer per instance, in
 * order.
 */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Solves the instance or instances a YAML config file names.",
    footer = {
      "",
      "Config keys: game, game-file, solver, question, params, plugins, instances, input (see"
          + " docs/command-line.md)."
    })
final class RunCommand implements Callable<Integer> {

  private final ConfigReader configs;
  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final AnswerPrinter printer;

  /** Made on first use: a text answer never loads Jackson. */
  private final Lazy<ObjectMapper> json;

  private final ProgressDisplay progress;
  private final Console console;
  private final LongSupplier nanoClock;

  @Parameters(index = "0", paramLabel = "CONFIG", description = "The config file (YAML).")
  Path config;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description = "text or json (default: ${DEFAULT-VALUE}).")
  OutputFormat format = OutputFormat.TEXT;

  @Mixin BatchOptions batch = new BatchOptions();

  @Option(
      names = "--db",
      paramLabel = "DIR",
      description =
          "Answer each instance from the solved database in DIR"
              + " that holds it (repeatable); an instance none holds is an error. Not for judge input.")
  List<Path> dbFolders = new ArrayList<>();

  @Inject
  RunCommand(
      ConfigReader configs,
      CatalogLoader catalogs,
      GlobalOptions options,
      AnswerPrinter printer,
      Lazy<ObjectMapper> json,
      ProgressDisplay progress,
      Console console,
      @Named("nanoClock") LongSupplier nanoClock) {
    this.configs = configs;
    this.catalogs = catalogs;
    this.options = options;
    this.printer = printer;
    this.json = json;
    this.progress = progress;
    this.console = console;
    this.nanoClock = nanoClock;
  }

  /** The id of the game that the config's game file holds. */
  private static String gameOf(Games games, RunConfig run) {
    List<String> ids = games.gamesFrom(run.gameFile().toString());
    if (ids.size() != 1) {
      throw new UsageException(
          "config file '"
              + run.file()
              + "': game-file '"
              + run.gameFile()
              + "' holds no game, only solvers for other games; name the game with 'game'");
    }
    return ids.get(0);
  }

  @Override
  public Integer call() throws IOException {
    RunConfig run = configs.read(config);
    List<Path> plugins = new ArrayList<>(options.pluginFolders());
    plugins.addAll(run.plugins());
    batch.applyTo(options);
    Games games =
        run.game() != null ? catalogs.loadFor(plugins, run.game()) : catalogs.load(plugins);
    String game = run.game() != null ? run.game() : gameOf(games, run);
    GameEntry entry = games.game(game);
    if (!dbFolders.isEmpty()) {
      if (run.solver() != null) {
        throw new UsageException(
            "config file '"
                + config
                + "' names solver '"
                + run.solver()
                + "', and --db answers"
                + " from the databases; leave one of them out");
      }
      if (run.input() != null) {
        throw new UsageException(
            "config file '"
                + config
                + "' reads judge input, which --db does not answer; list"
                + " the instances under 'instances' instead");
      }
    }
    BatchAnswers answers =
        games
            .forOneCommand()
            .batch(new Requests.Batch(game, run.solver(), run.question(), dbFolders));
    Selection selection = answers.selection();
    if (run.input() != null) {
      JudgeFormat judgeFormat =
          entry
              .descriptor()
              .judgeFormat()
              .orElseThrow(
                  () ->
                      new UsageException(
                          "config file '"
                              + config
                              + "': 'input' needs a game with a judge format, and "
                              + game
                              + " has none"));
      String where =
          "config file '"
              + config
              + "', line "
              + run.inputLine()
              + ": input file '"
              + run.input()
              + "'";
      try (InputStream input = openInput(where, run.input())) {
        return solveAll(
            answers,
            Optional.empty(),
            locating(
                where + ", ",
                JudgeTasks.answers(judgeFormat, JudgeInput.of(input), entry, answers::answer)),
            -1);
      }
    }
    List<RunConfig.Instance> instances =
        run.instances().isEmpty()
            ? List.of(new RunConfig.Instance(run.params().line(), Map.of(), Map.of()))
            : run.instances();
    Iterator<BatchRunner.Task<Solved>> tasks =
        IntStream.range(0, instances.size())
            .mapToObj(i -> task(run, answers, instances.get(i), i, instances.size()))
            .iterator();
    return solveAll(answers, Optional.of(raw(run, instances.get(0))), tasks, instances.size());
  }

  /** An instance's parameters, by name: the config's params with the instance's own over them. */
  private static Map<String, Object> raw(RunConfig run, RunConfig.Instance instance) {
    Map<String, Object> raw = new LinkedHashMap<>(run.params().values());
    raw.putAll(instance.values());
    return raw;
  }

  /**
   * The tasks of a config's judge-format input, whose malformed lines name the config file's line
   * and the input file before their own line ({@code config file 'c.yaml', line 4: input file
   * 'in.txt', line 1: expected …}).
   */
  private static Iterator<BatchRunner.Task<Solved>> locating(
      String where, Iterator<BatchRunner.Task<Solved>> tasks) {
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        return located(where, tasks::hasNext);
      }

      @Override
      public BatchRunner.Task<Solved> next() {
        BatchRunner.Task<Solved> task = located(where, tasks::next);
        return new BatchRunner.Task<>(task.label(), () -> located(where, task.work()));
      }
    };
  }

  private static <T> T located(String where, Supplier<T> call) {
    try {
      return call.get();
    } catch (InvalidInputException malformed) {
      throw new UsageException(where + malformed.getMessage());
    }
  }

  /**
   * Opens the judge-format input a config names; a missing, unreadable or folder input is the
   * user's to fix.
   */
  private InputStream openInput(String named, Path input) {
    if (Files.isDirectory(input)) {
      throw new UsageException(named + " is a folder, not a file");
    }
    try {
      return Files.newInputStream(input);
    } catch (NoSuchFileException missing) {
      throw new UsageException(named + " does not exist");
    } catch (IOException unreadable) {
      throw new UsageException(named + " cannot be read: " + unreadable.getMessage());
    }
  }

  /**
   * Solves the tasks in order, printing their answers, and with {@code --verbose} what the batch
   * did ({@link BatchReport}).
   *
   * @param first the first instance's parameters, to say how the engine answers it
   */
  private int solveAll(
      BatchAnswers answers,
      Optional<Map<String, Object>> first,
      Iterator<BatchRunner.Task<Solved>> tasks,
      long total) {
    Selection selection = answers.selection();
    BatchOutput<Solved> output;
    int exit;
    try (Progress bar = progress.start("run " + selection.game().descriptor().id(), total)) {
      output =
          new BatchOutput<>(
              selection,
              format,
              (solved, out) -> printer.print(solved, format, out),
              json::get,
              console,
              bar,
              () -> false,
              nanoClock);
      exit = batch.solve(tasks, () -> true, output, console);
    }
    if (options.verbose()) {
      BatchReport.print(
          console, answers, first.flatMap(raw -> methodOf(answers, raw)), output, batch.threads());
    }
    return exit;
  }

  /**
   * How the engine answers an instance, for the report; empty where saying so fails (an instance
   * that failed in the batch, and whose failure the batch has reported already).
   */
  private static Optional<String> methodOf(BatchAnswers answers, Map<String, Object> raw) {
    try {
      return answers.method(raw);
    } catch (RuntimeException failed) {
      return Optional.empty();
    }
  }

  /** One instance of the config, answered as the batch answers. */
  private BatchRunner.Task<Solved> task(
      RunConfig run, BatchAnswers answers, RunConfig.Instance instance, int index, int count) {
    String where =
        run.instances().isEmpty() ? "the instance" : "instance " + (index + 1) + " of " + count;
    Map<String, Object> raw = Collections.unmodifiableMap(raw(run, instance));
    return new BatchRunner.Task<Solved>(
            () -> where,
            () -> {
              try {
                return answers.answer(raw);
              } catch (InvalidParameterException e) {
                long at =
                    instance
                        .lineOf(e.parameter())
                        .or(() -> run.params().lineOf(e.parameter()))
                        .orElse(instance.line());
                String line = at > 0 ? ", line " + at : "";
                String prefix = run.instances().isEmpty() ? "" : where + ": ";
                throw new InvalidParameterException(
                    e.parameter(),
                    "config file '" + config + "'" + line + ": " + prefix + e.getMessage());
              }
            })
        .askingAs(raw);
  }
}
