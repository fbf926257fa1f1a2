package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The one-pass period search finds what trying every period in turn finds, and a period it calls
 * proven holds on every value computed after it.
 */
class PeriodicityTest {

  /**
   * The plain search: for each p from 1, the last heap whose value differs from the one p further
   * on, looked for from the end; the first p the rules accept.
   */
  private static Optional<Periodicity> tryingEveryPeriod(
      int[] values, int maxTaken, int mostHeapsLeft) {
    int count = values.length;
    for (int period = 1; 2 * period <= count; period++) {
      int last = count - 1 - period;
      while (last >= 0 && values[last] == values[last + period]) {
        last--;
      }
      int preperiod = last + 1;
      boolean proven = Periodicity.isProven(count, preperiod, period, maxTaken, mostHeapsLeft);
      if (proven || count - preperiod >= 2L * period + preperiod) {
        return Optional.of(new Periodicity(preperiod, period, proven, count - 1));
      }
    }
    return Optional.empty();
  }

  /** Values that settle into a period after a random start, then perhaps break it near the end. */
  private static int[] values(long seed, int length, int start, int period, int kinds, int breaks) {
    java.util.Random random = new java.util.Random(seed);
    int[] values = new int[length];
    int[] cycle = random.ints(period, 0, kinds).toArray();
    for (int heap = 0; heap < length; heap++) {
      values[heap] = heap < start ? random.nextInt(kinds) : cycle[(heap - start) % period];
    }
    for (int each = 0; each < breaks && length > 0; each++) {
      values[random.nextInt(length)] = random.nextInt(kinds);
    }
    return values;
  }

  @Property(tries = 3000)
  void findsWhatTryingEveryPeriodFinds(
      @ForAll long seed,
      @ForAll @IntRange(max = 400) int length,
      @ForAll @IntRange(max = 200) int start,
      @ForAll @IntRange(min = 1, max = 60) int period,
      @ForAll @IntRange(min = 1, max = 4) int kinds,
      @ForAll @IntRange(max = 2) int breaks,
      @ForAll @IntRange(min = 1, max = 5) int maxTaken,
      @ForAll @IntRange(min = 2, max = 3) int mostHeapsLeft) {
    int[] values = values(seed, length, start, period, kinds, breaks);

    assertThat(Periodicity.find(GrundyValues.of(values), maxTaken, mostHeapsLeft))
        .isEqualTo(tryingEveryPeriod(values, maxTaken, mostHeapsLeft));
  }

  @Property(tries = 200)
  void findsWhatTryingEveryPeriodFindsOnOctalValues(
      @ForAll @IntRange(min = 1, max = 7) int first,
      @ForAll @IntRange(min = 1, max = 7) int second,
      @ForAll @IntRange(min = 2, max = 600) int count) {
    OctalCode code = OctalCode.parse("0." + first + second);
    int[] values = new MexSequence().extend(code, GrundyValues.empty(), count - 1).toArray();

    assertThat(Periodicity.find(GrundyValues.of(values), code.maxTaken(), 2))
        .isEqualTo(tryingEveryPeriod(values, code.maxTaken(), 2));
  }

  /**
   * The theorem checked on the games themselves: for every octal code of up to three digits (values
   * to heap 1,000) and every hexadecimal code 0.X, 4.X and 0.YX with X from 8 to f (values to heap
   * 400, splits in three), the first period called proven as the values grow one by one holds on
   * all the values computed.
   */
  @Test
  void aPeriodCalledProvenHoldsOnEveryValueComputedAfterIt() {
    int octalProofs = 0;
    for (String code : GrundySequencesTest.codesUpToThreeDigits()) {
      octalProofs += firstProofHolds(OctalCode.parse(code), 1000, 2) ? 1 : 0;
    }
    int hexadecimalProofs = 0;
    for (String code : GrundySequencesTest.hexadecimalCodes()) {
      hexadecimalProofs += firstProofHolds(OctalCode.parse(code), 400, 3) ? 1 : 0;
    }
    assertThat(octalProofs).isEqualTo(661);
    assertThat(hexadecimalProofs).isEqualTo(10);
  }

  /**
   * Whether a period is proven among the first values of a code, up to {@code last}; when one is,
   * asserts that it holds to {@code last}.
   */
  private static boolean firstProofHolds(OctalCode code, int last, int mostHeapsLeft) {
    GrundyValues values = new MexSequence().extend(code, GrundyValues.empty(), last);
    for (int count = 2; count <= last; count++) {
      Optional<Periodicity> found =
          Periodicity.find(values.copyOf(count), code.maxTaken(), mostHeapsLeft);
      if (found.isPresent() && found.get().proven()) {
        Periodicity period = found.get();
        for (int heap = period.preperiod(); heap + period.period() <= last; heap++) {
          assertThat(values.get(heap + period.period()))
              .as("%s, %s called proven from %d values, at heap %d", code, period, count, heap)
              .isEqualTo(values.get(heap));
        }
        return true;
      }
    }
    return false;
  }
}
