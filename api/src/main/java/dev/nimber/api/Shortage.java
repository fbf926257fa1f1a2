package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import org.jspecify.annotations.Nullable;

/**
 * What a solver ran short of, so that the host words the remedy in its own terms: on the command
 * line through {@code NIMBER_OPTS}, on Spark through its configuration, in a program that embeds
 * the engine through the JVM that program starts. A failure carries it ({@link
 * NimberException#shortage()}); its message says what ran short, never how to change it.
 *
 * @param setting the system property whose value bounds the work (such as {@code
 *     nimber.search.budget}), or null when the heap ran short
 * @param heapMib the maximum heap, in MiB, the solver expects to need, or 0 when it cannot say
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record Shortage(@Nullable String setting, long heapMib) {

  /**
   * Checks the components.
   *
   * @param setting a property name, or null for the heap
   * @param heapMib at least 0
   */
  public Shortage {
    if (heapMib < 0) {
      throw new IllegalArgumentException("heapMib must be at least 0, got " + heapMib);
    }
  }

  /**
   * The heap ran short, by an amount the solver cannot say.
   *
   * @return the shortage
   */
  public static Shortage heap() {
    return new Shortage(null, 0);
  }

  /**
   * The heap is too small for the work, which needs a heap of at least {@code mib} MiB.
   *
   * @param mib at least 1
   * @return the shortage
   */
  public static Shortage heap(long mib) {
    if (mib < 1) {
      throw new IllegalArgumentException("a heap needs at least 1 MiB, got " + mib);
    }
    return new Shortage(null, mib);
  }

  /**
   * The work reached a bound a system property sets (and the heap may have to grow with it).
   *
   * @param property the property's name
   * @return the shortage
   */
  public static Shortage setting(String property) {
    return new Shortage(requireNonNull(property, "property"), 0);
  }
}
