package dev.nimber.app.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheFactory;
import dev.nimber.api.Answer;
import dev.nimber.api.IntegerSequence;
import dev.nimber.app.catalog.Selection;
import dev.nimber.app.explore.TableJson;
import dev.nimber.app.explore.TableRow;
import dev.nimber.app.picture.PictureDrawing;
import dev.nimber.app.service.BackgroundSolves;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.service.TableAnswer;
import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.InputStream;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * {@code nimber serve}'s HTTP server (Javalin on Jetty): the pages under {@code /}, the JSON API
 * under {@code /api} (described by {@code /api/openapi.json}) and the pages' style sheet under
 * {@code /static}. Pages are rendered on the server from Mustache templates, which escape every
 * value; a play's whole state is in its URL.
 *
 * <p>Query parameters name the instance's parameters by their names, besides these reserved ones:
 * {@code solver}, {@code question}, {@code over}, {@code x}, {@code y}, {@code moves}, {@code
 * first}, {@code run}, {@code hint}.
 */
public final class NimberServer implements AutoCloseable {

  /**
   * The largest request the server reads, in bytes: the query of a play's URL fits many times over.
   */
  public static final long MAX_REQUEST_BYTES = 64 * 1024;

  /**
   * How a query names a game's parameter whatever its name: {@code p.n=387}, {@code p.moves=3,3,4}.
   */
  static final String PARAMETER_PREFIX = "p.";

  /**
   * Query parameters that are not the instance's, unless written with {@link #PARAMETER_PREFIX}.
   */
  static final Set<String> RESERVED =
      Set.of("solver", "question", "over", "x", "y", "moves", "first", "run", "hint", "reply");

  /**
   * The values a checked checkbox sends: the hidden {@code false} before it, then its own {@code
   * true}; an unchecked one sends the {@code false} alone.
   */
  private static final List<String> CHECKED = List.of("false", "true");

  private static final String TEMPLATES = "dev/nimber/app/serve/";

  /**
   * Marks a request whose error this server wrote, so that the handler of unknown paths leaves it
   * as it is.
   */
  private static final String ANSWERED_ERROR = "nimber.error";

  private final GameService games;
  private final ObjectMapper json;
  private final Consumer<String> log;
  private final MustacheFactory templates = new DefaultMustacheFactory(TEMPLATES);
  private Javalin server;

  /**
   * @param games what the pages and the API show
   * @param json writes the API's answers
   * @param log where failures the server did not expect are reported (standard error)
   */
  public NimberServer(GameService games, ObjectMapper json, Consumer<String> log) {
    this.games = games;
    this.json = json;
    this.log = log;
  }

