package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import org.junit.jupiter.api.Test;

class LauncherAdviceTest {

  @Test
  void eachShortageIsWordedInTheLaunchersTerms() {
    assertThat(LauncherAdvice.remedy(Shortage.setting("nimber.search.budget")))
        .isEqualTo(
            "raise it with NIMBER_OPTS=-Dnimber.search.budget=N (and the heap with -Xmx<size>)");
    assertThat(LauncherAdvice.remedy(Shortage.heap()))
        .isEqualTo("give the heap more with NIMBER_OPTS=-Xmx<size>");
    assertThat(LauncherAdvice.remedy(Shortage.heap(5000)))
        .isEqualTo("run it with NIMBER_OPTS=-Xmx5g or more, on a machine with that memory");
  }

  @Test
  void aFailureIsAdvisedOnceKeepingItsKindReasonAndShortage() {
    SolverFailureException budget =
        new SolverFailureException(
            SolverFailureException.Reason.BUDGET,
            "the search reached its budget",
            Shortage.setting("b"));
    RuntimeException advised = LauncherAdvice.advised(budget);
    assertThat(advised)
        .isInstanceOf(SolverFailureException.class)
        .hasMessage(
            "the search reached its budget; raise it with NIMBER_OPTS=-Db=N (and the heap with -Xmx<size>)");
    assertThat(((SolverFailureException) advised).reason())
        .isEqualTo(SolverFailureException.Reason.BUDGET);
    assertThat(((SolverFailureException) advised).shortage()).contains(Shortage.setting("b"));
    assertThat(LauncherAdvice.advised(advised)).isSameAs(advised);
    UnsupportedInstanceException beyond =
        new UnsupportedInstanceException("too large", Shortage.heap(1024));
    assertThat(LauncherAdvice.advised(beyond))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessage(
            "too large; run it with NIMBER_OPTS=-Xmx1g or more, on a machine with that memory");
  }

  @Test
  void aFailureWithoutAShortageIsLeftAsItIs() {
    SolverFailureException loop =
        new SolverFailureException(SolverFailureException.Reason.LOOP, "the game is loopy");
    assertThat(LauncherAdvice.advised(loop)).isSameAs(loop);
  }
}
