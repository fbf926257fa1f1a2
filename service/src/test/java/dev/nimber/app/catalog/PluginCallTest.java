package dev.nimber.app.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidInputException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.UsageException;
import java.util.List;
import org.junit.jupiter.api.Test;

class PluginCallTest {

  @Test
  void theContractsExceptionsAndNimbersOwnPassAsTheyAre() {
    for (RuntimeException expected :
        List.of(
            InvalidParameterException.of("n", "x", "an integer"),
            new InvalidInputException(3, "bad"),
            new UnsupportedInstanceException("too big"),
            new SolverFailureException(SolverFailureException.Reason.BUDGET, "out of budget"),
            new UsageException("unreadable input"))) {
      assertThatThrownBy(
              () ->
                  PluginCall.guard(
                      () -> "a call",
                      () -> {
                        throw expected;
                      }))
          .isSameAs(expected);
    }
  }

  @Test
  void anythingElseAndNullBecomeAFailureNamingWhatThePluginWasDoing() {
    assertThatThrownBy(
            () ->
                PluginCall.guard(
                    () -> "solver 'x' on n=3",
                    () -> {
                      throw new IllegalStateException(
                          "broken", new ArithmeticException("/ by zero"));
                    }))
        .isInstanceOf(PluginFailureException.class)
        .hasMessage(
            "solver 'x' on n=3 failed: IllegalStateException: broken (caused by java.lang.ArithmeticException:"
                + " / by zero)");
    assertThatThrownBy(
            () ->
                PluginCall.guard(
                    () -> "solver 'x' on n=3",
                    () -> {
                      throw new NoClassDefFoundError("lib/Missing");
                    }))
        .isInstanceOf(PluginFailureException.class)
        .hasMessage("solver 'x' on n=3 failed: NoClassDefFoundError: lib/Missing");
    assertThatThrownBy(() -> PluginCall.guard(() -> "solver 'x' on n=3", () -> null))
        .isInstanceOf(PluginFailureException.class)
        .hasMessage("solver 'x' on n=3 failed: it returned null");
    assertThat(PluginCall.guard(() -> "never built", () -> "fine")).isEqualTo("fine");
  }
}
