package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.Progress;
import java.io.PrintStream;
import java.text.DecimalFormat;
import java.time.Duration;
import java.util.function.LongSupplier;
import javax.inject.Inject;
import javax.inject.Named;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Draws progress bars (the {@code progressbar} library) on standard error, only when it is a
 * terminal and not a CI log, and only for tasks that last longer than about a second: a bar appears
 * once the first second has passed.
 */
public final class ProgressDisplay {

  /** Back to the line's start and erase it (ANSI), where the bar was drawn. */
  private static final String CLEAR_LINE = "\r\u001b[K";

  private static final long DELAY_NANOS = Duration.ofSeconds(1).toNanos();

  private final Console console;
  private final LongSupplier nanoClock;

  @Inject
  public ProgressDisplay(Console console, @Named("nanoClock") LongSupplier nanoClock) {
    this.console = console;
    this.nanoClock = nanoClock;
  }

  /**
   * Progress of a task.
   *
   * @param task what is being done, shown beside the bar
   * @param total the units of work, or −1 when unknown
   */
  public Progress start(String task, long total) {
    if (!console.progressOnErr()) {
      return Progress.none();
    }
    long started = nanoClock.getAsLong();
    PrintStream err = console.err();
    return new Progress() {
      private ProgressBar bar;
      private long done;

      @Override
      public void step() {
        done++;
        ProgressBar shown = barOnceDue(total, false, done);
        if (shown != null) {
          shown.stepTo(done);
        }
      }

      @Override
      public void stepTo(long reached, long max, String message) {
        ProgressBar shown = barOnceDue(max, true, reached);
        if (shown != null) {
          shown.maxHint(max);
          shown.stepTo(reached);
          shown.setExtraMessage(" " + message);
        }
      }

      /**
       * The bar, made once a second has passed since the task started; null before. It shows the
       * time since the task started, and the rate since it appeared, from {@code reached} on.
       */
      private ProgressBar barOnceDue(long max, boolean speed, long reached) {
        long elapsed = nanoClock.getAsLong() - started;
        if (bar == null && elapsed >= DELAY_NANOS) {
          ProgressBarBuilder builder =
              new ProgressBarBuilder()
                  .setTaskName(task)
                  .setInitialMax(max)
                  .startsFrom(reached, Duration.ofNanos(elapsed))
                  .setStyle(ProgressBarStyle.ASCII)
                  .continuousUpdate()
                  .setConsumer(new ConsoleProgressBarConsumer(err));
          if (speed) {
            builder.showSpeed(new DecimalFormat("#,##0"));
          }
          bar = builder.build();
        }
        return bar;
      }

      @Override
      public void printAbove(Runnable print) {
        if (bar == null) {
          print.run();
          return;
        }
        err.print(CLEAR_LINE);
        err.flush();
        print.run();
        bar.refresh();
      }

      @Override
      public void close() {
        if (bar != null) {
          bar.close();
        }
      }
    };
  }
}
