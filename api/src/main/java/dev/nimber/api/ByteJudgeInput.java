package dev.nimber.api;

import java.io.IOException;
import java.io.InputStream;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.jspecify.annotations.Nullable;

/**
 * {@link JudgeInput} over UTF-8 bytes. Lines are found in the bytes; a line of ASCII is read where
 * it lies, its integers of up to 18 plain digits without making any text, and everything else
 * (other characters, signs, powers, underscores, longer numbers, a wrong count) is decoded and read
 * by {@link LineJudgeInput}'s rules, so that the two give the same numbers and the same errors.
 * Malformed UTF-8 becomes U+FFFD, as through an {@code InputStreamReader}. Not thread-safe.
 */
final class ByteJudgeInput implements JudgeInput {

  /** Digits that always fit in a {@code long}. */
  private static final int LONG_DIGITS = 18;

  /**
   * A line of more bytes has more than {@link #MAX_LINE_CHARS} characters: UTF-8 takes at most 3
   * per character.
   */
  private static final int MAX_LINE_BYTES = 3 * MAX_LINE_CHARS;

  private final InputStream in;
  private byte[] buffer;
  private int position;
  private int limit;
  private boolean ended;

  /** A line ended at '\r': a '\n' right after it belongs to the same line end. */
  private boolean afterCarriageReturn;

  private long lineNumber;

  /** The line read last: its bytes in the buffer, and whether they are all ASCII. */
  private int lineStart;

  private int lineEnd;
  private boolean lineAscii;

  ByteJudgeInput(InputStream in) {
    this.in = in;
    this.buffer = new byte[1 << 16];
  }

  /**
   * Over bytes in memory, all of them already read, whose lines are numbered after {@code
   * linesBefore}.
   */
  ByteJudgeInput(byte[] bytes, int offset, int length, long linesBefore) {
    this.in = InputStream.nullInputStream();
    this.buffer = bytes;
    this.position = offset;
    this.limit = Math.addExact(offset, length);
    this.ended = true;
    this.lineNumber = linesBefore;
  }

  @Override
  public long lineNumber() {
    return lineNumber;
  }

  @Override
  public boolean ready() {
    try {
      return position < limit || (!ended && in.available() > 0);
    } catch (IOException e) {
      // As a reader says: not ready; the read that follows reports the failure.
      return false;
    }
  }

  @Override
  public Optional<String> nextLine() throws IOException {
    return readLine() ? Optional.of(lineText()) : Optional.empty();
  }

  @Override
  public Optional<String> nextNonBlankLine() throws IOException {
    while (readLine()) {
      if (!lineAscii) {
        String line = lineText();
        if (!line.isBlank()) {
          return Optional.of(line.strip());
        }
      } else if (stripAscii()) {
        return Optional.of(
            new String(buffer, lineStart, lineEnd - lineStart, StandardCharsets.ISO_8859_1));
      }
    }
    return Optional.empty();
  }

  @Override
  public Optional<List<BigInteger>> nextIntegers(int count, Supplier<String> what)
      throws IOException {
    while (readLine()) {
      if (lineAscii) {
        if (!stripAscii()) {
          continue;
        }
        BigInteger[] plain = plainIntegers(count);
        if (plain != null) {
          return Optional.of(Arrays.asList(plain));
        }
        String line =
            new String(buffer, lineStart, lineEnd - lineStart, StandardCharsets.ISO_8859_1);
        return Optional.of(LineJudgeInput.integers(line, count, what, this));
      }
      String line = lineText();
      if (!line.isBlank()) {
        return Optional.of(LineJudgeInput.integers(line.strip(), count, what, this));
      }
    }
    return Optional.empty();
  }

