package dev.nimber.games.thuemorse;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import org.junit.jupiter.api.Test;

class ThueMorsePileTest {

  @Test
  void aTypedMoveIsTheListedMoveOfThatLabelOrOfThatTake() {
    for (long stones = 0; stones <= 20; stones++) {
      for (int maxTake = 1; maxTake <= 5; maxTake++) {
        ThueMorsePile pile = ThueMorsePile.start(stones, maxTake);
        for (Move listed : pile.moves()) {
          long take = stones - ((ThueMorsePile) listed.to()).stones();
          assertThat(pile.move(listed.label())).contains(listed);
          assertThat(pile.move("  " + listed.label().toUpperCase(java.util.Locale.ROOT) + " "))
              .contains(listed);
          assertThat(pile.move("take " + take)).contains(listed);
          assertThat(pile.move(Long.toString(take))).contains(listed);
        }
        long most = Math.min(stones, maxTake);
        assertThat(pile.move("0")).isEmpty();
        assertThat(pile.move(Long.toString(most + 1))).isEmpty();
      }
    }
  }

  @Test
  void aTypedMoveThatIsNotLegalIsRefused() {
    ThueMorsePile pile = ThueMorsePile.start(100, 40);
    assertThat(pile.move("take 5 stones, leaving 94")).isEmpty();
    assertThat(pile.move("take 41")).isEmpty();
    assertThat(pile.move("99999999999999999999999")).isEmpty();
    assertThat(pile.move("take -3")).isEmpty();
    assertThat(pile.move("five")).isEmpty();
    assertThat(pile.move("")).isEmpty();
    assertThat(pile.move("take 5 stones, leaving 95"))
        .map(Move::to)
        .contains(ThueMorsePile.after(95, 40));
  }
}
