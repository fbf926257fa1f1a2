package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ExitCodeTest {

  private static int of(ServiceException.Kind kind) {
    return ExitCode.of(new ServiceException(kind, null, "refused"));
  }

  @Test
  void aRefusalThePersonCanFixIsAUsageError() {
    assertThat(of(ServiceException.Kind.BAD_INPUT)).isEqualTo(2);
    assertThat(of(ServiceException.Kind.NOT_FOUND)).isEqualTo(2);
    assertThat(of(ServiceException.Kind.BEYOND_SOLVER)).isEqualTo(2);
    assertThat(of(ServiceException.Kind.DATABASE)).isEqualTo(2);
  }

  @Test
  void aSolverThatCouldNotAnswerInTimeOrAtAllIsAFailure() {
    assertThat(of(ServiceException.Kind.FAILED)).isEqualTo(1);
    assertThat(of(ServiceException.Kind.BUSY)).isEqualTo(1);
    assertThat(of(ServiceException.Kind.TIMED_OUT)).isEqualTo(1);
    assertThat(of(ServiceException.Kind.SOLVING)).isEqualTo(1);
  }
}
