package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.InstanceException;
import dev.nimber.api.Parameters;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.service.Durations;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.TimedCalls;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SharedSearch;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The answers in the cells of a table or a plot, one instance and question at a time. A cell a
 * solver refuses or cannot answer stays empty. Without a time limit the cells share one memo of the
 * search; with one, each cell runs for at most that long ({@link TimedCalls}; a cell that runs past
 * it stays empty and is counted), and the memo is not shared, since a cell still running past its
 * time may still be using it. Not thread-safe: one per command.
 */
public final class CellAnswers implements AutoCloseable {

  private final InstanceSolver solver;
  private final TimedCalls calls;
  private final Optional<DatabaseAnswers> stored;
  private final SharedSearch shared = new SharedSearch();
  private long timedOut;
  private String firstTimedOut;

  /**
   * What one cell holds.
   *
   * @param answer the answer, or empty when the solver refused the instance, could not answer, or
   *     ran out of time
   * @param budgetFailure the solver's message when it could not answer because it ran out of its
   *     budget (the search's positions, or the heap), or empty
   */
  public record Cell(Optional<Answer> answer, Optional<String> budgetFailure) {

    /** A cell with nothing in it, and no budget run out. */
    static final Cell EMPTY = new Cell(Optional.empty(), Optional.empty());
  }

  /**
   * @param solver how instances are solved
   * @param timeout the most time one cell may take, or empty for no limit
   */
  public CellAnswers(InstanceSolver solver, Optional<Duration> timeout) {
    this(solver, timeout, Optional.empty());
  }

  /**
   * @param solver how instances are solved
   * @param timeout the most time one cell may take, or empty for no limit
   * @param stored the databases that answer every cell ({@code --db}), or empty to solve each cell
   */
  public CellAnswers(
      InstanceSolver solver, Optional<Duration> timeout, Optional<DatabaseAnswers> stored) {
    this.solver = solver;
    this.calls = new TimedCalls(timeout);
    this.stored = stored;
  }

  /**
   * The answer in one cell.
   *
   * @param selection the game, solver and question
   * @param instance the cell's instance
   * @return the answer, or empty when the solver refused the instance, could not answer, or ran out
   *     of time
   * @throws dev.nimber.app.service.PluginFailureException when the game or the solver broke their
   *     contract
   */
  public Optional<Answer> answer(Selection selection, Parameters instance) {
    return cell(selection, instance).answer();
  }

  /**
   * One cell: its answer, or why its solver ran out of its budget.
   *
   * @param selection the game, solver and question
   * @param instance the cell's instance
   * @return the cell
   * @throws dev.nimber.app.service.PluginFailureException when the game or the solver broke their
   *     contract
   */
  public Cell cell(Selection selection, Parameters instance) {
    if (stored.isPresent()) {
      DatabaseAnswers databases = stored.get();
      return cell(selection, instance, () -> databases.solve(selection, instance).answer());
    }
    if (calls.limit().isEmpty()) {
      return quietly(() -> solver.solve(selection, instance, shared).answer());
    }
    return cell(selection, instance, () -> solver.solve(selection, instance).answer());
  }

  private Cell cell(Selection selection, Parameters instance, Supplier<Answer> ask) {
    Optional<Cell> cell = calls.call(() -> quietly(ask));
    if (cell.isEmpty()) {
      timedOut++;
      if (firstTimedOut == null) {
        firstTimedOut = instance + ": '" + selection.question() + "'";
      }
      return Cell.EMPTY;
    }
    return cell.get();
  }

  /**
   * What ran out of time, in one sentence: how many cells, the limit and the first cell.
   *
   * @param leftAs what such a cell is in the output ({@code empty}, {@code blank})
   * @return the sentence, or empty when no cell ran out of time
   */
  public Optional<String> lateCells(String leftAs) {
    if (timedOut == 0) {
      return Optional.empty();
    }
    return Optional.of(
        timedOut
            + (timedOut == 1 ? " cell" : " cells")
            + " ran out of time (--timeout "
            + Durations.format(calls.limit().orElseThrow())
            + ") and "
            + (timedOut == 1 ? "is " : "are ")
            + leftAs
            + "; the first: "
            + firstTimedOut);
  }

  @Override
  public void close() {
    calls.close();
  }

  /**
   * A cell with an answer, or empty for an instance a solver refuses or cannot answer; plugin
   * failures propagate.
   */
  private static Cell quietly(Supplier<Answer> answer) {
    try {
      return new Cell(Optional.of(answer.get()), Optional.empty());
    } catch (SolverFailureException unanswered) {
      return unanswered.reason() == SolverFailureException.Reason.BUDGET
          ? new Cell(Optional.empty(), Optional.of(unanswered.getMessage()))
          : Cell.EMPTY;
    } catch (InstanceException unanswered) {
      return Cell.EMPTY;
    }
  }

  /**
   * Checks, before any cell is computed, that a cell read from the databases is held by one of
   * them; does nothing for cells that are solved.
   *
   * @throws dev.nimber.db.DatabaseException when no database holds the instance
   */
  void checkHeld(Selection selection, Parameters instance) {
    if (stored.isPresent()) {
      stored.get().checkHeld(selection, instance);
    }
  }

  /**
   * Whether each cell is solved (not read from databases), so its solver can be asked first whether
   * it takes it.
   */
  boolean solvesCells() {
    return stored.isEmpty();
  }
}
