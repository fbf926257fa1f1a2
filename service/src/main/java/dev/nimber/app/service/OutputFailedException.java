package dev.nimber.app.service;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Output could not be written: the disk is full, or the reader at the other end of a pipe has gone.
 * The command stops at once (exit code 1) instead of computing answers nobody can read.
 */
public final class OutputFailedException extends UncheckedIOException {

  private static final long serialVersionUID = 1L;

  /** Standard output failed. */
  public OutputFailedException(IOException cause) {
    this("standard output", cause);
  }

  /**
   * @param what what was being written ({@code "--out 'plot.png'"})
   */
  public OutputFailedException(String what, IOException cause) {
    super(
        "cannot write "
            + (what.equals("standard output") ? "to " : "")
            + what
            + ": "
            + cause.getMessage(),
        cause);
  }
}
