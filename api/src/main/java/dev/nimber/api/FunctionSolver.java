package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.function.Function;

/**
 * A solver that answers one question by a function of the instance ({@link GameSolver#of}).
 *
 * @param name the solver's name
 * @param description one line on the method
 * @param question the question it answers
 * @param answer the answer for an instance
 */
record FunctionSolver(
    String name, String description, Question question, Function<Parameters, Answer> answer)
    implements GameSolver {

  FunctionSolver {
    requireNonNull(name, "name");
    requireNonNull(description, "description");
    requireNonNull(question, "question");
    requireNonNull(answer, "answer");
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException(
          "solver name '" + name + "' must be lower case letters, digits and dashes");
    }
  }

  @Override
  public List<Question> questions() {
    return List.of(question);
  }

  @Override
  public Answer solve(Parameters parameters, Question asked) {
    return answer.apply(parameters);
  }
}
