package dev.nimber.app.ioc;

import dev.nimber.app.service.OutputFailedException;
import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Passes bytes on and turns a failed write into an {@link OutputFailedException}. A {@link
 * java.io.PrintStream} swallows {@code IOException}s and only sets a flag; it lets unchecked
 * exceptions through, so a print stream over this one stops the command at the first write that
 * fails (a full disk, a closed pipe) instead of running on. After that one failure, which the
 * command reports, later writes (the flushes of its cleanup) are dropped.
 */
final class FailFastOutputStream extends FilterOutputStream {

  private boolean failed;

  FailFastOutputStream(OutputStream out) {
    super(out);
  }

  @Override
  public void write(int b) {
    write(new byte[] {(byte) b}, 0, 1);
  }

  @Override
  public void write(byte[] bytes, int offset, int length) {
    if (failed) {
      return;
    }
    try {
      out.write(bytes, offset, length);
    } catch (IOException e) {
      failed = true;
      throw new OutputFailedException(e);
    }
  }

  @Override
  public void flush() {
    if (failed) {
      return;
    }
    try {
      out.flush();
    } catch (IOException e) {
      failed = true;
      throw new OutputFailedException(e);
    }
  }
}
