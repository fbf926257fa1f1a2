package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.OutputFailedException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import javax.inject.Inject;
import javax.inject.Provider;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Assembles the picocli command tree from injected commands, for one command line. Picocli reads a
 * command's options by reflection as it is added, which was a third of the start-up of a command
 * line with a dozen commands; so when the arguments name a command, the tree holds that one alone,
 * made only then with what it needs. Anything else (no command, an unknown one, {@code --}, an
 * {@code @file}) gets the whole tree, so that usage lists every command and a typo gets
 * suggestions.
 */
public final class CommandTree {

  private final NimberCommand root;

  /** The subcommands by name, in the order usage lists them. */
  private final Map<String, Supplier<CommandLine>> subcommands = new LinkedHashMap<>();

  private final FailureReporter failures;
  private final Console console;

  @Inject
  CommandTree(
      NimberCommand root,
      Provider<ListCommand> list,
      Provider<SolveCommand> solve,
      Provider<RunCommand> run,
      Provider<JudgeCommand> judge,
      Provider<VerifyCommand> verify,
      Provider<PlayCommand> play,
      Provider<TableCommand> table,
      Provider<PlotCommand> plot,
      Provider<ShowCommand> show,
      Provider<DbCommand> db,
      Provider<DbBuildCommand> dbBuild,
      Provider<DbBookCommand> dbBook,
      Provider<DbInfoCommand> dbInfo,
      Provider<DbVerifyCommand> dbVerify,
      Provider<ServeCommand> serve,
      Provider<PackCommand> pack,
      FailureReporter failures,
      Console console) {
    this.root = root;
    this.failures = failures;
    this.console = console;
    subcommands.put("list", () -> new CommandLine(list.get()));
    subcommands.put("solve", () -> new CommandLine(solve.get()));
    subcommands.put("run", () -> new CommandLine(run.get()));
    subcommands.put("judge", () -> new CommandLine(judge.get()));
    subcommands.put("verify", () -> new CommandLine(verify.get()));
    subcommands.put("play", () -> new CommandLine(play.get()));
    subcommands.put("table", () -> new CommandLine(table.get()));
    subcommands.put("plot", () -> new CommandLine(plot.get()));
    subcommands.put("show", () -> new CommandLine(show.get()));
    subcommands.put(
        "db",
        () ->
            new CommandLine(db.get())
                .addSubcommand(dbBuild.get())
                .addSubcommand(dbBook.get())
                .addSubcommand(dbInfo.get())
                .addSubcommand(dbVerify.get()));
    subcommands.put("serve", () -> new CommandLine(serve.get()));
    subcommands.put("pack", () -> new CommandLine(pack.get()));
  }

  /** The root command's options that print the version. */
  private static final List<String> VERSION = List.of("--version", "-V");

  /**
   * The tree for these arguments: with the one command they name, none when they ask for the
   * version alone, or all.
   */
  public CommandLine forArguments(String... args) {
    CommandLine commandLine = new CommandLine(root);
    Optional<String> named =
        commandName(commandLine.getCommandSpec(), args).filter(subcommands::containsKey);
    // The version alone needs no command at all.
    boolean versionOnly = args.length > 0 && Arrays.stream(args).allMatch(VERSION::contains);
    subcommands.forEach(
        (name, subcommand) -> {
          if (!versionOnly && (named.isEmpty() || named.get().equals(name))) {
            commandLine.addSubcommand(name, subcommand.get());
          }
        });
    return configured(commandLine);
  }

  /**
   * The first argument that is neither an option of the root command nor the value of one, when
   * there is one before any {@code --}.
   */
  static Optional<String> commandName(CommandSpec root, String... args) {
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (arg.equals("--")) {
        return Optional.empty();
      }
      if (!arg.startsWith("-")) {
        return Optional.of(arg);
      }
      int equals = arg.indexOf('=');
      OptionSpec option = root.findOption(equals < 0 ? arg : arg.substring(0, equals));
      if (option != null && equals < 0 && option.arity().min() > 0) {
        i++;
      }
    }
    return Optional.empty();
  }

  private CommandLine configured(CommandLine commandLine) {
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // Numbers given to options follow the same rule as parameters (1_000, 10^18), registered after
    // the subcommands so
    // that every one of them uses it.
    commandLine.registerConverter(
        Integer.class,
        text -> IntegerOption.parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE).intValueExact());
    commandLine.registerConverter(
        int.class,
        text -> IntegerOption.parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE).intValueExact());
    commandLine.registerConverter(
        Long.class,
        text -> IntegerOption.parse(text, Long.MIN_VALUE, Long.MAX_VALUE).longValueExact());
    commandLine.registerConverter(
        long.class,
        text -> IntegerOption.parse(text, Long.MIN_VALUE, Long.MAX_VALUE).longValueExact());
    commandLine.setOut(new PrintWriter(console.out(), true, StandardCharsets.UTF_8));
    commandLine.setErr(new PrintWriter(console.err(), true, StandardCharsets.UTF_8));
    commandLine.setExecutionExceptionHandler(failures);
    commandLine.setParameterExceptionHandler(failures);
    // Help and version text are printed by picocli itself, outside the commands: a failed write
    // there is reported too.
    commandLine.setExecutionStrategy(
        parseResult -> {
          try {
            return new CommandLine.RunLast().execute(parseResult);
          } catch (OutputFailedException lost) {
            return failures.report(lost);
          }
        });
    return commandLine;
  }
}
