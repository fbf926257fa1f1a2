package dev.nimber.app.explore;

import dev.nimber.api.Answer;
import dev.nimber.api.InstanceException;
import dev.nimber.api.Parameters;
import dev.nimber.api.SolverFailureException;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.solve.Durations;
import dev.nimber.app.solve.DatabaseAnswers;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SharedSearch;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The answers in the cells of a table or a plot, one instance and question at a time. A cell a solver refuses or
 * cannot answer stays empty. Without a time limit the cells share one memo of the search; with one, each cell runs
 * for at most that long ({@link TimedCalls}; a cell that runs past it stays empty and is counted), and the memo is not
 * shared, since a cell still running past its time may still be using it. Not thread-safe: one per command.
 */
public final class CellAnswers implements AutoCloseable {

  private final InstanceSolver solver;
  private final TimedCalls calls;
  private final Optional<DatabaseAnswers> stored;
  private final SharedSearch shared = new SharedSearch();
  private long timedOut;
  private String firstTimedOut;
  /** The last cell's failure for its budget, until read: a cell still running past its time may set it. */
  private volatile String budgetFailure;

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
  public CellAnswers(InstanceSolver solver, Optional<Duration> timeout, Optional<DatabaseAnswers> stored) {
    this.solver = solver;
    this.calls = new TimedCalls(timeout);
    this.stored = stored;
  }

  /**
   * The answer in one cell.
   *
   * @param selection the game, solver and question
   * @param instance the cell's instance
   * @return the answer, or empty when the solver refused the instance, could not answer, or ran out of time
   * @throws dev.nimber.app.catalog.PluginFailureException when the game or the solver broke their contract
   */
  public Optional<Answer> answer(Selection selection, Parameters instance) {
    if (stored.isPresent()) {
      DatabaseAnswers databases = stored.get();
      return answer(selection, instance, () -> databases.solve(selection, instance).answer());
    }
    if (calls.limit().isEmpty()) {
      return quietly(() -> solver.solve(selection, instance, shared).answer());
    }
    return answer(selection, instance, () -> solver.solve(selection, instance).answer());
  }

  private Optional<Answer> answer(Selection selection, Parameters instance, Supplier<Answer> ask) {
    Optional<Optional<Answer>> cell = calls.call(() -> quietly(ask));
    if (cell.isEmpty()) {
      timedOut++;
      if (firstTimedOut == null) {
        firstTimedOut = instance + ": '" + selection.question() + "'";
      }
      return Optional.empty();
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
    return Optional.of(timedOut + (timedOut == 1 ? " cell" : " cells") + " ran out of time (--timeout "
        + Durations.format(calls.limit().orElseThrow()) + ") and " + (timedOut == 1 ? "is " : "are ") + leftAs
        + "; the first: " + firstTimedOut);
  }

  @Override
  public void close() {
    calls.close();
  }

  /**
   * Why the last cell was not answered, when its solver ran out of its budget (the search's positions, or the heap);
   * read once: the next call says nothing until another cell runs out.
   *
   * @return the solver's message, or empty
   */
  public Optional<String> takeBudgetFailure() {
    String failure = budgetFailure;
    budgetFailure = null;
    return Optional.ofNullable(failure);
  }

  /** An answer, or empty for an instance a solver refuses or cannot answer; plugin failures still propagate. */
  private Optional<Answer> quietly(Supplier<Answer> answer) {
    try {
      return Optional.of(answer.get());
    } catch (SolverFailureException unanswered) {
      if (unanswered.reason() == SolverFailureException.Reason.BUDGET) {
        budgetFailure = unanswered.getMessage();
      }
      return Optional.empty();
    } catch (InstanceException unanswered) {
      return Optional.empty();
    }
  }

  /** Whether each cell is solved (not read from databases), so its solver can be asked first whether it takes it. */
  boolean solvesCells() {
    return stored.isEmpty();
  }
}
