package dev.nimber.app.cli;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.config.ConfigReader;
import dev.nimber.app.config.RunConfig;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.solve.AnswerPrinter;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.OutputFormat;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code nimber run CONFIG.yaml}: solves what a config file names, one answer per instance. */
@Command(
    name = "run",
    mixinStandardHelpOptions = true,
    description = "Solves the instance or instances a YAML config file names.",
    footer = {"", "Config keys: game, solver, question, params, plugins, instances (see the README)."})
final class RunCommand implements Callable<Integer> {

  private final ConfigReader configs;
  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final InstanceSolver solver;
  private final AnswerPrinter printer;
  private final Console console;

  @Parameters(index = "0", paramLabel = "CONFIG", description = "The config file (YAML).")
  Path config;

  @Option(names = "--format", paramLabel = "FORMAT", description = "text or json (default: ${DEFAULT-VALUE}).")
  OutputFormat format = OutputFormat.TEXT;

  @Inject
  RunCommand(
      ConfigReader configs,
      CatalogLoader catalogs,
      GlobalOptions options,
      InstanceSolver solver,
      AnswerPrinter printer,
      Console console) {
    this.configs = configs;
    this.catalogs = catalogs;
    this.options = options;
    this.solver = solver;
    this.printer = printer;
    this.console = console;
  }

  @Override
  public Integer call() {
    RunConfig run = configs.read(config);
    List<Path> plugins = new ArrayList<>(options.pluginFolders());
    plugins.addAll(run.plugins());
    Selection selection = catalogs.load(plugins).game(run.game()).select(run.solver(), run.question());
    List<Map<String, Object>> instances = run.instances().isEmpty() ? List.of(Map.of()) : run.instances();
    for (int i = 0; i < instances.size(); i++) {
      Map<String, Object> raw = new LinkedHashMap<>(run.params());
      if (instances.get(i) != null) {
        raw.putAll(instances.get(i));
      }
      try {
        printer.print(solver.solve(selection, raw), format, console.out());
      } catch (InvalidParameterException e) {
        String where = run.instances().isEmpty() ? "" : "instance " + (i + 1) + " of " + instances.size() + ": ";
        throw new InvalidParameterException(e.parameter(), "config file '" + config + "': " + where + e.getMessage());
      }
    }
    return ExitCode.ANSWERED;
  }
}
