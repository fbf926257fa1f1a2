package dev.nimber.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.app.ioc.CatalogLoader;
import dev.nimber.app.ioc.Console;
import dev.nimber.app.ioc.GlobalOptions;
import dev.nimber.app.service.ExitCode;
import dev.nimber.app.service.Games;
import dev.nimber.app.service.HttpFace;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.service.UsageException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import javax.inject.Inject;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code nimber serve}: the games in a browser and a JSON API for other tools, until the process is
 * stopped (Ctrl-C). The plugins and solved databases are those of the command line ({@code
 * --plugins}, {@code --db}); a request can name games, solvers, questions and parameter values,
 * never a file or a folder.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description =
        "Serves the games in a browser (explore, solve, tabulate, plot, play) and a JSON API under /api,"
            + " until stopped with Ctrl-C.",
    footer = {"", "Example: nimber serve --port 8080, then open http://127.0.0.1:8080/"})
final class ServeCommand implements Callable<Integer> {

  /** The most threads each solving pool may have. */
  static final int MAX_THREADS = 256;

  /** The most requests each pool may queue. */
  static final int MAX_QUEUED = 100_000;

  private final CatalogLoader catalogs;
  private final GlobalOptions options;
  private final Lazy<ObjectMapper> json;
  private final Console console;

  @Option(
      names = "--port",
      paramLabel = "PORT",
      description = "The port, 0 to 65535; 0 takes any free port" + " (default: ${DEFAULT-VALUE}).")
  int port = 8080;

  @Option(
      names = "--bind",
      paramLabel = "ADDRESS",
      description =
          "The address to listen on (default: ${DEFAULT-VALUE},"
              + " this machine only; 0.0.0.0 for every network).")
  String bind = "127.0.0.1";

  @Option(
      names = "--timeout",
      paramLabel = "DURATION",
      converter = BatchOptions.DurationConverter.class,
      description =
          "The most time one request may take, waiting included (500ms, 2s, 1m; default 10s); past it the"
              + " answer is 504, or 202 where the work goes on in the background (the solve of a"
              + " position's rules, the search of a position) and the request asked again"
              + " joins it.")
  Duration timeout = Duration.ofSeconds(10);

  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Solving threads, 1 to "
              + MAX_THREADS
              + " (default:"
              + " the number of cores); the engine's searches have a pool of half as many of their own.")
  Integer threads;

  @Option(
      names = "--db",
      paramLabel = "DIR",
      description =
          "Answer from the solved database in DIR (see nimber db"
              + " build) the instances it holds, and play them from it; repeatable.")
  List<Path> dbFolders = new ArrayList<>();

  @Option(
      names = "--queue",
      paramLabel = "N",
      description =
          "Requests each pool holds while its threads are busy,"
              + " 1 to "
              + MAX_QUEUED
              + "; past them the answer is 503 (default: ${DEFAULT-VALUE}).")
  int queue = 256;

  @Inject
  ServeCommand(
      CatalogLoader catalogs, GlobalOptions options, Lazy<ObjectMapper> json, Console console) {
    this.catalogs = catalogs;
    this.options = options;
    this.json = json;
    this.console = console;
  }

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      throw new UsageException("--port: got " + port + "; allowed: 0 to 65535");
    }
    if (queue < 1 || queue > MAX_QUEUED) {
      throw new UsageException("--queue: got " + queue + "; allowed: 1 to " + MAX_QUEUED);
    }
    int solving =
        threads == null
            ? Runtime.getRuntime().availableProcessors()
            : EngineThreadsOption.checked(threads, MAX_THREADS);
    HttpFace face =
        HttpFace.installed()
            .orElseThrow(
                () ->
                    new UsageException(
                        "serve: the server (nimber-server and its libraries) is not on the class"
                            + " path; start it with the launcher, bin/nimber serve"));
    Games games = catalogs.load(options.pluginFolders());
    CountDownLatch stopped = new CountDownLatch(1);
    try (SolvingPools pools = new SolvingPools(solving, queue, timeout);
        HttpFace.Server server =
            face.open(
                new HttpFace.Setup(
                    games.serving(pools, dbFolders), json.get(), console.err()::println))) {
      int listening;
      try {
        listening = server.start(bind, port);
      } catch (RuntimeException cannotListen) {
        throw new UsageException(
            "cannot serve on " + bind + ":" + port + ": " + rootMessage(cannotListen));
      }
      console
          .out()
          .println(
              "http://" + (bind.contains(":") ? "[" + bind + "]" : bind) + ":" + listening + "/");
      console.out().flush();
      // Closed by the hook (the JVM may stop before this thread gets further), and again,
      // harmlessly, below.
      Runnable close = server::close;
      Runtime.getRuntime()
          .addShutdownHook(
              new Thread(
                  () -> {
                    close.run();
                    stopped.countDown();
                  }));
      stopped.await();
    }
    return ExitCode.ANSWERED;
  }

  private static String rootMessage(Throwable failure) {
    Throwable cause = failure;
    while (cause.getCause() != null && cause.getCause() != cause) {
      cause = cause.getCause();
    }
    return cause.getMessage() == null ? cause.toString() : cause.getMessage();
  }
}
