package dev.nimber.app.service;

import dev.nimber.api.Parameters;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchSolver;
import java.util.Optional;
import java.util.function.Function;
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

  /**
   * Runs work from the weak search's values of an instance whose rules are not kept solved (too
   * large to keep, or the weak method named), as {@link #call} runs a search: by default on a new
   * search each time. A face with a time limit may go on with it in the background past the limit
   * and refuse the request for now ({@link StillWorking}), answer the same work asked again from
   * it, and keep the search for the next work about the same instance.
   *
   * @param game the game
   * @param search its engine's search
   * @param instance the instance whose positions the work values
   * @param key what the work computes: equal keys for equal work, and for work of one result type
   * @param doing the work, for messages
   * @param work the work, on the values
   * @return its result, or empty where the weak search does not answer the instance (a game that
   *     does not number its positions, the strong or proof-number method, a loopy tier or a drawn
   *     position met)
   */
  default <T> Optional<T> callOnWeakValues(
      GameEntry game,
      SearchSolver search,
      Parameters instance,
      Object key,
      String doing,
      Function<PositionValues, T> work) {
    return call(true, doing, () -> ServiceCore.fromWeakValues(game, search, instance, work));
  }

  /**
   * Whether work from the weak search's values of an instance goes to the background at once
   * ({@link #callOnWeakValues}): work of the key is under way or done there, or the instance's
   * search is kept there from earlier work, so that its table answers sooner than anything else. By
   * default never.
   *
   * @param search the engine's search
   * @param instance the instance whose positions the work values
   * @param key what the work computes
   * @return whether {@link #callOnWeakValues} is the way to answer
   */
  default boolean searchingInBackground(SearchSolver search, Parameters instance, Object key) {
    return false;
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
