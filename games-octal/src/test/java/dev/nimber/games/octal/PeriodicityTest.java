package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** The one-pass period search finds what trying every period in turn finds. */
class PeriodicityTest {

  /**
   * The plain search: for each p from 1, the last heap whose value differs from the one p further
   * on, looked for from the end; the first p the rules accept.
   */
  private static Optional<Periodicity> tryingEveryPeriod(int[] values, int maxTaken) {
    int count = values.length;
    for (int period = 1; 2 * period <= count; period++) {
      int last = count - 1 - period;
      while (last >= 0 && values[last] == values[last + period]) {
        last--;
      }
      int preperiod = last + 1;
      boolean proven = 2L * preperiod + 2L * period + maxTaken - 1 <= count - 1;
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
      @ForAll @IntRange(min = 1, max = 5) int maxTaken) {
    int[] values = values(seed, length, start, period, kinds, breaks);

    assertThat(Periodicity.find(GrundyValues.of(values), maxTaken))
        .isEqualTo(tryingEveryPeriod(values, maxTaken));
  }

  @Property(tries = 200)
  void findsWhatTryingEveryPeriodFindsOnOctalValues(
      @ForAll @IntRange(min = 1, max = 7) int first,
      @ForAll @IntRange(min = 1, max = 7) int second,
      @ForAll @IntRange(min = 2, max = 600) int count) {
    OctalCode code = OctalCode.parse("0." + first + second);
    int[] values = new MexSequence().extend(code, GrundyValues.empty(), count - 1).toArray();

    assertThat(Periodicity.find(GrundyValues.of(values), code.maxTaken()))
        .isEqualTo(tryingEveryPeriod(values, code.maxTaken()));
  }
}
