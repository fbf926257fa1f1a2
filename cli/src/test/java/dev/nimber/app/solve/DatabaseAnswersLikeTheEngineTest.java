package dev.nimber.app.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Answer;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.GameEntry;
import dev.nimber.db.Database;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database of Connect Four 5 × 4, built once by {@code db build}, answers as the engine's solve
 * in memory does: the outcome and remoteness of 10^5 random ranks, and every move's value from
 * positions reached by random play, given by their position parameter.
 */
class DatabaseAnswersLikeTheEngineTest {

  private final GameEntry connect =
      Catalog.of(
              new PluginLoader(DatabaseAnswersLikeTheEngineTest.class.getClassLoader())
                  .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
          .withEngine(false, 2)
          .game("connect");

  @TempDir Path folder;

  @Test
  void connectFourFiveByFourIsAnsweredFromItsDatabaseAsTheEngineAnswersIt() {
    Path c54 = folder.resolve("c54");
    NimberCli.Result built =
        NimberCli.withBuiltInGames()
            .run(
                "db",
                "build",
                "connect",
                "width=5",
                "height=4",
                "k=4",
                "gravity=true",
                "--db",
                c54.toString());
    assertThat(built.exitCode()).as(built.err()).isZero();
    Parameters start =
        connect.descriptor().bind(Map.of("width", 5, "height", 4, "k", 4, "gravity", "true"));
    RankedPositions space =
        connect.descriptor().positions().orElseThrow().ranked(start).orElseThrow();
    SolvedTiers solved =
        new TierSolver(new TierSolver.Options(2, false, false, true, TierSolver.Progress.NONE))
            .solve(space, space.tierCount() - 1);
    SearchSolver engine = SolvedDatabases.engine(connect);
    SplittableRandom random = new SplittableRandom(30);
    long total = 0;
    for (int tier = 0; tier < space.tierCount(); tier++) {
      total += space.tierSize(tier);
    }
    try (Database database = new SolvedDatabases().open(c54, connect, start)) {
      for (int i = 0; i < 100_000; i++) {
        long at = random.nextLong(total);
        int tier = 0;
        while (at >= space.tierSize(tier)) {
          at -= space.tierSize(tier++);
        }
        assertThat(database.evaluate(tier, at))
            .as("tier %d rank %d", tier, at)
            .isEqualTo(solved.evaluate(tier, at));
      }
      int positions = 0;
      for (int game = 0; game < 40; game++) {
        List<String> played = new ArrayList<>();
        Position position = connect.descriptor().positions().orElseThrow().start(start);
        while (!position.moves().isEmpty() && position.verdict().isEmpty()) {
          Parameters board =
              connect
                  .descriptor()
                  .bind(
                      Map.of(
                          "width",
                          5,
                          "height",
                          4,
                          "k",
                          4,
                          "gravity",
                          "true",
                          "moves",
                          String.join(",", played)));
          Answer fromDisk = engine.stored().answerFrom(board, Question.MOVES, database);
          assertThat(fromDisk)
              .as("moves=%s", played)
              .isEqualTo(engine.stored().answerFrom(board, Question.MOVES, solved));
          positions++;
          List<Move> moves = position.moves();
          Move chosen = moves.get(random.nextInt(moves.size()));
          played.add(chosen.label().replace("column ", ""));
          position = chosen.to();
        }
      }
      assertThat(positions).isGreaterThan(200);
    }
  }
}
