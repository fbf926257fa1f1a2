package dev.nimber.app.serve;

import static dev.nimber.app.serve.Queries.blank;
import static dev.nimber.app.serve.Queries.first;
import static dev.nimber.app.serve.Queries.instance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.service.AnswerJson;
import dev.nimber.app.service.Drawing;
import dev.nimber.app.service.HttpFace;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.SolvingPools;
import dev.nimber.app.service.StillWorking;
import io.javalin.Javalin;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * {@code nimber serve}'s HTTP server (Javalin on Jetty): the pages under {@code /}, the JSON API
 * under {@code /api} (described by {@code /api/openapi.json}) and the pages' style sheet under
 * {@code /static}. Pages are rendered on the server from Mustache templates, which escape every
 * value; a play's whole state is in its URL.
 *
 * <p>Query parameters name the instance's parameters as {@code p.NAME}, or by their names besides
 * the server's own ({@link Queries#RESERVED}).
 */
public final class NimberServer implements HttpFace.Server {

  /**
   * The largest request the server reads, in bytes: the query of a play's URL fits many times over.
   */
  public static final long MAX_REQUEST_BYTES = 64 * 1024;

  /**
   * Marks a request whose error this server wrote, so that the handler of unknown paths leaves it
   * as it is.
   */
  private static final String ANSWERED_ERROR = "nimber.error";

  private final GameService games;
  private final ObjectMapper json;
  private final Consumer<String> log;
  private Javalin server;
  private final Pages pages;

  /**
   * @param games what the pages and the API show
   * @param json writes the API's answers
   * @param log where failures the server did not expect are reported (standard error)
   */
  public NimberServer(GameService games, ObjectMapper json, Consumer<String> log) {
    this.games = games;
    this.json = json;
    this.log = log;
    this.pages = new Pages(games, json);
  }

  @Override
  public int start(String host, int port) {
    server =
        Javalin.create(
            config -> {
              config.startup.showJavalinBanner = false;
              config.startup.showOldJavalinVersionWarning = false;
              config.http.maxRequestSize = MAX_REQUEST_BYTES;
              config.routes.get("/api/games", ctx -> json(ctx, games.games()));
              config.routes.get(
                  "/api/games/{game}", ctx -> json(ctx, games.game(ctx.pathParam("game")).json()));
              config.routes.get(
                  "/api/games/{game}/solve",
                  ctx ->
                      json(
                          ctx,
                          AnswerJson.of(
                              games.solve(
                                  ctx.pathParam("game"),
                                  ctx.queryParam("solver"),
                                  ctx.queryParam("question"),
                                  instance(ctx)))));
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
              config.routes.get("/", pages.page("games", ctx -> Map.of("games", games.games())));
              config.routes.get("/games/{game}", pages.page("game", pages::gamePage));
              config.routes.get("/games/{game}/table", pages.page("table", pages::tablePage));
              config.routes.get("/games/{game}/play", pages::playPage);
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
    PlayState state = Queries.play(games, ctx, instance, first, solver);
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

  /**
   * The picture of a game in play, as SVG: its moves coloured by their values, without links. 404
   * when the game draws no picture of the position.
   */
  private void picture(Context ctx) {
    PlayState state =
        Queries.play(games, ctx, instance(ctx), first(ctx), blank(ctx.queryParam("solver")));
    Drawing drawing =
        state
            .drawing(index -> Optional.empty())
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

  private void json(Context ctx, Object value) throws JsonProcessingException {
    ctx.contentType("application/json").result(json.writeValueAsString(value));
  }

  /**
   * An error, or a 202 for work still under way in the background (a ruleset's solve or a
   * position's search, with its progress and a {@code Retry-After}): JSON under /api, a page
   * elsewhere.
   */
  private void error(Context ctx, ApiException failure) {
    int status = failure.status();
    ctx.attribute(ANSWERED_ERROR, true);
    ctx.status(status);
    if (status == 503) {
      ctx.header("Retry-After", String.valueOf(SolvingPools.RETRY_AFTER_SECONDS));
    }
    StillWorking.Progress progress = failure.progress().orElse(null);
    if (progress != null) {
      ctx.header("Retry-After", String.valueOf(StillWorking.RETRY_AFTER_SECONDS));
    }
    if (ctx.path().startsWith("/api/")) {
      Map<String, Object> body = new LinkedHashMap<>();
      body.put("status", status);
      body.put(progress != null ? "solving" : "error", failure.getMessage());
      if (failure.field() != null) {
        body.put("field", failure.field());
      }
      if (progress instanceof StillWorking.Solve solve) {
        body.put("positionsValued", solve.valued());
        body.put("positions", solve.positions());
      } else if (progress instanceof StillWorking.Search search) {
        body.put("positionsSearched", search.visited());
        search.position().ifPresent(position -> body.put("position", position));
      }
      if (progress != null) {
        body.put("retryAfterSeconds", StillWorking.RETRY_AFTER_SECONDS);
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
    pages.render(ctx, "error", page);
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
