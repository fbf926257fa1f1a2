package dev.nimber.app.cli;

import dagger.Module;
import dagger.Provides;
import dev.nimber.app.OutputFailedException;
import dev.nimber.app.ioc.Console;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Assembles the picocli command tree from injected commands. */
@Module
public final class CommandModule {

  private CommandModule() {}

  @Provides
  static CommandLine commandLine(
      NimberCommand root,
      ListCommand list,
      SolveCommand solve,
      RunCommand run,
      JudgeCommand judge,
      VerifyCommand verify,
      PlayCommand play,
      TableCommand table,
      PlotCommand plot,
      DbCommand db,
      DbBuildCommand dbBuild,
      DbInfoCommand dbInfo,
      DbVerifyCommand dbVerify,
      FailureReporter failures,
      Console console) {
    CommandLine commandLine = new CommandLine(root)
        .addSubcommand(list)
        .addSubcommand(solve)
        .addSubcommand(run)
        .addSubcommand(judge)
        .addSubcommand(verify)
        .addSubcommand(play)
        .addSubcommand(table)
        .addSubcommand(plot)
        .addSubcommand(new CommandLine(db).addSubcommand(dbBuild).addSubcommand(dbInfo).addSubcommand(dbVerify));
    commandLine.setCaseInsensitiveEnumValuesAllowed(true);
    // Numbers given to options follow the same rule as parameters (1_000, 10^18), registered after the subcommands so
    // that every one of them uses it.
    commandLine.registerConverter(Integer.class, text -> IntegerOption.parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE)
        .intValueExact());
    commandLine.registerConverter(int.class, text -> IntegerOption.parse(text, Integer.MIN_VALUE, Integer.MAX_VALUE)
        .intValueExact());
    commandLine.registerConverter(Long.class, text -> IntegerOption.parse(text, Long.MIN_VALUE, Long.MAX_VALUE)
        .longValueExact());
    commandLine.registerConverter(long.class, text -> IntegerOption.parse(text, Long.MIN_VALUE, Long.MAX_VALUE)
        .longValueExact());
    commandLine.setOut(new PrintWriter(console.out(), true, StandardCharsets.UTF_8));
    commandLine.setErr(new PrintWriter(console.err(), true, StandardCharsets.UTF_8));
    commandLine.setExecutionExceptionHandler(failures);
    commandLine.setParameterExceptionHandler(failures);
    // Help and version text are printed by picocli itself, outside the commands: a failed write there is reported too.
    commandLine.setExecutionStrategy(parseResult -> {
      try {
        return new CommandLine.RunLast().execute(parseResult);
      } catch (OutputFailedException lost) {
        return failures.report(lost);
      }
    });
    return commandLine;
  }
}
