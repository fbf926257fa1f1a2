package dev.nimber.app.catalog;

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
   * The failure again with the remedy appended to its message, when it names a shortage; otherwise
   * the failure itself.
   */
  static RuntimeException advised(RuntimeException failure) {
    if (failure.getMessage() != null && failure.getMessage().contains("NIMBER_OPTS")) {
      // Advised already, by a guarded call inside the one that caught it.
      return failure;
    }
    if (failure instanceof SolverFailureException solver && solver.shortage().isPresent()) {
      Shortage shortage = solver.shortage().get();
      SolverFailureException advised =
          new SolverFailureException(
              solver.reason(), solver.getMessage() + "; " + remedy(shortage), shortage);
      advised.setStackTrace(solver.getStackTrace());
      return advised;
    }
    if (failure instanceof UnsupportedInstanceException beyond && beyond.shortage().isPresent()) {
      Shortage shortage = beyond.shortage().get();
      UnsupportedInstanceException advised =
          new UnsupportedInstanceException(beyond.getMessage() + "; " + remedy(shortage), shortage);
      advised.setStackTrace(beyond.getStackTrace());
      return advised;
    }
    return failure;
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
