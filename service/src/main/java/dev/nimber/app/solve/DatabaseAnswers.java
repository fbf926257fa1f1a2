package dev.nimber.app.solve;

import dev.nimber.api.Parameters;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Solved;
import dev.nimber.db.Database;
import java.nio.file.Path;
import java.util.List;

/**
 * Answers each instance from the one database, among the folders given with {@code --db}, that
 * holds it; an instance none of them holds is refused with what each holds instead. Used by the
 * commands that solve many instances (table, plot, run); thread-safe.
 */
public final class DatabaseAnswers {

  private final SolvedDatabases databases;
  private final InstanceSolver solver;
  private final List<Path> folders;

  /**
   * @param databases how databases are opened
   * @param solver how an answer is read from one
   * @param folders the folders given, in order
   */
  public DatabaseAnswers(SolvedDatabases databases, InstanceSolver solver, List<Path> folders) {
    this.databases = databases;
    this.solver = solver;
    this.folders = List.copyOf(folders);
  }

  /**
   * Checks that one of the databases holds the instance, without reading an answer.
   *
   * @param selection the game, its engine solver and the question
   * @param instance the instance
   * @throws dev.nimber.db.DatabaseException when no folder holds the instance, or a file is damaged
   */
  public void checkHeld(Selection selection, Parameters instance) {
    databases.open(folders, selection.game(), instance).close();
  }

  /**
   * The answer from the database that holds the instance.
   *
   * @param selection the game, its engine solver and the question
   * @param instance the instance
   * @return the answer, with {@code "source": "db"}
   * @throws dev.nimber.db.DatabaseException when no folder holds the instance, or a file is damaged
   * @throws dev.nimber.api.UnsupportedInstanceException when the database cannot answer the
   *     question
   */
  public Solved solve(Selection selection, Parameters instance) {
    try (Database stored = databases.open(folders, selection.game(), instance)) {
      return solver.solveFrom(selection, instance, stored);
    }
  }
}
