package dev.nimber.app.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.solve.InstanceSolver;
import java.io.IOException;
import java.math.BigInteger;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JSON API over real HTTP, on the built-in games as the distribution loads them; answers are
 * checked against the command line's, and the play's values against another solver than the one the
 * play uses.
 */
class ServeApiTest {

  private static final ObjectMapper JSON = new ObjectMapper();
  private static final HttpClient CLIENT = HttpClient.newHttpClient();
  private static final List<String> LOG = new CopyOnWriteArrayList<>();
  private static final NimberCli CLI = NimberCli.withBuiltInGames();

  private static SolvingPools pools;
  private static NimberServer server;
  private static String base;

  @BeforeAll
  static void start() {
    pools = new SolvingPools(2, 16, Duration.ofSeconds(60));
    server = serverOf(builtInGames(), pools, LOG::add);
    base = "http://127.0.0.1:" + server.start("127.0.0.1", 0);
  }

  /** The built-in games, the engine on two threads. */
  static Catalog builtInGames() {
    return Catalog.of(
            new PluginLoader(ServeApiTest.class.getClassLoader())
                .load(List.of(NimberCli.BUILT_IN_PLUGINS)))
        .withEngine(false, 2);
  }

  /** A server of the catalog's games, not started, its requests logged. */
  static NimberServer serverOf(Catalog catalog, SolvingPools pools, Consumer<String> log) {
    return new NimberServer(
        new GameService(Serving.of(catalog, new InstanceSolver(System::nanoTime), pools)),
        new ObjectMapper().registerModule(IntegerSequenceSerializer.module()),
        log);
  }

  /** Each move of a play request's answer as its label, outcome and remoteness. */
  static List<String> movesOf(JsonNode play) {
    return movesOf(play, "label");
  }

  /**
   * Each move of an answer's {@code moves} as its label, outcome and remoteness.
   *
   * @param labelField the field of a move that labels it: {@code label} in a play request's answer,
   *     {@code move} in {@code solve -q moves --format json}'s
   */
  static List<String> movesOf(JsonNode answer, String labelField) {
    List<String> moves = new ArrayList<>();
    answer
        .get("moves")
        .forEach(
            move ->
                moves.add(
                    move.get(labelField).asText()
                        + ": "
                        + move.get("outcome").asText()
                        + " in "
                        + move.get("remoteness")));
    return moves;
  }

  @AfterAll
  static void stop() {
    server.close();
    pools.close();
  }

  static HttpResponse<String> get(String base, String path)
      throws IOException, InterruptedException {
    return CLIENT.send(
        HttpRequest.newBuilder(URI.create(base + path.replace("^", "%5E"))).build(),
        HttpResponse.BodyHandlers.ofString());
  }

  private static JsonNode json(String path, int status) throws Exception {
    HttpResponse<String> response = get(base, path);
    assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(status);
    assertThat(response.headers().firstValue("Content-Type"))
        .hasValueSatisfying(type -> assertThat(type).startsWith("application/json"));
    return JSON.readTree(response.body());
  }

  @Test
  void aGameParameterNamedLikeOneOfTheServersIsReachedWithItsPrefix() throws Exception {
    String cli =
        CLI.run("solve", "connect", "width=3", "height=3", "k=3", "moves=5", "-q", "remoteness")
            .out()
            .strip();
    JsonNode prefixed =
        json(
            "/api/games/connect/solve?p.width=3&p.height=3&p.k=3&p.moves=5&question=remoteness",
            200);
    assertThat(prefixed.get("answer").asText()).isEqualTo(cli);
    assertThat(prefixed.get("params").get("moves").get(0).asInt()).isEqualTo(5);
    JsonNode bare =
        json("/api/games/connect/solve?width=3&height=3&k=3&moves=5&question=remoteness", 200);
    assertThat(bare.get("params").get("moves")).as(bare.toString()).isEmpty();
    JsonNode twice = json("/api/games/thuemorse/solve?n=5&p.n=6&m=2", 400);
    assertThat(twice.get("error").asText())
        .isEqualTo("parameter 'n' is given twice, as 'n' and as 'p.n'");
  }

