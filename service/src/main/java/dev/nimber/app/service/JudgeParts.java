package dev.nimber.app.service;

import dev.nimber.api.JudgeInput;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The input of a judge format with one instance per line, cut at line ends into parts of about
 * {@value #PART_BYTES} bytes, each read and solved by one solver thread ({@link
 * BatchRunner#runParts}), so that the thread that reads the input only finds line ends and the
 * threads that solve also parse. A part is cut as soon as the stream has nothing more ready, so
 * that a person or a pipe gets each answer at once. Lines are numbered as in the whole input; a
 * line end is {@code \n}, {@code \r\n} or {@code \r}, as {@link JudgeInput} reads it. A line of
 * more than {@value #MOST_HELD} bytes is handed on unfinished, for its reader to refuse. Not
 * thread-safe: one thread iterates.
 *
 * @param <T> what solving an instance gives
 */
public final class JudgeParts<T> implements Iterator<Supplier<BatchRunner.PartResults<T>>> {

  /** The size of a part, and of each read. */
  static final int PART_BYTES = 1 << 14;

  /** More than a line of {@link JudgeInput#MAX_LINE_CHARS} characters can take in UTF-8. */
  static final int MOST_HELD = 4 * JudgeInput.MAX_LINE_CHARS;

  private final InputStream in;
  private final Function<JudgeInput, JudgeTasks<T>> tasksOf;

  /** Bytes read and not yet in a part, from index 0 to {@link #held}. */
  private byte[] buffer = new byte[PART_BYTES];

  private int held;
  private boolean ended;

  /** The lines of all the parts before. */
  private long linesBefore;

  private Supplier<BatchRunner.PartResults<T>> next;

  /**
   * @param in the input
   * @param tasksOf the instances of one part, read from the part's own input
   */
  public JudgeParts(InputStream in, Function<JudgeInput, JudgeTasks<T>> tasksOf) {
    this.in = in;
    this.tasksOf = tasksOf;
  }

  /** Whether more input can be read without waiting. */
  public boolean ready() {
    try {
      return in.available() > 0;
    } catch (IOException e) {
      return false;
    }
  }

  @Override
  public boolean hasNext() {
    while (next == null) {
      int cut = ended ? held : afterLastLineEnd();
      if (cut > 0 && (ended || held == buffer.length || !ready())) {
        next = part(cut);
      } else if (ended) {
        return false;
      } else if (held == buffer.length && buffer.length >= MOST_HELD) {
        next = part(held);
      } else {
        read();
      }
    }
    return true;
  }

  @Override
  public Supplier<BatchRunner.PartResults<T>> next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    Supplier<BatchRunner.PartResults<T>> part = next;
    next = null;
    return part;
  }

  /**
   * Where the bytes held end with a whole line: after the last line end known to be complete, or 0.
   */
  private int afterLastLineEnd() {
    for (int i = held - 1; i >= 0; i--) {
      // A '\r' last of all may be the first half of "\r\n": not known to be complete yet.
      if (buffer[i] == '\n' || (buffer[i] == '\r' && i + 1 < held)) {
        return i + 1;
      }
    }
    return 0;
  }

  /**
   * The first {@code length} bytes held, as a part: they move to it, and what follows to a new
   * buffer.
   */
  private Supplier<BatchRunner.PartResults<T>> part(int length) {
    byte[] bytes = buffer;
    buffer = new byte[Math.max(PART_BYTES, held - length)];
    System.arraycopy(bytes, length, buffer, 0, held - length);
    held -= length;
    long first = linesBefore;
    linesBefore += lineEnds(bytes, length);
    return () -> solve(JudgeInput.of(bytes, 0, length, first));
  }

  /** Reads and solves every instance of a part, on the thread that calls it. */
  private BatchRunner.PartResults<T> solve(JudgeInput part) {
    JudgeTasks<T> tasks = tasksOf.apply(part);
    List<BatchRunner.Result<T>> results = new ArrayList<>();
    try {
      while (tasks.hasNext()) {
        results.add(BatchRunner.runHere(tasks.next()));
      }
    } catch (RuntimeException readFailure) {
      return new BatchRunner.PartResults<>(results, Optional.of(readFailure));
    }
    return new BatchRunner.PartResults<>(results, Optional.empty());
  }

  /**
   * The line ends among the first {@code length} bytes: each '\n', and each '\r' not followed by
   * '\n'.
   */
  private static long lineEnds(byte[] bytes, int length) {
    long ends = 0;
    for (int i = 0; i < length; i++) {
      if (bytes[i] == '\n' || (bytes[i] == '\r' && (i + 1 == length || bytes[i + 1] != '\n'))) {
        ends++;
      }
    }
    return ends;
  }

  private void read() {
    if (held == buffer.length) {
      buffer = Arrays.copyOf(buffer, buffer.length * 2);
    }
    try {
      int read = in.read(buffer, held, buffer.length - held);
      if (read < 0) {
        ended = true;
      } else {
        held += read;
      }
    } catch (IOException e) {
      throw new UsageException(
          "cannot read the input after line " + linesBefore + ": " + e.getMessage());
    }
  }
}
