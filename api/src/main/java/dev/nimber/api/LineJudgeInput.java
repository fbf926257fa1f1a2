package dev.nimber.api;

import java.io.IOException;
import java.io.Reader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * {@link JudgeInput} over a {@link Reader}, with a buffer of its own so that it can say whether
 * more is ready and cap the length of a line before it is held in memory. Not thread-safe.
 */
final class LineJudgeInput implements JudgeInput {

  private final Reader reader;
  private final char[] buffer = new char[1 << 16];
  private int position;
  private int limit;
  private boolean ended;

  /** A line ended at '\r': a '\n' right after it belongs to the same line end. */
  private boolean afterCarriageReturn;

  private long lineNumber;

  LineJudgeInput(Reader reader) {
    this.reader = reader;
  }

  @Override
  public long lineNumber() {
    return lineNumber;
  }

  @Override
  public boolean ready() throws IOException {
    return position < limit || (!ended && reader.ready());
  }

  @Override
  public Optional<String> nextLine() throws IOException {
    return Optional.ofNullable(readLine());
  }

  @Override
  public Optional<String> nextNonBlankLine() throws IOException {
    String line;
    do {
      line = readLine();
      if (line == null) {
        return Optional.empty();
      }
    } while (line.isBlank());
    return Optional.of(line.strip());
  }

  @Override
  public Optional<List<BigInteger>> nextIntegers(int count, Supplier<String> what)
      throws IOException {
    Optional<String> line = nextNonBlankLine();
    return line.isEmpty() ? Optional.empty() : Optional.of(integers(line.get(), count, what, this));
  }

  /**
   * A stripped, non-blank line as exactly {@code count} integers, by the rule of {@link
   * JudgeInput#nextIntegers}.
   *
   * @throws InvalidInputException from {@code input}, naming its line, when the line holds anything
   *     else
   */
  static List<BigInteger> integers(
      String line, int count, Supplier<String> what, JudgeInput input) {
    List<String> tokens = tokens(line, count + 1);
    if (tokens.size() != count) {
      throw input.error(
          "expected " + what.get() + " (" + count + " integers), got '" + shorten(line) + "'");
    }
    List<BigInteger> numbers = new ArrayList<>(count);
    for (String token : tokens) {
      try {
        numbers.add(IntegerText.parse(token));
      } catch (IntegerText.RefusedException refused) {
        throw input.error(
            refused.problem() == IntegerText.Problem.TOO_LARGE
                ? "expected "
                    + what.get()
                    + ", got a number of "
                    + token.length()
                    + " characters; at most "
                    + IntegerText.MAX_BITS
                    + " bits ("
                    + IntegerText.MAX_DIGITS
                    + " decimal digits)"
                : "expected " + what.get() + " as integers, got '" + shorten(token) + "'");
      }
    }
    return numbers;
  }

  /** Up to {@code most} white-space separated tokens of a line. */
  private static List<String> tokens(String line, int most) {
    List<String> tokens = new ArrayList<>();
    int i = 0;
    while (i < line.length() && tokens.size() < most) {
      while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i > start) {
        tokens.add(line.substring(start, i));
      }
    }
    return tokens;
  }

  /** The next line without its terminator, or null at the end of the input. */
  private @Nullable String readLine() throws IOException {
    @Nullable StringBuilder line = null;
    while (true) {
      if (position == limit && !fill()) {
        if (line == null) {
          return null;
        }
        lineNumber++;
        return line.toString();
      }
      if (afterCarriageReturn) {
        afterCarriageReturn = false;
        if (buffer[position] == '\n') {
          position++;
          continue;
        }
      }
      int start = position;
      while (position < limit && buffer[position] != '\n' && buffer[position] != '\r') {
        position++;
      }
      int length = (line == null ? 0 : line.length()) + position - start;
      if (length > MAX_LINE_CHARS) {
        lineNumber++;
        throw error("the line is longer than " + MAX_LINE_CHARS + " characters");
      }
      if (position < limit) {
        char end = buffer[position++];
        afterCarriageReturn = end == '\r';
        lineNumber++;
        return line == null
            ? new String(buffer, start, position - 1 - start)
            : line.append(buffer, start, position - 1 - start).toString();
      }
      if (line == null) {
        line = new StringBuilder();
      }
      line.append(buffer, start, position - start);
    }
  }

  private boolean fill() throws IOException {
    if (ended) {
      return false;
    }
    int read = reader.read(buffer, 0, buffer.length);
    if (read < 0) {
      ended = true;
      return false;
    }
    position = 0;
    limit = read;
    return true;
  }

  private static String shorten(String text) {
    return text.length() <= 60
        ? text
        : text.substring(0, 40) + "…(" + text.length() + " characters)";
  }
}
