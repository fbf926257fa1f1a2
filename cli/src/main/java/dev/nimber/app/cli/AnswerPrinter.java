package dev.nimber.app.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dagger.Lazy;
import dev.nimber.api.IntegerSequence;
import dev.nimber.app.service.AnswerJson;
import dev.nimber.app.service.IntegerSequenceSerializer;
import dev.nimber.app.service.OutputFailedException;
import dev.nimber.app.service.PlainJson;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.Solved;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.Optional;
import javax.inject.Inject;

/**
 * Prints answers on standard output, one line each, as text or as JSON Lines. An answer that holds
 * a {@linkplain IntegerSequence sequence} is written as its values are read, in memory that does
 * not grow with its length: in text its values separated by spaces, in JSON its field as an array.
 */
public final class AnswerPrinter {

  /** How many characters of a sequence's values are gathered before they are written. */
  private static final int CHUNK = 1 << 15;

  /**
   * Made only for a detail that is not plain ({@link PlainJson}): a text answer never loads
   * Jackson, and a JSON answer only its streaming generator.
   */
  private final Lazy<ObjectMapper> json;

  /**
   * @param json writes what is not plain JSON; it must write {@link IntegerSequence}s ({@link
   *     IntegerSequenceSerializer})
   */
  @Inject
  public AnswerPrinter(Lazy<ObjectMapper> json) {
    this.json = json;
  }

  /** Prints one answer as one line. */
  public void print(Solved solved, OutputFormat format, PrintStream out) {
    Optional<IntegerSequence> sequence = solved.answer().sequence();
    if (sequence.isEmpty()) {
      out.println(format == OutputFormat.JSON ? toJson(solved) : solved.answer().text());
      return;
    }
    PluginCall.run(
        () ->
            solved.selection().game().describe(solved.selection().solver())
                + ", writing its answer to '"
                + solved.selection().question()
                + "' of "
                + solved.parameters(),
        () -> {
          if (format == OutputFormat.JSON) {
            writeJson(solved, out);
          } else {
            writeValues(sequence.get(), out);
          }
        });
    out.println();
  }

  /** The JSON object of one answer ({@link AnswerJson}). */
  private String toJson(Solved solved) {
    try {
      return PlainJson.asText(AnswerJson.of(solved), json::get);
    } catch (JsonProcessingException unwritable) {
      throw fieldsUnwritable(solved, unwritable);
    } catch (IOException failed) {
      throw new UncheckedIOException(failed);
    }
  }

  private void writeJson(Solved solved, PrintStream out) {
    try {
      PlainJson.write(out, AnswerJson.of(solved), json::get);
    } catch (JsonProcessingException unwritable) {
      // The mapper, for a value that is not plain, wraps what its serializers meet.
      for (Throwable cause = unwritable.getCause(); cause != null; cause = cause.getCause()) {
        if (cause instanceof OutputFailedException failed) {
          throw failed;
        }
      }
      if (unwritable.getCause() instanceof RuntimeException thrown) {
        throw thrown;
      }
      throw fieldsUnwritable(solved, unwritable);
    } catch (IOException failed) {
      throw new UncheckedIOException(failed);
    }
  }

  /** The answer's fields are the solver's: values JSON cannot write break the Answer contract. */
  private static PluginFailureException fieldsUnwritable(
      Solved solved, JsonProcessingException unwritable) {
    return new PluginFailureException(
        solved.selection().game().describe(solved.selection().solver())
            + " gave an answer whose fields JSON cannot write: "
            + unwritable.getOriginalMessage(),
        unwritable);
  }

  /** The values separated by spaces, written a chunk at a time. */
  private static void writeValues(IntegerSequence values, PrintStream out) {
    StringBuilder chunk = new StringBuilder(CHUNK + 32);
    long length = values.length();
    for (long index = 0; index < length; index++) {
      if (index > 0) {
        chunk.append(' ');
      }
      chunk.append(values.get(index));
      if (chunk.length() >= CHUNK) {
        out.append(chunk);
        chunk.setLength(0);
      }
    }
    out.append(chunk);
  }
}
