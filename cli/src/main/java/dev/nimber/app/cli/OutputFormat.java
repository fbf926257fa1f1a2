package dev.nimber.app.cli;

/** How answers are printed. */
public enum OutputFormat {
  /** The answer's words, one line per instance. */
  TEXT,
  /** One JSON object per instance and line (JSON Lines). */
  JSON
}
