package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class PositionMemoTest {

  /** A position whose hash is chosen, so that many collide. */
  record Token(int id, int hash) implements Position {
    @Override
    public List<Move> moves() {
      return List.of();
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private static long value(int i) {
    return MemoValue.of(Outcome.values()[i % 4], i, i % 5 - 1);
  }

  /**
   * Adds, looks up, replaces and removes at random, in long runs that make the table grow and wrap,
   * with hashes that collide a lot (a handful of values) or not at all, or differ by a stride; the
   * memo must answer as a map does, and tell its positions in the order they were added.
   */
  @Test
  void answersAsAMapDoesThroughGrowthCollisionsAndRemovals() {
    int[] hashKinds = {0, 1, 2};
    for (int kind : hashKinds) {
      Random random = new Random(kind + 17);
      PositionMemo memo = new PositionMemo();
      Map<Token, Long> model = new LinkedHashMap<>();
      Map<Token, Integer> indexes = new LinkedHashMap<>();
      for (int step = 0; step < 200_000; step++) {
        int id = random.nextInt(5_000);
        int hash =
            switch (kind) {
              case 0 -> id % 7;
              case 1 -> id * 961;
              default -> Integer.reverse(id);
            };
        Token token = new Token(id, hash);
        int action = random.nextInt(10);
        int index = memo.indexOf(token);
        assertThat(index == PositionMemo.ABSENT).isEqualTo(!model.containsKey(token));
        if (index != PositionMemo.ABSENT) {
          assertThat(index).isEqualTo(indexes.get(token));
          assertThat(memo.valueAt(index)).isEqualTo(model.get(token));
        }
        if (action < 5 && index == PositionMemo.ABSENT) {
          int added = memo.add(token, value(step));
          model.put(token, value(step));
          indexes.put(token, added);
        } else if (action < 7 && index != PositionMemo.ABSENT) {
          memo.setValueAt(index, value(step));
          model.put(token, value(step));
        } else if (action < 9) {
          memo.remove(token);
          model.remove(token);
          indexes.remove(token);
        }
        assertThat(memo.size()).isEqualTo(model.size());
      }
      for (Map.Entry<Token, Long> entry : model.entrySet()) {
        assertThat(memo.valueAt(memo.indexOf(entry.getKey()))).isEqualTo(entry.getValue());
      }
      List<Token> told = new ArrayList<>();
      memo.forEach(
          (position, value) -> {
            told.add((Token) position);
            assertThat(value).isEqualTo(model.get((Token) position));
          });
      List<Token> byIndex = new ArrayList<>(indexes.keySet());
      byIndex.sort((a, b) -> Integer.compare(indexes.get(a), indexes.get(b)));
      assertThat(told).as("hash kind %d", kind).isEqualTo(byIndex);
      memo.clear();
      assertThat(memo.size()).isZero();
      assertThat(memo.indexOf(told.get(0))).isEqualTo(PositionMemo.ABSENT);
    }
  }
}
