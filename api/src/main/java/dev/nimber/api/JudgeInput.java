package dev.nimber.api;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Judge input read line by line, counting lines so that errors can name them. A line ends at {@code
 * \n}, {@code \r\n} or {@code \r}; a line longer than {@value #MAX_LINE_CHARS} characters is an
 * error rather than a reason to run out of memory, and numbers are read by the same rule as
 * parameters everywhere else (decimal digits with optional underscores, or powers such as {@code
 * 10^18}; ASCII digits only). Implementations are not thread-safe.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface JudgeInput {

  /** The longest line read, in characters: room for two integers of the largest size allowed. */
  int MAX_LINE_CHARS = 1 << 20;

  /**
   * Judge input over a reader, for the host and for a game's tests.
   *
   * @param reader the text; it is read in blocks of its own, so it needs no buffer
   * @return the input, before its first line
   */
  static JudgeInput of(Reader reader) {
    return new LineJudgeInput(reader);
  }

  /**
   * Judge input over UTF-8 bytes, for the host's judge: the same lines, numbers and errors as over
   * a reader, read faster, as a line of ASCII is read where it lies in a buffer of 64 KiB and plain
   * numbers of up to 18 digits are read without making text.
   *
   * @param bytes UTF-8 text; malformed bytes read as U+FFFD; it is read in blocks of its own, so it
   *     needs no buffer
   * @return the input, before its first line
   */
  static JudgeInput of(InputStream bytes) {
    return new ByteJudgeInput(bytes);
  }

  /**
   * Judge input over a part of a larger input held in memory, for a host that reads the parts of an
   * input whose instances are lines ({@link JudgeFormat#oneInstancePerLine}) on several threads:
   * lines are numbered as in the whole input.
   *
   * @param bytes UTF-8 text, not copied: it must not change while it is read
   * @param offset where the part starts, at the start of a line
   * @param length the part's length; it ends at a line end or at the end of the input
   * @param linesBefore the lines of the whole input before the part
   * @return the input, before the part's first line
   */
  static JudgeInput of(byte[] bytes, int offset, int length, long linesBefore) {
    return new ByteJudgeInput(bytes, offset, length, linesBefore);
  }

  /**
   * The number of the line read last.
   *
   * @return the 1-based line number; 0 before the first line
   */
  long lineNumber();

  /**
   * Whether more input can be read without waiting: some is buffered, or the reader has some ready.
   * A batch uses it to hand answers on before it waits for a person or a pipe.
   *
   * @return whether a read would not block
   * @throws IOException when the input cannot be read
   */
  boolean ready() throws IOException;

  /**
   * The next line as it is, blank or not, without its line end.
   *
   * @return the line, or empty at the end of the input
   * @throws InvalidInputException when the line is longer than {@value #MAX_LINE_CHARS} characters
   * @throws IOException when the input cannot be read
   */
  Optional<String> nextLine() throws IOException;

  /**
   * The next line that is not blank, stripped.
   *
   * @return the line, or empty at the end of the input
   * @throws InvalidInputException when a line is longer than {@value #MAX_LINE_CHARS} characters
   * @throws IOException when the input cannot be read
   */
  Optional<String> nextNonBlankLine() throws IOException;

  /**
   * The next non-blank line as exactly {@code count} integers separated by white space.
   *
   * @param count how many integers the line holds
   * @param what what the line should hold, for the message ({@code "n m"})
   * @return the integers, or empty at the end of the input
   * @throws InvalidInputException when the line holds anything else
   * @throws IOException when the input cannot be read
   */
  default Optional<List<BigInteger>> nextIntegers(int count, String what) throws IOException {
    return nextIntegers(count, () -> what);
  }

  /**
   * {@link #nextIntegers(int, String)}, with what the line should hold described only for an error:
   * for a format that reads many lines of an instance and names each in its messages.
   *
   * @param count how many integers the line holds
   * @param what makes what the line should hold, for the message ({@code "rule 2 of 3 of the
   *     instance on line 4"})
   * @return the integers, or empty at the end of the input
   * @throws InvalidInputException when the line holds anything else
   * @throws IOException when the input cannot be read
   */
  Optional<List<BigInteger>> nextIntegers(int count, Supplier<String> what) throws IOException;

  /**
   * An error about the line read last.
   *
   * @param problem what is wrong, without the line number
   * @return the error, to throw
   */
  default InvalidInputException error(String problem) {
    return new InvalidInputException(lineNumber(), problem);
  }

  /**
   * The error for an input that ends before an instance is complete, naming the last line and what
   * is missing.
   *
   * @param missing what the input should still hold ({@code "rule 2 of 3 of the instance on line
   *     4"})
   * @return the error, to throw
   */
  default InvalidInputException endedBefore(String missing) {
    return new InvalidInputException(
        lineNumber(), "the input ends after this line, before " + missing);
  }
}
