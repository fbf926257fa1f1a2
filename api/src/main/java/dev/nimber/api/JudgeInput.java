package dev.nimber.api;

import java.io.BufferedReader;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Judge input read line by line, counting lines so that errors can name them. Not thread-safe.
 */
public final class JudgeInput {

  private final BufferedReader reader;
  private long lineNumber;

  public JudgeInput(BufferedReader reader) {
    this.reader = reader;
  }

  /** The number of the line read last (1-based); 0 before the first. */
  public long lineNumber() {
    return lineNumber;
  }

  /** The next line that is not blank, stripped, or empty at the end of the input. */
  public Optional<String> nextNonBlankLine() throws IOException {
    String line;
    do {
      line = reader.readLine();
      if (line == null) {
        return Optional.empty();
      }
      lineNumber++;
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
    String[] tokens = line.get().split("\\s+");
    if (tokens.length != count) {
      throw error("expected " + what + " (" + count + " integers), got '" + shorten(line.get()) + "'");
    }
    List<BigInteger> numbers = new ArrayList<>(count);
    for (String token : tokens) {
      try {
        numbers.add(new BigInteger(token));
      } catch (NumberFormatException e) {
        throw error("expected " + what + " as integers, got '" + shorten(token) + "'");
      }
    }
    return Optional.of(numbers);
  }

  /** An error about the line read last. */
  public InvalidInputException error(String problem) {
    return new InvalidInputException(lineNumber, problem);
  }

  private static String shorten(String text) {
    return text.length() <= 60 ? text : text.substring(0, 40) + "…";
  }
}
