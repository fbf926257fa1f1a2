package dev.nimber.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Move;
import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.SubtractionGame;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A game's numbering of the components of its sums, which the engine trusts, checked against the
 * positions.
 */
class ComponentNumberingCheckTest {

  @Test
  void aNumberingThatAgreesWithThePositionsPassesAndTheSearchUsesIt() {
    KaylesRows game = new KaylesRows(Fault.NONE);
    for (int n = 0; n <= 30; n++) {
      assertThat(ComponentNumberingCheck.problem(game, game.pile(n), 1000)).as("n=%d", n).isEmpty();
    }
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(game.smallInstances(30), false, () -> {});
    assertThat(report.finding()).isEmpty();
    assertThat(SearchSolver.forGame(game).orElseThrow().method(game.pile(30), Question.GRUNDY))
        .contains("the components the game numbers in a flat array");
  }

  @Test
  void aMissingOptionIsFoundAndShrunkToTheSmallestInstance() {
    KaylesRows game = new KaylesRows(Fault.MISSING);
    assertThat(ComponentNumberingCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "lists the options of component 6"
                + " (Row[pins=6]) as [[1, 4], [2, 3], [5]], but its moves lead to [[1, 3], [1, 4], [2, 2], [2, 3], [4], [5]]"
                + " (sums of component numbers; components without options left out)");
    Verifier.Report report =
        new Verifier(game, SearchSolver.solversOf(game), true)
            .check(List.of(game.pile(20)), false, () -> {});
    assertThat(report.finding())
        .hasValueSatisfying(
            found -> {
              assertThat(found).isInstanceOf(Verifier.BadNumbering.class);
              assertThat(found.instance()).isEqualTo(game.pile(6));
              assertThat(found.describe())
                  .startsWith(
                      "n=6: the game's numbering of its components lists the options of"
                          + " component 6 (Row[pins=6]) as [[1, 4], [2, 3], [5]]");
            });
  }

  @Test
  void anOptionNotNumberedBelowItsComponentIsFound() {
    KaylesRows game = new KaylesRows(Fault.UPWARD);
    assertThat(ComponentNumberingCheck.problem(game, game.pile(9), 1000))
        .hasValue(
            "lists an option of component 4 with component 4, which is not numbered from 0 to 3");
  }

  @Test
  void aMoveToAComponentTheGameDoesNotNumberIsFound() {
    KaylesRows game = new KaylesRows(Fault.UNNUMBERED);
    assertThat(ComponentNumberingCheck.problem(game, game.pile(3), 1000))
        .hasValue(
            "numbers component Row[pins=3]"
                + " as 3, but its move 'knock 1 after 0' leads to component Row[pins=2], which it does not number");
  }

  /** A wrong numbering. */
  enum Fault {
    NONE,
    MISSING,
    UPWARD,
    UNNUMBERED
  }

  /**
   * Kayles on one row of n pins, the rows a move leaves a sum, the rows numbered by their pins
   * (maybe wrongly).
   */
  static class KaylesRows extends SubtractionGame implements NumberedComponents {
    private final Fault fault;

    KaylesRows(Fault fault) {
      this.fault = fault;
    }

    /** A row of pins. */
    record Row(int pins) implements Position {
      @Override
      public List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        for (int knocked = 1; knocked <= Math.min(2, pins); knocked++) {
          for (int before = 0; before <= pins - knocked; before++) {
            moves.add(
                new Move(
                    "knock " + knocked + " after " + before,
                    Rows.of(List.of(new Row(before), new Row(pins - knocked - before)))));
          }
        }
        return moves;
      }
    }

    /** Rows side by side, at least two, none empty, shortest first: a sum. */
    record Rows(List<Row> rows) implements Position {

      /**
       * The rows as a position: empty rows dropped, in order; a single row, or no pins, is not a
       * sum.
       */
      static Position of(List<Row> rows) {
        List<Row> kept = new ArrayList<>(rows.stream().filter(row -> row.pins() > 0).toList());
        kept.sort((a, b) -> Integer.compare(a.pins(), b.pins()));
        return kept.isEmpty()
            ? new Row(0)
            : kept.size() == 1 ? kept.get(0) : new Rows(List.copyOf(kept));
      }

      @Override
      public List<Position> components() {
        return List.copyOf(rows);
      }

      @Override
      public List<Move> moves() {
        List<Move> moves = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
          for (Move move : rows.get(i).moves()) {
            List<Row> next = new ArrayList<>(rows);
            next.remove(i);
            next.addAll(move.to() instanceof Rows left ? left.rows() : List.of((Row) move.to()));
            moves.add(new Move("row " + i + ": " + move.label(), of(next)));
          }
        }
        return moves;
      }
    }

    @Override
    public String id() {
      return "kayles-rows";
    }

    @Override
    public Position start(Parameters instance) {
      return new Row(instance.intValue(N));
    }

    @Override
    public Optional<NumberedComponents> numberedComponents() {
      return Optional.of(this);
    }

    @Override
    public long numberOf(Position component) {
      return component instanceof Row row && !(fault == Fault.UNNUMBERED && row.pins() == 2)
          ? row.pins()
          : -1;
    }

    @Override
    public void options(long pins, OptionSink into) {
      if (fault == Fault.UPWARD && pins == 4) {
        into.option(4);
      }
      for (long left = 0; 2 * left <= pins - 1; left++) {
        into.option(left, pins - 1 - left);
      }
      for (long left = 0; 2 * left <= pins - 2 && !(fault == Fault.MISSING && pins == 6); left++) {
        into.option(new long[] {left, pins - 2 - left}, 2);
      }
    }
  }
}
