package dev.nimber.app.service;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a face hears while the application service answers one question ({@link
 * NimberService#solve(Requests.Solve, SolveListener)}): the command line shows a progress bar and,
 * when asked, where the answer comes from. Every method does nothing by default; each is called on
 * the thread that does the work.
 */
public interface SolveListener {

  /** Hears nothing. */
  SolveListener NONE = new SolveListener() {};

  /**
   * Called once before a solver starts on the question.
   *
   * @param solver how messages name the solver: {@code solver 'search' of game 'nim' (from nimber
   *     engine)}
   * @param question the question's name
   * @param instance the instance, as messages write it
   * @param method the engine's method for this question, when the engine answers (worked out when
   *     called: a question to the game's plugin)
   */
  default void solving(
      String solver, String question, String instance, Supplier<Optional<String>> method) {}

  /**
   * Called once when a solved database given with the request answers, before it is read.
   *
   * @param folder its folder
   * @param database what it holds
   */
  default void reading(Path folder, DatabaseInfo database) {}

  /**
   * Called now and then while the engine solves tiers of ranked positions, and once at the end with
   * {@code done == total}.
   *
   * @param tier the tier being solved
   * @param done positions valued so far
   * @param total positions the whole solve values
   */
  default void tierSolved(int tier, long done, long total) {}

  /**
   * Called now and then while one of the engine's searches answers, so that a long search shows
   * that it goes on: a weak or proof-number search every 4M positions visited, the search of
   * positions as objects every 2^18 positions it holds.
   *
   * @param visits the positions visited for this question so far, or held by the memo search
   */
  default void searched(long visits) {}

  /**
   * A remark on the work under way for the person waiting: a database build resumed after the tiers
   * already written, say.
   *
   * @param note the remark, one line
   */
  default void note(String note) {}
}
