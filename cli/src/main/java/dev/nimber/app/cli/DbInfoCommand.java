package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.DatabaseInfo;
import dev.nimber.app.service.ExitCode;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code nimber db info DIR}: what a database holds, as its manifest says. */
@Command(
    name = "info",
    mixinStandardHelpOptions = true,
    description =
        "Prints what the database in DIR holds, from its manifest: the instance, the play convention, the"
            + " plugin version that built it and each tier's positions, bytes and checksum (nimber db verify checks"
            + " them).")
final class DbInfoCommand implements Callable<Integer> {

  private final Console console;

  @Parameters(index = "0", paramLabel = "DIR", description = "The database's folder.")
  Path folder;

  @Inject
  DbInfoCommand(Console console) {
    this.console = console;
  }

  @Override
  public Integer call() {
    DatabaseInfo database = DatabaseInfo.read(folder);
    PrintStream out = console.out();
    out.println("game: " + database.game() + " (plugin version " + database.pluginVersion() + ")");
    StringBuilder parameters = new StringBuilder();
    database
        .parameters()
        .forEach(
            (name, value) ->
                parameters
                    .append(parameters.isEmpty() ? "" : " ")
                    .append(name)
                    .append('=')
                    .append(value));
    out.println("parameters: " + parameters);
    out.println("play: " + database.play());
    long positions = database.tiers().stream().mapToLong(DatabaseInfo.DataFile::positions).sum();
    long bytes = database.tiers().stream().mapToLong(DatabaseInfo.DataFile::bytes).sum();
    out.printf(
        "tiers: %d, %d positions, %d bytes (%.2f bits per position)%n",
        database.tiers().size(), positions, bytes, positions == 0 ? 0.0 : 8.0 * bytes / positions);
    out.println("columns: outcome and remoteness" + (database.hasGrundy() ? ", Grundy value" : ""));
    for (DatabaseInfo.DataFile tier : database.tiers()) {
      out.printf(
          "tier %d: %d positions, %d bytes, crc32c %s, %s%n",
          tier.tier(), tier.positions(), tier.bytes(), tier.crc32c(), tier.file());
    }
    for (DatabaseInfo.DataFile keys : database.keys()) {
      out.printf(
          "keys: %d positions, %d bytes, crc32c %s, %s (the i-th key's record is rank i of tier 0)%n",
          keys.positions(), keys.bytes(), keys.crc32c(), keys.file());
    }
    for (DatabaseInfo.DataFile tier : database.grundy()) {
      out.printf(
          "grundy %d: %d positions, %d bytes, crc32c %s, %s%n",
          tier.tier(), tier.positions(), tier.bytes(), tier.crc32c(), tier.file());
    }
    return ExitCode.ANSWERED;
  }
}