  /**
   * Starts serving.
   *
   * @param host the address to bind ({@code 127.0.0.1}: this machine only)
   * @param port the port, or 0 for any free one
   * @return the port it listens on
   */
  public int start(String host, int port) {
    server =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.startup.showOldJavalinVersionWarning = false;
              config.http.maxRequestSize = MAX_REQUEST_BYTES;
              config.routes.get("/api/games", ctx -> json(ctx, games.games()));
              config.routes.get(
                  "/api/games/{game}", ctx -> json(ctx, games.game(ctx.pathParam("game"))));
              config.routes.get(
                  "/api/games/{game}/solve",
                  ctx ->
                      json(
                          ctx,
                          games.solve(
                              ctx.pathParam("game"),
                              ctx.queryParam("solver"),
                              ctx.queryParam("question"),
                              instance(ctx))));
              config.routes.get(
                  "/api/games/{game}/table",
                  ctx ->
                      json(
                          ctx,
                          games
                              .table(
                                  ctx.pathParam("game"),
                                  ctx.queryParam("solver"),
                                  ctx.queryParam("question"),
                                  ctx.queryParam("over"),
                                  instance(ctx))
                              .json()));
              config.routes.get(
                  "/api/games/{game}/plot",
                  ctx ->
                      ctx.contentType("image/svg+xml; charset=utf-8")
                          .result(
                              games.plot(
                                  ctx.pathParam("game"),
                                  ctx.queryParam("solver"),
                                  ctx.queryParam("question"),
                                  ctx.queryParam("x"),
                                  ctx.queryParam("y"),
                                  instance(ctx))));
              config.routes.get("/api/games/{game}/play", ctx -> json(ctx, apiPlay(ctx).json()));
              config.routes.get("/api/games/{game}/picture", this::picture);
              config.routes.get("/api", this::routes);
              config.routes.get("/api/", this::routes);
              config.routes.get(
                  "/api/openapi.json",
                  ctx -> ctx.contentType("application/json").result(resource("openapi.json")));
              config.routes.get(
                  "/static/style.css",
                  ctx -> ctx.contentType("text/css; charset=utf-8").result(resource("style.css")));
              config.routes.get("/", page("games", ctx -> Map.of("games", games.games())));
              config.routes.get("/games/{game}", page("game", this::gamePage));
              config.routes.get("/games/{game}/table", page("table", this::tablePage));
              config.routes.get("/games/{game}/play", this::playPage);
              config.routes.exception(ApiException.class, (failure, ctx) -> error(ctx, failure));
              config.routes.exception(
                  Exception.class,
                  (failure, ctx) -> {
                    log.accept(
                        "nimber serve: " + ctx.method() + " " + ctx.path() + " failed: " + failure);
                    error(
                        ctx,
                        new ApiException(
                            500,
                            null,
                            "the server failed: "
                                + failure.getClass().getSimpleName()
                                + (failure.getMessage() == null
                                    ? ""
                                    : ": " + failure.getMessage())));
                  });
              config.routes.error(
                  404,
                  ctx -> {
                    if (ctx.attribute(ANSWERED_ERROR) == null) {
                      error(ctx, new ApiException(404, null, "nothing at " + ctx.path()));
                    }
                  });
            });
    server.start(host, port);
    return server.port();
  }

  /** Stops the server, and the solves of rulesets under way in the background. */
  @Override
  public void close() {
    if (server != null) {
      server.stop();
    }
    games.close();
  }

  /**
   * The instance's parameters among a request's query parameters, in their order: each written
   * {@code p.NAME}, and each other name but the reserved ones. A game parameter whose name is
   * reserved ({@code moves}) is reached only as {@code p.moves}, so serve's own names and a game's
   * never collide.
   */
  private static Map<String, String> instance(Context ctx) {
    Map<String, String> raw = new LinkedHashMap<>();
    ctx.queryParamMap()
        .forEach(
            (given, values) -> {
              boolean prefixed = given.startsWith(PARAMETER_PREFIX);
              String name = prefixed ? given.substring(PARAMETER_PREFIX.length()) : given;
              if (values.equals(CHECKED)) {
                values = List.of("true");
              }
              if ((prefixed || !RESERVED.contains(given))
                  && !values.isEmpty()
                  && !values.get(0).isBlank()) {
                if (values.size() > 1 || raw.containsKey(name)) {
                  throw new ApiException(
                      400,
                      name,
                      "parameter '"
                          + name
                          + "' is given "
                          + (values.size() > 1
                              ? values.size() + " times"
                              : "twice, as '"
                                  + name
                                  + "' and as '"
                                  + PARAMETER_PREFIX
                                  + name
                                  + "'"));
                }
                raw.put(name, values.get(0).strip());
              }
            });
    return raw;
  }

  /** A query parameter's value as a form shows it: a checked checkbox's pair is {@code true}. */
  private static String formValue(Context ctx, String key) {
    List<String> values = ctx.queryParams(key);
    if (values.isEmpty()) {
      return null;
    }
    return values.equals(CHECKED) ? "true" : values.get(0);
  }

  /**
   * Who moved first, as the query gives it: {@code you} (the default) or {@code computer}, not yet
   * checked.
   */
  private static String first(Context ctx) {
    String given = ctx.queryParam("first");
    return given == null ? "you" : given;
  }

  /**
   * The play of a request's game from its instance, with {@code first} checked and its moves read
   * from the query.
   */
  private PlayState play(Context ctx, Map<String, String> instance, String first, String solver) {
    if (!first.equals("you") && !first.equals("computer")) {
      throw new ApiException(
          400, "first", "parameter 'first': got '" + first + "'; allowed: you or computer");
    }
    return games.play(
        ctx.pathParam("game"),
        instance,
        moves(ctx.queryParam("moves")),
        first.equals("you"),
        solver);
  }

  /**
   * A game in play for the API: with {@code reply=true}, when the computer is to move in the
   * position reached and the game is not over, the state after the computer's perfect move, so that
   * a script plays a whole game by sending its own moves alone.
   */
  private PlayState apiPlay(Context ctx) {
    String reply = ctx.queryParam("reply");
    if (reply != null && !reply.equals("true") && !reply.equals("false")) {
      throw new ApiException(
          400, "reply", "parameter 'reply': got '" + reply + "'; allowed: true or false");
    }
    Map<String, String> instance = instance(ctx);
    String first = first(ctx);
    String solver = blank(ctx.queryParam("solver"));
    PlayState state = play(ctx, instance, first, solver);
    if ("true".equals(reply) && !state.personToMove() && !state.over()) {
      List<Integer> withReply = new ArrayList<>(state.movesPlayed());
      withReply.add(state.perfectMove());
      state = games.play(ctx.pathParam("game"), instance, withReply, first.equals("you"), solver);
    }
    return state;
  }

  /**
   * The API's routes, each with what it answers, read from the OpenAPI document, which is linked.
   */
  private void routes(Context ctx) throws IOException {
    Map<String, Object> listing = new LinkedHashMap<>();
    listing.put("openapi", "/api/openapi.json");
    List<Map<String, Object>> routes = new ArrayList<>();
    json.readTree(resource("openapi.json"))
        .get("paths")
        .properties()
        .forEach(
            path ->
                path.getValue()
                    .properties()
                    .forEach(
                        operation -> {
                          Map<String, Object> route = new LinkedHashMap<>();
                          route.put("method", operation.getKey().toUpperCase(Locale.ROOT));
                          route.put("path", path.getKey());
                          route.put("summary", operation.getValue().path("summary").asText());
                          routes.add(route);
                        }));
    listing.put("routes", routes);
    json(ctx, listing);
  }

  /** The moves of a play's URL: indices separated by commas. */
  static List<Integer> moves(String text) {
    int parts = text == null ? 0 : text.split(",", -1).length;
    if (parts > NimberService.MAX_MOVES_PLAYED) {
      throw new ApiException(
          400, "moves", "at most " + NimberService.MAX_MOVES_PLAYED + " moves, got " + parts);
    }
    return Requests.moveNumbers(text)
        .orElseThrow(
            () ->
                new ApiException(
                    400,
                    "moves",
                    "parameter 'moves': got '"
                        + text
                        + "'; allowed: move numbers"
                        + " separated by commas (0 is a position's first move)"));
  }

  private Map<String, Object> gamePage(Context ctx) {
    Map<String, Object> game = games.game(ctx.pathParam("game"));
    Map<String, Object> page = form(ctx, game);
    if (ctx.queryParam("run") != null) {
      try {
        Map<String, Object> answer =
            games.solve(
                ctx.pathParam("game"),
                blank(ctx.queryParam("solver")),
                blank(ctx.queryParam("question")),
                instance(ctx));
        page.put("answer", answer.get("answer"));
        showAnswer(page, answer);
        page.put(
            "millis", String.format(Locale.ROOT, "%.3f", (Long) answer.get("solveNanos") / 1e6));
        page.put("answerJson", json.writerWithDefaultPrettyPrinter().writeValueAsString(answer));
      } catch (ApiException refused) {
        refusal(page, refused);
      } catch (JsonProcessingException unwritable) {
        throw new UncheckedIOException(unwritable);
      }
    }
    return page;
  }

  /**
   * How the game page shows an answer: every move's value as a table (move, outcome, remoteness); a
   * run of numbers or an answer of several lines preformatted; anything else as a heading.
   */
  @SuppressWarnings("unchecked")
  private static void showAnswer(Map<String, Object> page, Map<String, Object> answer) {
    Object moves = answer.get("moves");
    String text = (String) answer.get("answer");
    if (moves instanceof List<?> list && !list.isEmpty()) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Map<String, Object> move : (List<Map<String, Object>>) list) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("move", move.get("move"));
        row.put("outcome", move.get("outcome"));
        row.put("remoteness", move.get("remoteness") == null ? "—" : move.get("remoteness"));
        rows.add(row);
      }
      page.put("answerTable", true);
      page.put("answerMoves", rows);
    } else if (text.contains("\n") || answer.get("value") instanceof IntegerSequence) {
      page.put("answerLines", true);
    } else {
      page.put("answerHeading", true);
    }
  }

  /**
   * What the table page shows of a table: its column, its period as the API gives it, and each
   * row's words.
   */
  private static Map<String, Object> tableView(TableAnswer table) {
    Map<String, Object> view = new LinkedHashMap<>();
    Selection column = table.columns().get(0);
    view.put("question", column.question().name());
    view.put("solver", column.solver().name());
    view.put("over", table.range().name());
    table.periods().stream()
        .findFirst()
        .ifPresent(found -> view.put("period", TableJson.period(found, table.range())));
    List<Map<String, Object>> rows = new ArrayList<>();
    for (TableRow row : table.rows()) {
      Map<String, Object> shown = new LinkedHashMap<>();
      shown.put("value", row.value());
      shown.put("answer", row.cells().get(0).map(Answer::text).orElse(null));
      rows.add(shown);
    }
    view.put("rows", rows);
    return view;
  }

  private Map<String, Object> tablePage(Context ctx) {
    Map<String, Object> game = games.game(ctx.pathParam("game"));
    Map<String, Object> page = form(ctx, game);
    page.put("over", ctx.queryParam("over") == null ? "" : ctx.queryParam("over"));
    page.put("y", ctx.queryParam("y") == null ? "" : ctx.queryParam("y"));
    if (ctx.queryParam("run") != null) {
      try {
        // Over two parameters, the plot alone: a table lists one parameter's values.
        String y = blank(ctx.queryParam("y"));
        page.put(
            "plot",
            games.plot(
                ctx.pathParam("game"),
                blank(ctx.queryParam("solver")),
                blank(ctx.queryParam("question")),
                ctx.queryParam("over"),
                y,
                instance(ctx)));
        if (y == null) {
          page.put(
              "table",
              tableView(
                  games.table(
                      ctx.pathParam("game"),
                      blank(ctx.queryParam("solver")),
                      blank(ctx.queryParam("question")),
                      ctx.queryParam("over"),
                      instance(ctx))));
        }
      } catch (ApiException refused) {
        refusal(page, refused);
      }
    }
    return page;
  }

  /** A refusal shown on a page: next to its field when it names one, above the form otherwise. */
  @SuppressWarnings("unchecked")
  private static void refusal(Map<String, Object> page, ApiException refused) {
    boolean placed = false;
    for (Map<String, Object> field : (List<Map<String, Object>>) page.get("fields")) {
      if (names(field, refused.field())) {
        field.put("error", refused.getMessage());
        placed = true;
      }
    }
    if (!placed) {
      page.put("error", refused.getMessage());
    }
    page.put("status", refused.status());
  }

  /**
   * Whether a refusal's field is this form field's parameter or an element of it: {@code p.NAME}
   * always, {@code NAME} where the server does not keep the name for itself.
   */
  private static boolean names(Map<String, Object> field, String refusedField) {
    if (refusedField == null) {
      return false;
    }
    int bracket = refusedField.indexOf('[');
    String base = bracket < 0 ? refusedField : refusedField.substring(0, bracket);
    String name = (String) field.get("name");
    return base.equals(field.get("input")) || (base.equals(name) && !RESERVED.contains(name));
  }

  /**
   * A game's page: its description and the form built from its parameters, filled with the
   * request's values.
   */
  @SuppressWarnings("unchecked")
  private static Map<String, Object> form(Context ctx, Map<String, Object> game) {
    Map<String, Object> page = new LinkedHashMap<>();
    page.put("game", game);
    List<Map<String, Object>> fields = new ArrayList<>();
    for (Map<String, Object> parameter : (List<Map<String, Object>>) game.get("parameters")) {
      Map<String, Object> field = new LinkedHashMap<>(parameter);
      String name = (String) parameter.get("name");
      String given =
          ctx.queryParam(PARAMETER_PREFIX + name) != null
              ? formValue(ctx, PARAMETER_PREFIX + name)
              : RESERVED.contains(name) ? null : formValue(ctx, name);
      String value = given != null ? given : asText(parameter.get("default"));
      field.put("value", value);
      field.put("checkbox", "boolean".equals(parameter.get("type")));
      field.put("checked", "true".equals(value));
      field.put("input", PARAMETER_PREFIX + name);
      // Present, so that the template does not show the page's own error under every field.
      field.put("error", false);
      fields.add(field);
    }
    page.put("fields", fields);
    String question = ctx.queryParam("question");
    page.put(
        "questions",
        ((List<String>) game.get("questions"))
            .stream()
                .map(name -> Map.of("name", name, "selected", name.equals(question)))
                .toList());
    String solver = ctx.queryParam("solver");
    page.put(
        "solvers",
        ((List<Map<String, Object>>) game.get("solvers"))
            .stream()
                .map(
                    described ->
                        Map.of(
                            "name",
                            described.get("name"),
                            "selected",
                            described.get("name").equals(solver)))
                .toList());
    return page;
  }

  private void playPage(Context ctx) throws IOException {
    String gameId = ctx.pathParam("game");
    Map<String, Object> game = games.game(gameId);
    Map<String, Object> page = form(ctx, game);
    Map<String, String> instance = instance(ctx);
    String first = first(ctx);
    String solver = blank(ctx.queryParam("solver"));
    page.put("firstYou", !first.equals("computer"));
    page.put(
        "moveSolvers",
        games.moveSolvers(gameId).stream()
            .map(name -> Map.of("name", name, "selected", name.equals(solver)))
            .toList());
    if (instance.isEmpty()) {
      render(ctx, "play", page);
      return;
    }
    PlayState state;
    try {
      state = play(ctx, instance, first, solver);
    } catch (ApiException solving) {
      if (solving.progress().isEmpty()) {
        refusal(page, solving);
        render(ctx.status(solving.status()), "play", page);
        return;
      }
      BackgroundSolves.Progress progress = solving.progress().get();
      page.put(
          "solving",
          Map.of(
              "valued",
              progress.valued(),
              "positions",
              progress.positions(),
              "percent",
              progress.positions() == 0 ? 0 : 100 * progress.valued() / progress.positions()));
      page.put("refreshSeconds", BackgroundSolves.RETRY_AFTER_SECONDS);
      ctx.header("Retry-After", String.valueOf(BackgroundSolves.RETRY_AFTER_SECONDS));
      render(ctx.status(202), "play", page);
      return;
    }
    Map<String, Object> play = state.json();
    List<Integer> played = state.movesPlayed();
    if (play.get("toMove").equals("computer") && !(Boolean) play.get("over")) {
      List<Integer> withReply = new ArrayList<>(played);
      withReply.add((Integer) play.get("perfectMove"));
      ctx.redirect(playUrl(gameId, instance, first, solver, withReply), HttpStatus.SEE_OTHER);
      return;
    }
    page.put("play", play);
    page.put("anyPlayed", !played.isEmpty());
    page.put("hint", ctx.queryParam("hint") != null);
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> moves = (List<Map<String, Object>>) play.get("moves");
    IntFunction<String> afterMove =
        index -> {
          List<Integer> after = new ArrayList<>(played);
          after.add(index);
          return playUrl(gameId, instance, first, solver, after);
        };
    List<Map<String, Object>> links = new ArrayList<>();
    for (Map<String, Object> move : moves) {
      Map<String, Object> link = new LinkedHashMap<>(move);
      link.put("href", afterMove.apply((Integer) move.get("index")));
      link.put("perfect", move.get("index").equals(play.get("perfectMove")));
      links.add(link);
    }
    page.put("moveLinks", links);
    PictureDrawing.of(state, index -> Optional.of(afterMove.apply(index)))
        .ifPresent(drawing -> page.put("picture", drawing.svgElement()));
    // Undo takes back the person's last move and the computer's reply to it, once the person has
    // moved.
    int personMoves = first.equals("you") ? (played.size() + 1) / 2 : played.size() / 2;
    if (personMoves > 0) {
      int back = first.equals("you") == (played.size() % 2 == 0) ? 2 : 1;
      page.put(
          "undo",
          playUrl(gameId, instance, first, solver, played.subList(0, played.size() - back)));
    }
    page.put("restart", playUrl(gameId, instance, first, solver, List.of()));
    page.put("hintUrl", playUrl(gameId, instance, first, solver, played) + "&hint");
    if (state.piecesByPlayer()) {
      page.put(
          "colours",
          first.equals("you")
              ? "Your pieces are blue (you move first); the computer's are orange."
              : "Your pieces are orange (the computer moves first); the computer's are blue.");
    }
    @SuppressWarnings("unchecked")
    Map<String, Object> value = (Map<String, Object>) play.get("value");
    Object remoteness = value.get("remoteness");
    if (remoteness != null) {
      page.put(
          "distance",
          remoteness.equals(1L) || remoteness.equals(1) ? "1 move" : remoteness + " moves");
    }
    if ((Boolean) play.get("over")) {
      boolean personToMove = play.get("toMove").equals("you");
      String outcome = (String) value.get("outcome");
      page.put(
          "result",
          outcome.equals("tie")
              ? "A tie."
              : outcome.equals("draw")
                  ? "A draw."
                  : outcome.equals("win") == personToMove ? "You win." : "The computer wins.");
    }
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> history = (List<Map<String, Object>>) play.get("history");
    page.put("historyChart", ValueHistory.svg(history));
    render(ctx, "play", page);
  }

  /**
   * The picture of a game in play, as SVG: its moves coloured by their values, without links. 404
   * when the game draws no picture of the position.
   */
  private void picture(Context ctx) {
    PlayState state = play(ctx, instance(ctx), first(ctx), blank(ctx.queryParam("solver")));
    PictureDrawing drawing =
        PictureDrawing.of(state, index -> Optional.empty())
            .orElseThrow(
                () ->
                    new ApiException(
                        404,
                        null,
                        "game '"
                            + state.game()
                            + "' draws no picture of the position "
                            + state.position().strip()));
    ctx.contentType("image/svg+xml; charset=utf-8").result(drawing.svgElement());
  }

  /**
   * A play's URL: the start position's parameters, who moved first, the computer's solver and the
   * moves played.
   */
  static String playUrl(
      String game, Map<String, String> instance, String first, String solver, List<Integer> moves) {
    StringBuilder url = new StringBuilder("/games/").append(encode(game)).append("/play?");
    instance.forEach(
        (name, value) ->
            url.append(encode(PARAMETER_PREFIX + name))
                .append('=')
                .append(encode(value))
                .append('&'));
    url.append("first=").append(encode(first));
    if (solver != null) {
      url.append("&solver=").append(encode(solver));
    }
    if (!moves.isEmpty()) {
      url.append("&moves=").append(String.join(",", moves.stream().map(String::valueOf).toList()));
    }
    return url.toString();
  }

  /**
   * A default as a form's field holds it: nothing for none, a list as its elements joined by
   * commas.
   */
  private static String asText(Object plain) {
    if (plain == null) {
      return "";
    }
    return plain instanceof List<?> list
        ? String.join(",", list.stream().map(String::valueOf).toList())
        : plain.toString();
  }

  private static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  private static String blank(String text) {
    return text == null || text.isBlank() ? null : text;
  }

  /**
   * A page: renders the template with what {@code view} gives; an {@link ApiException} shows as an
   * error page.
   */
  private Handler page(String template, Function<Context, Map<String, Object>> view) {
    return ctx -> {
      Map<String, Object> page = new LinkedHashMap<>(view.apply(ctx));
      if (page.get("status") instanceof Integer status) {
        ctx.status(status);
      }
      render(ctx, template, page);
    };
  }

  private void render(Context ctx, String template, Map<String, Object> scope) {
    Mustache mustache = templates.compile(template + ".mustache");
    StringWriter html = new StringWriter();
    mustache.execute(html, scope);
    ctx.html(html.toString());
  }

  private void json(Context ctx, Object value) throws JsonProcessingException {
    ctx.contentType("application/json").result(json.writeValueAsString(value));
  }

  /**
   * An error, or a 202 for a ruleset still being solved (with its progress and a {@code
   * Retry-After}): JSON under /api, a page elsewhere.
   */
  private void error(Context ctx, ApiException failure) {
    int status = failure.status();
    ctx.attribute(ANSWERED_ERROR, true);
    ctx.status(status);
    if (status == 503) {
      ctx.header("Retry-After", String.valueOf(SolvingPools.RETRY_AFTER_SECONDS));
    }
    BackgroundSolves.Progress progress = failure.progress().orElse(null);
    if (progress != null) {
      ctx.header("Retry-After", String.valueOf(BackgroundSolves.RETRY_AFTER_SECONDS));
    }
    if (ctx.path().startsWith("/api/")) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("status", status);
      body.put(progress != null ? "solving" : "error", failure.getMessage());
      if (failure.field() != null) {
        body.put("field", failure.field());
      }
      if (progress != null) {
        body.put("positionsValued", progress.valued());
        body.put("positions", progress.positions());
        body.put("retryAfterSeconds", BackgroundSolves.RETRY_AFTER_SECONDS);
      }
      try {
        json(ctx, body);
      } catch (JsonProcessingException impossible) {
        throw new UncheckedIOException(impossible);
      }
      return;
    }
    Map<String, Object> page = new LinkedHashMap<>();
    page.put("status", status);
    page.put("error", failure.getMessage());
    render(ctx, "error", page);
  }

  private static byte[] resource(String name) {
    try (InputStream in = NimberServer.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException("missing resource " + name);
      }
      return in.readAllBytes();
    } catch (IOException unreadable) {
      throw new UncheckedIOException(unreadable);
    }
  }
}