  @Test
  void theGamesAreThoseNimberListsWithTheirParametersInDeclaredOrder() throws Exception {
    JsonNode games = json("/api/games", 200);
    List<String> ids = new ArrayList<>();
    games.forEach(game -> ids.add(game.get("id").asText()));
    String listing = CLI.run("list").out();
    List<String> listed =
        listing
            .lines()
            .filter(line -> !line.isEmpty() && !line.startsWith(" "))
            .map(line -> line.substring(0, line.indexOf(" — ")))
            .toList();
    assertThat(ids).isEqualTo(listed).contains("thuemorse", "rulestones", "staircase");
    JsonNode thuemorse = json("/api/games/thuemorse", 200);
    assertThat(thuemorse.get("parameters").findValuesAsText("name"))
        .containsExactly("n", "m", "from", "to", "limit");
    assertThat(thuemorse.get("parameters").get(1).get("allowed").asText())
        .isEqualTo("an integer from 1 to 1000000");
    assertThat(thuemorse.get("defaultQuestion").asText()).isEqualTo("outcome");
    assertThat(thuemorse.get("playable").asBoolean()).isTrue();
  }

  @Test
  void everyAnswerOfEveryGameSolverAndQuestionIsTheObjectTheCommandLinePrints() throws Exception {
    Map<String, String> smallInstances = new LinkedHashMap<>();
    smallInstances.put("thuemorse", "n=40 m=3");
    smallInstances.put("rulestones", "rules=2:2,1:1 m=17");
    smallInstances.put("staircase", "n=9 m=3 coins=2,5,7");
    smallInstances.put("octal", "code=0.77 heaps=7,4");
    smallInstances.put("connect", "width=3 height=3 k=3 moves=5");
    smallInstances.put("digraph", "edges=0>1,1>2,2>0,1>3 tokens=0");
    smallInstances.put("wythoff", "a=4 b=9");
    smallInstances.put("nodekayles", "graph=path:9");
    smallInstances.put("chomp", "width=4 height=2 rows=4,2");
    smallInstances.put("hackenbush", "edges=0-1,1-2,2-3,3-1,0-4");
    smallInstances.put("cram", "width=3 height=2 board=.../..#");
    JsonNode games = json("/api/games", 200);
    int compared = 0;
    for (JsonNode game : games) {
      String id = game.get("id").asText();
      String instance = smallInstances.get(id);
      assertThat(instance).as("a small instance of %s", id).isNotNull();
      for (JsonNode solver : game.get("solvers")) {
        for (JsonNode question : solver.get("questions")) {
          StringBuilder parameters = new StringBuilder();
          for (String parameter : instance.split(" ")) {
            String[] nameAndValue = parameter.split("=", 2);
            parameters
                .append("p.")
                .append(nameAndValue[0])
                .append('=')
                .append(URLEncoder.encode(nameAndValue[1], StandardCharsets.UTF_8))
                .append('&');
          }
          String query =
              parameters
                  + "solver="
                  + solver.get("name").asText()
                  + "&question="
                  + question.asText();
          List<String> args = new ArrayList<>(List.of("solve", id));
          args.addAll(List.of(instance.split(" ")));
          args.addAll(
              List.of(
                  "--solver",
                  solver.get("name").asText(),
                  "-q",
                  question.asText(),
                  "--format",
                  "json"));
          NimberCli.Result printed = CLI.run(args.toArray(String[]::new));
          HttpResponse<String> served = get(base, "/api/games/" + id + "/solve?" + query);
          if (printed.exitCode() != 0) {
            assertThat(served.statusCode()).as(query + ": " + printed.err()).isNotEqualTo(200);
            continue;
          }
          assertThat(served.statusCode()).as(query + ": " + served.body()).isEqualTo(200);
          JsonNode fromCli = JSON.readTree(printed.out());
          JsonNode fromApi = JSON.readTree(served.body());
          assertThat(fromApi.get("solveNanos").asLong()).isNotNegative();
          assertThat(withoutTimes(fromApi)).as(query).isEqualTo(withoutTimes(fromCli));
          compared++;
        }
      }
    }
    assertThat(compared).isGreaterThanOrEqualTo(30);
  }

