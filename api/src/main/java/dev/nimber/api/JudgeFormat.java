package dev.nimber.api;

import java.io.IOException;
import java.util.Map;
import java.util.Optional;

/**
 * The input and output format of a game's original problem, so that {@code nimber judge} reads what
 * the problem's judge feeds and prints exactly what it expects. Implementations must be stateless.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface JudgeFormat {

  /**
   * Reads the next instance, leaving the input after it.
   *
   * @param input the input, line by line
   * @return the instance's raw parameter values, or empty at the end of the input
   * @throws InvalidInputException naming the line, when the input does not follow the format
   * @throws IOException when the input cannot be read
   */
  Optional<Map<String, Object>> read(JudgeInput input) throws IOException;

  /**
   * Whether each instance is read from one line, blank lines skipped, whatever came before it: then
   * the host may split the input at any line end and read the parts on several threads at once.
   *
   * @return by default false: the input is read from the start, in order, on one thread
   */
  default boolean oneInstancePerLine() {
    return false;
  }

  /**
   * The question every instance asks.
   *
   * @return the question; by default {@link Question#OUTCOME}
   */
  default Question question() {
    return Question.OUTCOME;
  }

  /**
   * The line printed for an answer.
   *
   * @param answer a solver's answer to {@link #question()}
   * @return the line, without its line break; by default the answer's text
   */
  default String write(Answer answer) {
    return answer.text();
  }
}
