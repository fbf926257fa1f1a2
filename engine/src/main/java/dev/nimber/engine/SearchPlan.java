package dev.nimber.engine;

import dev.nimber.api.Answer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * How the engine's search answers one question about one instance, chosen once ({@link
 * SearchSolver#plan}) from the instance's numbering, the method asked for and the question: the
 * method in words, the check that refuses at once what it cannot answer, and the work that answers.
 *
 * @param describe the method, in a sentence, as {@code --verbose} prints it
 * @param check throws {@link dev.nimber.api.UnsupportedInstanceException} for an instance the plan
 *     cannot answer (beyond the heap or the budget, or a question the method does not answer)
 * @param solve the answer, with a search the caller may keep between instances
 */
record SearchPlan(Supplier<String> describe, Runnable check, Function<GameSearch, Answer> solve) {

  /** The method, in a sentence. */
  String description() {
    return describe.get();
  }

  /** Refuses what the plan cannot answer, before any work. */
  void checkSupports() {
    check.run();
  }

  /** Answers, with a search from {@link SearchSolver#newSearch()}. */
  Answer answer(GameSearch search) {
    return solve.apply(search);
  }
}
