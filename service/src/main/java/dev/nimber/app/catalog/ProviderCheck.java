package dev.nimber.app.catalog;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.Parameter;
import dev.nimber.api.Question;
import dev.nimber.api.SolverProvider;
import dev.nimber.app.service.PluginCall;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Checks a provider before it is used: what it says of itself must be there and well formed (an id
 * that is lower case letters and digits, a description, parameters with distinct names, questions).
 * A check runs the provider's code, so anything it throws is caught and reported as the problem.
 * (Lists are searched with streams: an immutable list throws when asked whether it contains null.)
 */
final class ProviderCheck {

  private ProviderCheck() {}

  /** What is wrong with a game, or empty when nothing is. */
  static Optional<String> game(GameDescriptor game) {
    try {
      String id = game.id();
      if (id == null || !GameDescriptor.ID.matcher(id).matches()) {
        return Optional.of("its id '" + id + "' is not lower case letters and digits");
      }
      List<Parameter<?>> parameters = game.parameters();
      if (parameters == null || parameters.stream().anyMatch(Objects::isNull)) {
        return Optional.of(
            "game '"
                + id
                + "': parameters() gave "
                + (parameters == null ? "null" : "a null parameter"));
      }
      Set<String> names = new HashSet<>();
      for (Parameter<?> parameter : parameters) {
        if (!names.add(parameter.name())) {
          return Optional.of(
              "game '" + id + "': parameter '" + parameter.name() + "' is declared twice");
        }
      }
      if (game.description() == null
          || game.defaultQuestion() == null
          || game.defaultSolver() == null
          || game.outcomeWords() == null) {
        return Optional.of(
            "game '"
                + id
                + "': its description, default question, default solver or outcome words"
                + " are null");
      }
      if (game.positions() == null || game.searchSolverName() == null) {
        return Optional.of("game '" + id + "': positions() or searchSolverName() gave null");
      }
      Optional<JudgeFormat> judge = game.judgeFormat();
      if (judge == null || judge.map(format -> format.question() == null).orElse(false)) {
        return Optional.of(
            "game '" + id + "': judgeFormat() gave null, or a format without a question");
      }
      return Optional.empty();
    } catch (RuntimeException | LinkageError broken) {
      return Optional.of("it threw " + PluginCall.describe(broken));
    }
  }

  /**
   * Solvers a plugin gave, each checked, with what was wrong with the others.
   *
   * @param solvers the solvers that passed
   * @param problems one line each for those that did not, naming the class
   */
  record Solvers(List<GameSolver> solvers, List<String> problems) {}

  /** A game's own solvers, checked. */
  static Solvers solversOf(GameDescriptor game) {
    return checked(() -> game.solvers(), "game '" + game.id() + "'");
  }

  /** The solvers a provider adds to a game, checked. */
  static Solvers solversFrom(SolverProvider provider, GameDescriptor game) {
    return checked(
        () -> provider.solvers(game), "solver provider " + provider.getClass().getName());
  }

  /** A provider's game id, or empty when it is null or throws. */
  static Optional<String> gameIdOf(SolverProvider provider) {
    try {
      return Optional.ofNullable(provider.gameId());
    } catch (RuntimeException | LinkageError broken) {
      return Optional.empty();
    }
  }

  private static Solvers checked(Supplier<List<GameSolver>> given, String from) {
    List<GameSolver> solvers;
    try {
      solvers = given.get();
    } catch (RuntimeException | LinkageError broken) {
      return new Solvers(
          List.of(), List.of(from + " gave no solvers: it threw " + PluginCall.describe(broken)));
    }
    if (solvers == null) {
      return new Solvers(List.of(), List.of(from + " gave no solvers: solvers() returned null"));
    }
    List<GameSolver> passed = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    for (GameSolver solver : solvers) {
      if (solver == null) {
        problems.add(from + " gave a null solver; skipped");
        continue;
      }
      Optional<String> problem = solver(solver);
      if (problem.isPresent()) {
        problems.add("solver " + solver.getClass().getName() + " is skipped: " + problem.get());
      } else {
        passed.add(solver);
      }
    }
    return new Solvers(passed, problems);
  }

  /** What is wrong with a solver, or empty when nothing is. */
  static Optional<String> solver(GameSolver solver) {
    try {
      String name = solver.name();
      if (name == null || !GameSolver.NAME.matcher(name).matches()) {
        return Optional.of("its name '" + name + "' is not lower case letters, digits and dashes");
      }
      List<Question> questions = solver.questions();
      if (questions == null
          || questions.isEmpty()
          || questions.stream().anyMatch(Objects::isNull)) {
        return Optional.of("solver '" + name + "': questions() gave " + questions);
      }
      if (solver.description() == null || solver.limits() == null) {
        return Optional.of("solver '" + name + "': its description or limits are null");
      }
      solver.isReference();
      return Optional.empty();
    } catch (RuntimeException | LinkageError broken) {
      return Optional.of("it threw " + PluginCall.describe(broken));
    }
  }
}