  /**
   * The stripped ASCII line's integers when there are exactly {@code count} and each is 1 to 18
   * plain digits; else null, for the general rule to read or refuse.
   */
  private BigInteger @Nullable [] plainIntegers(int count) {
    BigInteger[] numbers = new BigInteger[count];
    int found = 0;
    int i = lineStart;
    while (i < lineEnd) {
      if (found == count) {
        return null;
      }
      int start = i;
      long value = 0;
      while (i < lineEnd && !isWhitespace(buffer[i])) {
        int digit = buffer[i] - '0';
        if (digit < 0 || digit > 9 || i - start == LONG_DIGITS) {
          return null;
        }
        value = value * 10 + digit;
        i++;
      }
      numbers[found++] = BigInteger.valueOf(value);
      while (i < lineEnd && isWhitespace(buffer[i])) {
        i++;
      }
    }
    return found == count ? numbers : null;
  }

  /** Narrows the ASCII line to its non-white-space part; false when it is blank. */
  private boolean stripAscii() {
    while (lineStart < lineEnd && isWhitespace(buffer[lineStart])) {
      lineStart++;
    }
    while (lineEnd > lineStart && isWhitespace(buffer[lineEnd - 1])) {
      lineEnd--;
    }
    return lineStart < lineEnd;
  }

  /** {@link Character#isWhitespace} for an ASCII character. */
  private static boolean isWhitespace(byte b) {
    return b == ' ' || (b >= '\t' && b <= '\r') || (b >= 0x1C && b <= 0x1F);
  }

  /** The line read last, decoded. */
  private String lineText() {
    if (lineAscii) {
      return new String(buffer, lineStart, lineEnd - lineStart, StandardCharsets.ISO_8859_1);
    }
    String line = new String(buffer, lineStart, lineEnd - lineStart, StandardCharsets.UTF_8);
    if (line.length() > MAX_LINE_CHARS) {
      throw tooLong();
    }
    return line;
  }

  /**
   * Reads the next line into {@link #lineStart}, {@link #lineEnd} and {@link #lineAscii}.
   *
   * @return false at the end of the input
   */
  private boolean readLine() throws IOException {
    if (afterCarriageReturn) {
      if (position == limit && !fill()) {
        return false;
      }
      afterCarriageReturn = false;
      if (buffer[position] == '\n') {
        position++;
      }
    }
    int scanned = 0;
    int bits = 0;
    while (true) {
      int i = position + scanned;
      while (i < limit) {
        byte b = buffer[i];
        if (b == '\n' || b == '\r') {
          afterCarriageReturn = b == '\r';
          return line(position, i, bits, i + 1);
        }
        bits |= b;
        i++;
      }
      scanned = i - position;
      if (scanned > (bits < 0 ? MAX_LINE_BYTES : MAX_LINE_CHARS)) {
        lineNumber++;
        throw tooLong();
      }
      if (!fill()) {
        return scanned > 0 && line(position, position + scanned, bits, position + scanned);
      }
    }
  }

  /**
   * Makes {@code [start, end)} the line read last and moves on to {@code next}; checks an ASCII
   * line's length.
   */
  private boolean line(int start, int end, int bits, int next) {
    lineNumber++;
    lineStart = start;
    lineEnd = end;
    lineAscii = bits >= 0;
    position = next;
    if (lineAscii && end - start > MAX_LINE_CHARS) {
      throw tooLong();
    }
    return true;
  }

  private InvalidInputException tooLong() {
    return error("the line is longer than " + MAX_LINE_CHARS + " characters");
  }

  /**
   * Reads more after what is unread, moving that to the front and growing the buffer when it is
   * full.
   */
  private boolean fill() throws IOException {
    if (ended) {
      return false;
    }
    if (position > 0) {
      System.arraycopy(buffer, position, buffer, 0, limit - position);
      limit -= position;
      position = 0;
    }
    if (limit == buffer.length) {
      buffer = Arrays.copyOf(buffer, buffer.length * 2);
    }
    int read = in.read(buffer, limit, buffer.length - limit);
    if (read < 0) {
      ended = true;
      return false;
    }
    limit += read;
    return true;
  }
}
