package dev.nimber.api;

/**
 * The components of a game's sums ({@link Position#components()}) numbered by whole numbers from 0,
 * with each component's options (the sums its moves lead to) given as numbers: a row of Kayles is
 * numbered by its length, and a move in a row of n pins leads to two rows, i and n − 1 − i or n − 2
 * − i. Under normal play the engine then values components 0, 1, 2, … in a flat array, each as the
 * mex of the XORs of its options' values, without making a position or a move for any option: a row
 * of 10,000 pins, every shorter row valued on the way, is about 10^8 options and takes well under a
 * second. Positions and moves are still what {@code nimber play} and winning moves use.
 *
 * <p>The rule a numbering must keep: every option of component n is a sum of components numbered
 * below n (so no line of play repeats), and the options of component n are, as sums, exactly the
 * positions the moves of the position numbered n lead to, up to the order of components in a sum,
 * components with no moves (which change no value), and how often an option is listed. A numbered
 * component has no {@linkplain Position#verdict() verdict}. The numbers mean the same components in
 * every instance of the game. The test kit's {@code GameContract} checks all of this on the small
 * instances, and {@code nimber verify} does too.
 *
 * <p>Implementations are called from one thread at a time; {@link #options} should be a pure
 * function of its argument.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface NumberedComponents {

  /**
   * The number of a position that is a single component (not a sum).
   *
   * @param component a position of the game
   * @return its number, at least 0; or −1 when this numbering does not cover it (it is a sum, it is
   *     decided by a verdict, or it is a kind of component the game does not number)
   */
  long numberOf(Position component);

  /**
   * Tells the engine each option of component {@code component}: the numbers of the components the
   * position a move leads to is the sum of. Listing an option twice, or a sum with its components
   * in another order, changes nothing.
   *
   * @param component a component's number, at least 0
   * @param into where to report the options; its methods take only numbers below {@code component}
   */
  void options(long component, OptionSink into);

  /** What {@link NumberedComponents#options} reports to. Not thread-safe. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  interface OptionSink {

    /**
     * A move leads to one component.
     *
     * @param component its number, below the component whose options are listed
     */
    void option(long component);

    /**
     * A move leads to the sum of two components (Kayles: the pins left of those knocked down, and
     * those right of them).
     *
     * @param first one component's number, below the component whose options are listed
     * @param second the other's, likewise
     */
    void option(long first, long second);

    /**
     * A move leads to the sum of any number of components; none is a move to the end of the game.
     *
     * @param components the components' numbers, each below the component whose options are listed
     * @param count how many of {@code components}, from the first, the sum holds
     */
    void option(long[] components, int count);
  }
}
