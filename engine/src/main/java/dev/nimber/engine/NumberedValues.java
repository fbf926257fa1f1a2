package dev.nimber.engine;

import dev.nimber.api.NumberedComponents;
import dev.nimber.api.SolverFailureException;
import java.util.Arrays;
import java.util.function.Supplier;

/**
 * The Grundy values of a game's numbered components ({@link NumberedComponents}) under normal play,
 * in a flat array: component n is valued after every component below it, as the mex of the XORs of
 * its options' values. No position or move object is made; an option costs two array reads, an XOR
 * and a store.
 *
 * <p>Valuing components 0..n costs O(n + M) time for the M options they list (10^8 for the rows of
 * Kayles up to 10,000 pins) and 4 bytes per component, plus 4 bytes per possible value for the mex;
 * values are kept, so a later question about a smaller component is a lookup. Each component counts
 * as one position against the search's budget, checked before the first option is listed. One
 * thread; not thread-safe, though values already known may be read ({@link #known}) while nothing
 * is being valued.
 */
final class NumberedValues implements NumberedComponents.OptionSink {

  /** How many options are listed between two looks at the thread's interrupt flag. */
  private static final int OPTIONS_BETWEEN_CHECKS = 1 << 16;

  private final NumberedComponents numbering;

  /** The values of components 0 to {@code valued - 1}. */
  private int[] values = new int[64];

  private int valued;

  /**
   * {@code seenBy[v] == component + 1} when an option of the component being valued has value v.
   */
  private int[] seenBy = new int[64];

  /** The component being valued. */
  private int current;

  private int stamp;
  private int optionsUntilCheck = OPTIONS_BETWEEN_CHECKS;

  NumberedValues(NumberedComponents numbering) {
    this.numbering = numbering;
  }

  /** The numbering these values are of. */
  NumberedComponents numbering() {
    return numbering;
  }

  /** How many components are valued. */
  long size() {
    return valued;
  }

  /**
   * The value of a component already valued, or −1 when it is not yet.
   *
   * @param component a number from {@link NumberedComponents#numberOf}
   */
  int known(long component) {
    return component < valued ? values[(int) component] : -1;
  }

  /**
   * The value of a component, valuing it and every component below it first where they are not yet.
   *
   * @param component a number from {@link NumberedComponents#numberOf}, at least 0
   * @param room how many more components may be valued within the search's budget
   * @param overBudget the failure to throw when that is not enough
   * @return its Grundy value
   * @throws SolverFailureException when valuing it would pass {@code room} (nothing is valued then)
   *     or the thread is interrupted (the components valued so far are kept)
   * @throws IllegalStateException when the game lists an option that is not numbered below the
   *     component
   */
  int valueOf(long component, long room, Supplier<SolverFailureException> overBudget) {
    if (component < valued) {
      return values[(int) component];
    }
    if (component - valued + 1 > room || component >= Integer.MAX_VALUE - 8) {
      throw overBudget.get();
    }
    int last = (int) component;
    if (last >= values.length) {
      values =
          Arrays.copyOf(
              values,
              (int) Math.min(Integer.MAX_VALUE - 8, Math.max(last + 1L, 2L * values.length)));
    }
    while (valued <= last) {
      SolverFailureException.throwIfInterrupted();
      current = valued;
      stamp = valued + 1;
      numbering.options(valued, this);
      int mex = 0;
      while (mex < seenBy.length && seenBy[mex] == stamp) {
        mex++;
      }
      values[valued++] = mex;
    }
    return values[last];
  }

  @Override
  public void option(long component) {
    see(valueAt(component));
  }

  @Override
  public void option(long first, long second) {
    see(valueAt(first) ^ valueAt(second));
  }

  @Override
  public void option(long[] components, int count) {
    int sum = 0;
    for (int i = 0; i < count; i++) {
      sum ^= valueAt(components[i]);
    }
    see(sum);
  }

  private int valueAt(long component) {
    if (component < 0 || component >= current) {
      throw new IllegalStateException(
          "the numbered components list an option of component "
              + current
              + " with"
              + " component "
              + component
              + ", which is not numbered below it ("
              + (current == 0 ? "no component is" : "from 0 to " + (current - 1))
              + ")");
    }
    return values[(int) component];
  }

  private void see(int value) {
    if (--optionsUntilCheck == 0) {
      optionsUntilCheck = OPTIONS_BETWEEN_CHECKS;
      SolverFailureException.throwIfInterrupted();
    }
    if (value >= seenBy.length) {
      seenBy = Arrays.copyOf(seenBy, Math.max(value + 1, 2 * seenBy.length));
    }
    seenBy[value] = stamp;
  }
}
