package dev.nimber.benchmarks;

import dev.nimber.engine.GameSearch;
import dev.nimber.engine.RankedNim;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.Random;

/**
 * The engine's scale run, a whole solve rather than a JMH benchmark: bounded Nim with {@code heaps}
 * heaps of at most {@code cap} stones, a move taking 1 to {@code take}, solved strongly (every tier
 * kept) on {@code threads} threads. It checks the position count against (cap + 1)^heaps, checks a
 * million random positions against the known rule (the player to move loses exactly when the XOR of
 * the heaps modulo take + 1 is 0), and prints the time, the positions per second, the bytes of
 * results per position and the peak heap.
 *
 * <p>Run: {@code java -Xmx2390m -cp benchmarks/target/benchmarks.jar
 * dev.nimber.benchmarks.RankedScale 4 177 2 2} (178^4 = 1,003,875,856 positions).
 */
public final class RankedScale {

  private RankedScale() {}

  public static void main(String[] args) {
    int heaps = Integer.parseInt(args[0]);
    int cap = Integer.parseInt(args[1]);
    int take = Integer.parseInt(args[2]);
    int threads = Integer.parseInt(args[3]);
    RankedNim game = new RankedNim(heaps, cap, take);
    long started = System.nanoTime();
    SolvedTiers solved =
        new TierSolver(
                new TierSolver.Options(threads, false, false, true, (tier, done, total) -> {}))
            .solve(game, game.tierCount() - 1);
    double seconds = (System.nanoTime() - started) / 1e9;
    if (solved.positionsSolved() != game.positions()) {
      throw new AssertionError(
          "solved " + solved.positionsSolved() + " positions, expected " + game.positions());
    }
    Random random = new Random(1);
    int[] sizes = new int[heaps];
    for (int sample = 0; sample < 1_000_000; sample++) {
      int xor = 0;
      for (int heap = 0; heap < heaps; heap++) {
        sizes[heap] = random.nextInt(cap + 1);
        xor ^= sizes[heap] % (take + 1);
      }
      RankedNim.Heaps position = new RankedNim.Heaps(sizes.clone(), take);
      GameSearch.Evaluation value = solved.evaluate(game.rankOf(position));
      if ((value.outcome() == dev.nimber.api.Outcome.WIN) != (xor != 0)) {
        throw new AssertionError(position + " is " + value + " but its XOR is " + xor);
      }
    }
    long peakHeap = 0;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        peakHeap += pool.getPeakUsage().getUsed();
      }
    }
    System.gc();
    long liveHeap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    System.out.printf(
        "%,d positions (= %d^%d, checked) in %d tiers, %d thread(s): %.1f s, %,.0f positions/s%n",
        solved.positionsSolved(),
        cap + 1,
        heaps,
        game.tierCount(),
        threads,
        seconds,
        solved.positionsSolved() / seconds);
    System.out.printf(
        "results held: %,d bytes (%.2f per position); heap at the end: %,d MiB (%.2f bytes per"
            + " position); peak heap (sum of the pools' peaks): %,d MiB, in a heap of at most %,d MiB (%.2f bytes per"
            + " position); 10^6 random positions agree with the XOR rule%n",
        solved.bytesHeld(),
        solved.bytesHeld() / (double) solved.positionsSolved(),
        liveHeap >> 20,
        liveHeap / (double) solved.positionsSolved(),
        peakHeap >> 20,
        Runtime.getRuntime().maxMemory() >> 20,
        Runtime.getRuntime().maxMemory() / (double) solved.positionsSolved());
  }
}
