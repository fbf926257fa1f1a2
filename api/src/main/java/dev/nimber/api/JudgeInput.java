package dev.nimber.api;

import java.io.IOException;
import java.io.Reader;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Judge input read line by line, counting lines so that errors can name them. A line ends at {@code \n},
 * {@code \r\n} or {@code \r}; a line longer than {@value #MAX_LINE_CHARS} characters is an error rather than a reason
 * to run out of memory, and numbers are read by the same rule as parameters everywhere else (decimal digits with
 * optional underscores, or powers such as {@code 10^18}; ASCII digits only). Not thread-safe.
 */
public final class JudgeInput {

  /** The longest line read, in characters: room for two integers of the largest size allowed. */
  public static final int MAX_LINE_CHARS = 1 << 20;

  private final Reader reader;
  private final char[] buffer = new char[1 << 16];
  private int position;
  private int limit;
  private boolean ended;
  /** A line ended at '\r': a '\n' right after it belongs to the same line end. */
  private boolean afterCarriageReturn;
  private long lineNumber;

  public JudgeInput(Reader reader) {
    this.reader = reader;
  }

  /** The number of the line read last (1-based); 0 before the first. */
  public long lineNumber() {
    return lineNumber;
  }

  /**
   * Whether more input can be read without waiting: some is buffered, or the reader has some ready. A batch uses it
   * to hand answers on before it waits for a person or a pipe.
   */
  public boolean ready() throws IOException {
    return position < limit || (!ended && reader.ready());
  }

  /**
   * The next line as it is, blank or not, without its line end; empty at the end of the input.
   *
   * @throws InvalidInputException when the line is longer than {@value #MAX_LINE_CHARS} characters
   */
  public Optional<String> nextLine() throws IOException {
    return Optional.ofNullable(readLine());
  }

  /**
   * The next line that is not blank, stripped, or empty at the end of the input.
   *
   * @throws InvalidInputException when a line is longer than {@value #MAX_LINE_CHARS} characters
   */
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

  /**
   * The next non-blank line as exactly {@code count} integers separated by white space.
   *
   * @param what what the line should hold, for the message ({@code "n m"})
   * @return the integers, or empty at the end of the input
   * @throws InvalidInputException when the line holds anything else
   */
  public Optional<List<BigInteger>> nextIntegers(int count, String what) throws IOException {
    Optional<String> line = nextNonBlankLine();
    if (line.isEmpty()) {
      return Optional.empty();
    }
    List<String> tokens = tokens(line.get(), count + 1);
    if (tokens.size() != count) {
      throw error("expected " + what + " (" + count + " integers), got '" + shorten(line.get()) + "'");
    }
    List<BigInteger> numbers = new ArrayList<>(count);
    for (String token : tokens) {
      try {
        numbers.add(IntegerText.parse(token));
      } catch (IntegerText.RefusedException refused) {
        throw error(refused.problem() == IntegerText.Problem.TOO_LARGE
            ? "expected " + what + ", got a number of " + token.length() + " characters; at most "
                + IntegerText.MAX_BITS + " bits (" + IntegerText.MAX_DIGITS + " decimal digits)"
            : "expected " + what + " as integers, got '" + shorten(token) + "'");
      }
    }
    return Optional.of(numbers);
  }

  /** An error about the line read last. */
  public InvalidInputException error(String problem) {
    return new InvalidInputException(lineNumber, problem);
  }

  /**
   * The error for an input that ends before an instance is complete, naming the last line and what is missing.
   *
   * @param missing what the input should still hold ({@code "rule 2 of 3 (a b) of the instance on line 4"})
   */
  public InvalidInputException endedBefore(String missing) {
    return new InvalidInputException(lineNumber, "the input ends after this line, before " + missing);
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
  private String readLine() throws IOException {
    StringBuilder line = null;
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
        return line == null ? new String(buffer, start, position - 1 - start)
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
    return text.length() <= 60 ? text : text.substring(0, 40) + "…(" + text.length() + " characters)";
  }
}
