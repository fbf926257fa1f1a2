package dev.nimber.engine.tier;

import dev.nimber.api.API;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.storage.ValueRecord;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;

/**
 * Solves a game whose positions are {@linkplain RankedPositions numbered by tier and rank} by
 * retrograde analysis: tier by tier from the lowest up, each position valued from its children's
 * results, which lie in tiers solved before.
 *
 * <p>A position with a verdict takes it with remoteness 0; one without moves is lost (won under
 * misère play) with remoteness 0. Otherwise the player to move prefers a win (remoteness one more
 * than its fastest losing child), else a tie (one more than its soonest tie), else a draw, else a
 * loss (one more than its slowest child). Under normal play the Grundy value, when asked for, is
 * the mex of the children's values, and undefined where a child's is (a win or a tie decided by
 * rule lies below).
 *
 * <p>A tier whose moves may stay within it (a loopy tier) is valued in two steps: the threads value
 * every position whose moves all leave the tier, and leave the others open with what their moves to
 * lower tiers give; then one thread decides the open positions by retrograde analysis within the
 * tier ({@link TierLoops}: wins and losses in order of remoteness, then ties; what is never decided
 * is a draw), in O(P + E log E) for P open positions and E moves within the tier. Grundy values are
 * left undefined in a loopy tier.
 *
 * <p>Each tier's results take two bytes per position (outcome and remoteness, so remoteness is at
 * most {@value ValueRecord#MAX_REMOTENESS}), plus the Grundy column when asked for; only the tier
 * being solved and the tiers it still needs are kept, unless all are asked for. Before it starts,
 * the solver works out the most memory it will hold at once and refuses, with the numbers, a solve
 * that would not fit the heap. Time is O(P · m) for P positions with at most m moves each, spread
 * over {@link Options#threads()} threads: the tiers are cut into runs of consecutive tiers none of
 * which lists another of its run among its {@code childTiers} (up to 1024 tiers), each run's ranks
 * are cut into blocks that the threads take in turn, so tiers that do not need each other are
 * solved at once, and since every position depends only on lower tiers (and, in a loopy tier, on
 * its own tier, decided after all its blocks), the results are the same for any number of threads.
 * An interrupted solve stops within one block per thread and fails with a {@link
 * SolverFailureException}.
 *
 * <p>The work is split by job: {@link TierSchedule} orders the tiers and says what is let go when;
 * this class checks the memory, runs the waves on the thread pool and reads and writes the archive;
 * a {@link TierWorker} values the positions of a block; {@link TierLoops} decides a loopy tier; and
 * {@link ValueRecord} is the two-byte record they all read and write.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class TierSolver {

  /** Positions a thread takes at a time. */
  static final int BLOCK = 1 << 12;

  /** Heap the solver leaves for everything else when it checks that a solve fits. */
  private static final long HEADROOM_BYTES = 64L << 20;

  /**
   * How the solver plays and works.
   *
   * @param threads how many threads solve a tier together, 1 to 1024
   * @param misere whether the player who makes the last move loses
   * @param grundy whether to keep Grundy values too (ignored under misère play, which has none)
   * @param keepAll whether to keep every tier solved rather than only those still needed
   * @param progress told of progress now and then, from the thread that called {@link #solve}
   */
  public record Options(
      int threads, boolean misere, boolean grundy, boolean keepAll, Progress progress) {

    /** Checks the values. */
    public Options {
      if (threads < 1 || threads > 1024) {
        throw new IllegalArgumentException("threads must be from 1 to 1024, got " + threads);
      }
      if (progress == null) {
        throw new IllegalArgumentException("progress must not be null; use Progress.NONE");
      }
    }

    /**
     * Normal play on every core, with Grundy values, keeping only the tiers still needed, reporting
     * nothing.
     */
    public static Options defaults() {
      return new Options(
          Runtime.getRuntime().availableProcessors(), false, true, false, Progress.NONE);
    }

    /**
     * These options with another number of threads.
     *
     * @param count from 1 to 1024
     * @return the options
     */
    public Options withThreads(int count) {
      return new Options(count, misere, grundy, keepAll, progress);
    }
  }

  /** Told how far a solve has come. */
  @FunctionalInterface
  public interface Progress {

    /** Reports nothing. */
    Progress NONE = (tier, done, total) -> {};

    /**
     * Called now and then while a solve runs, and once at its end with {@code done == total}.
     *
     * @param tier the tier being solved
     * @param done positions valued so far, over the whole solve
     * @param total positions the whole solve values
     */
    void report(int tier, long done, long total);
  }

  /**
   * What a solve will do, worked out before it starts.
   *
   * @param tiers the tiers it solves, lowest first
   * @param runs how many runs of tiers it solves one after another: the tiers of a run do not need
   *     each other and are solved at once
   * @param positions positions over those tiers
   * @param largestTier positions in the largest of them
   * @param bytesPerPosition bytes each position's results take
   * @param peakBytes the most bytes of results held at once
   */
  public record Plan(
      int[] tiers,
      int runs,
      long positions,
      long largestTier,
      int bytesPerPosition,
      long peakBytes) {}

  private final Options options;

  public TierSolver(Options options) {
    this.options = options;
  }

  /** How this solver plays and works. */
  public Options options() {
    return options;
  }

  private int grundyBytes(RankedPositions space) {
    return options.grundy() && !options.misere() ? TierColumns.grundyBytesFor(space.maxMoves()) : 0;
  }

  /**
   * Works out which tiers a solve of {@code top} needs and how much memory it holds at once.
   *
   * @param space the numbering
   * @param top the tier whose positions are wanted
   * @return the plan
   * @throws IllegalStateException when the numbering breaks its contract (a child tier not below
   *     its tier, a negative size)
   */
  public Plan plan(RankedPositions space, int top) {
    return plan(space, top, TierSchedule.of(space, top));
  }

  private Plan plan(RankedPositions space, int top, TierSchedule schedule) {
    int bytesPerPosition = 2 + grundyBytes(space);
    long positions = 0;
    long largest = 0;
    long live = 0;
    long peak = 0;
    long[] bytes = new long[top + 1];
    for (int[] wave : schedule.waves()) {
      for (int tier : wave) {
        long size = space.tierSize(tier);
        if (size < 0) {
          throw new IllegalStateException(
              "the ranked positions give tier " + tier + " a size of " + size);
        }
        positions += size;
        largest = Math.max(largest, size);
        bytes[tier] = size * bytesPerPosition;
        live += bytes[tier];
      }
      peak = Math.max(peak, live);
      if (!options.keepAll()) {
        for (int tier : wave) {
          for (int freed = schedule.freedHead()[tier];
              freed >= 0;
              freed = schedule.freedNext()[freed]) {
            live -= bytes[freed];
          }
        }
      }
    }
    return new Plan(
        schedule.order(), schedule.waves().size(), positions, largest, bytesPerPosition, peak);
  }

  /**
   * Solves tier {@code top} and every tier it needs. The result holds {@code top} and its child
   * tiers (so the moves from its positions can be valued too), or every tier solved with {@link
   * Options#keepAll()}.
   *
   * @param space the numbering, whose {@code expand} is called from several threads at once
   * @param top the tier whose positions are wanted
   * @return the results
   * @throws UnsupportedInstanceException when the results would not fit the heap, with the numbers
   * @throws SolverFailureException when interrupted, or when a remoteness passes {@value
   *     ValueRecord#MAX_REMOTENESS}
   * @throws IllegalStateException when the numbering breaks its contract (a move to a tier not
   *     below, a rank outside its tier, more moves than {@link RankedPositions#maxMoves()})
   */
  public SolvedTiers solve(RankedPositions space, int top) {
    return solve(space, top, TierArchive.NONE);
  }

  /**
   * Solves tier {@code top} and every tier it needs, as {@link #solve(RankedPositions, int)} does,
   * except for the tiers an archive holds already: those are read back only when a tier still to be
   * solved needs them. Each tier solved is given to the archive once its last position is valued,
   * so a solve stopped at any moment resumes after the last tier kept. Tiers read from the archive
   * are in the result only when some tier solved needed them.
   *
   * @param space the numbering
   * @param top the tier whose positions are wanted
   * @param archive where tiers solved before are found and each tier solved is kept
   * @return the results
   * @throws IllegalArgumentException when Grundy values are asked for and the archive keeps none
   * @throws UnsupportedInstanceException as {@link #solve(RankedPositions, int)}
   * @throws SolverFailureException as {@link #solve(RankedPositions, int)}
   */
  public SolvedTiers solve(RankedPositions space, int top, TierArchive archive) {
    if (archive != TierArchive.NONE && grundyBytes(space) != 0 && !archive.keepsGrundy()) {
      throw new IllegalArgumentException(
          "this tier archive keeps no Grundy values; solve without them");
    }
    TierSchedule schedule = TierSchedule.of(space, top);
    Plan plan = plan(space, top, schedule);
    checkFits(plan);
    TierColumns[] columns = new TierColumns[top + 1];
    int grundyBytes = grundyBytes(space);
    long mostBlocks =
        schedule.waves().stream()
            .mapToLong(wave -> blocksBefore(space, wave)[wave.length])
            .max()
            .orElse(1);
    int workerCount = (int) Math.min(options.threads(), Math.max(1, mostBlocks));
    List<TierWorker> workers = new ArrayList<>();
    for (int i = 0; i < workerCount; i++) {
      workers.add(new TierWorker(space, columns, options.misere(), grundyBytes != 0));
    }
    AtomicLong done = new AtomicLong();
    ExecutorService pool =
        workerCount > 1
            ? Executors.newFixedThreadPool(
                workerCount,
                runnable -> {
                  Thread thread = new Thread(runnable, "nimber-tier-solver");
                  thread.setDaemon(true);
                  return thread;
                })
            : null;
    try {
      boolean[] archived = new boolean[top + 1];
      for (int tier : schedule.order()) {
        archived[tier] = archive.holds(tier, space.tierSize(tier));
      }
      for (int[] wave : schedule.waves()) {
        SolverFailureException.throwIfInterrupted();
        int[] solving = Arrays.stream(wave).filter(tier -> !archived[tier]).toArray();
        for (int tier : solving) {
          columns[tier] = new TierColumns(space.tierSize(tier), grundyBytes);
          for (int child : space.childTiers(tier)) {
            if (archived[child] && columns[child] == null) {
              TierColumns read = new TierColumns(space.tierSize(child), grundyBytes);
              archive.read(child, read::setRecord);
              if (grundyBytes != 0) {
                archive.readGrundy(child, read::setGrundy);
              }
              columns[child] = read;
            }
          }
        }
        done.addAndGet(
            Arrays.stream(wave).filter(tier -> archived[tier]).mapToLong(space::tierSize).sum());
        if (solving.length > 0) {
          solveWave(solving, columns, workers, pool, done, plan.positions());
        }
        for (int tier : solving) {
          TierColumns solved = columns[tier];
          if (grundyBytes != 0 && archive.keepsGrundy()) {
            archive.keepGrundy(
                tier, solved.size(), rank -> solved.grundy(space.canonical(tier, rank)));
          }
          archive.keep(tier, solved.size(), rank -> solved.record(space.canonical(tier, rank)));
        }
        if (!options.keepAll()) {
          for (int tier : wave) {
            for (int freed = schedule.freedHead()[tier];
                freed >= 0;
                freed = schedule.freedNext()[freed]) {
              columns[freed] = null;
            }
          }
        }
      }
      options.progress().report(top, plan.positions(), plan.positions());
      return new SolvedTiers(columns, plan.positions(), space);
    } catch (OutOfMemoryError heapFull) {
      Arrays.fill(columns, null);
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "the ranked solve ran out of memory"
              + " (the heap holds at most "
              + (Runtime.getRuntime().maxMemory() >> 20)
              + " MiB)",
          Shortage.heap());
    } finally {
      if (pool != null) {
        pool.shutdownNow();
      }
    }
  }

  /**
   * Values ranks {@code from} to {@code to - 1} of one tier from the records of the tiers below it,
   * as a solve does: one slice of a tier, for a solve that cuts each tier into slices valued on
   * other machines (nimber-spark), each written as the tier file's blocks of those ranks. So every
   * rank gets the record an archive keeps for it, that of its {@linkplain RankedPositions#canonical
   * representative}: valued once when the representative lies in the slice, and valued for the rank
   * when it lies outside (symmetric positions have the same record). No Grundy values.
   *
   * <p>Time O((to − from) · moves), up to the symmetries' number of times less when representatives
   * lie within the slice; memory two bytes a rank of the slice (the array returned, copied only
   * past 2^26 ranks). The child tiers are read in place: arrays of up to 2^26 positions directly,
   * other records by a call per child position.
   *
   * @param space the numbering
   * @param tier the tier
   * @param from the first rank valued
   * @param to past the last rank valued, at most the tier's size and at most 2^31 − 9 past {@code
   *     from}
   * @param childRecords the records of each tier {@link RankedPositions#childTiers} lists below
   *     this one; asked for those tiers only, once each
   * @param misere whether the player who makes the last move loses
   * @return the records of the ranks, in order
   * @throws UnsupportedInstanceException when a position has a move within its own tier: tiers with
   *     such moves (loops, possibly) are decided over the whole tier at once, which a slice cannot
   *     do
   * @throws SolverFailureException when a remoteness passes what the records hold
   */
  public static short[] valueSlice(
      RankedPositions space,
      int tier,
      long from,
      long to,
      IntFunction<TierRecords> childRecords,
      boolean misere) {
    long size = space.tierSize(tier);
    if (from < 0 || to > size || from > to || to - from > Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException(
          "ranks "
              + from
              + " to "
              + to
              + " are no slice of tier "
              + tier
              + ", which holds "
              + size
              + " positions");
    }
    TierColumns[] columns = new TierColumns[tier + 1];
    for (int child : space.childTiers(tier)) {
      if (child >= 0 && child < tier && columns[child] == null) {
        columns[child] = TierColumns.of(childRecords.apply(child));
      }
    }
    TierColumns slice = new TierColumns(to - from, 0);
    TierWorker worker = new TierWorker(space, columns, misere, false);
    worker.startRun(1);
    worker.loops(0).clear();
    worker.solveSlice(tier, slice, from, to);
    if (!worker.loops(0).isEmpty()) {
      throw new UnsupportedInstanceException(
          "tier "
              + tier
              + " has positions with moves within the tier, which are"
              + " decided over the whole tier at once, not slice by slice; build this database with nimber db build");
    }
    return slice.recordsArray();
  }

  /**
   * Refuses, with the numbers, a solve whose results would not fit the heap free now.
   *
   * @param plan the solve's plan
   * @throws UnsupportedInstanceException when it would not fit: the positions, tiers, bytes, the
   *     heap free and the {@code -Xmx} that would do
   */
  public void checkFits(Plan plan) {
    long maxHeap = Runtime.getRuntime().maxMemory();
    long free = heapFree();
    long used = maxHeap - free;
    // Results live long: they must fit the old generation, which some collectors keep to a part of
    // the heap.
    long oldGeneration = maxHeap;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      String name = pool.getName();
      long poolMax = pool.getUsage().getMax();
      if (pool.getType() == MemoryType.HEAP
          && (name.contains("Old") || name.contains("Tenured"))
          && poolMax > 0) {
        oldGeneration = Math.min(oldGeneration, poolMax);
        free = Math.min(free, poolMax - pool.getUsage().getUsed());
      }
    }
    long needed = plan.peakBytes() + HEADROOM_BYTES;
    if (needed > free) {
      double oldShare = (double) oldGeneration / maxHeap;
      long suggestedMib = (long) ((used + needed) / oldShare * 1.25) >> 20;
      throw new UnsupportedInstanceException(
          "the ranked solve would hold "
              + (plan.peakBytes() >> 20)
              + " MiB of"
              + " results at once ("
              + plan.positions()
              + " positions in "
              + plan.tiers().length
              + " tiers, the largest of "
              + plan.largestTier()
              + " positions, "
              + plan.bytesPerPosition()
              + " bytes each), but the heap has room for "
              + (free >> 20)
              + " MiB of lasting results (its old generation holds at most "
              + (oldGeneration >> 20)
              + " MiB of a heap of at most "
              + (maxHeap >> 20)
              + " MiB)",
          Shortage.heap(Math.max(1, suggestedMib)));
    }
  }

  /**
   * A remoteness a two-byte record holds.
   *
   * @throws SolverFailureException when it is more than {@value ValueRecord#MAX_REMOTENESS}, naming
   *     the position
   */
  static int checkedRemoteness(int tier, long rank, int remoteness) {
    if (remoteness > ValueRecord.MAX_REMOTENESS) {
      throw new SolverFailureException(
          SolverFailureException.Reason.BUDGET,
          "position "
              + rank
              + " of tier "
              + tier
              + " is more than "
              + ValueRecord.MAX_REMOTENESS
              + " moves from the end, more than the ranked solve's two-byte records"
              + " hold; use the search (without ranks) for this instance");
    }
    return remoteness;
  }

  /** The heap not in use now, counting what the heap may still grow to. */
  static long heapFree() {
    Runtime runtime = Runtime.getRuntime();
    return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
  }

  /**
   * For each tier of a run, the blocks of the tiers before it; the last entry counts the run's
   * blocks.
   */
  private static long[] blocksBefore(RankedPositions space, int[] wave) {
    long[] before = new long[wave.length + 1];
    for (int i = 0; i < wave.length; i++) {
      before[i + 1] = before[i] + (space.tierSize(wave[i]) + BLOCK - 1) / BLOCK;
    }
    return before;
  }

  /**
   * Solves a run of tiers that do not need each other: their blocks, in order, go to the threads in
   * turn; then each tier's open positions (moves within the tier) are decided.
   */
  private void solveWave(
      int[] wave,
      TierColumns[] columns,
      List<TierWorker> workers,
      ExecutorService pool,
      AtomicLong done,
      long total) {
    long[] before = blocksBefore(workers.get(0).space, wave);
    long blocks = before[wave.length];
    workers.forEach(worker -> worker.startRun(wave.length));
    if (pool == null || blocks <= 1) {
      TierWorker worker = workers.get(0);
      for (long block = 0; block < blocks; block++) {
        SolverFailureException.throwIfInterrupted();
        done.addAndGet(worker.solveBlock(wave, columns, before, block));
      }
    } else {
      solveInParallel(wave, columns, before, workers, pool, done, total);
    }
    for (int i = 0; i < wave.length; i++) {
      int index = i;
      TierLoops.decide(
          wave[i],
          columns[wave[i]],
          workers.stream().map(each -> each.loops(index)).toList(),
          workers.get(0).space);
    }
    options.progress().report(wave[wave.length - 1], done.get(), total);
  }

  /** Lets every worker take blocks of the run in turn, reporting progress while they run. */
  private void solveInParallel(
      int[] wave,
      TierColumns[] columns,
      long[] before,
      List<TierWorker> workers,
      ExecutorService pool,
      AtomicLong done,
      long total) {
    long blocks = before[wave.length];
    AtomicLong nextBlock = new AtomicLong();
    AtomicBoolean cancelled = new AtomicBoolean();
    List<Future<?>> running = new ArrayList<>();
    for (TierWorker worker : workers) {
      running.add(
          pool.submit(
              () -> {
                long block;
                while (!cancelled.get() && (block = nextBlock.getAndIncrement()) < blocks) {
                  done.addAndGet(worker.solveBlock(wave, columns, before, block));
                }
              }));
    }
    try {
      for (Future<?> task : running) {
        while (true) {
          try {
            task.get(200, TimeUnit.MILLISECONDS);
            break;
          } catch (TimeoutException stillRunning) {
            options.progress().report(wave[wave.length - 1], done.get(), total);
          }
        }
      }
    } catch (InterruptedException interrupted) {
      cancelled.set(true);
      Thread.currentThread().interrupt();
      throw new SolverFailureException(
          SolverFailureException.Reason.INTERRUPTED,
          "the solver was interrupted (timed out or cancelled)");
    } catch (ExecutionException failed) {
      cancelled.set(true);
      Throwable cause = failed.getCause();
      if (cause instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (cause instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException(cause);
    }
  }
}
