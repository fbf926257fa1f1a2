package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CompactPositionTest {

  /** Take 1 or 2 from a pile, within a cap that moves never change. */
  record Pile(int stones, int cap) implements CompactPosition<Pile> {
    @Override
    public List<Pile> next() {
      List<Pile> next = new ArrayList<>();
      for (int take = 1; take <= Math.min(2, stones); take++) {
        next.add(new Pile(stones - take, cap));
      }
      return next;
    }
  }

  /** Rows of pins that may be knocked down from either end, leaving equal rows twice. */
  record Row(int pins) implements CompactPosition<Row> {
    @Override
    public List<Row> next() {
      return pins == 0 ? List.of() : List.of(new Row(pins - 1), new Row(pins - 1), new Row(0));
    }
  }

  /** A sum of two rows. */
  record Pair(Row left, Row right) implements CompactPosition<Pair> {
    @Override
    public List<Pair> next() {
      List<Pair> next = new ArrayList<>();
      left.next().forEach(row -> next.add(new Pair(row, right)));
      right.next().forEach(row -> next.add(new Pair(left, row)));
      return next;
    }

    @Override
    public List<Pair> parts() {
      return List.of(new Pair(left, new Row(0)), new Pair(new Row(0), right));
    }
  }

  @Test
  void aMoveIsLabelledByTheComponentsThatChangeAndLeadsToTheNextPosition() {
    Pile pile = new Pile(5, 9);
    assertThat(pile.moves())
        .containsExactly(
            new Move("to stones=4", new Pile(4, 9)), new Move("to stones=3", new Pile(3, 9)));
    assertThat(pile.children()).containsExactly(new Pile(4, 9), new Pile(3, 9));
    assertThat(pile.render()).isEqualTo("stones=5, cap=9");
  }

  @Test
  void nextPositionsThatRepeatAreOneMoveKeptWhereTheyFirstCome() {
    Row row = new Row(3);
    assertThat(row.children()).containsExactly(new Row(2), new Row(0));
    assertThat(row.moves()).extracting(Move::label).containsExactly("to pins=2", "to pins=0");
    assertThat(new Row(1).children()).containsExactly(new Row(0));
  }

  @Test
  void aSumIsItsPartsAsComponents() {
    Pair pair = new Pair(new Row(2), new Row(3));
    assertThat(pair.components())
        .containsExactly(new Pair(new Row(2), new Row(0)), new Pair(new Row(0), new Row(3)));
    assertThat(new Row(2).components()).isEmpty();
    assertThat(pair.moves().get(0).label()).isEqualTo("to left=Row[pins=1]");
  }

  @Test
  void aLabelIsReadBackAsItsMoveExactlyFirstThenIgnoringCaseAndSpaces() {
    Pile pile = new Pile(2, 2);
    assertThat(pile.move("to stones=0")).contains(new Move("to stones=0", new Pile(0, 2)));
    assertThat(pile.move("  TO STONES=1 ")).contains(new Move("to stones=1", new Pile(1, 2)));
    assertThat(pile.move("to stones=2")).isEmpty();
  }

  /** A position whose labels differ only in case, as a game that labels by letters might. */
  record Letters(String word) implements CompactPosition<Letters> {
    @Override
    public List<Letters> next() {
      return word.isEmpty() ? List.of() : List.of(new Letters("a"), new Letters("A"));
    }
  }

  @Test
  void labelsThatDifferOnlyInCaseAreEachReadAsTheirOwnMove() {
    Letters start = new Letters("xy");
    assertThat(start.move("to word=A").map(Move::to)).contains(new Letters("A"));
    assertThat(start.move("to word=a").map(Move::to)).contains(new Letters("a"));
  }

  /** A position that is not a record. */
  static final class Counter implements CompactPosition<Counter> {
    private final int count;

    Counter(int count) {
      this.count = count;
    }

    @Override
    public List<Counter> next() {
      return count == 0 ? List.of() : List.of(new Counter(count - 1));
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Counter that && that.count == count;
    }

    @Override
    public int hashCode() {
      return count;
    }

    @Override
    public String toString() {
      return "counter at " + count;
    }
  }

  @Test
  void aPositionThatIsNotARecordIsLabelledAndDrawnByItsText() {
    assertThat(new Counter(2).moves()).extracting(Move::label).containsExactly("to counter at 1");
    assertThat(new Counter(2).render()).isEqualTo("counter at 2");
  }

  /** A position whose own label names the move. */
  record Taken(int stones) implements CompactPosition<Taken> {
    @Override
    public List<Taken> next() {
      return stones == 0 ? List.of() : List.of(new Taken(stones - 1));
    }

    @Override
    public String label(Taken next) {
      return "take one, leaving " + next.stones();
    }
  }

  @Test
  void aPositionMayLabelItsMovesItself() {
    assertThat(new Taken(3).moves()).containsExactly(new Move("take one, leaving 2", new Taken(2)));
    assertThat(new Taken(3).move("take one, leaving 2").map(Move::to)).contains(new Taken(2));
    assertThat(new Taken(3).verdict()).isEqualTo(Optional.empty());
  }

  @Test
  void distinctKeepsTheListItselfWhenNothingRepeats() {
    List<Integer> none = List.of(1, 2, 3, 4, 5);
    assertThat(CompactText.distinct(none)).isSameAs(none);
    assertThat(CompactText.distinct(List.of(1, 2, 1))).containsExactly(1, 2);
    assertThat(CompactText.distinct(List.of(1, 2, 3, 2, 5, 1))).containsExactly(1, 2, 3, 5);
  }
}
