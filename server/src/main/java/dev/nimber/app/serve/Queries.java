package dev.nimber.app.serve;

import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.Requests;
import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How the server reads a request's query: the instance's parameters ({@code p.NAME}, or a bare name
 * the server does not keep for itself), who moved first, the moves played, a checkbox's pair of
 * values; and how it writes a play's URL.
 */
final class Queries {

  private Queries() {}

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
  static final List<String> CHECKED = List.of("false", "true");

  /**
   * The instance's parameters among a request's query parameters, in their order: each written
   * {@code p.NAME}, and each other name but the reserved ones. A game parameter whose name is
   * reserved ({@code moves}) is reached only as {@code p.moves}, so serve's own names and a game's
   * never collide.
   */
  static Map<String, String> instance(Context ctx) {
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
  static String formValue(Context ctx, String key) {
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
  static String first(Context ctx) {
    String given = ctx.queryParam("first");
    return given == null ? "you" : given;
  }

  /**
   * The play of a request's game from its instance, with {@code first} checked and its moves read
   * from the query.
   */
  static PlayState play(
      GameService games, Context ctx, Map<String, String> instance, String first, String solver) {
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
  static String asText(Object plain) {
    if (plain == null) {
      return "";
    }
    return plain instanceof List<?> list
        ? String.join(",", list.stream().map(String::valueOf).toList())
        : plain.toString();
  }

  static String encode(String text) {
    return URLEncoder.encode(text, StandardCharsets.UTF_8);
  }

  static String blank(String text) {
    return text == null || text.isBlank() ? null : text;
  }
}
