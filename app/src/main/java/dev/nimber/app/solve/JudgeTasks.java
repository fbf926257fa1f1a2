package dev.nimber.app.solve;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.UsageException;
import dev.nimber.app.catalog.PluginCall;
import dev.nimber.app.catalog.Selection;
import java.io.IOException;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The instances of a judge-format input, read one at a time as the batch asks for them. A bad instance is reported
 * with the line it ended on.
 */
public final class JudgeTasks implements Iterator<BatchRunner.Task<Solved>> {

  private final JudgeFormat format;
  private final JudgeInput input;
  private final Selection selection;
  private final InstanceSolver solver;
  private Optional<Map<String, Object>> next;

  public JudgeTasks(JudgeFormat format, JudgeInput input, Selection selection, InstanceSolver solver) {
    this.format = format;
    this.input = input;
    this.selection = selection;
    this.solver = solver;
  }

  @Override
  public boolean hasNext() {
    if (next == null) {
      next = PluginCall.guard(
          () -> "the judge format of " + selection.game().describe() + ", reading after line " + input.lineNumber(),
          () -> {
            try {
              return format.read(input);
            } catch (IOException e) {
              throw new UsageException("cannot read the input after line " + input.lineNumber() + ": " + e.getMessage());
            }
          });
    }
    return next.isPresent();
  }

  @Override
  public BatchRunner.Task<Solved> next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Map<String, Object> raw = next.get();
    next = null;
    long line = input.lineNumber();
    return new BatchRunner.Task<>("line " + line, () -> {
      try {
        return solver.solve(selection, raw);
      } catch (InvalidParameterException | UnsupportedInstanceException e) {
        throw new InvalidInputException(line, e.getMessage());
      }
    });
  }
}