  /**
   * A graph's edges may be read from a file on the command line ({@code edges=@FILE}); a request to
   * the server must not make it read one of its own files, nor echo the file's lines back.
   */
  @Test
  void theServerReadsNoFileThatAParameterNames(@TempDir Path folder) throws Exception {
    Path secret = folder.resolve("secret.txt");
    Files.writeString(secret, "top-secret line\n");
    String named = URLEncoder.encode("@" + secret, StandardCharsets.UTF_8);
    for (String path :
        List.of(
            "/api/games/digraph/solve?edges=" + named + "&tokens=0",
            "/api/games/nodekayles/solve?graph=" + named,
            "/api/games/nodekayles/table?question=outcome&over=x=0..3&graph=" + named)) {
      HttpResponse<String> response = get(base, path);
      assertThat(response.statusCode()).as(path + ": " + response.body()).isEqualTo(400);
      assertThat(response.body()).contains("the server reads no file").doesNotContain("top-secret");
    }
  }

  /**
   * The picture of a position as SVG, its moves coloured without links: a row of three Kayles pins
   * has five clickable elements (three pins, two gaps), and only the middle pin wins. A position
   * too large to draw is 404.
   */
  @Test
  void thePictureOfAPositionIsAnSvgOfItsMovesValues() throws Exception {
    HttpResponse<String> picture = get(base, "/api/games/octal/picture?code=0.77&heaps=3");
    assertThat(picture.statusCode()).isEqualTo(200);
    assertThat(picture.headers().firstValue("Content-Type"))
        .hasValue("image/svg+xml; charset=utf-8");
    assertThat(picture.body()).startsWith("<svg ").doesNotContain("<a ");
    assertThat(picture.body().split("<g class=\"move win\"", -1)).hasSize(2);
    assertThat(picture.body().split("<g class=\"move loss\"", -1)).hasSize(5);
    HttpResponse<String> large = get(base, "/api/games/octal/picture?code=0.77&heaps=500");
    assertThat(large.statusCode()).isEqualTo(404);
    assertThat(large.body()).contains("game 'octal' draws no picture of the position heaps: 500");
  }

  @Test
  void aGamesOwnFieldsNeverTakeTheHostsPlace() throws Exception {
    JsonNode period =
        json("/api/games/octal/solve?code=0.77&heaps=7&question=period&solver=" + "mex", 200);
    assertThat(period.get("game").asText()).isEqualTo("octal");
    assertThat(period.get("details").get("period").asInt()).isEqualTo(12);
    assertThat(period.get("details").get("proven").asBoolean()).isTrue();
  }

  private static JsonNode withoutTimes(JsonNode answer) {
    ObjectNode copy = answer.deepCopy();
    copy.remove("solveNanos");
    return copy;
  }

  @Test
  void badParametersAre400WithTheFieldAndTheApisMessage() throws Exception {
    JsonNode negative = json("/api/games/thuemorse/solve?n=-1&m=3", 400);
    assertThat(negative.get("status").asInt()).isEqualTo(400);
    assertThat(negative.get("field").asText()).isEqualTo("n");
    assertThat(negative.get("error").asText())
        .isEqualTo("parameter 'n': got '-1'; allowed: an integer from 0 upward");
    JsonNode missing = json("/api/games/thuemorse/solve?n=5", 400);
    assertThat(missing.get("field").asText()).isEqualTo("m");
    assertThat(missing.get("error").asText()).endsWith("(required)");
    JsonNode unknown = json("/api/games/thuemorse/solve?n=5&m=2&k=1", 400);
    assertThat(unknown.get("error").asText()).startsWith("unknown parameter 'k'");
    JsonNode twice = json("/api/games/thuemorse/solve?n=5&n=6&m=2", 400);
    assertThat(twice.get("error").asText()).isEqualTo("parameter 'n' is given 2 times");
    JsonNode range = json("/api/games/thuemorse/table?over=n=5..1&m=2", 400);
    assertThat(range.get("field").asText()).isEqualTo("over");
  }

