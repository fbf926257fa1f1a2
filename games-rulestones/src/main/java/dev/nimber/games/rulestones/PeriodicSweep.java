package dev.nimber.games.rulestones;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;

/**
 * Outcomes of the rule-stones game for piles up to 10^18, by jumping over the periodic stretches of
 * each segment.
 *
 * <p>Idea. Between consecutive thresholds max(a, b) the set of moves is fixed, so the window of the
 * last max(b) outcomes evolves by a fixed function and must cycle. Brent's algorithm finds the
 * cycle while stepping; as soon as the window at step i equals the one λ steps earlier, the rest of
 * the segment repeats with period λ, and only (remaining mod λ) more steps are needed. Time O(Σ
 * over segments of min(segment length, pre-period + period) · max(b)/64), independent of the pile;
 * memory O(rules · max(b)/64). The pre-periods and periods are not known before the sweep runs, so
 * its work is metered: past {@link #MAX_WORD_STEPS} word steps it stops with a {@link
 * dev.nimber.api.SolverFailureException}. Not thread-safe: one sweep per solve.
 */
final class PeriodicSweep {

  /** The most word steps one sweep may take: about twenty seconds of one core. */
  static final long MAX_WORD_STEPS = 1L << 34;

  /**
   * Steps go to the meter at the first power-of-two point after this many, and at the end of a
   * stretch.
   */
  private static final long METER_STRIDE = 1 << 16;

  private final int width;
  private final WorkMeter meter;

  /**
   * The distinct thresholds, ascending; piles in [thresholds[k], thresholds[k+1]) may use moves[k].
   */
  private final long[] thresholds;

  private final long[][] moves;
  private final long[] noMoves;
  private final List<Rule> rules;

  PeriodicSweep(List<Rule> rules) {
    this(rules, MAX_WORD_STEPS);
  }

  /**
   * @param maxWordSteps the most word steps the sweep may take
   */
  PeriodicSweep(List<Rule> rules, long maxWordSteps) {
    this.rules = List.copyOf(rules);
    this.width = (int) rules.stream().mapToLong(Rule::b).max().orElse(1);
    this.meter = new WorkMeter(maxWordSteps, (width + 63) / 64);
    OutcomeWindow shape = new OutcomeWindow(width);
    this.noMoves = shape.maskOf(List.of());
    Rule[] sorted = rules.toArray(Rule[]::new);
    Arrays.sort(sorted, (x, y) -> Long.compare(x.threshold(), y.threshold()));
    List<Long> distinct = new ArrayList<>();
    List<long[]> masks = new ArrayList<>();
    long[] enabled = noMoves.clone();
    for (int i = 0; i < sorted.length; ) {
      long threshold = sorted[i].threshold();
      for (; i < sorted.length && sorted[i].threshold() == threshold; i++) {
        long b = sorted[i].b();
        enabled[(int) ((b - 1) >>> 6)] |= 1L << ((b - 1) & 63);
      }
      // A threshold that enables no new amount changes nothing: the segment before it goes on.
      if (masks.isEmpty() || !Arrays.equals(masks.get(masks.size() - 1), enabled)) {
        distinct.add(threshold);
        masks.add(enabled.clone());
      }
    }
    this.thresholds = distinct.stream().mapToLong(Long::longValue).toArray();
    this.moves = masks.toArray(long[][]::new);
  }

  /** The pile from which every rule applies: the largest threshold (0 without rules). */
  long lastThreshold() {
    return thresholds.length == 0 ? 0 : thresholds[thresholds.length - 1];
  }

  /** Whether the player to move on pile n loses. */
  boolean lost(long n) {
    return windowAt(n).currentLost(movesAt(n));
  }

  /**
   * A rule whose move from pile n leaves a lost pile (the one taking fewest stones), or null when n
   * is lost.
   */
  Rule winningRule(long n) {
    int segment = segmentOf(n);
    if (segment < 0) {
      return null;
    }
    long take = windowAt(n).smallestWinningTake(moves[segment]);
    // Of the rules that take that many and apply on n, the one with the smallest a.
    return take == 0
        ? null
        : rules.stream()
            .filter(rule -> rule.b() == take && rule.threshold() <= n)
            .min(Comparator.comparingLong(Rule::a))
            .orElseThrow();
  }

  /** The window at pile n: the outcomes of piles n − 1 down to n − max(b). */
  OutcomeWindow windowAt(long n) {
    if (width <= 64) {
      return OutcomeWindow.ofWord(width, wordAt(n));
    }
    OutcomeWindow window = new OutcomeWindow(width);
    long pile = 0;
    int segment = -1;
    while (pile < n) {
      long end = segment + 1 < thresholds.length ? Math.min(thresholds[segment + 1], n) : n;
      advance(window, segment < 0 ? noMoves : moves[segment], end - pile);
      pile = end;
      if (segment + 1 < thresholds.length && pile == thresholds[segment + 1]) {
        segment++;
      }
    }
    return window;
  }

  /**
   * {@link #windowAt} for windows of at most 64 bits, kept in one {@code long}: no allocation at
   * all.
   */
  private long wordAt(long n) {
    long keep = width == 64 ? -1L : (1L << width) - 1;
    long window = 0;
    long pile = 0;
    int segment = -1;
    while (pile < n) {
      long end = segment + 1 < thresholds.length ? Math.min(thresholds[segment + 1], n) : n;
      window = advanceWord(window, segment < 0 ? 0 : moves[segment][0], keep, end - pile, meter);
      pile = end;
      if (segment + 1 < thresholds.length && pile == thresholds[segment + 1]) {
        segment++;
      }
    }
    return window;
  }

