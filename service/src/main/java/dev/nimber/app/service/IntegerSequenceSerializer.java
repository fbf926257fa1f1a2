package dev.nimber.app.service;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import dev.nimber.api.IntegerSequence;
import java.io.IOException;

/**
 * Writes an {@link IntegerSequence} as a JSON array of numbers, value by value as it reads them.
 */
public final class IntegerSequenceSerializer extends StdSerializer<IntegerSequence> {

  private static final long serialVersionUID = 1L;

  IntegerSequenceSerializer() {
    super(IntegerSequence.class);
  }

  /** A Jackson module with this serializer, for an {@code ObjectMapper} that writes answers. */
  public static SimpleModule module() {
    return new SimpleModule("nimber-integer-sequence")
        .addSerializer(IntegerSequence.class, new IntegerSequenceSerializer());
  }

  @Override
  public void serialize(
      IntegerSequence values, JsonGenerator generator, SerializerProvider provider)
      throws IOException {
    generator.writeStartArray();
    long length = values.length();
    for (long index = 0; index < length; index++) {
      generator.writeNumber(values.get(index));
    }
    generator.writeEndArray();
  }
}
