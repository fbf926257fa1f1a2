package dev.nimber.games.octal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Answer;
import dev.nimber.api.IntegerSequence;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The questions, answered from the values and, for heaps of any size, from a proven period. */
class OctalSolverTest {

  private final OctalGame game = new OctalGame();
  private final OctalSolver sparse = OctalSolver.sparse(game, SequenceCache.none());

  private Answer ask(Question question, Map<String, ?> raw) {
    return sparse.solve(game.bind(raw), question);
  }

  @Test
  void zeroPointSixteensPeriodIsFoundAndProvenWithoutBeingToldHowFarToLook() {
    Answer period = ask(OctalQuestions.PERIOD, Map.of("code", "0.16"));
    assertThat(period.text())
        .isEqualTo(
            "period 149459 from heap 105351, proven (values checked up to heap 524287, as"
                + " the periodicity theorem asks)");
    assertThat(period.details())
        .containsEntry("period", 149_459)
        .containsEntry("preperiod", 105_351)
        .containsEntry("proven", true);
  }

  /** The same figures as tczajka's calculator prints for 0.106 (see SparsityTest). */
  @Test
  void sparsityAnswersALinePerPowerOfTwoWithItsFigures() {
    Answer sparsity = ask(OctalQuestions.SPARSITY, Map.of("code", "0.106", "to", "65535"));
    List<String> lines = sparsity.text().lines().toList();
    assertThat(lines).hasSize(17);
    assertThat(lines.get(16))
        .isEqualTo(
            "2^16 heaps: largest G(52692) = 27; mask 0xd with the heap's parity: 15 rare heaps, the"
                + " last 1103");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> rows = (List<Map<String, Object>>) sparsity.details().get("rows");
    assertThat(rows.get(16))
        .containsEntry("heaps", 65_536)
        .containsEntry("largest", 27)
        .containsEntry("largestAt", 52_692)
        .containsEntry("mask", 13)
        .containsEntry("heapParity", true)
        .containsEntry("rareHeaps", 15L)
        .containsEntry("lastRare", 1103);
  }

  /**
   * Asks for a winning move from two heaps, the first the least from {@code big} on whose value
   * differs from the second's, and checks it: legal from its heap, read back by the position as the
   * same move, and leaving heaps worth 0 in all.
   *
   * @return the move, with its heap's size
   */
  private OctalMove checkedWinningMove(String code, int[] values, int big, int small) {
    int first = big;
    while (values[first] == values[small]) {
      first++;
    }
    OctalCode parsed = OctalCode.parse(code);
    List<Long> heaps = List.of((long) first, (long) small);
    Answer move = ask(Question.MOVE, Map.of("code", code, "heaps", heaps));
    OctalMove played = OctalMove.parse(move.text()).orElseThrow();
    long size = heaps.get(played.heap() - 1);
    OctalMove checked =
        new OctalMove(
            played.heap(), size, played.taken(), played.first(), played.second(), played.third());
    assertThat(checked.legal(parsed, size)).isTrue();
    assertThat(move.details().get("left")).isEqualTo(checked.left());
    OctalPosition reached = new OctalPosition(parsed, checked.applyTo(heaps));
    assertThat(new OctalPosition(parsed, heaps).move(move.text()))
        .as("the position reads the label back")
        .hasValueSatisfying(read -> assertThat(read.to()).isEqualTo(reached));
    int after = 0;
    for (long heap : reached.heaps()) {
      after ^= values[(int) heap];
    }
    assertThat(after).isZero();
    return checked;
  }

  @Test
  void grundysGameIsAnsweredAndItsPeriodNeverClaimedProven() {
    int[] values = new MexSequence().extend(OctalCode.GRUNDY, GrundyValues.empty(), 2000).toArray();
    assertThat(ask(Question.GRUNDY, Map.of("code", "grundy", "heaps", List.of(1000, 7))).text())
        .isEqualTo(Integer.toString(values[1000] ^ values[7]));
    OctalMove move = checkedWinningMove("grundy", values, 1000, 5);
    assertThat(move.first()).isNotEqualTo(move.second());
    assertThat(ask(OctalQuestions.PERIOD, Map.of("code", "grundy", "to", "4095")).text())
        .doesNotContain("proven (");
  }