  @Test
  void unknownGamesSolversAndQuestionsAre404NamingWhatExists() throws Exception {
    assertThat(json("/api/games/chess", 404).get("error").asText())
        .startsWith("No game 'chess'. Available: ")
        .contains("thuemorse");
    assertThat(json("/api/games/chess/solve?n=1", 404).get("status").asInt()).isEqualTo(404);
    assertThat(json("/api/games/thuemorse/solve?n=5&m=2&solver=magic", 404).get("error").asText())
        .isEqualTo("No solver 'magic' for game 'thuemorse'. Available: automaton, classic, search");
    assertThat(json("/api/games/thuemorse/solve?n=5&m=2&question=why", 404).get("error").asText())
        .startsWith("No question 'why' for game 'thuemorse'. Available: outcome, move");
    assertThat(json("/api/nothing/here", 404).get("error").asText())
        .isEqualTo("nothing at /api/nothing/here");
  }

  @Test
  void anInstanceBeyondTheSolverIs422WithTheOtherSolvers() throws Exception {
    JsonNode beyond = json("/api/games/thuemorse/solve?n=10^18&m=3&solver=classic", 422);
    assertThat(beyond.get("error").asText())
        .contains("other solvers of game 'thuemorse' that answer 'outcome'");
  }

  @Test
  void everyMovesValueIsAQuestionAnsweredAsTheCommandLineAnswersIt() throws Exception {
    JsonNode moves =
        json("/api/games/connect/solve?p.width=3&p.height=3&p.k=3&p.moves=5&question=moves", 200);
    JsonNode printed =
        JSON.readTree(
            CLI.run(
                    "solve",
                    "connect",
                    "width=3",
                    "height=3",
                    "k=3",
                    "moves=5",
                    "-q",
                    "moves",
                    "--format",
                    "json")
                .out());
    assertThat(moves.get("moves")).hasSize(8).isEqualTo(printed.get("moves"));
    assertThat(moves.get("moves").get(1).toString())
        .isEqualTo("{\"move\":\"cell 2\",\"outcome\":\"loss\"," + "\"remoteness\":6}");
  }

  @Test
  void aRankedGameInPlayIsValuedFromItsRulesetsSolveAsTheCommandLineValuesEachPosition()
      throws Exception {
    String rules = "p.width=4&p.height=3&p.k=3&p.gravity=true";
    for (String played : List.of("", "&moves=0", "&moves=0,2", "&moves=1,1,3")) {
      JsonNode play = json("/api/games/connect/play?" + rules + played, 200);
      List<String> columns = new ArrayList<>();
      play.get("labelsPlayed").forEach(label -> columns.add(label.asText().replace("column ", "")));
      List<String> args =
          new ArrayList<>(
              List.of(
                  "solve",
                  "connect",
                  "width=4",
                  "height=3",
                  "k=3",
                  "gravity=true",
                  "-q",
                  "moves",
                  "--format",
                  "json"));
      if (!columns.isEmpty()) {
        args.add("moves=" + String.join(",", columns));
      }
      JsonNode printed = JSON.readTree(CLI.run(args.toArray(String[]::new)).out()).get("moves");
      assertThat(play.get("moves")).as(played).hasSize(printed.size());
      for (int i = 0; i < printed.size(); i++) {
        JsonNode move = play.get("moves").get(i);
        assertThat(move.get("label").asText()).isEqualTo(printed.get(i).get("move").asText());
        assertThat(move.get("outcome").asText())
            .as("%s %s", played, i)
            .isEqualTo(printed.get(i).get("outcome").asText());
        assertThat(move.get("remoteness"))
            .as("%s %s", played, i)
            .isEqualTo(printed.get(i).get("remoteness"));
      }
    }
  }

