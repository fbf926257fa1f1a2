package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.ComponentValues;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SumGames;
import dev.nimber.testkit.ComponentNumberingCheckTest.KaylesRows.Row;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A game's own values of its components, which the engine trusts, checked against its moves. */
class ComponentValuesCheckTest {

  /** Kayles' values of rows of 0 to 39 pins, by the plain recurrence over splits. */
  private static final int[] KAYLES = SumGames.kaylesValues(40);

  @Test
  void valuesThatAgreeWithTheMovesPassAndTheSearchAnswersAsWithout() {
    KaylesValues game = new KaylesValues(-1);
    for (int n = 0; n <= 30; n++) {
      assertThat(ComponentValuesCheck.problem(game, game.pile(n), 1000)).as("n=%d", n).isEmpty();
    }
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(game.smallInstances(20), false, () -> {});
    assertThat(report.finding()).isEmpty();
    SearchSolver search = SearchSolver.forGame(game).orElseThrow();
    for (int n : new int[] {20, 35}) {
      assertThat(search.solve(game.pile(n), Question.GRUNDY).number())
          .hasValueSatisfying(value -> assertThat(value.intValue()).isEqualTo(KAYLES[n]));
    }
  }

  @Test
  void aWrongValueIsFoundAndShrunkToTheSmallestInstance() {
    KaylesValues game = new KaylesValues(6);
    assertThat(ComponentValuesCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "give component Row[pins=6] the value "
                + (KAYLES[6] + 1)
                + ", but its moves give it "
                + KAYLES[6]
                + " (the mex of the values of the positions they lead to)");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(12)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found).isInstanceOf(Verifier.BadNumbering.class);
              assertThat(found.instance()).isEqualTo(game.pile(6));
              assertThat(found.describe())
                  .contains("values of its components give component Row[pins=6] the value");
            });
  }

  /**
   * Kayles on one row of n pins, the rows a move leaves a sum, each row valued by the game from the
   * plain recurrence (one of them wrongly, if asked).
   */
  static final class KaylesValues extends ComponentNumberingCheckTest.KaylesRows {
    private final int wrongAt;

    KaylesValues(int wrongAt) {
      super(ComponentNumberingCheckTest.Fault.NONE);
      this.wrongAt = wrongAt;
    }

    /** None: the rows are valued by the game's values alone. */
    @Override
    public Optional<NumberedComponents> numberedComponents() {
      return Optional.empty();
    }

    @Override
    public Optional<ComponentValues> componentValues() {
      return Optional.of(
          component ->
              component instanceof Row row
                  ? KAYLES[row.pins()] + (row.pins() == wrongAt ? 1 : 0)
                  : -1);
    }
  }
}