  @Test
  void aHexadecimalGameIsAnsweredWithMovesLeavingThreeHeapsUpToItsLimit() {
    int[] values =
        new MexSequence().extend(OctalCode.parse("0.8"), GrundyValues.empty(), 300).toArray();
    assertThat(checkedWinningMove("0.8", values, 200, 9).left()).hasSize(3);
    assertThatThrownBy(() -> ask(Question.GRUNDY, Map.of("code", "0.8", "to", "5000")))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("values heaps up to 4095 in a hexadecimal game");
    assertThatThrownBy(() -> ask(OctalQuestions.SPARSITY, Map.of("code", "0.78")))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("0.78 splits heaps in three");
  }

  /**
   * 4.c (split a heap in two, or take one token and leave two or three heaps) has period 34 from
   * heap 54, proven by the theorem for splits in three within the first 1,024 values: a heap of
   * 10^18 is valued from it, and the winning move from it leaves heaps worth 0.
   */
  @Test
  void aHexadecimalHeapBeyondTheValuesComputedIsValuedFromItsProvenPeriod() {
    int[] values =
        new MexSequence().extend(OctalCode.parse("4.c"), GrundyValues.empty(), 400).toArray();
    long huge = 1_000_000_000_000_000_000L;
    int hugeValue = values[(int) (54 + (huge - 54) % 34)];
    int small = 1;
    while (values[small] == hugeValue) {
      small++;
    }
    List<Long> heaps = List.of(huge, (long) small);
    assertThat(ask(OctalQuestions.PERIOD, Map.of("code", "4.c")).text())
        .startsWith("period 34 from heap 54, proven");
    assertThat(ask(Question.GRUNDY, Map.of("code", "4.c", "heaps", heaps)).text())
        .isEqualTo(Integer.toString(hugeValue ^ values[small]));
    OctalMove played =
        OctalMove.parse(ask(Question.MOVE, Map.of("code", "4.c", "heaps", heaps)).text())
            .orElseThrow();
    long size = heaps.get(played.heap() - 1);
    OctalMove checked =
        new OctalMove(
            played.heap(), size, played.taken(), played.first(), played.second(), played.third());
    assertThat(checked.legal(OctalCode.parse("4.c"), size)).isTrue();
    assertThat(ask(Question.GRUNDY, Map.of("code", "4.c", "heaps", checked.applyTo(heaps))).text())
        .isEqualTo("0");
  }

  @Test
  void sparsityIsRefusedForACodeThatNeverSplits() {
    assertThatThrownBy(() -> ask(OctalQuestions.SPARSITY, Map.of("code", "0.33")))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining("0.33 never splits a heap");
  }

  @Test
  void aPeriodNotProvenWithinToIsSaidToBeSeenOrNotSeen() {
    assertThat(ask(OctalQuestions.PERIOD, Map.of("code", "0.77", "to", "165")).text())
        .isEqualTo(
            "period 12 from heap 71, seen up to heap 165, not proven (a larger to=N looks further)");
    assertThat(ask(OctalQuestions.PERIOD, Map.of("code", "0.77", "to", "100")).text())
        .isEqualTo("no period seen up to heap 100 (a larger to=N looks further)");
  }

  @Test
  void heapsOfAnySizeAreValuedFromTheProvenPeriod() {
    int[] values =
        new MexSequence().extend(OctalCode.parse("0.77"), GrundyValues.empty(), 200).toArray();
    long huge = 1_000_000_000_000_000_000L;
    int expected = values[(int) (71 + (huge - 71) % 12)] ^ values[5];
    Answer grundy = ask(Question.GRUNDY, Map.of("code", "0.77", "heaps", List.of(huge, 5)));
    assertThat(grundy.text()).isEqualTo(Integer.toString(expected));
    Answer move = ask(Question.MOVE, Map.of("code", "0.77", "heaps", List.of(huge, 5)));
    OctalMove played = OctalMove.parse(move.text()).orElseThrow();
    OctalMove checked =
        new OctalMove(
            played.heap(),
            played.heap() == 1 ? huge : 5,
            played.taken(),
            played.first(),
            played.second());
    assertThat(checked.legal(OctalCode.parse("0.77"), checked.size())).isTrue();
    List<Long> after = checked.applyTo(List.of(huge, 5L));
    Answer afterValue = ask(Question.GRUNDY, Map.of("code", "0.77", "heaps", after));
    assertThat(afterValue.text()).isEqualTo("0");
  }

