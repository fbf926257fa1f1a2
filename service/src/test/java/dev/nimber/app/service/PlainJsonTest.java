package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.api.IntegerSequence;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Plain values written as the answers' ObjectMapper writes them, without it. */
class PlainJsonTest {

  private final ObjectMapper mapper =
      new ObjectMapper().registerModule(IntegerSequenceSerializer.module());

  /** A random plain value, nested at most {@code depth} deep. */
  private static Object plain(Random random, int depth) {
    int kind = random.nextInt(depth > 0 ? 12 : 10);
    return switch (kind) {
      case 0 -> null;
      case 1 -> text(random);
      case 2 -> random.nextBoolean();
      case 3 -> random.nextLong();
      case 4 -> random.nextInt();
      case 5 -> new BigInteger(100, random).subtract(BigInteger.ONE.shiftLeft(99));
      case 6 -> random.nextDouble() * Math.pow(10, random.nextInt(40) - 20);
      case 7 -> new BigDecimal(BigInteger.valueOf(random.nextLong()), random.nextInt(20) - 10);
      case 8 -> (short) random.nextInt();
      case 9 -> {
        long[] values = random.longs(random.nextInt(5)).toArray();
        yield IntegerSequence.of(values.length, index -> values[(int) index]);
      }
      case 10 -> {
        List<Object> list = new ArrayList<>();
        for (int i = random.nextInt(4); i > 0; i--) {
          list.add(plain(random, depth - 1));
        }
        yield list;
      }
      default -> {
        Map<String, Object> map = new LinkedHashMap<>();
        for (int i = random.nextInt(4); i > 0; i--) {
          map.put(text(random), plain(random, depth - 1));
        }
        yield map;
      }
    };
  }

  /** Text with quotes, escapes, control characters and characters beyond ASCII. */
  private static String text(Random random) {
    String alphabet = "ab \"\\/\n\t\u0001é€𝄞";
    StringBuilder text = new StringBuilder();
    for (int i = random.nextInt(6); i > 0; i--) {
      text.appendCodePoint(
          alphabet.codePointAt(alphabet.offsetByCodePoints(0, random.nextInt(11))));
    }
    return text.toString();
  }

  @Test
  void randomPlainValuesAreWrittenAsTheMapperWritesThem() throws IOException {
    Random random = new Random(20261206);
    for (int i = 0; i < 3_000; i++) {
      Object value = plain(random, 3);
      String expected = mapper.writeValueAsString(value);
      assertThat(PlainJson.asText(value, () -> mapper)).as("value %s", i).isEqualTo(expected);
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      PlainJson.write(out, value, () -> mapper);
      assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo(expected);
    }
  }

  /** A detail that breaks the Answer contract: a value of no plain type. */
  record Point(int x, int y) {}

  @Test
  void aValueThatIsNotPlainIsWrittenByTheMapperOnlyThen() throws IOException {
    AtomicInteger made = new AtomicInteger();
    Map<String, Object> plainOnly = Map.of("a", List.of(1L, "b"));
    assertThat(PlainJson.asText(plainOnly, () -> fail(made))).isEqualTo("{\"a\":[1,\"b\"]}");
    assertThat(made).hasValue(0);
    Map<Object, Object> others = new LinkedHashMap<>();
    others.put("point", new Point(1, 2));
    others.put("keys", new TreeMap<>(Map.of(2, "two")));
    assertThat(PlainJson.asText(others, () -> counted(made)))
        .isEqualTo(mapper.writeValueAsString(others))
        .isEqualTo("{\"point\":{\"x\":1,\"y\":2},\"keys\":{\"2\":\"two\"}}");
    assertThat(made).hasValue(2);
  }

  @Test
  void whatTheMapperCannotWriteIsItsRefusal() {
    Object unwritable = new Object();
    assertThatThrownBy(() -> PlainJson.asText(List.of(unwritable), () -> mapper))
        .isInstanceOf(JsonProcessingException.class)
        .hasMessageContaining("No serializer found for class java.lang.Object");
  }

  @Test
  void aSequenceThatFailsFailsTheWriteWithItsOwnException() {
    IntegerSequence broken =
        IntegerSequence.of(
            3,
            index -> {
              if (index == 2) {
                throw new IllegalStateException("value 2 is not there");
              }
              return index;
            });
    assertThatThrownBy(() -> PlainJson.write(new ByteArrayOutputStream(), broken, () -> mapper))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("value 2 is not there");
  }

  private ObjectMapper counted(AtomicInteger made) {
    made.incrementAndGet();
    return mapper;
  }

  private static ObjectMapper fail(AtomicInteger made) {
    made.incrementAndGet();
    throw new AssertionError("the mapper was made for plain values");
  }
}
