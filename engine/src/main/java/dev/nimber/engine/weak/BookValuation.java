package dev.nimber.engine.weak;

import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * The values of an opening book's lines ({@link OpeningBook#build}), each found by one of several
 * searches, one thread a search. The lines of the deepest ply go first, shared out one at a time as
 * the threads free up, the last line first; a ply starts only once every line of the ply below it
 * is valued, so that the shallower lines find the deeper ones' proofs. A listener hears of each
 * line valued in the order one thread would value them (the last line first), whatever the threads'
 * timing: a line is told once it and every line before it in that order are valued.
 *
 * <p>One search values on the caller's thread; more each get a thread of their own for each ply
 * ({@link SearchThreads}: every thread has ended when the valuation returns or throws, the first
 * failure is thrown, and an interrupted caller stops them all).
 */
final class BookValuation {

  private final List<OpeningBook.Line> lines;
  private final OpeningBook.Listener listener;
  private final GameSearch.Evaluation[] values;

  /** The index of the next line the listener hears of: lines are told from the last down. */
  private int nextTold;

  private BookValuation(List<OpeningBook.Line> lines, OpeningBook.Listener listener) {
    this.lines = lines;
    this.listener = listener;
    this.values = new GameSearch.Evaluation[lines.size()];
    this.nextTold = lines.size() - 1;
  }

  /**
   * Values every line.
   *
   * @param lines the lines, breadth first ({@link OpeningBook#linesFrom})
   * @param searches one or more searches, each called from one thread at a time
   * @param listener told of each line valued, in the order above
   * @return each line's value, at the line's index
   */
  static GameSearch.Evaluation[] of(
      List<OpeningBook.Line> lines,
      List<? extends Function<Position, GameSearch.Evaluation>> searches,
      OpeningBook.Listener listener) {
    BookValuation valuation = new BookValuation(lines, listener);
    if (searches.size() == 1) {
      for (int index = lines.size() - 1; index >= 0; index--) {
        valuation.value(index, searches.get(0));
      }
    } else {
      valuation.onThreads(searches);
    }
    return valuation.values;
  }

  private void value(int index, Function<Position, GameSearch.Evaluation> search) {
    GameSearch.Evaluation value = search.apply(lines.get(index).position());
    synchronized (this) {
      values[index] = value;
      while (nextTold >= 0 && values[nextTold] != null) {
        listener.valued(lines.size() - nextTold, lines.size(), lines.get(nextTold));
        nextTold--;
      }
    }
  }

  private void onThreads(List<? extends Function<Position, GameSearch.Evaluation>> searches) {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    int end = lines.size();
    while (end > 0) {
      int plies = lines.get(end - 1).moves().size();
      int begin = end;
      while (begin > 0 && lines.get(begin - 1).moves().size() == plies) {
        begin--;
      }
      valuePly(begin, end, searches, failure);
      end = begin;
    }
  }

  /**
   * Values the lines from {@code end - 1} down to {@code begin} on a thread for each search, and
   * returns once every thread has ended ({@link SearchThreads}).
   */
  private void valuePly(
      int begin,
      int end,
      List<? extends Function<Position, GameSearch.Evaluation>> searches,
      AtomicReference<Throwable> failure) {
    AtomicInteger next = new AtomicInteger(end);
    List<Runnable> shares = new ArrayList<>();
    for (Function<Position, GameSearch.Evaluation> search : searches) {
      shares.add(
          () -> {
            for (int index = next.decrementAndGet();
                index >= begin && failure.get() == null;
                index = next.decrementAndGet()) {
              value(index, search);
            }
          });
    }
    SearchThreads.run(
        shares, "nimber-book", "the weak search valued an opening book's positions", failure);
  }
}