  @Test
  void theSequenceIsPrintedAndGivenAsValues() {
    Answer sequence = ask(OctalQuestions.SEQUENCE, Map.of("code", "0.77", "to", "11"));
    assertThat(sequence.text()).isEqualTo("0 1 2 3 1 4 3 2 1 4 2 6");
    IntegerSequence values = sequence.sequence().orElseThrow();
    assertThat(LongStream.range(0, values.length()).map(values::get).toArray())
        .containsExactly(0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6);
  }

  @Test
  void aSequencePastTheValuesComputedComesFromTheProvenPeriod() {
    int[] mex =
        new MexSequence().extend(OctalCode.parse("0.77"), GrundyValues.empty(), 200).toArray();
    long last = 1_000_000_000_000_000_000L;
    IntegerSequence values =
        ask(OctalQuestions.SEQUENCE, Map.of("code", "0.77", "to", last)).sequence().orElseThrow();
    assertThat(values.length()).isEqualTo(last + 1);
    for (long heap :
        new long[] {
          0, 70, 71, 200, OctalSolver.MOST_VALUES, OctalSolver.MOST_VALUES + 1L, last - 1, last
        }) {
      long expected = heap <= 200 ? mex[(int) heap] : mex[(int) (71 + (heap - 71) % 12)];
      assertThat(values.get(heap)).as("G(%d)", heap).isEqualTo(expected);
    }
  }

  @Test
  void aSequencePastTheValuesComputedWithNoProvenPeriodIsRefused() {
    OctalSolver upTo2000 =
        new OctalSolver(
            game,
            "small",
            "G(0..2000) at most",
            new MexSequence(),
            2000,
            true,
            SequenceCache.none());
    Parameters officers = game.bind(Map.of("code", "0.6", "to", 2001));
    assertThatThrownBy(() -> upTo2000.solve(officers, OctalQuestions.SEQUENCE))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "a heap of 2001 is beyond the values solver 'small' computed (up to heap 2000), and no period of"
                + " 0.6 is proven within them");
  }

  @Test
  void sequencesAgreeWhenEveryValueDoes() {
    Parameters kayles = game.bind(Map.of("code", "0.77", "to", "5000"));
    Answer fast = sparse.solve(kayles, OctalQuestions.SEQUENCE);
    Answer plain = OctalSolver.mex(game).solve(kayles, OctalQuestions.SEQUENCE);
    assertThat(fast.text()).endsWith("… (5001 values)");
    assertThat(game.agree(OctalQuestions.SEQUENCE, fast, plain)).isTrue();
    IntegerSequence changed =
        IntegerSequence.of(
            5001, heap -> heap == 4000 ? 99 : plain.sequence().orElseThrow().get(heap));
    assertThat(game.agree(OctalQuestions.SEQUENCE, fast, Answer.sequence(changed))).isFalse();
  }

  @Test
  void aHeapBeyondTheValuesWithNoProvenPeriodIsRefusedSayingHowToGoOn() {
    Parameters officers = game.bind(Map.of("code", "0.6", "heaps", "10^18", "to", "2000"));
    assertThatThrownBy(() -> sparse.solve(officers, Question.OUTCOME))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "a heap of 1000000000000000000 is beyond the values solver 'sparse' computed (up to heap 2000), and"
                + " no period of 0.6 is proven within them");
    assertThatThrownBy(
            () ->
                OctalSolver.mex(game)
                    .solve(game.bind(Map.of("code", "0.6", "to", "140000")), OctalQuestions.PERIOD))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "solver 'mex' values heaps up to 131072, and to = 140000 (only 'sequence' goes further, from a"
                + " proven period)");
  }

  @Test
  void manyHeapsAreASum() {
    // Kayles: G(1) ^ G(2) ^ G(3) = 1 ^ 2 ^ 3 = 0, a loss for the first player.
    assertThat(ask(Question.OUTCOME, Map.of("code", "0.77", "heaps", "1,2,3")).text())
        .isEqualTo("Second");
    assertThat(ask(Question.GRUNDY, Map.of("code", "0.07", "heaps", "0,0")).text()).isEqualTo("0");
  }
}