  /**
   * Connect Four 6 × 5, whose rules are far too large to keep solved: a game in play is valued by
   * the weak search, bounded by the server's time limit alone (it was played by the search of
   * positions as objects, which ran out of its budget after most of a minute). The values are those
   * Pons' solver scores these positions (the empty board and 3, 4, 3, 4 ties; then columns 1, 2, 5
   * and 6 lose, the opponent winning with their 12th stone), turned into outcome and remoteness.
   */
  @Test
  void aGameWhoseRulesAreTooLargeToKeepIsPlayedByTheWeakSearch() throws Exception {
    JsonNode play =
        json("/api/games/connect/play?width=6&height=5&k=4&gravity=true&moves=2,3,2,3", 200);
    assertThat(play.get("value").toString())
        .isEqualTo("{\"outcome\":\"tie\",\"remoteness\":26,\"over\":false}");
    assertThat(movesOf(play))
        .containsExactly(
            "column 1: loss in 20",
            "column 2: loss in 20",
            "column 3: tie in 26",
            "column 4: tie in 26",
            "column 5: loss in 20",
            "column 6: loss in 20");
    List<String> history = new ArrayList<>();
    play.get("history")
        .forEach(
            value -> history.add(value.get("outcome").asText() + " in " + value.get("remoteness")));
    assertThat(history)
        .containsExactly("tie in 30", "tie in 29", "tie in 28", "tie in 27", "tie in 26");
  }

  @Test
  void aTableItsSolverRefusesOnSomeRowIsNotStarted() throws Exception {
    JsonNode refused =
        json(
            "/api/games/thuemorse/table?over=n=4611686018427387900..4611686018427387910&m=3"
                + "&question=grundy",
            422);
    assertThat(refused.get("error").asText())
        .startsWith(
            "column 'grundy' left out: solver 'search' refuses"
                + " n=4611686018427387900 m=3: the search would visit at least 4611686018427387901 positions to answer"
                + " 'grundy' from this instance");
  }

  @Test
  void aTableIsTheObjectTheCommandLinePrintsWithItsPeriod() throws Exception {
    JsonNode table =
        json("/api/games/thuemorse/table?over=n=0..40&m=3&question=outcome&solver=automaton", 200);
    String printed =
        CLI.run(
                "table",
                "thuemorse",
                "--over",
                "n=0..40",
                "m=3",
                "--question",
                "outcome",
                "--solver",
                "automaton",
                "--format",
                "json")
            .out();
    assertThat(table).isEqualTo(JSON.readTree(printed));
    assertThat(table.get("rows")).hasSize(41);
    assertThat(table.get("rows").get(40).get("n").asInt()).isEqualTo(40);
    assertThat(table.has("outcomePeriod")).isTrue();
  }

  @Test
  void aPlotIsAnSvgDocument() throws Exception {
    HttpResponse<String> plot =
        get(base, "/api/games/thuemorse/plot?x=n=0..20&y=m=1..5&question=outcome");
    assertThat(plot.statusCode()).isEqualTo(200);
    assertThat(plot.headers().firstValue("Content-Type").orElseThrow()).startsWith("image/svg+xml");
    assertThat(plot.body()).startsWith("<?xml").contains("<svg").contains("thuemorse: m against n");
    assertThat(json("/api/games/thuemorse/plot?y=m=1..5", 400).get("field").asText())
        .isEqualTo("x");
    assertThat(json("/api/games/thuemorse/plot?x=n=0..5000", 400).get("error").asText())
        .contains("1000");
  }

