package dev.nimber.app.ioc;

import java.io.InputStream;
import java.io.PrintStream;

/**
 * The streams a command talks through: answers on {@code out}, diagnostics on {@code err}.
 *
 * @param in standard input (judge input)
 * @param out answers only
 * @param err warnings, errors and help for mistakes
 * @param progressOnErr whether progress bars may be drawn on {@code err}: it is a terminal, and not a CI log
 */
public record Console(InputStream in, PrintStream out, PrintStream err, boolean progressOnErr) {}