  /**
   * {@link #advance} on a window of one word. The same Brent cycle search, specialised because the
   * sweep spends nearly all its time here and the 64-bit case is the original problem's.
   */
  static long advanceWord(long window, long moves, long keep, long steps, WorkMeter meter) {
    long tortoise = window;
    long power = 1;
    long lambda = 0;
    long done = 0;
    // Steps are charged to the meter in strides, so that metering costs nothing in this loop.
    long charged = 0;
    while (done < steps) {
      window = ((window << 1) | ((window & moves) == 0 ? 1 : 0)) & keep;
      done++;
      lambda++;
      if (window == tortoise) {
        long rest = (steps - done) % lambda;
        meter.spend(done - charged + rest);
        for (long i = 0; i < rest; i++) {
          window = ((window << 1) | ((window & moves) == 0 ? 1 : 0)) & keep;
        }
        return window;
      }
      if (lambda == power) {
        if (done - charged >= METER_STRIDE) {
          meter.spend(done - charged);
          charged = done;
        }
        tortoise = window;
        power <<= 1;
        lambda = 0;
      }
    }
    meter.spend(done - charged);
    return window;
  }

  /**
   * The outcomes of piles from, from + 1, …, from + count − 1, one step at a time after a jump to
   * {@code from}.
   *
   * @return bit i set when pile from + i is lost
   */
  BitSet outcomes(long from, int count) {
    return outcomes(from, count, Integer.MAX_VALUE);
  }

  /**
   * {@link #outcomes(long, int)}, stopping at the {@code stopAfterLost}-th lost pile: the bits
   * after it are clear.
   */
  BitSet outcomes(long from, int count, int stopAfterLost) {
    OutcomeWindow window = windowAt(from);
    BitSet lost = new BitSet();
    int found = 0;
    int segment = segmentOf(from);
    for (int i = 0; i < count && found < stopAfterLost; i++) {
      if ((i & 0xFFF) == 0) {
        meter.spend(Math.min(0x1000, count - i));
      }
      long pile = from + i;
      while (segment + 1 < thresholds.length && thresholds[segment + 1] <= pile) {
        segment++;
      }
      boolean isLost = window.currentLost(segment < 0 ? noMoves : moves[segment]);
      if (isLost) {
        lost.set(i);
        found++;
      }
      window.push(isLost);
    }
    return lost;
  }

  /**
   * The period λ of the outcomes once every rule applies, and a pile X from which the outcomes
   * repeat with it.
   *
   * @return {X, λ}: outcome(r) = outcome(r + λ) for every r >= X
   */
  long[] periodFromLastThreshold() {
    long start = lastThreshold();
    long[] all = thresholds.length == 0 ? noMoves : moves[moves.length - 1];
    OutcomeWindow window = windowAt(start);
    long period = findPeriod(window.copy(), all);
    // Walk a window and one λ ahead together until they meet: there the windows, and so the
    // outcomes, repeat.
    OutcomeWindow behind = window;
    OutcomeWindow ahead = window.copy();
    advance(ahead, all, period);
    long offset = 0;
    while (!behind.equals(ahead)) {
      step(behind, all);
      step(ahead, all);
      offset++;
      if ((offset & 0xFFF) == 0) {
        meter.spend(2 * 0x1000);
      }
    }
    // The window at start + offset holds the outcomes of the width piles below it, and they repeat
    // too.
    return new long[] {Math.max(0, start + offset - width), period};
  }

  private long findPeriod(OutcomeWindow window, long[] moves) {
    OutcomeWindow tortoise = window.copy();
    long power = 1;
    long lambda = 0;
    while (true) {
      step(window, moves);
      lambda++;
      if (window.equals(tortoise)) {
        meter.spend(lambda);
        return lambda;
      }
      if (lambda == power) {
        meter.spend(lambda);
        tortoise = window.copy();
        power <<= 1;
        lambda = 0;
      }
    }
  }

  /**
   * Moves the window on by {@code steps} piles under one move set, jumping whole periods once one
   * is seen.
   */
  private void advance(OutcomeWindow window, long[] moves, long steps) {
    OutcomeWindow tortoise = window.copy();
    long power = 1;
    long lambda = 0;
    long done = 0;
    long charged = 0;
    while (done < steps) {
      step(window, moves);
      done++;
      lambda++;
      if (window.equals(tortoise)) {
        // The window now equals the one λ steps ago, so the rest repeats with period λ.
        long rest = (steps - done) % lambda;
        meter.spend(done - charged + rest);
        for (long i = 0; i < rest; i++) {
          step(window, moves);
        }
        return;
      }
      if (lambda == power) {
        if (done - charged >= METER_STRIDE) {
          meter.spend(done - charged);
          charged = done;
        }
        tortoise = window.copy();
        power <<= 1;
        lambda = 0;
      }
    }
    meter.spend(done - charged);
  }

  /** The word steps this sweep has taken so far. */
  long wordSteps() {
    return meter.spent();
  }

  private static void step(OutcomeWindow window, long[] moves) {
    window.push(window.currentLost(moves));
  }

  private long[] movesAt(long n) {
    int segment = segmentOf(n);
    return segment < 0 ? noMoves : moves[segment];
  }

  /** The index of the last threshold at most n, or −1 when n is below them all. */
  private int segmentOf(long n) {
    int index = Arrays.binarySearch(thresholds, n);
    return index >= 0 ? index : -index - 2;
  }
}
