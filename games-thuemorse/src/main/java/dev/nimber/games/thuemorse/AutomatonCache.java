package dev.nimber.games.thuemorse;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Keeps the automata built for each m, within a memory budget, so that a batch of instances with
 * the same m builds the levels once and then decides each pile in O(log n). Thread-safe.
 */
final class AutomatonCache {

  /** The largest m looked up by index. */
  private static final int INDEXED_TAKES = 1024;

  private final long budgetInts;

  /** Guarded by this; the least recently built or grown first. */
  private final Map<Integer, ThueMorseAutomaton> byMaxTake = new LinkedHashMap<>();

  /**
   * What byMaxTake holds, for reads without the lock (batches on many threads look up far more than
   * they build): by index for m up to {@value #INDEXED_TAKES}, the usual sizes, and in a map
   * beyond.
   */
  private final AtomicReferenceArray<Optional<ThueMorseAutomaton>> publishedByIndex =
      new AtomicReferenceArray<>(INDEXED_TAKES + 1);

  private final Map<Integer, Optional<ThueMorseAutomaton>> published = new ConcurrentHashMap<>();
  private long usedInts;

  /**
   * @param budgetInts the most ints all kept levels may take together
   */
  AutomatonCache(long budgetInts) {
    this.budgetInts = budgetInts;
  }

  /**
   * An automaton for {@code maxTake} with at least {@code bits} levels, or empty when its levels
   * alone would exceed the budget (then the caller composes the levels as it builds them, in O(m)
   * memory). When keeping it would exceed the budget, the automata built or grown longest ago are
   * dropped first.
   */
  Optional<ThueMorseAutomaton> levelsFor(int maxTake, int bits) {
    Optional<ThueMorseAutomaton> known =
        maxTake <= INDEXED_TAKES ? publishedByIndex.get(maxTake) : published.get(maxTake);
    if (known != null && known.get().levelCount() >= bits) {
      return known;
    }
    return build(maxTake, bits);
  }

  private synchronized Optional<ThueMorseAutomaton> build(int maxTake, int bits) {
    long needed = (long) Math.max(bits, 1) * 2 * (maxTake + 2);
    if (needed > budgetInts) {
      return Optional.empty();
    }
    ThueMorseAutomaton kept = byMaxTake.remove(maxTake);
    ThueMorseAutomaton automaton =
        kept == null ? ThueMorseAutomaton.build(maxTake, Math.max(bits, 1)) : kept.withLevels(bits);
    usedInts -= kept == null ? 0 : kept.footprint();
    var oldest = byMaxTake.entrySet().iterator();
    while (usedInts + automaton.footprint() > budgetInts && oldest.hasNext()) {
      Map.Entry<Integer, ThueMorseAutomaton> dropped = oldest.next();
      usedInts -= dropped.getValue().footprint();
      publish(dropped.getKey(), null);
      oldest.remove();
    }
    byMaxTake.put(maxTake, automaton);
    publish(maxTake, automaton);
    usedInts += automaton.footprint();
    return Optional.of(automaton);
  }

  /** Makes an automaton visible to readers, or with null withdraws it. */
  private void publish(int maxTake, ThueMorseAutomaton automaton) {
    // Published as the Optional levelsFor returns, so that a lookup makes nothing.
    Optional<ThueMorseAutomaton> kept = automaton == null ? null : Optional.of(automaton);
    if (maxTake <= INDEXED_TAKES) {
      publishedByIndex.set(maxTake, kept);
    } else if (kept == null) {
      published.remove(maxTake);
    } else {
      published.put(maxTake, kept);
    }
  }
}
