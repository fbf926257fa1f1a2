package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.nimber.app.ioc.NimberCli;
import dev.nimber.app.ioc.NimberCli.Result;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * An answer that is a run of numbers (octal's {@code sequence}) is printed whole, value by value,
 * however long: in text as one line, in JSON as an array, while its answer's text lists only the
 * first values.
 */
class SequenceOutputTest {

  /**
   * 0.33 takes one or two tokens and never splits: G(n) = n mod 3, and its values come in linear
   * time.
   */
  private static final long LAST = 3_000_000;

  private final NimberCli nimber = NimberCli.withBuiltInGames();

  @Test
  void aShortSequenceIsOneLineOfValues() {
    assertThat(solve("code=0.77", "to=11")).isEqualTo("0 1 2 3 1 4 3 2 1 4 2 6\n");
  }

  @Test
  void aLongSequenceIsPrintedWholeOnOneLine() {
    String expected =
        LongStream.rangeClosed(0, LAST)
            .mapToObj(heap -> Long.toString(heap % 3))
            .collect(Collectors.joining(" ", "", "\n"));
    assertThat(solve("code=0.33", "to=" + LAST)).isEqualTo(expected);
  }

  @Test
  void aLongSequenceIsAJsonArrayOfEveryValue() throws Exception {
    String out = solve("code=0.33", "to=" + LAST, "--format", "json");
    assertThat(out).endsWith("}\n").containsOnlyOnce("\n");
    JsonNode answer = new ObjectMapper().readTree(out);
    assertThat(answer.get("answer").asText())
        .startsWith("0 1 2 0 1 2")
        .endsWith(" … (3000001 values)");
    JsonNode values = answer.get("value");
    assertThat(values.size()).isEqualTo(LAST + 1);
    for (int heap = 0; heap <= LAST; heap++) {
      assertThat(values.get(heap).asLong()).isEqualTo(heap % 3);
    }
    assertThat(answer.get("solveNanos").isNumber()).isTrue();
  }

  private String solve(String... args) {
    String[] command = new String[args.length + 4];
    command[0] = "solve";
    command[1] = "octal";
    command[2] = "-q";
    command[3] = "sequence";
    System.arraycopy(args, 0, command, 4, args.length);
    Result result = nimber.run(command);
    assertThat(result.err()).isEmpty();
    assertThat(result.exitCode()).isZero();
    return result.out();
  }
}
