package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.engine.GameEnd;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.weak.SearchProgress;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The application service as a program that embeds nimber uses it: typed requests and results, the
 * same answers as the command line's, and typed refusals.
 */
class NimberServiceTest {

  private static final NimberService SERVICE =
      NimberService.withPlugins(List.of(NimberCli.BUILT_IN_PLUGINS));
  private static final NimberCli CLI = NimberCli.withBuiltInGames();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Map<String, String> TIC_TAC_TOE =
      Map.of("width", "3", "height", "3", "k", "3", "gravity", "false");

  /** Tic-tac-toe is a tie with every cell filled, as is well known. */
  @Test
  void anAnswerIsTypedAndItsJsonIsTheObjectTheCommandLinePrints() throws Exception {
    Solved solved = SERVICE.solve(new Requests.Solve("connect", null, "remoteness", TIC_TAC_TOE));
    assertThat(solved.answer().outcome()).contains(Outcome.TIE);
    assertThat(solved.answer().number()).hasValueSatisfying(n -> assertThat(n).isEqualTo(9));

    NimberCli.Result printed =
        CLI.run(
            "solve",
            "connect",
            "width=3",
            "height=3",
            "k=3",
            "gravity=false",
            "-q",
            "remoteness",
            "--format",
            "json");
    assertThat(printed.exitCode()).isZero();
    ObjectNode cli = (ObjectNode) JSON.readTree(printed.out());
    ObjectNode embedded =
        (ObjectNode) JSON.readTree(JSON.writeValueAsString(AnswerJson.of(solved)));
    cli.remove("solveNanos");
    embedded.remove("solveNanos");
    assertThat(embedded).isEqualTo(cli);
  }

  /** Kayles' Grundy values from the literature (Berlekamp, Conway and Guy): G(0..11). */
  @Test
  void aTableGivesEachRowsAnswerAndItsJsonIsTheObjectTheCommandLinePrints() throws Exception {
    TableAnswer table =
        SERVICE.table(
            new Requests.Table("octal", null, "grundy", "heaps=0..11", Map.of("code", "0.77")));
    List<String> values = new ArrayList<>();
    for (TableRow row : table.rows()) {
      values.add(row.text(0));
    }
    assertThat(values).containsExactly("0", "1", "2", "3", "1", "4", "3", "2", "1", "4", "2", "6");
    NimberCli.Result printed =
        CLI.run(
            "table",
            "octal",
            "code=0.77",
            "--over",
            "heaps=0..11",
            "-q",
            "grundy",
            "--format",
            "json");
    assertThat(printed.exitCode()).isZero();
    assertThat(JSON.readTree(JSON.writeValueAsString(table.json())))
        .isEqualTo(JSON.readTree(printed.out()));
  }

