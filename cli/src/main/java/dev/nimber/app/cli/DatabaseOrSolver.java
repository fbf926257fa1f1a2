package dev.nimber.app.cli;

import dev.nimber.app.service.UsageException;
import java.nio.file.Path;
import java.util.List;

/**
 * The rule that {@code --db} and {@code --solver} exclude each other: a database answers with the
 * engine's values, so no other solver applies. Kept as a check rather than a picocli argument
 * group, whose message for a repeated option ("expected only one match") says less than picocli's
 * own.
 */
final class DatabaseOrSolver {

  private DatabaseOrSolver() {}

  /**
   * Refuses {@code --solver} given with {@code --db}.
   *
   * @param solverName the {@code --solver} given, or null
   * @param dbFolders the {@code --db} folders given
   * @param doing what the command does with the databases ({@code answers from the database})
   * @throws UsageException when both are given
   */
  static void check(String solverName, List<Path> dbFolders, String doing) {
    if (solverName != null && !dbFolders.isEmpty()) {
      throw new UsageException(
          "--db " + doing + ", so --solver does not apply; leave one of them out");
    }
  }
}
