package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.db.Manifest;
import dev.nimber.engine.SearchSolver;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The rulesets {@code serve} is solving in the background: a request about a position whose rules
 * are not kept yet starts their solve here (or joins the one under way) and waits for it up to the
 * server's time limit; past that it is answered 202 with the solve's progress ({@link
 * StillWorking}), and a later request is answered from the kept solve as soon as it is done. The
 * solve is not abandoned when a request gives up, so a ruleset that takes longer than the limit is
 * solved once, whoever asks. Rulesets are solved one at a time, on a daemon thread of their own.
 */
public final class BackgroundSolves {

  private final RulesetCache rulesets;
  private final ExecutorService solving =
      Executors.newSingleThreadExecutor(
          work -> {
            Thread thread = new Thread(work, "nimber-serve-ruleset");
            thread.setDaemon(true);
            return thread;
          });
  private final Map<Manifest.Identity, Solve> running = new ConcurrentHashMap<>();

  /** A solve under way: its end and how far it has come. */
  private record Solve(CompletableFuture<Void> done, AtomicLong valued, AtomicLong positions) {}

  public BackgroundSolves(RulesetCache rulesets) {
    this.rulesets = rulesets;
  }

  /**
   * Makes sure the rules of an instance are kept before it is answered: returns at once when they
   * are (or when the cache does not apply: a game the engine does not number), otherwise solves
   * them in the background and waits.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance the position asked about
   * @param wait how long the request may wait
   * @throws StillWorking when the solve is still under way after {@code wait}
   */
  void await(GameEntry game, SearchSolver search, Parameters instance, Duration wait) {
    boolean applies =
        PluginCall.guard(
            () -> game.describe() + ", asked for the numbering of " + instance,
            () -> search.numbers(instance));
    if (!applies || rulesets.holds(game, search, instance)) {
      return;
    }
    Solve solve =
        running.computeIfAbsent(
            SolvedDatabases.rules(game, instance), rules -> start(rules, game, search, instance));
    try {
      solve.done().get(wait.toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException stillRunning) {
      long valued = solve.valued().get();
      long positions = solve.positions().get();
      throw new StillWorking(
          new StillWorking.Solve(valued, positions),
          "solving the rules of this position in the background: "
              + valued
              + " of "
              + positions
              + " positions valued");
    } catch (InterruptedException interrupted) {
      throw SolvingPools.stopping();
    } catch (ExecutionException failed) {
      // The request solves it itself and reports what goes wrong as it would without the
      // background.
    }
  }

  /**
   * Starts solving the rules of an instance in the background, unless they are kept or being solved
   * (or the cache does not apply), without waiting.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance a position of the rules
   * @return whether the rules are kept already, so that the instance is answered from them at once
   */
  boolean start(GameEntry game, SearchSolver search, Parameters instance) {
    boolean applies =
        PluginCall.guard(
            () -> game.describe() + ", asked for the numbering of " + instance,
            () -> search.numbers(instance));
    if (!applies || rulesets.holds(game, search, instance)) {
      return true;
    }
    running.computeIfAbsent(
        SolvedDatabases.rules(game, instance), rules -> start(rules, game, search, instance));
    return false;
  }

  /** Interrupts the solve under way, if any, and starts no other. */
  public void close() {
    solving.shutdownNow();
  }

  /** How many rulesets are being solved in the background now. */
  public int solving() {
    return running.size();
  }

  private Solve start(
      Manifest.Identity rules, GameEntry game, SearchSolver search, Parameters instance) {
    AtomicLong valued = new AtomicLong();
    AtomicLong positions = new AtomicLong();
    SearchSolver reporting =
        search.reporting(
            (tier, done, total) -> {
              valued.set(done);
              positions.set(total);
            });
    CompletableFuture<Void> done =
        CompletableFuture.runAsync(
            () -> {
              try {
                rulesets.values(game, reporting, instance);
              } finally {
                running.remove(rules);
              }
            },
            solving);
    return new Solve(done, valued, positions);
  }
}