  /**
   * Both sides played by the computer's perfect move: tic-tac-toe fills the board and ends tied,
   * and every position on the way keeps the value of the start.
   */
  @Test
  void aGamePlayedByPerfectMovesEndsAsTheStartsValueSays() {
    List<Integer> played = new ArrayList<>();
    PlayState state = SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, played, true, null));
    assertThat(state.value().outcome()).isEqualTo(Outcome.TIE);
    while (!state.over()) {
      PlayState.MoveValue perfect = state.moves().get(state.perfectMove());
      assertThat(perfect.outcome()).isEqualTo(state.value().outcome());
      assertThat(perfect.remoteness()).isEqualTo(state.value().remoteness());
      played.add(state.perfectMove());
      state = SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, played, true, null));
    }
    assertThat(played).hasSize(9);
    assertThat(state.history()).hasSize(10);
    assertThat(state.history())
        .allSatisfy(value -> assertThat(value.outcome()).isEqualTo(Outcome.TIE));
    assertThat(state.perfectMove()).isNull();
    assertThat(state.moves()).isEmpty();
  }

  @Test
  void refusalsSayWhoCanFixThemAndWhichField() {
    assertThatThrownBy(() -> SERVICE.game("chess"))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> assertThat(refused.kind()).isEqualTo(ServiceException.Kind.NOT_FOUND));
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve("thuemorse", null, null, Map.of("n", "-1", "m", "3"))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BAD_INPUT);
              assertThat(refused.field()).contains("n");
            });
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve(
                        "thuemorse", "classic", null, Map.of("n", "10^18", "m", "3"))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BEYOND_SOLVER));
    assertThatThrownBy(
            () -> SERVICE.play(new Requests.Play("connect", TIC_TAC_TOE, List.of(9), true, null)))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.BAD_INPUT);
              assertThat(refused.field()).contains("movesPlayed");
              assertThat(refused.getMessage())
                  .isEqualTo("move 1 is number 9, but that position has moves 0 to 8");
            });
  }

  @Test
  void theGamesAreThoseTheCommandLineLists() {
    List<String> ids = SERVICE.games().stream().map(GameInfo::id).toList();
    assertThat(ids).contains("connect", "octal", "thuemorse");
    assertThat(SERVICE.game("connect").defaultQuestion()).isEqualTo("outcome");
    assertThat(SERVICE.warnings()).isEmpty();
  }

  /**
   * A database the service builds holds every position of tic-tac-toe, checks out against the
   * game's moves, and answers as the engine does; one that does not hold the instance is refused.
   */
  @Test
  void aDatabaseBuiltByTheServiceChecksOutAndAnswersAsTheEngineDoes(@TempDir Path folder) {
    Path db = folder.resolve("c33");
    DatabaseBuilt built =
        SERVICE.buildDatabase(
            new Requests.BuildDatabase("connect", TIC_TAC_TOE, db, false, 1), SolveListener.NONE);
    assertThat(built.tiers()).isPresent();
    assertThat(built.positions()).isPositive();
    DatabaseChecked checked = SERVICE.verifyDatabase(new Requests.VerifyDatabase(db, 1_000_000, 1));
    assertThat(checked.rederived()).isEqualTo(built.positions());
    assertThat(checked.positions()).isEqualTo(built.positions());

    for (String moves : List.of("", "5", "5,1", "1,2,3")) {
      Map<String, String> position = new LinkedHashMap<>(TIC_TAC_TOE);
      position.put("moves", moves);
      Solved fromEngine =
          SERVICE.solve(new Requests.Solve("connect", null, "remoteness", position));
      Solved fromDisk =
          SERVICE.solve(
              new Requests.Solve(
                  "connect", null, "remoteness", position, List.of(db), Optional.empty()));
      assertThat(fromDisk.fromDatabase()).isTrue();
      assertThat(fromEngine.fromDatabase()).isFalse();
      assertThat(fromDisk.answer().text()).as(moves).isEqualTo(fromEngine.answer().text());
    }
    Map<String, String> taller = new LinkedHashMap<>(TIC_TAC_TOE);
    taller.put("height", "4");
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve(
                        "connect", null, null, taller, List.of(db), Optional.empty())))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.DATABASE);
              assertThat(refused.getMessage()).endsWith("it holds height=3, not height=4");
            });
  }

  /** A listener that adds each count of positions a search reports to a list. */
  private static SolveListener searchesHeardIn(List<Long> heard) {
    return new SolveListener() {
      @Override
      public void searched(long visits) {
        heard.add(visits);
      }
    };
  }

  /**
   * A weak search that visits millions of positions (Connect Four 7 × 6 after nine stones, about a
   * second) tells the listener how many it has visited so far, rising, before the answer comes (the
   * first player's win with the 41st stone, 32 moves away).
   */
  @Test
  void aLongWeakSearchTellsTheListenerHowManyPositionsItHasVisited() {
    List<Long> heard = new ArrayList<>();
    SolveListener listener = searchesHeardIn(heard);
    Solved solved =
        SERVICE.solve(
            new Requests.Solve(
                "connect",
                null,
                "remoteness",
                Map.of(
                    "width",
                    "7",
                    "height",
                    "6",
                    "k",
                    "4",
                    "gravity",
                    "true",
                    "moves",
                    "4,4,4,4,4,3,3,3,3"),
                List.of(),
                Optional.empty()),
            listener);
    assertThat(solved.answer().text()).isEqualTo("32");
    assertThat(heard).isNotEmpty().isSorted().doesNotHaveDuplicates();
    assertThat(heard.get(0)).isGreaterThanOrEqualTo(SearchProgress.REPORT_EVERY);
  }

  /**
   * Connect four on an empty 5 × 4 board without gravity takes the engine far longer than a
   * millisecond: the service gives up and names the solver.
   */
  @Test
  void aSolveThatRunsPastItsTimeIsAFailureThatNamesTheSolver() {
    Map<String, String> board = Map.of("width", "5", "height", "4", "k", "4");
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve(
                        "connect",
                        "search",
                        "remoteness",
                        board,
                        List.of(),
                        Optional.of(Duration.ofMillis(1)))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            refused -> {
              assertThat(refused.kind()).isEqualTo(ServiceException.Kind.FAILED);
              assertThat(refused.getMessage())
                  .startsWith("solver 'search' of game 'connect' (from nimber engine on ")
                  .contains("nimber-games-connect.jar) did not answer 'remoteness' of");
            });
  }

  /**
   * Wythoff's remoteness beyond what its default solver answers: the host falls back to the search,
   * and when that runs past its time, the message names the search, not the solver that refused.
   */
  @Test
  void aFallbackThatRunsPastItsTimeIsNamedInTheFailure() {
    assertThatThrownBy(
            () ->
                SERVICE.solve(
                    new Requests.Solve(
                        "wythoff",
                        null,
                        "remoteness",
                        Map.of("a", "3", "b", "100001"),
                        List.of(),
                        Optional.of(Duration.ofMillis(1)))))
        .isInstanceOfSatisfying(
            ServiceException.class,
            failed -> {
              assertThat(failed.kind()).isEqualTo(ServiceException.Kind.FAILED);
              assertThat(failed.getMessage())
                  .startsWith("solver 'search' of game 'wythoff' (from nimber engine on ")
                  .contains("did not answer 'remoteness' of a=3 b=100001");
            });
  }

  /**
   * The computer of a match plays both sides of tic-tac-toe to a full, tied board, after the engine
   * has solved every position (the listener hears the solve end).
   */
  @Test
  void aMatchPlayedByTheComputersMovesEndsAsTheStartsValueSays() {
    List<long[]> heard = new ArrayList<>();
    SolveListener listener =
        new SolveListener() {
          @Override
          public void tierSolved(int tier, long done, long total) {
            heard.add(new long[] {done, total});
          }
        };
    try (TimedCalls calls = new TimedCalls(Optional.empty());
        Match match =
            SERVICE.match(
                new Requests.Match("connect", TIC_TAC_TOE, null, List.of()), listener, calls)) {
      assertThat(heard).isNotEmpty();
      long[] last = heard.get(heard.size() - 1);
      assertThat(last[0]).isEqualTo(last[1]);
      Position position = match.start();
      assertThat(match.computer().advise(position).outcome()).isEqualTo(Outcome.TIE);
      int played = 0;
      while (GameEnd.of(position, match.misere()).isEmpty()) {
        position = match.computer().reply(position).to();
        played++;
      }
      assertThat(played).isEqualTo(9);
      assertThat(GameEnd.of(position, false)).contains(Outcome.TIE);
    }
  }

  /**
   * A match on rules too large to solve first (Connect Four 7 × 6, after nine stones) values the
   * computer's move by the weak search as it comes, and the listener hears the positions that
   * search visits, rising over the game.
   */
  @Test
  void aMatchOnLargeRulesTellsTheListenerHowManyPositionsItsSearchVisited() {
    List<Long> heard = new ArrayList<>();
    SolveListener listener = searchesHeardIn(heard);
    Map<String, String> rules =
        Map.of(
            "width", "7", "height", "6", "k", "4", "gravity", "true", "moves", "4,4,4,4,4,3,3,3,3");
    try (TimedCalls calls = new TimedCalls(Optional.empty());
        Match match =
            SERVICE.match(new Requests.Match("connect", rules, null, List.of()), listener, calls)) {
      assertThat(heard).isEmpty();
      Opponent.Advice advice = match.computer().advise(match.start());
      assertThat(advice.outcome()).isEqualTo(Outcome.LOSS);
      assertThat(advice.remoteness()).hasValue(32);
      assertThat(heard).isNotEmpty().isSorted().doesNotHaveDuplicates();
    }
  }

  /**
   * The weak method asked for ({@code --method weak}) plays a match by the weak search, as the
   * engine's choice does on large rules: on Connect Four 7 × 6 after nine stones, whose ranked
   * solve would not fit the heap, the computer's advice is the loss in 32 moves, as the test above
   * finds (it solved every position first, which was refused).
   */
  @Test
  void aMatchByTheWeakMethodIsPlayedByTheWeakSearch() {
    NimberService byWeakMethod =
        NimberService.withPlugins(List.of(NimberCli.BUILT_IN_PLUGINS), SearchMethod.WEAK);
    List<Long> heard = new ArrayList<>();
    Map<String, String> rules =
        Map.of(
            "width", "7", "height", "6", "k", "4", "gravity", "true", "moves", "4,4,4,4,4,3,3,3,3");
    try (TimedCalls calls = new TimedCalls(Optional.empty());
        Match match =
            byWeakMethod.match(
                new Requests.Match("connect", rules, null, List.of()),
                searchesHeardIn(heard),
                calls)) {
      Opponent.Advice advice = match.computer().advise(match.start());
      assertThat(advice.outcome()).isEqualTo(Outcome.LOSS);
      assertThat(advice.remoteness()).hasValue(32);
      assertThat(heard).isNotEmpty();
    }
  }

  /** A batch answers each instance as a question of its own does. */
  @Test
  void aBatchAnswersEachInstanceAsOneSolveDoes() {
    BatchAnswers batch =
        SERVICE.batch(new Requests.Batch("connect", null, "remoteness", List.of()));
    assertThat(batch.selection().solver().name()).isEqualTo("search");
    for (String moves : List.of("", "5", "1,5", "5,1,9", "1,2,3,4")) {
      Map<String, String> position = new LinkedHashMap<>(TIC_TAC_TOE);
      position.put("moves", moves);
      assertThat(batch.answer(position).answer().text())
          .as(moves)
          .isEqualTo(
              SERVICE
                  .solve(new Requests.Solve("connect", null, "remoteness", position))
                  .answer()
                  .text());
    }
  }
}
