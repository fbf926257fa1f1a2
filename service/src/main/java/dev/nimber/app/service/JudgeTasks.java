package dev.nimber.app.service;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.solve.InstanceSolver;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The instances of a judge-format input, read one at a time as the batch asks for them. A bad
 * instance is reported with the line it ended on. Reading is left to the thread that iterates;
 * solving, and whatever {@code then} makes of the answer (such as the line to print), to the thread
 * that runs the task.
 *
 * @param <T> what a task gives
 */
public final class JudgeTasks<T> implements Iterator<BatchRunner.Task<T>> {

  private final JudgeFormat format;
  private final JudgeInput input;
  private final Function<Map<String, Object>, Solved> answer;
  private final Function<Solved, T> then;

  /** What a failing read was doing, for the message. */
  private final Supplier<String> reading;

  private final Supplier<Optional<Map<String, Object>>> read = this::read;
  private Optional<Map<String, Object>> next;

  /**
   * @param game the game whose format reads the input
   * @param answer answers an instance read, throwing as {@link InstanceSolver#solve(Selection,
   *     Map)} does; called by the thread that runs its task
   * @param then applied to each answer by the thread that solved it
   */
  public JudgeTasks(
      JudgeFormat format,
      JudgeInput input,
      GameEntry game,
      Function<Map<String, Object>, Solved> answer,
      Function<Solved, T> then) {
    this.format = format;
    this.input = input;
    this.answer = answer;
    this.then = then;
    this.reading =
        () ->
            "the judge format of " + game.describe() + ", reading after line " + input.lineNumber();
  }

  /** The tasks of a batch that prints answers itself. */
  public static JudgeTasks<Solved> answers(
      JudgeFormat format,
      JudgeInput input,
      GameEntry game,
      Function<Map<String, Object>, Solved> answer) {
    return new JudgeTasks<>(format, input, game, answer, Function.identity());
  }

  @Override
  public boolean hasNext() {
    if (next == null) {
      next = PluginCall.guard(reading, read);
    }
    return next.isPresent();
  }

  private Optional<Map<String, Object>> read() {
    try {
      return format.read(input);
    } catch (IOException e) {
      throw new UsageException(
          "cannot read the input after line " + input.lineNumber() + ": " + e.getMessage());
    }
  }

  @Override
  public BatchRunner.Task<T> next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Map<String, Object> raw = next.get();
    next = null;
    long line = input.lineNumber();
    return new BatchRunner.Task<>(
        () -> "line " + line,
        () -> {
          try {
            return then.apply(answer.apply(raw));
          } catch (InvalidParameterException | UnsupportedInstanceException e) {
            throw new InvalidInputException(line, e.getMessage());
          }
        });
  }
}
