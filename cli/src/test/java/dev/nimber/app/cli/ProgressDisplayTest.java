package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.Progress;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressDisplayTest {

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();
  private final AtomicLong now = new AtomicLong();

  @Test
  void drawsNothingWhenStandardErrorIsNotATerminal() {
    try (Progress progress = new ProgressDisplay(console(false), now::get).start("judge", 10)) {
      now.addAndGet(5_000_000_000L);
      progress.step();
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void drawsABarOnStandardErrorOnlyOnceASecondHasPassed() {
    try (Progress progress =
        new ProgressDisplay(console(true), now::get).start("verify thuemorse", 10)) {
      progress.step();
      assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
      now.addAndGet(1_500_000_000L);
      progress.step();
    }
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("verify thuemorse");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void aTaskThatLearnsItsSizeAsItRunsShowsHowFarItIsAndWhere() {
    try (Progress progress =
        new ProgressDisplay(console(true), now::get).start("solve ranked", -1)) {
      progress.stepTo(10, 1000, "tier 1");
      assertThat(err.toString(StandardCharsets.UTF_8)).isEmpty();
      now.addAndGet(1_500_000_000L);
      progress.stepTo(500, 1000, "tier 7");
    }
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("solve ranked")
        .contains("500/1000")
        .containsPattern("[0-9,∞?]+/s tier 7");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }

  @Test
  void aTaskOfUnknownSizeShowsHowFarItHasComeAndForHowLong() {
    try (Progress progress =
        new ProgressDisplay(console(true), now::get).start("solve connect", -1)) {
      now.addAndGet(1_500_000_000L);
      progress.stepTo(41_943_041, -1, "positions searched");
    }
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("solve connect")
        .contains("41943041/? (0:00:01 / ?)")
        .containsPattern("[0-9,∞?]+/s positions searched");
  }

  @Test
  void linesPrintedWhileTheBarIsShownClearItsLineFirstAndTheBarComesBackBelow() {
    try (Progress progress = new ProgressDisplay(console(true), now::get).start("table nim", 3)) {
      now.addAndGet(1_500_000_000L);
      progress.step();
      int drawn = err.size();
      progress.printAbove(() -> out.writeBytes("0  Second\n".getBytes(StandardCharsets.UTF_8)));
      String after = err.toString(StandardCharsets.UTF_8).substring(drawn);
      assertThat(after).startsWith("\r\u001b[K").contains("table nim");
    }
    assertThat(out.toString(StandardCharsets.UTF_8)).isEqualTo("0  Second\n");
  }

  private Console console(boolean terminal) {
    return new Console(
        new ByteArrayInputStream(new byte[0]),
        new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8),
        terminal);
  }
}
