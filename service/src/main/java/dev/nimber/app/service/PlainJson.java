package dev.nimber.app.service;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.IntegerSequence;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * Plain values written as JSON by Jackson's streaming generator: {@code null}, strings, booleans,
 * numbers of the JDK's boxed and big types, {@link IntegerSequence}s (value by value, as they are
 * read), and lists and maps with string keys of these, in their order: what an answer's object
 * holds ({@link AnswerJson}). Any other value is written by the {@code ObjectMapper} given, made
 * only then. The text is the one that mapper writes for the same values (compact, nulls kept), but
 * without setting up a mapper's serializers, which costs a command about a tenth of a second of
 * processor time while the JIT is cold. O(the text's length); thread-safe.
 */
public final class PlainJson {

  private static final JsonFactory GENERATORS = new JsonFactory();

  private PlainJson() {}

  /**
   * A value as one JSON text.
   *
   * @param value the value
   * @param others writes what is not plain
   * @return the text
   * @throws IOException for a value that {@code others} cannot write ({@link
   *     com.fasterxml.jackson.core.JsonProcessingException})
   */
  public static String asText(Object value, Supplier<ObjectMapper> others) throws IOException {
    StringWriter text = new StringWriter();
    try (JsonGenerator generator = GENERATORS.createGenerator(text)) {
      write(generator, value, others);
    }
    return text.toString();
  }

  /**
   * Writes a value as JSON (UTF-8) to a stream, which stays open and is flushed.
   *
   * @param out the stream
   * @param value the value
   * @param others writes what is not plain
   * @throws IOException when the stream fails, or for a value that {@code others} cannot write
   */
  public static void write(OutputStream out, Object value, Supplier<ObjectMapper> others)
      throws IOException {
    try (JsonGenerator generator =
        GENERATORS.createGenerator(out).disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET)) {
      write(generator, value, others);
    }
  }

  private static void write(JsonGenerator generator, Object value, Supplier<ObjectMapper> others)
      throws IOException {
    if (value == null) {
      generator.writeNull();
    } else if (value instanceof String text) {
      generator.writeString(text);
    } else if (value instanceof Boolean truth) {
      generator.writeBoolean(truth);
    } else if (value instanceof Long
        || value instanceof Integer
        || value instanceof Short
        || value instanceof Byte) {
      generator.writeNumber(((Number) value).longValue());
    } else if (value instanceof BigInteger whole) {
      generator.writeNumber(whole);
    } else if (value instanceof Double real) {
      generator.writeNumber(real);
    } else if (value instanceof Float real) {
      generator.writeNumber(real);
    } else if (value instanceof BigDecimal decimal) {
      generator.writeNumber(decimal);
    } else if (value instanceof IntegerSequence sequence) {
      generator.writeStartArray();
      long length = sequence.length();
      for (long index = 0; index < length; index++) {
        generator.writeNumber(sequence.get(index));
      }
      generator.writeEndArray();
    } else if (value instanceof List<?> list) {
      generator.writeStartArray();
      for (Object element : list) {
        write(generator, element, others);
      }
      generator.writeEndArray();
    } else if (value instanceof Map<?, ?> map && hasTextKeys(map)) {
      generator.writeStartObject();
      for (Map.Entry<?, ?> field : map.entrySet()) {
        generator.writeFieldName((String) field.getKey());
        write(generator, field.getValue(), others);
      }
      generator.writeEndObject();
    } else {
      others.get().writeValue(generator, value);
    }
  }

  private static boolean hasTextKeys(Map<?, ?> map) {
    for (Object key : map.keySet()) {
      if (!(key instanceof String)) {
        return false;
      }
    }
    return true;
  }
}