  /**
   * Each move's value in play comes from the engine's search; here it is checked against the
   * automaton solver's answer for the pile the move leaves, which shares no code with the search.
   */
  @Test
  void everyMoveInPlayIsValuedAsAnotherSolverValuesThePositionItLeaves() throws Exception {
    JsonNode play = json("/api/games/thuemorse/play?n=30&m=4&moves=0", 200);
    assertThat(play.get("movesPlayed")).hasSize(1);
    assertThat(play.get("toMove").asText()).isEqualTo("computer");
    assertThat(play.get("over").asBoolean()).isFalse();
    JsonNode moves = play.get("moves");
    assertThat(moves).hasSize(4);
    for (JsonNode move : moves) {
      int left = 29 - (move.get("index").asInt() + 1);
      JsonNode child = json("/api/games/thuemorse/solve?solver=automaton&m=4&n=" + left, 200);
      // Leaving an odious count (an odd number of 1 bits) loses at once; otherwise the mover wins
      // exactly when the
      // player to move in the pile left loses, as the automaton says of that pile as a start.
      boolean odious = Integer.bitCount(left) % 2 == 1;
      assertThat(move.get("outcome").asText())
          .as(move.get("label").asText())
          .isEqualTo(odious || child.get("firstPlayerWins").asBoolean() ? "loss" : "win");
    }
    int perfect = play.get("perfectMove").asInt();
    assertThat(moves.get(perfect).get("outcome").asText())
        .isEqualTo(play.get("value").get("outcome").asText());
    assertThat(play.get("history")).hasSize(2);
    assertThat(play.get("position").asText()).startsWith("29 stones");
  }

  @Test
  void aGameTooLargeToSearchIsPlayedByASolverThatAnswersMove() throws Exception {
    assertThat(
            json("/api/games/thuemorse/play?n=10^18&m=3&solver=classic", 422).get("error").asText())
        .contains("other solvers of game 'thuemorse'");
    JsonNode play = json("/api/games/thuemorse/play?n=10^18&m=3&solver=automaton", 200);
    JsonNode moves = play.get("moves");
    assertThat(moves).hasSize(3);
    BigInteger start = BigInteger.TEN.pow(18);
    for (JsonNode move : moves) {
      BigInteger left = start.subtract(BigInteger.valueOf(move.get("index").asInt() + 1));
      JsonNode child = json("/api/games/thuemorse/solve?solver=classic&m=3&n=" + left, 422);
      assertThat(child.get("status").asInt()).isEqualTo(422);
      boolean odious = left.bitCount() % 2 == 1;
      JsonNode byAutomaton = json("/api/games/thuemorse/solve?solver=automaton&m=3&n=" + left, 200);
      assertThat(move.get("outcome").asText())
          .isEqualTo(odious || byAutomaton.get("firstPlayerWins").asBoolean() ? "loss" : "win");
      // A solver says who wins, not in how many moves; a move that ends the game ends it in one.
      if (odious) {
        assertThat(move.get("remoteness").asInt()).isEqualTo(1);
      } else {
        assertThat(move.get("remoteness").isNull()).isTrue();
      }
    }
  }

  @Test
  void movesThatDoNotExistOrFollowTheEndAre400() throws Exception {
    assertThat(json("/api/games/thuemorse/play?n=30&m=4&moves=7", 400).get("error").asText())
        .isEqualTo("move 1 is number 7, but that position has moves 0 to 3");
    assertThat(json("/api/games/thuemorse/play?n=30&m=4&moves=x", 400).get("field").asText())
        .isEqualTo("moves");
    // 12 - 1 = 11, an odious count: the game is over after the first move.
    assertThat(json("/api/games/thuemorse/play?n=12&m=3&moves=0,0", 400).get("error").asText())
        .isEqualTo("the game ended after move 1, so there is no move 2");
    assertThat(json("/api/games/thuemorse/play?n=12&m=3&first=nobody", 400).get("field").asText())
        .isEqualTo("first");
  }

