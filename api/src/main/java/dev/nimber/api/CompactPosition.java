package dev.nimber.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * A position in the compact form: a value (a record is ideal) that lists the positions its moves
 * lead to, {@link #next()}, and nothing else. The moves, their labels, the position's text and its
 * components follow from that; anything may still be overridden as in any {@link Position} ({@link
 * #verdict()} for a position decided by rule, {@link #picture()}, {@link #moves()} with labels of
 * the game's own).
 *
 * <pre>{@code
 * record Pile(int stones) implements CompactPosition<Pile> {
 *   public List<Pile> next() {
 *     return IntStream.rangeClosed(1, Math.min(3, stones)).mapToObj(take -> new Pile(stones - take)).toList();
 *   }
 * }
 * }</pre>
 *
 * <p>Moves that lead to equal positions are one move (in an impartial game they are the same
 * choice): {@link #children()} and {@link #moves()} keep the first of each, in the order of {@code
 * next()}, at the cost of one {@code hashCode} and {@code equals} per position listed. A move's
 * label is {@code to} and the record components in which the position it leads to differs ({@code
 * to stones=4}); the position's text is its components ({@code stones=7}). The engine reads the
 * record itself, with no wrapper, so a game in this form searches as fast as the same positions
 * written as a full {@link Position}.
 *
 * @param <P> the position's own type
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface CompactPosition<P extends CompactPosition<P>> extends Position {

  /**
   * The positions the legal moves lead to, in a stable order (the likeliest good moves first helps
   * nobody but a reader: every search looks at all of them). Positions may repeat; each is one
   * move.
   *
   * @return the positions, empty when the player to move cannot move; never {@code null}
   */
  List<P> next();

  /**
   * The independent games this position is the sum of (see {@link Position#components()}): a move
   * here is a move in exactly one of them. Kayles' rows of pins, the connected pieces of a graph.
   * The engine then values each distinct part once instead of every combination.
   *
   * @return the parts, or empty (the default) when the position is not a sum; a position that is
   *     one part returns empty rather than itself, which the engine would make and discard for
   *     every position it values
   */
  default List<P> parts() {
    return List.of();
  }

  /**
   * The label of the move to one of the {@link #next()} positions: by default {@code to} followed
   * by the record components that differ ({@code to stones=4}), or the position's text when it is
   * not a record.
   *
   * @param next one of the positions {@link #next()} lists
   * @return a label unique among the moves of this position, never blank
   */
  default String label(P next) {
    return "to " + CompactText.changed(this, next);
  }

  /** {@link #next()} without repeats, in order. */
  @Override
  default List<Position> children() {
    return Collections.unmodifiableList(CompactText.distinct(next()));
  }

  /** A move to each of {@link #children()}, labelled by {@link #label}. */
  @Override
  default List<Move> moves() {
    List<P> distinct = CompactText.distinct(next());
    List<Move> moves = new ArrayList<>(distinct.size());
    for (P position : distinct) {
      moves.add(new Move(label(position), position));
    }
    return moves;
  }

  /** {@link #parts()}, as positions. */
  @Override
  default List<Position> components() {
    return Collections.unmodifiableList(parts());
  }

  /**
   * The move whose label is the text, as written, else ignoring case, ignoring the spaces around
   * it.
   */
  @Override
  default Optional<Move> move(String typed) {
    String wanted = typed.strip();
    List<Move> moves = moves();
    Optional<Move> exact = moves.stream().filter(move -> move.label().equals(wanted)).findFirst();
    return exact.isPresent()
        ? exact
        : moves.stream().filter(move -> move.label().equalsIgnoreCase(wanted)).findFirst();
  }

  /** The record components, {@code name=value} separated by commas; else {@code toString()}. */
  @Override
  default String render() {
    return CompactText.describe(this);
  }
}
