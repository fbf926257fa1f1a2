package dev.nimber.app.solve;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.app.service.Selection;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.SearchSolver;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * One memo of the generic search for a whole table, plot or batch, so that its instances search the
 * positions they share once: a table over n = 0..N of a pile game costs O(N) positions in all, not
 * O(N²), and a batch of the positions of one game (every Wythoff position with heaps up to 200)
 * searches each position once; and, for a game whose positions the engine numbers, the kept solve
 * of each ruleset ({@link RulesetCache}), so that a table over a position's parameter solves its
 * rules once. Once the memo holds half its budget, the next instance starts an empty one, so that
 * earlier instances never use up the budget of a later one. Not thread-safe: one per command.
 */
public final class SharedSearch {

  private final Map<SearchSolver, GameSearch> searches = new IdentityHashMap<>();
  private final RulesetCache rulesets;
  private final int sharers;

  /** A memo for one table or plot, with a ruleset cache of its own. */
  public SharedSearch() {
    this(new RulesetCache(), 1);
  }

  /**
   * One of the memos of a batch answered on several threads, each memo used by one thread at a
   * time: it starts again once it holds half its budget divided among the {@code sharers}, so that
   * all of them together stay within the budget.
   *
   * @param rulesets the batch's kept rulesets, shared by all its memos
   * @param sharers the most memos in use at once, at least 1
   */
  public SharedSearch(RulesetCache rulesets, int sharers) {
    this.rulesets = rulesets;
    this.sharers = Math.max(1, sharers);
  }

  /**
   * The search solver's answer: from the kept solve of the instance's rules where the game numbers
   * its positions ({@link RulesetCache}), otherwise from this table's memo.
   */
  Answer solve(Selection selection, SearchSolver solver, Parameters parameters) {
    return rulesets.answer(
        selection, solver, parameters, () -> solve(solver, parameters, selection.question()));
  }

  /** The search solver's answer, from this table's memo. */
  private Answer solve(SearchSolver solver, Parameters parameters, Question question) {
    GameSearch search = searches.get(solver);
    if (search == null
        || search.positionsEvaluated() > search.options().memoBudget() / (2L * sharers)) {
      search = solver.newSearch();
      searches.put(solver, search);
    }
    return solver.solve(parameters, question, search);
  }
}
