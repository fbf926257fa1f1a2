package dev.nimber.app.serve;

import dev.nimber.app.service.AnswerJson;
import dev.nimber.app.service.GameInfo;
import dev.nimber.app.service.NimberService;
import dev.nimber.app.service.PlayState;
import dev.nimber.app.service.Requests;
import dev.nimber.app.service.ServiceException;
import dev.nimber.app.service.Serving;
import dev.nimber.app.service.Solved;
import dev.nimber.app.service.StillWorking;
import dev.nimber.app.service.TableAnswer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The application service ({@link NimberService}) as the server's pages and JSON API show it: its
 * results as plain maps and lists in a fixed order, its refusals as {@link ApiException}s with the
 * status that fits — 400 for a bad parameter, 404 for an unknown game, solver or question, 422 for
 * an instance beyond the solver, 500 for a solver, plugin or database that failed — beside the
 * pools' 503 and 504 and the background work's 202. Work runs on the solving pools; with solved
 * databases ({@code --db}), an instance one of them holds is answered and played from it (its
 * answers say {@code "source": "db"}) unless a solver other than the engine's is named.
 */
public final class GameService {

  /**
   * Query parameters of the server's own that the service never names as a field of a request: a
   * field of one of these names is a game's parameter.
   */
  private static final Set<String> SERVER_ONLY = Set.of("moves", "first", "run", "hint", "reply");

  private final Serving serving;
  private final NimberService service;

  /**
   * @param serving the service as a server runs it, closed with this
   */
  public GameService(Serving serving) {
    this.serving = serving;
    this.service = serving.service();
  }

  /** Every game that can be used, by id, with what {@code nimber list} shows. */
  public List<Map<String, Object>> games() {
    return answered(() -> service.games().stream().map(GameInfo::json).toList());
  }

  /** One game, as {@link #games()} lists it. */
  public GameInfo game(String id) {
    return answered(() -> service.game(id));
  }

  /**
   * One answer, which the API writes as {@code nimber solve --format json} prints it ({@link
   * AnswerJson}).
   *
   * @param raw the instance's parameters as text, by name
   */
  public Solved solve(
      String gameId, String solverName, String questionName, Map<String, String> raw) {
    return answered(() -> service.solve(new Requests.Solve(gameId, solverName, questionName, raw)));
  }

  /** Stops the solves of rulesets under way in the background. */
  void close() {
    serving.close();
  }

  /** How many rulesets are being solved in the background now, for tests. */
  int solvingInBackground() {
    return serving.solvingInBackground();
  }

  /**
   * A table over one parameter's range with one column, as {@code nimber table} makes it.
   *
   * @param over {@code name=from..to}
   * @param fixed the other parameters
   */
  public TableAnswer table(
      String gameId,
      String solverName,
      String questionName,
      String over,
      Map<String, String> fixed) {
    return answered(
        () -> service.table(new Requests.Table(gameId, solverName, questionName, over, fixed)));
  }

  /**
   * A plot over one or two parameters' ranges, as {@code nimber plot} draws it, as an SVG document.
   *
   * @param y {@code name=from..to}, or {@code null} for a plot over {@code x} alone
   */
  public String plot(
      String gameId,
      String solverName,
      String questionName,
      String x,
      String y,
      Map<String, String> fixed) {
    return answered(
            () -> service.plot(new Requests.Plot(gameId, solverName, questionName, x, y, fixed)))
        .svg();
  }

  /**
   * A game in play ({@link PlayState}); the API writes its {@link PlayState#json()}.
   *
   * @param raw the start position's parameters
   * @param movesPlayed the indices of the moves played, in the order the positions list their moves
   * @param personFirst whether the person moved first
   * @param solverName the solver the computer plays by, or {@code null} for the engine's search
   */
  public PlayState play(
      String gameId,
      Map<String, String> raw,
      List<Integer> movesPlayed,
      boolean personFirst,
      String solverName) {
    return answered(
        () -> service.play(new Requests.Play(gameId, raw, movesPlayed, personFirst, solverName)));
  }

  /**
   * The names of a game's solvers, other than the engine's search, that the computer can play by.
   */
  public List<String> moveSolvers(String gameId) {
    return answered(() -> service.moveSolvers(gameId));
  }

  /** Runs a request, turning the service's refusal into the status that fits. */
  private static <T> T answered(Supplier<T> request) {
    try {
      return request.get();
    } catch (ServiceException refused) {
      throw new ApiException(
          status(refused.kind()),
          refused.field().map(GameService::queryField).orElse(null),
          refused.getMessage(),
          refused instanceof StillWorking working ? working.progress() : null);
    }
  }

  /**
   * The query parameter a field of the service is given by: the moves played are {@code moves}; a
   * game's parameter whose name the server keeps for itself is {@code p.NAME} (connect's {@code
   * moves}), an element of a list keeping its {@code [i]}.
   */
  static String queryField(String field) {
    if (field.equals("movesPlayed")) {
      return "moves";
    }
    int bracket = field.indexOf('[');
    String name = bracket < 0 ? field : field.substring(0, bracket);
    return SERVER_ONLY.contains(name) ? Queries.PARAMETER_PREFIX + field : field;
  }

  private static int status(ServiceException.Kind kind) {
    return switch (kind) {
      case BAD_INPUT -> 400;
      case NOT_FOUND -> 404;
      case BEYOND_SOLVER -> 422;
      case DATABASE, FAILED -> 500;
      case BUSY -> 503;
      case TIMED_OUT -> 504;
      case SOLVING -> 202;
    };
  }
}
