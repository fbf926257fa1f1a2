package dev.nimber.engine.weak;

import dev.nimber.api.API;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.Parameter;
import dev.nimber.api.Parameters;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * Weak searches of numbered positions (a search of positions as objects codes them its own way)
 * kept between questions about positions of the same rules, so that what one search proved answers
 * the next (a batch of positions of Connect Four 6 × 4 searches its openings once): a search is
 * taken for one question and given back after it, and at most {@code most} idle searches are kept,
 * the least recently given back dropped first. A search is shared only between positions of equal
 * rules, whose codes the coding's contract makes the same. Once two searches of the same rules have
 * been made (two threads asked at once), every search of those rules moves, with its helpers, onto
 * one table they all use at once ({@link AlphaBetaValues#movedOnto}, {@link
 * ScoreTable#forSearchesAtOnce}) as it is taken, the entries of its own table going with it, so
 * that threads whose questions meet (a batch's openings) find all that the others proved. The table
 * is kept for the rules of the last {@code most} (at least one) sets taken. Thread-safe; a search
 * taken is used by one thread until given back.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class WeakSearches {

  /** An idle search and the rules it searched. */
  private record Kept(List<Object> rules, AlphaBetaValues search) {}

  /** The searches made of a set of rules, and the table they share once there are two. */
  private static final class Made {
    int searches;

    /** The table the searches move onto ({@link AlphaBetaValues#movedOnto}); null before. */
    ScoreTable table;
  }

  private final int most;
  private final Deque<Kept> idle = new ArrayDeque<>();

  /** For the rules taken most recently, last: their searches made and the table shared. */
  private final Map<List<Object>, Made> made = new LinkedHashMap<>(16, 0.75f, true);

  /** The questions being answered now ({@link #questionStarted}). */
  private final AtomicInteger asked = new AtomicInteger();

  /** The questions being answered now by the searches of every instance of this class. */
  private static final AtomicInteger ASKED_IN_PROCESS = new AtomicInteger();

  /**
   * The rules of an instance, by which searches and opening books are kept: the values of its rule
   * parameters ({@link Parameter.Role#RULE}) in the game's order, null for one without a value.
   * Equal for every position of one ruleset. O(the game's parameters).
   *
   * @param instance checked parameters of a game
   * @return the values, a list that may hold nulls
   */
  public static List<Object> rulesOf(Parameters instance) {
    List<Object> rules = new ArrayList<>();
    for (Parameter<?> parameter : instance.game().parameters()) {
      if (parameter.role() == Parameter.Role.RULE) {
        rules.add(instance.find(parameter).orElse(null));
      }
    }
    return rules;
  }

  /**
   * @param most the most idle searches kept, at least 0
   */
  public WeakSearches(int most) {
    this.most = most;
  }

  /**
   * Searches of one numbered instance's rules, one for each coding, to be asked at once from
   * threads of their own (an opening book's build) and not kept here, on one table ({@link
   * #onOneTable}). Answers are those of one search; only the work differs.
   *
   * @param codings one coding of the rules for each search, each used by its search alone
   * @param misere whether the player who makes the last move loses
   * @param tableBytes the most bytes each search's share of the table may take
   * @return the searches, in the order of the codings
   */
  public static List<AlphaBetaValues> onOneTableOf(
      List<CodedPositions> codings, boolean misere, long tableBytes) {
    List<AlphaBetaValues> searches = new ArrayList<>();
    for (CodedPositions coding : codings) {
      searches.add(new AlphaBetaValues(coding, misere, tableBytes));
    }
    return onOneTable(searches);
  }

  /**
   * Searches of one numbered instance's rules, new and not yet asked, made ready to be asked at
   * once from threads of their own: when there are several, moved (with their helpers) onto one
   * table that all of them use ({@link AlphaBetaValues#movedOnto}), as large as their own tables'
   * most together (rounded down to a power of two).
   *
   * @param searches the searches, each with a table of its own
   * @return the searches to ask in their place, in the same order
   */
  public static List<AlphaBetaValues> onOneTable(List<AlphaBetaValues> searches) {
    if (searches.size() < 2) {
      return List.copyOf(searches);
    }
    long entries = searches.stream().mapToLong(AlphaBetaValues::tableEntries).sum();
    ScoreTable table =
        ScoreTable.forSearchesAtOnce((int) Long.highestOneBit(Math.min(entries, 1L << 29)));
    return searches.stream().map(search -> search.movedOnto(table)).toList();
  }

  /**
   * An idle search of these rules, or a new one; once two searches of the rules have been made, it
   * is returned on their common table (a search moved there is another object than the one given
   * back, and the copy of its entries is made on the caller's thread).
   *
   * @param rules the instance's rules ({@link #rulesOf})
   * @param fresh makes a search when none is idle
   * @return the search, the caller's until {@link #giveBack}
   */
  public AlphaBetaValues take(List<Object> rules, Supplier<AlphaBetaValues> fresh) {
    return take(rules, fresh, 1).get(0);
  }

  /**
   * So many searches of these rules at once, idle ones first, as {@link #take(List, Supplier)}
   * takes each: for one question valued by several searches at once ({@link SplitValues}), all of
   * them on the rules' common table when there are two or more.
   *
   * @param rules the instance's rules ({@link #rulesOf})
   * @param fresh makes a search when none is idle
   * @param count how many, at least 1
   * @return the searches, the caller's until each is given back
   */
  public List<AlphaBetaValues> take(
      List<Object> rules, Supplier<AlphaBetaValues> fresh, int count) {
    List<AlphaBetaValues> taken = new ArrayList<>();
    ScoreTable table;
    synchronized (this) {
      Made ofRules = made.computeIfAbsent(rules, any -> new Made());
      for (int index = 0; index < count; index++) {
        AlphaBetaValues search = takeIdle(rules);
        if (search == null) {
          search = fresh.get();
          ofRules.searches++;
        }
        taken.add(search);
      }
      if (ofRules.searches > 1 && ofRules.table == null) {
        ofRules.table = ScoreTable.forSearchesAtOnce(taken.get(0).tableEntries());
      }
      table = ofRules.table;
      if (made.size() > Math.max(1, most)) {
        made.remove(made.keySet().iterator().next());
      }
    }
    return taken.stream()
        .map(search -> table == null || search.searchesOn(table) ? search : search.movedOnto(table))
        .toList();
  }

  /** An idle search of these rules, no longer idle, or null for none. */
  private AlphaBetaValues takeIdle(List<Object> rules) {
    for (Iterator<Kept> kept = idle.iterator(); kept.hasNext(); ) {
      Kept each = kept.next();
      if (each.rules().equals(rules)) {
        kept.remove();
        return each.search();
      }
    }
    return null;
  }

  /**
   * Counts one more question being answered by searches taken from here, until {@link
   * #questionEnded}: what tells a question whether it may take more than one search (when it is the
   * only one, the other threads are free).
   *
   * @return the questions being answered now, this one included
   */
  public int questionStarted() {
    ASKED_IN_PROCESS.incrementAndGet();
    return asked.incrementAndGet();
  }

  /** Counts one question fewer being answered ({@link #questionStarted}). */
  public void questionEnded() {
    ASKED_IN_PROCESS.decrementAndGet();
    asked.decrementAndGet();
  }

  /**
   * The questions being answered in this process ({@link #questionStarted}), by the searches of any
   * game: one tells a search that its helpers may take the other threads. A read cheap enough for a
   * search to make every few thousand visits.
   */
  public static int questionsInProcess() {
    return ASKED_IN_PROCESS.get();
  }

  /**
   * Keeps a search for later questions about the same rules.
   *
   * @param rules the rules it searched
   * @param search the search, no longer used by the caller
   */
  public synchronized void giveBack(List<Object> rules, AlphaBetaValues search) {
    if (most == 0) {
      return;
    }
    idle.addFirst(new Kept(rules, search));
    while (idle.size() > most) {
      idle.removeLast();
    }
  }
}
