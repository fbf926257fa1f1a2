package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.engine.GameSearch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The Grundy values of the three methods against each other and against the literature: Kayles and
 * Dawson's Kayles (Guy and Smith 1956; OEIS A002186, A002187), Dawson's chess as Dawson's Kayles
 * shifted by one, and 0.16's period (Gangolli and Plambeck 1989).
 */
class GrundySequencesTest {

  private static int[] sparse(String code, int upTo) {
    return new SparseSequence().extend(OctalCode.parse(code), GrundyValues.empty(), upTo).toArray();
  }

  private static int[] mex(String code, int upTo) {
    return new MexSequence().extend(OctalCode.parse(code), GrundyValues.empty(), upTo).toArray();
  }

  @Test
  void kaylesHasTheTextbookValuesAndPeriod12From71Proven() {
    int[] values = sparse("0.77", 1000);
    assertThat(values).startsWith(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7);
    // The period, from heap 72 on: 4 1 2 8 1 4 7 2 1 8 2 7.
    assertThat(java.util.Arrays.copyOfRange(values, 72, 84))
        .containsExactly(4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7);
    assertThat(Periodicity.find(GrundyValues.of(values), 2, 2))
        .hasValue(new Periodicity(71, 12, true, 1000));
    // Heap 70 is the last exception: G(70) = 6, G(82) = 2.
    assertThat(values[70]).isNotEqualTo(values[82]);
  }

  @Test
  void dawsonsKaylesHasItsOeisValuesAndPeriod34From53AndDawsonsChessIsItShiftedByOne() {
    int[] values = sparse("0.07", 1000);
    assertThat(values)
        .startsWith(
            0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1,
            0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2);
    assertThat(Periodicity.find(GrundyValues.of(values), 2, 2))
        .hasValue(new Periodicity(53, 34, true, 1000));
    int[] chess = sparse("0.137", 999);
    for (int heap = 0; heap < 999; heap++) {
      assertThat(chess[heap]).as("0.137 at %d", heap).isEqualTo(values[heap + 1]);
    }
  }

  @Test
  void officersAndOthersAgreeWithThePlainRecurrence() {
    for (String code : List.of("0.6", "4.07", "0.16", "0.106", "0.007", "0.4", "0.37", "0.3122")) {
      assertThat(sparse(code, 3000)).as(code).isEqualTo(mex(code, 3000));
    }
  }

  /**
   * Past the first 1,024 heaps, where the sparse method takes over from the plain recurrence, on
   * every splitting code of up to three digits; both kinds of classes are used on the way (by value
   * alone, and by the heap's parity too), and every way of valuing a stretch of heaps: through the
   * rare heaps to the end, through them until the plain recurrence is cheaper, and the plain
   * recurrence; values stored a byte each, and two bytes each once a value reaches 2^8.
   */
  @Test
  void everyCodeOfUpToThreeDigitsHasTheSameValuesPastWhereTheSparseMethodBegins() {
    Map<Integer, Integer> sparseByKind = new HashMap<>();
    Map<SparseSequence.Pass, Integer> passes = new EnumMap<>(SparseSequence.Pass.class);
    Map<Integer, Integer> widths = new HashMap<>();
    for (String code : codesUpToThreeDigits()) {
      OctalCode parsed = OctalCode.parse(code);
      if (!parsed.splits()) {
        continue;
      }
      int[] plain = mex(code, 4095);
      GrundyValues sparse =
          SparseSequence.extend(
              parsed,
              GrundyValues.empty(),
              4095,
              (method, first, last) -> {
                if (first >= 1024) {
                  passes.merge(method, 1, Integer::sum);
                }
              });
      assertThat(sparse.toArray()).as(code).isEqualTo(plain);
      widths.merge(sparse.width(), 1, Integer::sum);
      GrundyValues first = GrundyValues.of(Arrays.copyOf(plain, 2048));
      if (SparseSequence.isSparse(parsed, first)) {
        sparseByKind.merge(SparseSequence.Classes.best(parsed, first).byParity(), 1, Integer::sum);
      }
    }
    assertThat(sparseByKind.get(0)).isGreaterThan(10);
    assertThat(sparseByKind.get(1)).isGreaterThan(10);
    assertThat(passes).containsOnlyKeys(SparseSequence.Pass.values());
    assertThat(widths)
        .as("codes whose values reach 2^8 (0.64: 256), stored 2 bytes wide")
        .containsKeys(1, 2);
  }

