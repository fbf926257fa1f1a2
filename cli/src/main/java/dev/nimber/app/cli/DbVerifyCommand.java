package dev.nimber.app.cli;

import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.DatabaseChecked;
import dev.nimber.app.service.DatabaseInfo;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.UsageException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nimber db verify DIR}: every checksum of a database, then a sample of its positions
 * re-derived from the positions their moves lead to, with the game's plugin.
 */
@Command(
    name = "verify",
    mixinStandardHelpOptions = true,
    description =
        "Checks the database in DIR: the manifest against the installed game, every tier file's checksum"
            + " and every block's, then re-derives a random sample of positions from their moves (all of them when there"
            + " are no more than the sample). A damaged or inconsistent file is named, with exit code 2.")
final class DbVerifyCommand implements Callable<Integer> {

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Console console;

  @picocli.CommandLine.Parameters(
      index = "0",
      paramLabel = "DIR",
      description = "The database's folder.")
  Path folder;

  @Option(
      names = "--sample",
      paramLabel = "N",
      description =
          "Positions to re-derive from their moves, 0 to 10^9" + " (default: ${DEFAULT-VALUE}).")
  long sample = 100_000;

  @Option(
      names = "--seed",
      paramLabel = "S",
      description = "The seed of the sample (default: ${DEFAULT-VALUE}).")
  long seed = 1;

  @Inject
  DbVerifyCommand(CatalogLoader catalogs, GlobalOptions options, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.console = console;
  }

  @Override
  public Integer call() {
    if (sample < 0 || sample > 1_000_000_000) {
      throw new UsageException("--sample must be from 0 to 10^9, got " + sample);
    }
    DatabaseInfo identity = DatabaseInfo.read(folder);
    // The database's own play convention: its positions are checked by the rules it was built with.
    options.misere(identity.play().equals("misere"));
    Games games = catalogs.load(options.pluginFolders());
    NimberService service = games.forOneCommand(identity.game());
    DatabaseChecked checked =
        service.verifyDatabase(new Requests.VerifyDatabase(folder, sample, seed));
    console
        .out()
        .printf(
            checked.keyed()
                ? "%s: every byte of its %d files (%d bytes) matches its checksum; %d of its %d"
                    + " positions re-derived from their moves agree%n"
                : "%s: every byte of its %d tier files (%d bytes) matches its checksum; %d of its %d"
                    + " positions re-derived from their moves agree%n",
            checked.folder(),
            checked.files(),
            checked.bytes(),
            checked.rederived(),
            checked.positions());
    return ExitCode.ANSWERED;
  }
}