  /**
   * With {@code reply=true} the API plays the computer's perfect move after the person's: a script
   * plays a whole game of tic-tac-toe by sending its own moves alone, each time the perfect move
   * the answer offers, and the game ends in the tie the empty board's value says.
   */
  @Test
  void aWholeGameIsPlayedThroughTheApiWithTheComputersReplies() throws Exception {
    String start = "/api/games/connect/play?p.width=3&p.height=3&p.k=3&reply=true";
    JsonNode state = json(start, 200);
    assertThat(state.get("value").get("outcome").asText()).isEqualTo("tie");
    List<String> played = new ArrayList<>();
    while (!state.get("over").asBoolean()) {
      assertThat(state.get("toMove").asText()).isEqualTo("you");
      played.add(state.get("perfectMove").asText());
      state = json(start + "&moves=" + String.join(",", played), 200);
      List<String> answered = new ArrayList<>();
      state.get("movesPlayed").forEach(index -> answered.add(index.asText()));
      assertThat(answered.subList(0, played.size())).isEqualTo(played);
      if (!state.get("over").asBoolean()) {
        assertThat(answered).hasSize(played.size() + 1);
        played.add(answered.get(played.size()));
      }
      assertThat(played.size()).isLessThanOrEqualTo(9);
    }
    assertThat(state.get("value").get("outcome").asText()).isEqualTo("tie");
    assertThat(state.get("movesPlayed")).hasSize(9);
    assertThat(
            json("/api/games/connect/play?p.width=3&p.height=3&p.k=3&reply=maybe", 400)
                .get("field")
                .asText())
        .isEqualTo("reply");
    JsonNode without = json("/api/games/connect/play?p.width=3&p.height=3&p.k=3&moves=4", 200);
    assertThat(without.get("toMove").asText()).isEqualTo("computer");
    assertThat(without.get("movesPlayed")).hasSize(1);
  }

  @Test
  void theApiListsItsRoutesAtApi() throws Exception {
    for (String at : List.of("/api", "/api/")) {
      JsonNode listing = json(at, 200);
      assertThat(listing.get("openapi").asText()).isEqualTo("/api/openapi.json");
      List<String> routes = new ArrayList<>();
      listing
          .get("routes")
          .forEach(
              route -> routes.add(route.get("method").asText() + " " + route.get("path").asText()));
      assertThat(routes).contains("GET /api/games", "GET /api/games/{game}/play", "GET /api");
    }
  }

  /**
   * A refusal names the query parameter it is about: connect's own {@code moves} as {@code
   * p.moves[i]}, the moves played as {@code moves}.
   */
  @Test
  void aRefusalNamesTheQueryParameterItIsAbout() throws Exception {
    assertThat(
            json("/api/games/connect/play?p.width=3&p.height=3&p.k=3&p.moves=5,5", 400)
                .get("field")
                .asText())
        .isEqualTo("p.moves[2]");
    assertThat(
            json("/api/games/connect/play?p.width=3&p.height=3&p.k=3&moves=9", 400)
                .get("field")
                .asText())
        .isEqualTo("moves");
  }

  /** A form's ticked checkbox sends {@code false} (its hidden twin) then {@code true}: true. */
  @Test
  void aTickedCheckboxsPairOfValuesIsTrue() throws Exception {
    JsonNode ticked =
        json(
            "/api/games/connect/play?p.width=4&p.height=4&p.k=3&p.gravity=false&p.gravity=true",
            200);
    assertThat(ticked.get("params").get("gravity").asBoolean()).isTrue();
    assertThat(ticked.get("moves")).hasSize(4);
    JsonNode twice =
        json(
            "/api/games/connect/play?p.width=4&p.height=4&p.k=3&p.gravity=true&p.gravity=false",
            400);
    assertThat(twice.get("error").asText()).isEqualTo("parameter 'gravity' is given 2 times");
  }

