package dev.nimber.app.catalog;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.Parameter;
import dev.nimber.api.Question;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a provider before it is used: what it says of itself must be there and well formed (an id that is lower case
 * letters and digits, a description, parameters with distinct names, questions). A check runs the provider's code, so
 * anything it throws is caught and reported as the problem. (Lists are searched with streams: an immutable list
 * throws when asked whether it contains null.)
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
        return Optional.of("game '" + id + "': parameters() gave " + (parameters == null ? "null" : "a null parameter"));
      }
      Set<String> names = new HashSet<>();
      for (Parameter<?> parameter : parameters) {
        if (!names.add(parameter.name())) {
          return Optional.of("game '" + id + "': parameter '" + parameter.name() + "' is declared twice");
        }
      }
      if (game.description() == null || game.defaultQuestion() == null || game.defaultSolver() == null
          || game.outcomeWords() == null) {
        return Optional.of("game '" + id + "': its description, default question, default solver or outcome words"
            + " are null");
      }
      Optional<JudgeFormat> judge = game.judgeFormat();
      if (judge == null || judge.map(format -> format.question() == null).orElse(false)) {
        return Optional.of("game '" + id + "': judgeFormat() gave null, or a format without a question");
      }
      return Optional.empty();
    } catch (RuntimeException | LinkageError broken) {
      return Optional.of("it threw " + PluginCall.describe(broken));
    }
  }

  /** What is wrong with a solver, or empty when nothing is. */
  static Optional<String> solver(GameSolver solver) {
    try {
      String name = solver.name();
      if (name == null || !GameSolver.NAME.matcher(name).matches()) {
        return Optional.of("its name '" + name + "' is not lower case letters, digits and dashes");
      }
      List<Question> questions = solver.questions();
      if (questions == null || questions.isEmpty() || questions.stream().anyMatch(Objects::isNull)) {
        return Optional.of("solver '" + name + "': questions() gave " + questions);
      }
      if (solver.gameId() == null || solver.description() == null || solver.limits() == null) {
        return Optional.of("solver '" + name + "': its game id, description or limits are null");
      }
      solver.isReference();
      return Optional.empty();
    } catch (RuntimeException | LinkageError broken) {
      return Optional.of("it threw " + PluginCall.describe(broken));
    }
  }
}