  /**
   * Grundy's game: its first values by hand (a heap of 3 splits only into 1 + 2, worth 0, so it is
   * worth 1; …), the sparse method against the plain recurrence, and the engine's search of single
   * heaps against both.
   */
  @Test
  void grundysGameHasTheSameValuesByEachMethod() {
    int[] plain = mex("grundy", 20_000);
    assertThat(plain).startsWith(0, 0, 0, 1, 0, 2, 1, 0);
    Set<SparseSequence.Pass> passes = EnumSet.noneOf(SparseSequence.Pass.class);
    assertThat(
            SparseSequence.extend(
                    OctalCode.GRUNDY,
                    GrundyValues.empty(),
                    20_000,
                    (method, first, last) -> passes.add(method))
                .toArray())
        .isEqualTo(plain);
    assertThat(passes).contains(SparseSequence.Pass.SPARSE);
    GameSearch engine = new GameSearch();
    for (long heap = 0; heap <= 80; heap++) {
      assertThat(engine.nimber(new OctalPosition(OctalCode.GRUNDY, List.of(heap))))
          .as("heap %d", heap)
          .hasValue(plain[(int) heap]);
    }
  }

  /**
   * Hexadecimal games, whose digits 8 to f split a heap in three: 0.8 by hand (take one token and
   * leave three heaps: a heap of 7 leaves 1 + 1 + 4, worth 1, or 1 + 2 + 3 or 2 + 2 + 2, worth 0,
   * so it is worth 2), and on every code 0.X, 4.X and 0.YX with X from 8 to f, the plain
   * recurrence, the sparse solver's sequence (which hands such codes to it) and the engine's
   * search.
   */
  @Test
  void hexadecimalGamesHaveTheSameValuesByEachMethod() {
    assertThat(mex("0.8", 7)).containsExactly(0, 0, 0, 0, 1, 1, 1, 2);
    List<String> codes = hexadecimalCodes();
    for (String code : codes) {
      int[] plain = mex(code, 150);
      assertThat(sparse(code, 150)).as(code).isEqualTo(plain);
      GameSearch engine = new GameSearch();
      OctalCode parsed = OctalCode.parse(code);
      for (long heap = 0; heap <= 30; heap++) {
        assertThat(engine.nimber(new OctalPosition(parsed, List.of(heap))))
            .as("%s heap %d", code, heap)
            .hasValue(plain[(int) heap]);
      }
    }
    assertThat(codes).hasSize(144);
  }

  /** The values do not depend on where a computation began: extended in uneven steps. */
  @Test
  void valuesExtendedInUnevenStepsAreTheSame() {
    for (String code : List.of("0.007", "0.106", "0.16", "0.6", "4.07", "0.354", "grundy")) {
      OctalCode parsed = OctalCode.parse(code);
      GrundyValues values = GrundyValues.empty();
      for (int upTo : new int[] {700, 1500, 2777, 2778, 6000}) {
        values = new SparseSequence().extend(parsed, values, upTo);
      }
      assertThat(values.toArray()).as(code).isEqualTo(mex(code, 6000));
    }
  }

  /**
   * 0.106's values are sparse by the heap's parity (mask 13): the sparse method agrees with the
   * plain recurrence.
   */
  @Test
  void zeroPointOneOhSixIsSparseByTheHeapsParityAndAgreesWithThePlainRecurrence() {
    int[] values = sparse("0.106", 40_000);
    assertThat(values).isEqualTo(mex("0.106", 40_000));
    SparseSequence.Classes classes =
        SparseSequence.Classes.best(OctalCode.parse("0.106"), GrundyValues.of(values));
    assertThat(classes.byParity()).isEqualTo(1);
    assertThat(classes.rareCount(GrundyValues.of(values))).isLessThan(40);
  }

