package dev.nimber.app.serve;

import static dev.nimber.app.serve.Queries.PARAMETER_PREFIX;
import static dev.nimber.app.serve.Queries.RESERVED;
import static dev.nimber.app.serve.Queries.asText;
import static dev.nimber.app.serve.Queries.blank;
import static dev.nimber.app.serve.Queries.first;
import static dev.nimber.app.serve.Queries.formValue;
import static dev.nimber.app.serve.Queries.instance;
import static dev.nimber.app.serve.Queries.playUrl;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.mustachejava.DefaultMustacheFactory;
import com.github.mustachejava.Mustache;
import com.github.mustachejava.MustacheFactory;
import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import dev.nimber.app.service.AnswerJson;
import dev.nimber.app.service.GameInfo;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Solved;
import dev.nimber.app.service.StillWorking;
import dev.nimber.app.service.TableAnswer;
import dev.nimber.app.service.TableJson;
import dev.nimber.app.service.TableRow;
import io.javalin.http.Context;
import io.javalin.http.Handler;
import io.javalin.http.HttpStatus;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The server's pages, rendered from Mustache templates (which escape every value): the games, a
 * game's form and its answer, its table and plot, and a game in play, whose whole state is in its
 * URL.
 */
final class Pages {

  private static final String TEMPLATES = "dev/nimber/app/serve/";

  private final GameService games;
  private final ObjectMapper json;
  private final MustacheFactory templates = new DefaultMustacheFactory(TEMPLATES);

  /**
   * @param games what the pages show
   * @param json writes an answer's JSON on the game's page
   */
  Pages(GameService games, ObjectMapper json) {
    this.games = games;
    this.json = json;
  }

  Map<String, Object> gamePage(Context ctx) {
    GameInfo game = games.game(ctx.pathParam("game"));
    Map<String, Object> page = form(ctx, game);
    if (ctx.queryParam("run") != null) {
      try {
        Solved solved =
            games.solve(
                ctx.pathParam("game"),
                blank(ctx.queryParam("solver")),
                blank(ctx.queryParam("question")),
                instance(ctx));
        page.put("answer", solved.answer().text());
        showAnswer(page, solved.answer());
        page.put("millis", String.format(Locale.ROOT, "%.3f", solved.solveNanos() / 1e6));
        page.put(
            "answerJson",
            json.writerWithDefaultPrettyPrinter().writeValueAsString(AnswerJson.of(solved)));
      } catch (ApiException refused) {
        if (refused.progress().isPresent()) {
          stillWorking(ctx, page, refused.progress().get());
        } else {
          refusal(page, refused);
        }
      } catch (JsonProcessingException unwritable) {
        throw new UncheckedIOException(unwritable);
      }
    }
    return page;
  }

  /**
   * A page answered 202 while its answer's work goes on in the background: how far the solve of the
   * rules or the search of the position has come, the position searched where the refusal shows it,
   * and a reload every {@value StillWorking#RETRY_AFTER_SECONDS} s.
   */
  private static void stillWorking(
      Context ctx, Map<String, Object> page, StillWorking.Progress progress) {
    if (progress instanceof StillWorking.Solve solve) {
      page.put(
          "solving",
          Map.of(
              "valued",
              solve.valued(),
              "positions",
              solve.positions(),
              "percent",
              solve.positions() == 0 ? 0 : 100 * solve.valued() / solve.positions()));
    } else if (progress instanceof StillWorking.Search search) {
      Map<String, Object> searching = new LinkedHashMap<>();
      searching.put("visited", search.visited());
      search.position().ifPresent(position -> searching.put("position", position));
      page.put("searching", searching);
    }
    page.put("refreshSeconds", StillWorking.RETRY_AFTER_SECONDS);
    ctx.status(202);
    ctx.header("Retry-After", String.valueOf(StillWorking.RETRY_AFTER_SECONDS));
  }

