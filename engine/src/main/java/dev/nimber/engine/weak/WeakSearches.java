package dev.nimber.engine.weak;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/**
 * Weak searches kept between questions about positions of the same rules, so that what one search
 * proved answers the next (a batch of positions of Connect Four 6 × 4 searches its openings once):
 * a search is taken for one question and given back after it, and at most {@code most} idle
 * searches are kept, the least recently given back dropped first. A search is shared only between
 * positions of equal rules, whose codes the coding's contract makes the same. Thread-safe; a search
 * taken is used by one thread until given back.
 */
public final class WeakSearches {

  /** An idle search and the rules it searched. */
  private record Kept(List<Object> rules, AlphaBetaValues search) {}

  private final int most;
  private final Deque<Kept> idle = new ArrayDeque<>();

  /**
   * @param most the most idle searches kept, at least 0
   */
  public WeakSearches(int most) {
    this.most = most;
  }

  /**
   * An idle search of these rules, or a new one.
   *
   * @param rules the values of the instance's rule parameters
   * @param fresh makes a search when none is idle
   * @return the search, the caller's until {@link #giveBack}
   */
  public synchronized AlphaBetaValues take(List<Object> rules, Supplier<AlphaBetaValues> fresh) {
    for (Iterator<Kept> kept = idle.iterator(); kept.hasNext(); ) {
      Kept each = kept.next();
      if (each.rules().equals(rules)) {
        kept.remove();
        return each.search();
      }
    }
    return fresh.get();
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