  /** Gangolli and Plambeck found it; the sparse values prove it in about a second. */
  @Test
  void zeroPointSixteenHasPeriod149459From105351Proven() {
    int[] values = sparse("0.16", 600_000);
    assertThat(Periodicity.find(GrundyValues.of(values), 2, 2))
        .hasValue(new Periodicity(105_351, 149_459, true, 600_000));
  }

  @Test
  void everyCodeOfUpToThreeDigitsHasTheSameValuesByEachMethod() {
    int codes = 0;
    for (String code : codesUpToThreeDigits()) {
      int[] plain = mex(code, 300);
      assertThat(sparse(code, 300)).as(code).isEqualTo(plain);
      GameSearch engine = new GameSearch();
      OctalCode parsed = OctalCode.parse(code);
      for (long heap = 0; heap <= 60; heap++) {
        assertThat(engine.nimber(new OctalPosition(parsed, List.of(heap))))
            .as("%s heap %d", code, heap)
            .hasValue(plain[(int) heap]);
      }
      codes++;
    }
    assertThat(codes).isEqualTo(2 * (7 + 8 * 7 + 64 * 7));
  }

  @Test
  void theEngineAgreesUpTo300OnTheTextbookCodes() {
    for (String code : List.of("0.77", "0.07", "0.137", "0.6", "4.07", "0.16")) {
      int[] plain = mex(code, 300);
      GameSearch engine = new GameSearch();
      OctalCode parsed = OctalCode.parse(code);
      assertThat(engine.nimber(new OctalPosition(parsed, List.of(300L))))
          .as(code)
          .hasValue(plain[300]);
      for (long heap = 0; heap <= 300; heap += 7) {
        assertThat(engine.nimber(new OctalPosition(parsed, List.of(heap))))
            .as("%s heap %d", code, heap)
            .hasValue(plain[(int) heap]);
      }
    }
  }

  @Test
  void aPeriodIsNotClaimedFromTooFewValues() {
    assertThat(Periodicity.find(GrundyValues.of(0, 1, 2, 3, 1, 4), 2, 2)).isEmpty();
    // 0.4's first values are 0 0 0 1: three values repeat with period 1 from heap 0 over the
    // stretch 2e + p + t, but from a heap of 3, taking 1 and leaving 1 + 1 has no counterpart from
    // a heap of 2 with p tokens fewer in a part (it would be empty), so the theorem asks for
    // 2·max(e, 1) + 2p + t values.
    assertThat(Periodicity.find(GrundyValues.of(0, 0, 0), 1, 2))
        .hasValueSatisfying(period -> assertThat(period.proven()).isFalse());
    assertThat(mex("0.4", 3)).containsExactly(0, 0, 0, 1);
    // 166 values show period 12 from 71 over more than the period and the preperiod, but the
    // theorem asks for 168.
    Optional<Periodicity> seen = Periodicity.find(GrundyValues.of(sparse("0.77", 165)), 2, 2);
    assertThat(seen)
        .hasValueSatisfying(
            period -> {
              assertThat(period.period()).isEqualTo(12);
              assertThat(period.proven()).isFalse();
            });
  }

  /** The hexadecimal codes 0.X, 4.X and 0.YX with X from 8 to f: 144 of them. */
  static List<String> hexadecimalCodes() {
    List<String> codes = new ArrayList<>();
    for (char last : "89abcdef".toCharArray()) {
      codes.add("0." + last);
      codes.add("4." + last);
      for (char first : "0123456789abcdef".toCharArray()) {
        codes.add("0." + first + last);
      }
    }
    return codes;
  }

  /** Every code 0.d, 0.dd, 0.ddd, 4.d, 4.dd, 4.ddd with its last digit not 0. */
  static List<String> codesUpToThreeDigits() {
    List<String> codes = new ArrayList<>();
    for (String point : List.of("0.", "4.")) {
      for (int length = 1; length <= 3; length++) {
        for (int digits = 0; digits < 1 << (3 * length); digits++) {
          if ((digits & 7) == 0) {
            continue;
          }
          StringBuilder code = new StringBuilder(point);
          for (int i = length - 1; i >= 0; i--) {
            code.append((digits >> (3 * i)) & 7);
          }
          codes.add(code.toString());
        }
      }
    }
    return codes;
  }
}
