package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.Parameters;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.service.AnswerJson;
import dev.nimber.app.service.BackgroundSearches;
import dev.nimber.app.service.BackgroundSolves;
import dev.nimber.app.service.Calls;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.PooledCalls;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.Solved;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.service.StillWorking;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.RulesetCache;
import dev.nimber.app.solve.RulesetCaches;
import dev.nimber.app.solve.SolvedDatabases;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * nimber serve playing positions whose rules it does not keep solved by the weak search in the
 * background: past the time limit the request is answered 202 with the positions searched so far,
 * the search goes on, and the same request asked again is answered from it once it is done, with
 * the values the strong solve gives.
 */
class ServeBackgroundSearchTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static final String RULES = "width=5&height=4&k=4&gravity=true";

  /**
   * Connect Four 5 × 4 played by the weak method, on a server whose time limit (1 ms) is shorter
   * than the search of its empty board: that position is answered 202 first, and every position in
   * play, asked until it is answered, with every move's value and remoteness as the strong solve
   * gives them (a later one may be answered at once, from what the kept search found before); the
   * same moves in other rules are other work.
   */
  @Test
  void
      aPositionInPlayLongerToSearchThanTheTimeLimitIsSearchedInTheBackgroundAndAnswered202Meanwhile()
          throws Exception {
    List<String> log = new ArrayList<>();
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer server = weakServer(pools, log::add)) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String[][] positions = {
        {RULES, "", "width=5 height=4 k=4 gravity=true"},
        {RULES, "&moves=2", "width=5 height=4 k=4 gravity=true moves=3"},
        {RULES, "&moves=2,0", "width=5 height=4 k=4 gravity=true moves=3,1"},
        {
          "width=4&height=4&k=3&gravity=true",
          "&moves=2,0",
          "width=4 height=4 k=3 gravity=true moves=3,1"
        }
      };
      for (String[] asked : positions) {
        String path = "/api/games/connect/play?" + asked[0] + asked[1];
        HttpResponse<String> first = ServeApiTest.get(base, path);
        if (asked == positions[0]) {
          assertThat(first.statusCode()).as(first.body()).isEqualTo(202);
        }
        if (first.statusCode() == 202) {
          assertThat(searchedPosition(first))
              .isEqualTo(textOf(JSON.readTree(untilAnswered(base, path).body())));
        }
        HttpResponse<String> answer = untilAnswered(base, path);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        assertThat(ServeApiTest.movesOf(JSON.readTree(answer.body())))
            .as(asked[2])
            .isEqualTo(strongMoves(asked[2]));
      }
      assertThat(log).isEmpty();
    }
  }

  /** The play page says the search goes on, reloads itself, and then shows the board. */
  @Test
  void thePlayPageSaysTheSearchGoesOnAndReloadsUntilItIsDone() throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer server = weakServer(pools, line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String path = "/games/connect/play?" + RULES + "&first=you&moves=1,0";
      HttpResponse<String> page = ServeApiTest.get(base, path);
      assertThat(page.statusCode()).isEqualTo(202);
      assertThat(page.headers().firstValue("Retry-After")).hasValue("1");
      assertThat(page.body())
          .contains("<meta http-equiv=\"refresh\" content=\"1\">")
          .contains(
              "<pre class=\"position\" id=\"searched-position\">.....&#10;.....&#10;.....&#10;OX...&#10;X to"
                  + " move</pre>")
          .containsPattern(
              "<p id=\"searching\">Searching this position in the background, its moves and the"
                  + " perfect one: [0-9]+ positions visited so far\\.");
      HttpResponse<String> played = untilAnswered(base, path);
      assertThat(played.statusCode()).isEqualTo(200);
      assertThat(played.body()).contains("id=\"board\"").doesNotContain("id=\"searching\"");
    }
  }

  /**
   * A question about a position, asked of a server whose time limit (1 ms) is shorter than its
   * search, by the weak method: answered 202 first, with the position drawn as text, and then,
   * asked again until it is answered, as the strong solve answers it.
   */
  @Test
  void aSolveLongerThanTheTimeLimitIsSearchedInTheBackgroundAndAnswered202Meanwhile()
      throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer server = weakServer(pools, line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String path = "/api/games/connect/solve?" + RULES + "&question=moves";
      HttpResponse<String> first = ServeApiTest.get(base, path);
      assertThat(first.statusCode()).as(first.body()).isEqualTo(202);
      assertThat(searchedPosition(first)).isEqualTo(".....\n.....\n.....\n.....\nX to move");
      HttpResponse<String> answer = untilAnswered(base, path);
      assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
      assertThat(ServeApiTest.movesOf(JSON.readTree(answer.body()), "move"))
          .isEqualTo(strongMoves("width=5 height=4 k=4 gravity=true"));
      String later = "/api/games/connect/solve?" + RULES + "&p.moves=3,1&question=remoteness";
      HttpResponse<String> remoteness = untilAnswered(base, later);
      assertThat(remoteness.statusCode()).as(remoteness.body()).isEqualTo(200);
      assertThat(JSON.readTree(remoteness.body()).get("answer").asText())
          .isEqualTo(
              strongAnswer("connect", "width=5 height=4 k=4 gravity=true moves=3,1", "remoteness"));
    }
  }

  /** The game's page says the search goes on, reloads itself, and then shows the answer. */
  @Test
  void theGamePageSaysTheSearchGoesOnAndReloadsUntilItIsDone() throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer server = weakServer(pools, line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      String path =
          "/games/connect?p.width=5&p.height=4&p.k=4&p.gravity=true&p.moves=1,2"
              + "&question=moves&run=1";
      HttpResponse<String> page = ServeApiTest.get(base, path);
      assertThat(page.statusCode()).as(page.body()).isEqualTo(202);
      assertThat(page.headers().firstValue("Retry-After")).hasValue("1");
      assertThat(page.body())
          .contains("<meta http-equiv=\"refresh\" content=\"1\">")
          .contains(
              "<pre class=\"position\" id=\"searched-position\">.....&#10;.....&#10;.....&#10;XO...&#10;X to"
                  + " move</pre>")
          .containsPattern(
              "<p id=\"searching\">Searching this position in the background: [0-9]+ positions"
                  + " visited so far\\.")
          .doesNotContain("id=\"error\"");
      HttpResponse<String> answered = untilAnswered(base, path);
      assertThat(answered.statusCode()).isEqualTo(200);
      assertThat(answered.body())
          .contains("id=\"answer-moves\"")
          .doesNotContain("id=\"searching\"")
          .doesNotContain("http-equiv=\"refresh\"");
    }
  }

  /**
   * A move the position does not have, and a move after the game ended, are refused as bad input at
   * once, before any search, not answered 202.
   */
  @Test
  void aMoveThatDoesNotExistIsRefusedBeforeAnySearch() throws Exception {
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1));
        NimberServer server = weakServer(pools, line -> {})) {
      String base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
      HttpResponse<String> refused =
          ServeApiTest.get(base, "/api/games/connect/play?" + RULES + "&moves=2,9");
      assertThat(refused.statusCode()).as(refused.body()).isEqualTo(400);
      assertThat(JSON.readTree(refused.body()).get("error").asText())
          .isEqualTo("move 2 is number 9, but that position has moves 0 to 4");
      HttpResponse<String> over =
          ServeApiTest.get(base, "/api/games/connect/play?" + RULES + "&moves=0,1,0,1,0,1,0,1");
      assertThat(over.statusCode()).as(over.body()).isEqualTo(400);
      assertThat(JSON.readTree(over.body()).get("error").asText())
          .isEqualTo("the game ended after move 7, so there is no move 8");
    }
  }

  /**
   * The position a 202 of the API shows, once its other fields are checked: the header, the words,
   * and the positions searched in place of a ruleset's progress.
   */
  private static String searchedPosition(HttpResponse<String> stillWorking) throws Exception {
    assertThat(stillWorking.headers().firstValue("Retry-After")).hasValue("1");
    JsonNode progress = JSON.readTree(stillWorking.body());
    assertThat(progress.get("solving").asText())
        .startsWith("searching this position in the background: ")
        .endsWith(" positions visited; ask again in 1 s");
    assertThat(progress.get("positionsSearched").asLong()).isNotNegative();
    assertThat(progress.has("positionsValued")).isFalse();
    return progress.get("position").asText();
  }

  /** The position of a play request's answer, drawn as text. */
  private static String textOf(JsonNode play) {
    return play.get("position").asText();
  }

  /**
   * Only positions the weak search values go to the background, where one search runs at a time: a
   * game the engine does not number (thuemorse) is played on the pools, so that it never waits for
   * another game's search; a numbered game's positions by the weak method go there, each request
   * once; and so do questions asked of them.
   */
  @Test
  void onlyPositionsTheWeakSearchValuesGoToTheBackground() throws Exception {
    CountingCalls counting = new CountingCalls(Calls.direct());
    NimberService service =
        new NimberService(
            ServeApiTest.builtInGames().withEngine(false, 2, SearchMethod.WEAK),
            new InstanceSolver(System::nanoTime),
            counting,
            new SolvedDatabases(),
            List.of(),
            Optional.of(new RulesetCache()),
            false);
    PlayState thueMorse =
        service.play(
            new Requests.Play("thuemorse", Map.of("n", "20", "m", "3"), List.of(0), true, null));
    assertThat(thueMorse.movesPlayed()).containsExactly(0);
    assertThat(counting.background).isEmpty();
    PlayState connect =
        service.play(
            new Requests.Play(
                "connect",
                Map.of("width", "4", "height", "4", "k", "3", "gravity", "true"),
                List.of(1),
                true,
                null));
    assertThat(connect.moves()).hasSize(4);
    assertThat(counting.background).hasSize(1);
    Solved thueMorseSolved =
        service.solve(
            new Requests.Solve("thuemorse", "search", "outcome", Map.of("n", "20", "m", "3")));
    assertThat(thueMorseSolved.answer().text())
        .isEqualTo(strongAnswer("thuemorse", "n=20 m=3", "outcome"));
    assertThat(counting.background).hasSize(1);
    Solved connectSolved =
        service.solve(
            new Requests.Solve(
                "connect",
                null,
                "remoteness",
                Map.of("width", "4", "height", "4", "k", "3", "gravity", "true")));
    assertThat(connectSolved.answer().text())
        .isEqualTo(strongAnswer("connect", "width=4 height=4 k=3 gravity=true", "remoteness"));
    assertThat(counting.background).hasSize(2);
  }

  /**
   * With the method the engine chooses, positions of rules too large to keep are searched in the
   * background too, past a time limit of 1 ms: a question asked of one, and a game in play, are
   * each refused as still working until the search is done, and then answered as the strong solve
   * answers them.
   */
  @Test
  void rulesTooLargeToKeepAreSearchedInTheBackgroundByTheEnginesChoiceToo() throws Exception {
    RulesetCache keepingNone = RulesetCaches.keepingNone();
    try (SolvingPools pools = new SolvingPools(2, 16, Duration.ofMillis(1))) {
      BackgroundSearches searches = new BackgroundSearches();
      CountingCalls counting =
          new CountingCalls(new PooledCalls(pools, new BackgroundSolves(keepingNone), searches));
      NimberService service =
          new NimberService(
              ServeApiTest.builtInGames(),
              new InstanceSolver(System::nanoTime),
              counting,
              new SolvedDatabases(),
              List.of(),
              Optional.of(keepingNone),
              false);
      Map<String, String> rules = Map.of("width", "5", "height", "4", "k", "4", "gravity", "true");
      Solved solved =
          untilDone(() -> service.solve(new Requests.Solve("connect", null, "moves", rules)));
      assertThat(
              ServeApiTest.movesOf(
                  new ObjectMapper()
                      .registerModule(IntegerSequenceSerializer.module())
                      .valueToTree(AnswerJson.of(solved)),
                  "move"))
          .isEqualTo(strongMoves("width=5 height=4 k=4 gravity=true"));
      PlayState played =
          untilDone(
              () -> service.play(new Requests.Play("connect", rules, List.of(2), true, null)));
      assertThat(played.moves()).hasSize(5);
      assertThat(counting.background.stream().map(Object::toString).distinct())
          .containsExactly(
              "[solve, connect, moves, width=5 height=4 k=4 gravity=true]",
              "[play, connect, width=5 height=4 k=4 gravity=true, [2], true]");
      searches.close();
    }
  }

  /** The work asked again, 20 ms apart, while it is refused as still working. */
  private static <T> T untilDone(Supplier<T> work) throws InterruptedException {
    for (int polls = 0; ; polls++) {
      try {
        return work.get();
      } catch (StillWorking working) {
        assertThat(polls).as("polls, 20 ms apart").isLessThan(3_000);
        Thread.sleep(20);
      }
    }
  }

  /**
   * Calls that keep the key of each piece of work sent to the background, and pass every call on.
   */
  private static final class CountingCalls implements Calls {

    final List<Object> background = new CopyOnWriteArrayList<>();
    private final Calls calls;

    CountingCalls(Calls calls) {
      this.calls = calls;
    }

    @Override
    public <T> T call(boolean searches, String doing, Supplier<T> work) {
      return calls.call(searches, doing, work);
    }

    @Override
    public <T> Optional<T> callOrGiveUp(
        boolean searches, String doing, Supplier<Optional<T>> work) {
      return calls.callOrGiveUp(searches, doing, work);
    }

    @Override
    public <T> Optional<T> callOnWeakValues(
        GameEntry game,
        SearchSolver search,
        Parameters instance,
        Object key,
        String doing,
        Function<PositionValues, T> work) {
      background.add(key);
      return calls.callOnWeakValues(game, search, instance, key, doing, work);
    }

    @Override
    public boolean searchingInBackground(SearchSolver search, Parameters instance, Object key) {
      return calls.searchingInBackground(search, instance, key);
    }

    @Override
    public void awaitRules(GameEntry game, SearchSolver search, Parameters instance) {
      calls.awaitRules(game, search, instance);
    }

    @Override
    public boolean startRules(GameEntry game, SearchSolver search, Parameters instance) {
      return calls.startRules(game, search, instance);
    }
  }

  /** A server of the built-in games whose engine plays by the weak method, not started. */
  static NimberServer weakServer(SolvingPools pools, Consumer<String> log) {
    return ServeApiTest.serverOf(
        ServeApiTest.builtInGames().withEngine(false, 2, SearchMethod.WEAK), pools, log);
  }

  /** The request asked again, 20 ms apart, until it is answered otherwise than 202. */
  private static HttpResponse<String> untilAnswered(String base, String path) throws Exception {
    HttpResponse<String> response = ServeApiTest.get(base, path);
    for (int polls = 0; response.statusCode() == 202; polls++) {
      assertThat(polls).as("polls of " + path + ", 20 ms apart").isLessThan(3_000);
      Thread.sleep(20);
      response = ServeApiTest.get(base, path);
    }
    return response;
  }

  /**
   * Every move's value of a Connect Four position, by the strong solve, as {@link
   * ServeApiTest#movesOf} words a play request's.
   *
   * @param parameters the game's parameters, as the command line takes them, space apart
   */
  private static List<String> strongMoves(String parameters) throws Exception {
    return ServeApiTest.movesOf(strongSolve("connect", parameters, "moves"), "move");
  }

  /**
   * A question's answer about an instance of a game, by the strong solve, as text.
   *
   * @param parameters the game's parameters, as the command line takes them, space apart
   */
  static String strongAnswer(String game, String parameters, String question) throws Exception {
    return strongSolve(game, parameters, question).get("answer").asText();
  }

  /** {@code nimber --method strong solve GAME … --format json}'s answer. */
  private static JsonNode strongSolve(String game, String parameters, String question)
      throws Exception {
    List<String> args = new ArrayList<>(List.of("--method", "strong", "solve", game));
    args.addAll(List.of(parameters.split(" ")));
    args.addAll(List.of("-q", question, "--format", "json"));
    NimberCli.Result printed = NimberCli.withBuiltInGames().run(args.toArray(String[]::new));
    assertThat(printed.exitCode()).as(printed.err()).isZero();
    return JSON.readTree(printed.out());
  }
}