  @Test
  void theOpenApiDocumentDescribesEveryRouteAndErrorStatus() throws Exception {
    JsonNode document = json("/api/openapi.json", 200);
    assertThat(document.get("openapi").asText()).isEqualTo("3.0.3");
    List<String> paths = new ArrayList<>();
    document.get("paths").fieldNames().forEachRemaining(paths::add);
    assertThat(paths)
        .containsExactly(
            "/api/games",
            "/api/games/{game}",
            "/api/games/{game}/solve",
            "/api/games/{game}/table",
            "/api/games/{game}/plot",
            "/api/games/{game}/play",
            "/api/games/{game}/picture",
            "/api",
            "/api/openapi.json");
    List<String> statuses = new ArrayList<>();
    document
        .get("paths")
        .get("/api/games/{game}/solve")
        .get("get")
        .get("responses")
        .fieldNames()
        .forEachRemaining(statuses::add);
    assertThat(statuses).containsExactly("200", "202", "400", "404", "422", "500", "503", "504");
    List<String> playStatuses = new ArrayList<>();
    document
        .get("paths")
        .get("/api/games/{game}/play")
        .get("get")
        .get("responses")
        .fieldNames()
        .forEachRemaining(playStatuses::add);
    assertThat(playStatuses).contains("202");
    assertThat(document.at("/components/schemas/Solving/required").toString())
        .isEqualTo("[\"status\",\"solving\",\"retryAfterSeconds\"]");
    List<String> progress = new ArrayList<>();
    document
        .at("/components/schemas/Solving/properties")
        .fieldNames()
        .forEachRemaining(progress::add);
    assertThat(progress)
        .containsExactly(
            "status",
            "solving",
            "positionsValued",
            "positions",
            "positionsSearched",
            "position",
            "retryAfterSeconds");
  }

  @Test
  void aRequestLargerThanTheLimitIsRefusedWithoutAnAnswer() throws Exception {
    HttpResponse<String> huge =
        get(base, "/api/games/thuemorse/solve?n=" + "9".repeat(100_000) + "&m=3");
    assertThat(huge.statusCode()).isIn(413, 414, 431);
  }

  @Test
  void pagesShowTheGamesAndEscapeWhatTheyShow() throws Exception {
    HttpResponse<String> games = get(base, "/");
    assertThat(games.statusCode()).isEqualTo(200);
    assertThat(games.body()).contains("<a href=\"/games/thuemorse\">thuemorse</a>");
    HttpResponse<String> bad = get(base, "/games/thuemorse?n=%3Cscript%3E&m=3&run=1");
    assertThat(bad.statusCode()).isEqualTo(400);
    assertThat(bad.body()).contains("got &#39;&lt;script&gt;&#39;").doesNotContain("<script>");
    HttpResponse<String> missing = get(base, "/games/chess");
    assertThat(missing.statusCode()).isEqualTo(404);
    assertThat(missing.body()).contains("No game &#39;chess&#39;");
    assertThat(LOG).isEmpty();
  }

  @Test
  void undoTakesBackThePersonsLastMoveAndTheReplyToItOnceThePersonHasMoved() throws Exception {
    int reply = json("/api/games/thuemorse/play?n=30&m=4&moves=0", 200).get("perfectMove").asInt();
    String afterOne = get(base, "/games/thuemorse/play?n=30&m=4&first=you&moves=0," + reply).body();
    assertThat(afterOne)
        .contains(
            "<a id=\"undo\" href=\"/games/thuemorse/play?p.n&#61;30&amp;p.m&#61;4&amp;first&#61;you\">");
    int opening =
        json("/api/games/thuemorse/play?n=30&m=4&first=computer", 200).get("perfectMove").asInt();
    String computerFirst =
        get(base, "/games/thuemorse/play?n=30&m=4&first=computer&moves=" + opening).body();
    assertThat(computerFirst).contains("id=\"restart\"").doesNotContain("id=\"undo\"");
  }

  @Test
  void theComputersTurnInAPlayPageRedirectsToTheUrlWithItsPerfectMove() throws Exception {
    HttpResponse<String> turn = get(base, "/games/thuemorse/play?n=30&m=4&first=you&moves=0");
    assertThat(turn.statusCode()).isEqualTo(303);
    int perfect =
        json("/api/games/thuemorse/play?n=30&m=4&moves=0", 200).get("perfectMove").asInt();
    assertThat(turn.headers().firstValue("Location"))
        .hasValue("/games/thuemorse/play?p.n=30&p.m=4&first=you&moves=0," + perfect);
  }
}
