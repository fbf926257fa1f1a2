package dev.nimber.app.explore;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.service.Periodicity;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PeriodicityTest {

  @Test
  void findsThePreperiodAndTheSmallestPeriod() {
    List<Integer> sequence = new ArrayList<>(List.of(7, 7, 9));
    for (int i = 0; i < 60; i++) {
      sequence.add(i % 6 == 0 || i % 6 == 4 ? 1 : 0);
    }
    assertThat(Periodicity.find(sequence)).hasValue(new Periodicity.Period(3, 6, 10));
  }

  @Test
  void theThueMorseSequenceHasNoPeriod() {
    List<Integer> thueMorse = new ArrayList<>();
    for (int i = 0; i < 512; i++) {
      thueMorse.add(Integer.bitCount(i) % 2);
    }
    assertThat(Periodicity.find(thueMorse)).isEmpty();
  }

  @Test
  void aFewEqualTermsAtTheEndAreNotAPattern() {
    List<Integer> sequence = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      sequence.add(i < 90 ? Integer.bitCount(i) % 2 : 1);
    }
    assertThat(Periodicity.find(sequence)).isEmpty();
  }

  @Test
  void unknownTermsNeverMatch() {
    List<Integer> sequence = new ArrayList<>();
    for (int i = 0; i < 40; i++) {
      sequence.add(i == 30 ? null : i % 2);
    }
    assertThat(Periodicity.find(sequence)).isEmpty();
  }
}
