package dev.nimber.api;

import static java.util.Objects.requireNonNull;

/**
 * One legal move: a label a person can read ("take 3 stones, leaving 384") and the position it
 * leads to.
 *
 * @param label what the move does, in words; never blank
 * @param to the position after the move
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Move(String label, Position to) {

  /**
   * Checks the components.
   *
   * @param label what the move does, in words; never blank
   * @param to the position after the move
   */
  public Move {
    requireNonNull(label, "label");
    requireNonNull(to, "to");
    if (label.isBlank()) {
      throw new IllegalArgumentException("a move's label must not be blank");
    }
  }
}
