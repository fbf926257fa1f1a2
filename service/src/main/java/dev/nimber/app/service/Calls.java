package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.engine.SearchSolver;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Where the application service's work runs and how long it may wait: the server's bounded pools
 * and time limit, or the caller's own thread ({@link #direct()}), as an embedder or a test runs it.
 */
public interface Calls {

  /**
   * Runs one request's work and returns what it returns.
   *
   * @param searches whether the work is an engine search (the server gives those a pool of their
   *     own)
   * @param doing the work, for messages ({@code "solver 'search' of game 'nim' on n=5"})
   * @param work the work
   * @return its result
   */
  <T> T call(boolean searches, String doing, Supplier<T> work);

  /**
   * Runs work that may give up, as {@link #call} does, except that past the face's time limit it
   * gives up (empty) rather than fail: a first try that something slower but sure follows.
   *
   * @param searches whether the work is an engine search
   * @param doing the work, for messages
   * @param work the work, empty when it gives up itself
   * @return its result, or empty
   */
  default <T> Optional<T> callOrGiveUp(boolean searches, String doing, Supplier<Optional<T>> work) {
    return call(searches, doing, work);
  }

  /**
   * Called before the engine answers a question from a kept solve of an instance's rules: a face
   * that solves rules in the background waits for them here, or refuses for now. By default
   * nothing: the request solves them itself.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance the instance asked about
   */
  default void awaitRules(GameEntry game, SearchSolver search, Parameters instance) {}

  /**
   * Called before the engine answers a question about an instance whose rules it may keep solved: a
   * face that solves rules in the background starts them here, where they fit, without waiting, and
   * says whether they are kept already. By default nothing is started, and the rules count as kept:
   * the request answers from them, solving them itself.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance the instance asked about
   * @return whether the kept solve of the instance's rules answers it now
   */
  default boolean startRules(GameEntry game, SearchSolver search, Parameters instance) {
    return true;
  }

  /** Work run on the caller's thread, as long as it takes. */
  static Calls direct() {
    return new Calls() {
      @Override
      public <T> T call(boolean searches, String doing, Supplier<T> work) {
        return work.get();
      }
    };
  }
}
