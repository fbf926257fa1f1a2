package dev.nimber.games.octal;

import java.util.ArrayList;
import java.util.List;

/**
 * What the tables of octal games report at each power of two (Flammenkamp's, and tczajka's
 * calculator's): for the values G(0 .. n − 1), the largest value and the first heap that has it,
 * the mask (and whether the heap's parity counts) with the fewest rare heaps, how many heaps are
 * rare for it and the last of them. Heaps are counted from 0, as those tables do.
 */
final class Sparsity {

  private Sparsity() {}

  /**
   * One line of the report.
   *
   * @param heaps n, the values counted being G(0 .. n − 1)
   * @param largest the largest of them
   * @param largestAt the first heap whose value it is
   * @param mask the mask with the fewest rare heaps
   * @param heapParity whether the classes follow the heap's parity too
   * @param rareHeaps the heaps below n rare for the mask
   * @param lastRare the last of them, or −1 when there is none
   */
  record Row(
      int heaps,
      int largest,
      int largestAt,
      int mask,
      boolean heapParity,
      long rareHeaps,
      int lastRare) {

    /**
     * The line as text, such as {@code 2^20 heaps: largest G(545248) = 1226; mask 0x7b8: 22461 rare
     * heaps, the last 1022329}.
     */
    String text() {
      String size =
          Integer.bitCount(heaps) == 1
              ? "2^" + Integer.numberOfTrailingZeros(heaps)
              : Integer.toString(heaps);
      return size
          + " heaps: largest G("
          + largestAt
          + ") = "
          + largest
          + "; mask 0x"
          + Integer.toHexString(mask)
          + (heapParity ? " with the heap's parity" : "")
          + ": "
          + rareHeaps
          + " rare heap"
          + (rareHeaps == 1 ? "" : "s")
          + (lastRare >= 0 ? ", the last " + lastRare : "");
    }
  }

  /**
   * A line for every power of two n up to the number of values, and one for all of them when their
   * number is not a power of two. Time O(N + 2^b · b · log N) for N values of b bits.
   *
   * @param code a code that splits heaps
   * @param values G(0 .. N − 1), N at least 1
   */
  static List<Row> of(OctalCode code, GrundyValues values) {
    SparseSequence.Histogram histogram = new SparseSequence.Histogram(code);
    List<Row> rows = new ArrayList<>();
    int largestAt = 0;
    int largest = -1;
    for (int heap = 0; heap < values.size(); heap++) {
      int value = values.get(heap);
      histogram.add(value, heap);
      if (value > largest) {
        largest = value;
        largestAt = heap;
      }
      int heaps = heap + 1;
      if (Integer.bitCount(heaps) == 1 || heaps == values.size()) {
        SparseSequence.Classes best = histogram.best();
        int lastRare = heap;
        while (lastRare >= 0 && !best.isRare(values.get(lastRare), lastRare)) {
          lastRare--;
        }
        rows.add(
            new Row(
                heaps,
                largest,
                largestAt,
                best.mask(),
                best.byParity() == 1,
                histogram.rareCount(best),
                lastRare));
      }
    }
    return rows;
  }
}
