package dev.nimber.api;

/**
 * Grundy values that a game knows by its own theory for single components of its sums (positions
 * whose {@link Position#components()} is empty), under normal play: where the engine's search needs
 * a component's value (the remoteness of a sum, the Grundy value of a position it searches), it
 * takes the value from here rather than searching the component's moves. Node Kayles values a part
 * of its graph by the parts of its parts, green Hackenbush a drawing by fusion, in far less than
 * the search of every position below.
 *
 * <p>The rule: a value given is the component's Grundy value, the mex of the values of the
 * positions its moves lead to (a sum's value being the XOR of its components'). A component with a
 * {@linkplain Position#verdict() verdict} gets none. The engine trusts the values, so a wrong one
 * makes wrong answers: the test kit's {@code GameContract} checks every value given for the
 * components reached from the small instances against a plain recursion over their moves, and
 * {@code nimber verify} does too.
 *
 * <p>{@link Positions#componentValues} makes one for each search, whose thread alone calls it, so
 * an implementation may keep what it learns in fields without locks.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
@FunctionalInterface
public interface ComponentValues {

  /**
   * The Grundy value of a position that is a single component, by the game's theory.
   *
   * @param component a position of the game, not a sum, with no verdict
   * @return its Grundy value, at least 0; or −1 where the theory gives none (the engine then
   *     searches the component's moves)
   */
  long grundyOf(Position component);
}
