package dev.nimber.app.service;

import dev.nimber.api.NimberException;
import dev.nimber.api.Shortage;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;

/**
 * How to give a solver what it ran short of, in the launcher's terms: the JVM that {@code nimber}
 * (and {@code nimber serve}) starts takes its options from {@code NIMBER_OPTS}. The engine and the
 * plugins say what ran short ({@link Shortage}); this is the one place the command line words the
 * remedy, appended to their message.
 */
final class LauncherAdvice {

  private LauncherAdvice() {}

  /**
   * The failure again with the remedy appended to its message, when it names a shortage and its
   * message does not end with the remedy already (a guarded call inside the one that caught it
   * advised it); otherwise the failure itself.
   */
  static RuntimeException advised(RuntimeException failure) {
    if (!(failure instanceof NimberException nimber) || nimber.shortage().isEmpty()) {
      return failure;
    }
    Shortage shortage = nimber.shortage().get();
    String remedy = remedy(shortage);
    if (failure.getMessage().endsWith(remedy)) {
      return failure;
    }
    String message = failure.getMessage() + "; " + remedy;
    NimberException advised;
    if (failure instanceof SolverFailureException solver) {
      advised = new SolverFailureException(solver.reason(), message, shortage);
    } else if (failure instanceof UnsupportedInstanceException) {
      advised = new UnsupportedInstanceException(message, shortage);
    } else {
      return failure;
    }
    advised.setStackTrace(failure.getStackTrace());
    return advised;
  }

  /** The remedy in words. */
  static String remedy(Shortage shortage) {
    if (shortage.setting() != null) {
      return "raise it with NIMBER_OPTS=-D"
          + shortage.setting()
          + "=N (and the heap with -Xmx<size>)";
    }
    if (shortage.heapMib() > 0) {
      return "run it with NIMBER_OPTS=-Xmx"
          + (shortage.heapMib() + 1023) / 1024
          + "g or more, on a machine with that memory";
    }
    return "give the heap more with NIMBER_OPTS=-Xmx<size>";
  }
}
