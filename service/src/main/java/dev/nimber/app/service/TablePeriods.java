package dev.nimber.app.service;

import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The period of each column of a table, by one rule for every face: every column but remoteness
 * (which grows with the parameter) is looked at; an outcome column by who wins, any other by the
 * answers' words (unknown cells never match); an outcome column's period also lists the residues
 * lost for the player to move.
 */
public final class TablePeriods {

  /** The outcome of an answer that says only that the player to move does not win. */
  private static final String NOT_WON = "not won";

  /**
   * The period found in one column.
   *
   * @param column the column's index
   * @param question its question
   * @param period the period, or empty when none is seen
   * @param losingResidues for an outcome column with a period: the parameter's values from the
   *     pre-period on that are lost, as sorted residues modulo the period; otherwise empty
   * @param tiedResidues likewise, the values that are tied
   * @param drawnResidues likewise, the values that are drawn (play goes on forever)
   */
  public record ColumnPeriod(
      int column,
      Question question,
      Optional<Periodicity.Period> period,
      List<BigInteger> losingResidues,
      List<BigInteger> tiedResidues,
      List<BigInteger> drawnResidues) {

    public ColumnPeriod {
      losingResidues = List.copyOf(losingResidues);
      tiedResidues = List.copyOf(tiedResidues);
      drawnResidues = List.copyOf(drawnResidues);
    }
  }

  private TablePeriods() {}

  /**
   * The columns' periods, in the columns' order, remoteness columns left out.
   *
   * @param columns the table's columns
   * @param rows its rows
   * @param range the parameter the rows run over
   * @return one entry per column looked at
   */
  public static List<ColumnPeriod> of(
      List<Selection> columns, List<TableRow> rows, ParameterRange range) {
    List<ColumnPeriod> periods = new ArrayList<>();
    for (int column = 0; column < columns.size(); column++) {
      Question question = columns.get(column).question();
      if (question.equals(Question.REMOTENESS)) {
        continue;
      }
      Optional<Periodicity.Period> period = Periodicity.find(sequence(rows, column, question));
      boolean outcomes = period.isPresent() && question.equals(Question.OUTCOME);
      periods.add(
          new ColumnPeriod(
              column,
              question,
              period,
              outcomes ? residues(Outcome.LOSS, period.get(), column, rows, range) : List.of(),
              outcomes ? residues(Outcome.TIE, period.get(), column, rows, range) : List.of(),
              outcomes ? residues(Outcome.DRAW, period.get(), column, rows, range) : List.of()));
    }
    return periods;
  }

  /**
   * The values a period is looked for in: the outcome (or, where an answer says only that the
   * player to move does not win, that) for outcomes, the answer's words otherwise.
   */
  private static List<Object> sequence(List<TableRow> rows, int column, Question question) {
    List<Object> sequence = new ArrayList<>();
    for (TableRow row : rows) {
      Optional<Answer> answer = row.cells().get(column);
      sequence.add(
          question.equals(Question.OUTCOME)
              ? answer.flatMap(TablePeriods::outcome).orElse(null)
              : answer.map(Answer::text).orElse(null));
    }
    return sequence;
  }

  /** An answer's outcome, or whether the player to move wins where it says only that. */
  private static Optional<Object> outcome(Answer answer) {
    return answer
        .outcome()
        .<Object>map(outcome -> outcome)
        .or(() -> answer.firstPlayerWins().map(wins -> wins ? Outcome.WIN : NOT_WON));
  }

  /**
   * The values from the pre-period on with this outcome, as residues modulo the period; an answer
   * that says only that the player to move does not win counts as lost, as it always has.
   */
  private static List<BigInteger> residues(
      Outcome outcome,
      Periodicity.Period period,
      int column,
      List<TableRow> rows,
      ParameterRange range) {
    List<BigInteger> residues = new ArrayList<>();
    for (int i = period.start(); i < period.start() + period.period(); i++) {
      Optional<Object> found = rows.get(i).cells().get(column).flatMap(TablePeriods::outcome);
      if (found.equals(Optional.of(outcome))
          || outcome == Outcome.LOSS && found.equals(Optional.of(NOT_WON))) {
        residues.add(
            range.from().add(BigInteger.valueOf(i)).mod(BigInteger.valueOf(period.period())));
      }
    }
    residues.sort(null);
    return residues;
  }
}
