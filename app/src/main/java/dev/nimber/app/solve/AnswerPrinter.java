package dev.nimber.app.solve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.catalog.PluginFailureException;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.inject.Inject;

/** Prints answers on standard output, as text or as JSON Lines. */
public final class AnswerPrinter {

  private final ObjectMapper json;

  @Inject
  public AnswerPrinter(ObjectMapper json) {
    this.json = json;
  }

  /** Prints one answer as one line. */
  public void print(Solved solved, OutputFormat format, PrintStream out) {
    out.println(line(solved, format));
  }

  /** One answer's line: its text, or its JSON object. */
  public String line(Solved solved, OutputFormat format) {
    return format == OutputFormat.JSON ? toJson(solved) : solved.answer().text();
  }

  /**
   * The JSON object of one answer: {@code game}, {@code solver}, {@code question}, {@code play} (only under misère
   * play: {@code misere}), {@code params}, {@code answer}, then the answer's typed fields, then {@code solveNanos}.
   */
  public String toJson(Solved solved) {
    Map<String, Object> object = new LinkedHashMap<>();
    object.put("game", solved.selection().game().descriptor().id());
    object.put("solver", solved.selection().solver().name());
    object.put("question", solved.selection().question().name());
    if (solved.selection().game().misere()) {
      object.put("play", "misere");
    }
    object.put("params", solved.parameters().toPlain());
    object.put("answer", solved.answer().text());
    solved.answer().fields().forEach(object::putIfAbsent);
    object.put("solveNanos", solved.solveNanos());
    try {
      return json.writeValueAsString(object);
    } catch (JsonProcessingException unwritable) {
      // The answer's fields are the solver's: values JSON cannot write break the Answer contract.
      throw new PluginFailureException(solved.selection().game().describe(solved.selection().solver())
          + " gave an answer whose fields JSON cannot write: " + unwritable.getOriginalMessage(), unwritable);
    }
  }
}
