package dev.nimber.games.chomp;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A chomp position (a Young diagram): rows from the top, none longer than the row above, the
 * poisoned square at the top left. Rows of equal length are kept as one run, so that a rectangle of
 * 10^18 rows, and what a bite leaves of it, cost two numbers a run.
 *
 * @param lengths the runs' row lengths, strictly decreasing, each at least 1
 * @param counts how many rows each run has, each at least 1
 */
record Diagram(long[] lengths, long[] counts) {

  static Diagram rectangle(long width, long height) {
    return new Diagram(new long[] {width}, new long[] {height});
  }

  /** The diagram of these rows, each at least 1 and none longer than the one above. */
  static Diagram ofRows(long[] rows) {
    List<long[]> runs = new ArrayList<>();
    for (long row : rows) {
      if (!runs.isEmpty() && runs.get(runs.size() - 1)[0] == row) {
        runs.get(runs.size() - 1)[1]++;
      } else {
        runs.add(new long[] {row, 1});
      }
    }
    return new Diagram(
        runs.stream().mapToLong(run -> run[0]).toArray(),
        runs.stream().mapToLong(run -> run[1]).toArray());
  }

  /** The first row's length. */
  long width() {
    return lengths[0];
  }

  /** How many rows. */
  long height() {
    long height = 0;
    for (long count : counts) {
      height += count;
    }
    return height;
  }

  /** A row's length, from 0 at the top; 0 below the last row. O(runs). */
  long row(long index) {
    long passed = 0;
    for (int run = 0; run < lengths.length; run++) {
      passed += counts[run];
      if (index < passed) {
        return lengths[run];
      }
    }
    return 0;
  }

  /** How many rows are at least {@code length} long (the height of column {@code length}). */
  long rowsOfAtLeast(long length) {
    long rows = 0;
    for (int run = 0; run < lengths.length && lengths[run] >= length; run++) {
      rows += counts[run];
    }
    return rows;
  }

  /** The rows one by one, for a diagram of at most {@code most} rows. */
  Optional<long[]> rows(int most) {
    long height = height();
    if (height > most) {
      return Optional.empty();
    }
    long[] rows = new long[(int) height];
    for (int i = 0; i < rows.length; i++) {
      rows[i] = row(i);
    }
    return Optional.of(rows);
  }

  /** Whether the diagram is the poisoned square alone: the player to move has lost. */
  boolean poisonAlone() {
    return width() == 1 && height() == 1;
  }

  boolean rectangular() {
    return lengths.length == 1;
  }

  /** Whether every row but the first is a single square. */
  private boolean hook() {
    return height() >= 2 && row(1) == 1;
  }

  /**
   * Whether the player to move loses, when the theory decides it: a rectangle (every one but the
   * poisoned square alone is a first-player win, by strategy stealing), one row or two (two rows
   * lose exactly when the first is one longer than the second), one column or two (the same, turned
   * over), and a hook (its two arms are two heaps of nim: lost when they are equal).
   *
   * @return whether it is lost, or empty when the theory does not say
   */
  Optional<Boolean> lost() {
    if (rectangular()) {
      return Optional.of(poisonAlone());
    }
    if (height() <= 2 || width() <= 2 || hook()) {
      return Optional.of(winningBite().isEmpty());
    }
    return Optional.empty();
  }

  /**
   * A winning bite, when the theory gives one: one row or two, one column or two, hooks, and the
   * squares (the bite at row 2, column 2 leaves a hook of equal arms).
   *
   * @return the bite, or empty when the diagram is lost or the theory gives no move
   */
  Optional<Bite> winningBite() {
    long height = height();
    long width = width();
    if (height == 1) {
      return width == 1 ? Optional.empty() : Optional.of(new Bite(1, 2));
    }
    if (width <= 2) {
      return twoRows(height, rowsOfAtLeast(2)).map(Bite::transposed);
    }
    if (height == 2) {
      return twoRows(row(0), row(1));
    }
    if (hook()) {
      long across = width - 1;
      long down = height - 1;
      if (across == down) {
        return Optional.empty();
      }
      return Optional.of(across > down ? new Bite(1, down + 2) : new Bite(across + 2, 1));
    }
    if (rectangular() && width == height) {
      return Optional.of(new Bite(2, 2));
    }
    return Optional.empty();
  }

  /**
   * Two rows of {@code first} and {@code second} squares ({@code second} may be 0): lost exactly
   * when {@code first = second + 1}; otherwise the bite that makes it so.
   */
  private static Optional<Bite> twoRows(long first, long second) {
    if (first == second + 1) {
      return Optional.empty();
    }
    if (first > second + 1) {
      return Optional.of(new Bite(1, second + 2));
    }
    return Optional.of(new Bite(2, second));
  }

  /** Whether the bite is at a square of the diagram other than the poisoned one. */
  boolean has(Bite bite) {
    return bite.row() >= 1
        && bite.row() <= height()
        && bite.column() >= 1
        && bite.column() <= row(bite.row() - 1)
        && !(bite.row() == 1 && bite.column() == 1);
  }

  /** The diagram after a bite at one of its squares: rows from the bite's down cut to its left. */
  Diagram after(Bite bite) {
    List<long[]> runs = new ArrayList<>();
    long top = 0;
    for (int run = 0; run < lengths.length; run++) {
      long above = Math.max(0, Math.min(counts[run], bite.row() - 1 - top));
      if (above > 0) {
        add(runs, lengths[run], above);
      }
      long below = counts[run] - above;
      long cut = Math.min(lengths[run], bite.column() - 1);
      if (below > 0 && cut > 0) {
        add(runs, cut, below);
      }
      top += counts[run];
    }
    return new Diagram(
        runs.stream().mapToLong(run -> run[0]).toArray(),
        runs.stream().mapToLong(run -> run[1]).toArray());
  }

  private static void add(List<long[]> runs, long length, long count) {
    if (!runs.isEmpty() && runs.get(runs.size() - 1)[0] == length) {
      runs.get(runs.size() - 1)[1] += count;
    } else {
      runs.add(new long[] {length, count});
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Diagram that
        && Arrays.equals(lengths, that.lengths)
        && Arrays.equals(counts, that.counts);
  }

  @Override
  public int hashCode() {
    return 31 * Arrays.hashCode(lengths) + Arrays.hashCode(counts);
  }

  /** The rows, runs written {@code LENGTH×COUNT}: {@code 5×3,2}. */
  @Override
  public String toString() {
    StringBuilder text = new StringBuilder();
    for (int run = 0; run < lengths.length; run++) {
      text.append(run == 0 ? "" : ",")
          .append(lengths[run])
          .append(counts[run] == 1 ? "" : "×" + counts[run]);
    }
    return text.toString();
  }
}
