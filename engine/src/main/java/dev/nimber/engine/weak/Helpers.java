package dev.nimber.engine.weak;

import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.UnaryOperator;

/**
 * The helper threads of a weak search ({@link AlphaBetaValues#onThreads}): a search of the same
 * rules for each, which races each null-window search from the position asked once that search has
 * made so many visits alone and the question it answers so many in all (lazy SMP), the first thread
 * to finish answering; a question asked while others are being answered on the other threads (a
 * batch's) is searched alone, and helpers that joined stop once another question starts ({@link
 * #askedAlone}). The helpers search on the table of the search that answers, lent to them while
 * they race ({@link ScoreTable#lend}) and taken back when the race ends, so that a search no helper
 * joins pays nothing for them; while they race, each thread puts off the moves near the root that
 * another is searching ({@link SearchRace#busy}, as ABDADA does).
 */
final class Helpers {

  /** No helpers: the search runs alone. */
  static final Helpers NONE = new Helpers(List.of(), null, new JoinAfter(0, 0));

  private final List<AlphaBetaValues> searches;
  private final ScoreTable table;
  private final JoinAfter joinAfter;

  /** The visits of the search that answers when the question it answers began. */
  private long questionStart;

  /** The null-window searches the helpers joined. */
  private long joins;

  /** Whether the helpers may join the question being answered now. */
  private BooleanSupplier mayJoin = () -> true;

  /**
   * @param searches the helpers' searches, on the table given
   * @param table the table of the search that answers, which it lends them
   * @param joinAfter how long the search that answers searches alone
   */
  Helpers(List<AlphaBetaValues> searches, ScoreTable table, JoinAfter joinAfter) {
    this.searches = List.copyOf(searches);
    this.table = table;
    this.joinAfter = joinAfter;
  }

  /**
   * Notes the start of a question.
   *
   * @param visited the visits of the search that answers so far
   */
  void newQuestion(long visited) {
    if (!searches.isEmpty()) {
      questionStart = visited;
    }
  }

  /**
   * Sets how the helpers know whether they may join a search now ({@link
   * AlphaBetaValues#askedAlone}).
   *
   * @param may false while other questions are being answered on the threads they would take
   */
  void askedAlone(BooleanSupplier may) {
    if (!searches.isEmpty()) {
      mayJoin = may;
    }
  }

  /**
   * The same helpers on another table, which their search moves onto ({@link
   * AlphaBetaValues#movedOnto}): each helper's search replaced as {@code moved} makes it, the rule
   * for when they join and the count of joins kept; no helpers stay none.
   */
  Helpers onTable(ScoreTable other, UnaryOperator<AlphaBetaValues> moved) {
    if (searches.isEmpty()) {
      return this;
    }
    Helpers onOther = new Helpers(searches.stream().map(moved).toList(), other, joinAfter);
    onOther.mayJoin = mayJoin;
    onOther.joins = joins;
    return onOther;
  }

  /** How many helpers there are. */
  int count() {
    return searches.size();
  }

  /**
   * A null-window search from the position asked, by the search that answers, raced by the helpers
   * once it and its question have made the visits {@code joinAfter} asks ({@link #join}): the first
   * score found. Every thread's fail-soft score is a bound on the same side of the window, so any
   * of them answers the question.
   */
  int probe(AlphaBetaValues search, int tier, long code, int alpha, int beta) {
    long joinAt =
        Math.max(
            saturatedSum(search.visited(), joinAfter.search()),
            saturatedSum(questionStart, joinAfter.question()));
    SearchRace running = new SearchRace(tier, code, alpha, beta, joinAt, mayJoin);
    search.race(running);
    try {
      running.finish(search.search(tier, code, alpha, beta, 0));
    } catch (SearchRace.Lost helperFirst) {
      // A helper answered.
    } finally {
      search.race(null);
      running.end();
      if (running.joined()) {
        table.takeBack();
      }
    }
    return running.score();
  }

  /**
   * A search's periodic look at the race it runs in: with no helpers (a helper's own search), it
   * stops ({@link SearchRace#LOST}) once the race is finished or another question has started; the
   * search that answers stops once a helper has finished it, and otherwise lets its helpers join
   * once it has made the visits the race waits for ({@link #join}).
   *
   * @param running the race
   * @param visited the search's visits so far
   */
  void check(SearchRace running, long visited) {
    if (running.finished() || searches.isEmpty() && !running.alone()) {
      throw SearchRace.LOST;
    }
    if (!searches.isEmpty() && !running.joined() && visited >= running.joinAt()) {
      join(running);
    }
  }

  /**
   * Lends the table to the helpers and starts them on the race, when the question may take their
   * threads now: called by the search that answers once it reached the race's {@link
   * SearchRace#joinAt}, again every so many visits until they join.
   */
  void join(SearchRace running) {
    if (running.alone()) {
      table.lend();
      running.join(searches);
      joins++;
    }
  }

  /** The null-window searches the helpers joined so far. */
  long joins() {
    return joins;
  }

  /** The sum of two counts of at least 0, or {@link Long#MAX_VALUE} past it. */
  private static long saturatedSum(long count, long more) {
    long sum = count + more;
    return sum < count ? Long.MAX_VALUE : sum;
  }
}
