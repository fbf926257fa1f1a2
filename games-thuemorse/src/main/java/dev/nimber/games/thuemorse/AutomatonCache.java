package dev.nimber.games.thuemorse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Keeps the automata built for each m, within a memory budget, so that a batch of instances with the same m builds
 * the levels once and then decides each pile in O(log n). Thread-safe.
 */
final class AutomatonCache {

  private final long budgetInts;
  /** Guarded by this; the least recently built or grown first. */
  private final Map<Integer, ThueMorseAutomaton> byMaxTake = new LinkedHashMap<>();
  /** What byMaxTake holds, for reads without the lock: batches on many threads look up far more than they build. */
  private final Map<Integer, ThueMorseAutomaton> published = new ConcurrentHashMap<>();
  private long usedInts;

  /** @param budgetInts the most ints all kept levels may take together */
  AutomatonCache(long budgetInts) {
    this.budgetInts = budgetInts;
  }

  /**
   * An automaton for {@code maxTake} with at least {@code bits} levels, or empty when its levels alone would exceed the
   * budget (then the caller composes the levels as it builds them, in O(m) memory). When keeping it would exceed the
   * budget, the automata built or grown longest ago are dropped first.
   */
  Optional<ThueMorseAutomaton> levelsFor(int maxTake, int bits) {
    ThueMorseAutomaton known = published.get(maxTake);
    if (known != null && known.levelCount() >= bits) {
      return Optional.of(known);
    }
    return build(maxTake, bits);
  }

  private synchronized Optional<ThueMorseAutomaton> build(int maxTake, int bits) {
    long needed = (long) Math.max(bits, 1) * 2 * (maxTake + 2);
    if (needed > budgetInts) {
      return Optional.empty();
    }
    ThueMorseAutomaton kept = byMaxTake.remove(maxTake);
    ThueMorseAutomaton automaton = kept == null
        ? ThueMorseAutomaton.build(maxTake, Math.max(bits, 1))
        : kept.withLevels(bits);
    usedInts -= kept == null ? 0 : kept.footprint();
    var oldest = byMaxTake.entrySet().iterator();
    while (usedInts + automaton.footprint() > budgetInts && oldest.hasNext()) {
      Map.Entry<Integer, ThueMorseAutomaton> dropped = oldest.next();
      usedInts -= dropped.getValue().footprint();
      published.remove(dropped.getKey());
      oldest.remove();
    }
    byMaxTake.put(maxTake, automaton);
    published.put(maxTake, automaton);
    usedInts += automaton.footprint();
    return Optional.of(automaton);
  }
}