  /**
   * How the game page shows an answer: every move's value as a table (move, outcome, remoteness); a
   * run of numbers or an answer of several lines preformatted; anything else as a heading.
   */
  private static void showAnswer(Map<String, Object> page, Answer answer) {
    if (!answer.moves().isEmpty()) {
      List<Map<String, Object>> rows = new ArrayList<>();
      for (Answer.MoveValue move : answer.moves()) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("move", move.label());
        row.put("outcome", move.outcome().word());
        row.put("remoteness", move.remoteness().map(String::valueOf).orElse("—"));
        rows.add(row);
      }
      page.put("answerTable", true);
      page.put("answerMoves", rows);
    } else if (answer.text().contains("\n") || answer.sequence().isPresent()) {
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

  Map<String, Object> tablePage(Context ctx) {
    GameInfo game = games.game(ctx.pathParam("game"));
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
  private static Map<String, Object> form(Context ctx, GameInfo game) {
    Map<String, Object> page = new LinkedHashMap<>();
    page.put("game", game.json());
    List<Map<String, Object>> fields = new ArrayList<>();
    for (GameInfo.ParameterInfo parameter : game.parameters()) {
      Map<String, Object> field = parameter.json();
      String name = parameter.name();
      String given =
          ctx.queryParam(PARAMETER_PREFIX + name) != null
              ? formValue(ctx, PARAMETER_PREFIX + name)
              : RESERVED.contains(name) ? null : formValue(ctx, name);
      String value = given != null ? given : asText(parameter.defaultValue());
      field.put("value", value);
      field.put("checkbox", "boolean".equals(parameter.type()));
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
        game.questions().stream()
            .map(name -> Map.of("name", name, "selected", name.equals(question)))
            .toList());
    String solver = ctx.queryParam("solver");
    page.put(
        "solvers",
        game.solvers().stream()
            .map(
                described ->
                    Map.of("name", described.name(), "selected", described.name().equals(solver)))
            .toList());
    return page;
  }

  void playPage(Context ctx) throws IOException {
    String gameId = ctx.pathParam("game");
    GameInfo game = games.game(gameId);
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
      state = Queries.play(games, ctx, instance, first, solver);
    } catch (ApiException solving) {
      if (solving.progress().isEmpty()) {
        refusal(page, solving);
        render(ctx.status(solving.status()), "play", page);
        return;
      }
      stillWorking(ctx, page, solving.progress().get());
      render(ctx, "play", page);
      return;
    }
    Map<String, Object> play = state.json();
    List<Integer> played = state.movesPlayed();
    if (!state.personToMove() && !state.over()) {
      List<Integer> withReply = new ArrayList<>(played);
      withReply.add(state.perfectMove());
      ctx.redirect(playUrl(gameId, instance, first, solver, withReply), HttpStatus.SEE_OTHER);
      return;
    }
    page.put("play", play);
    page.put("anyPlayed", !played.isEmpty());
    page.put("hint", ctx.queryParam("hint") != null);
    IntFunction<String> afterMove =
        index -> {
          List<Integer> after = new ArrayList<>(played);
          after.add(index);
          return playUrl(gameId, instance, first, solver, after);
        };
    List<Map<String, Object>> links = new ArrayList<>();
    for (PlayState.MoveValue move : state.moves()) {
      Map<String, Object> link = new LinkedHashMap<>(move.json());
      link.put("href", afterMove.apply(move.index()));
      link.put("perfect", Integer.valueOf(move.index()).equals(state.perfectMove()));
      links.add(link);
    }
    page.put("moveLinks", links);
    state
        .drawing(index -> Optional.of(afterMove.apply(index)))
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
    PlayState.PositionValue value = state.value();
    if (value.remoteness() != null) {
      page.put("distance", value.remoteness() == 1 ? "1 move" : value.remoteness() + " moves");
    }
    if (state.over()) {
      page.put(
          "result",
          switch (value.outcome()) {
            case TIE -> "A tie.";
            case DRAW -> "A draw.";
            default ->
                (value.outcome() == Outcome.WIN) == state.personToMove()
                    ? "You win."
                    : "The computer wins.";
          });
    }
    page.put("historyChart", ValueHistory.svg(state.history()));
    render(ctx, "play", page);
  }

  /**
   * A page: renders the template with what {@code view} gives; an {@link ApiException} shows as an
   * error page.
   */
  Handler page(String template, Function<Context, Map<String, Object>> view) {
    return ctx -> {
      Map<String, Object> page = new LinkedHashMap<>(view.apply(ctx));
      if (page.get("status") instanceof Integer status) {
        ctx.status(status);
      }
      render(ctx, template, page);
    };
  }

  void render(Context ctx, String template, Map<String, Object> scope) {
    Mustache mustache = templates.compile(template + ".mustache");
    StringWriter html = new StringWriter();
    mustache.execute(html, scope);
    ctx.html(html.toString());
  }
}
