package dev.nimber.api;

import java.util.AbstractList;
import java.util.List;
import java.util.Optional;

/**
 * A state of a game. In an impartial game whose turn it is stays implicit, since both players have
 * the same moves; a game whose players differ (tic-tac-toe) keeps whose turn it is in the position.
 *
 * <p>Implementations must be immutable values with {@code equals} and {@code hashCode} (records are
 * ideal), because the engine memoizes positions and {@code nimber verify} compares the position a
 * solver's move leads to with the legal ones. A position's moves must be finite. A position that
 * repeats along a line of play makes the game loopy: the engine then solves the whole reachable
 * graph, and positions where play goes on forever are draws.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Position {

  /**
   * The legal moves for the player to move, each with the position it leads to. A position with
   * very many moves (a row of 10^18 pins) returns a list that computes its elements when asked, so
   * that its size and a few of its moves cost little.
   *
   * @return the moves in a stable order, never {@code null}; empty when the player to move cannot
   *     move
   */
  List<Move> moves();

  /**
   * The positions the legal moves lead to, in the order of {@link #moves()}: all the engine's
   * searches read, since they never show a label. By default a view of {@code moves()} that maps
   * each move to where it leads (as lazy as the moves are). A game whose labels cost more than its
   * positions (a label written for each of millions of moves searched) returns the positions
   * without building the moves; the test kit and {@code nimber verify} check that they are the
   * moves' positions, in order.
   *
   * @return the positions, one for each move and in the same order, never {@code null}
   */
  default List<Position> children() {
    List<Move> moves = moves();
    return new AbstractList<>() {
      @Override
      public Position get(int index) {
        return moves.get(index).to();
      }

      @Override
      public int size() {
        return moves.size();
      }
    };
  }

  /**
   * A verdict the rules impose before any move is considered, for games that decide some positions
   * by rule (for example "the previous mover left an odious count and has lost"). When present,
   * {@link #moves()} is not consulted. The search asks it each time a move reaches a position (it
   * keeps no record of positions decided by rule), so it should cost little more than reading a
   * field: a game whose rule takes longer to check decides it when it makes the position.
   *
   * @return the outcome for the player to move, or empty when play goes on by the moves
   */
  default Optional<Outcome> verdict() {
    return Optional.empty();
  }

  /**
   * The independent games this position is the disjunctive sum of: a move here is a move in exactly
   * one of them, the others staying as they are (Kayles: its rows of pins; a graph game: its
   * connected parts). Under normal play the engine then values each distinct component once and
   * XORs their Grundy values (Sprague–Grundy), instead of searching every combination: the
   * positions it keeps are those of single components. Components are positions of the same game,
   * consulted in turn (a component may itself be a sum), and must not contain a position whose
   * components contain them. Misère play has no such shortcut, and the engine searches a sum whole.
   *
   * @return the components, or empty when this position is not a sum (the default); a list holding
   *     only this position means the same as empty
   */
  default List<Position> components() {
    return List.of();
  }

  /**
   * The position drawn for a person, on one or more lines (used by {@code nimber play}).
   *
   * @return the drawing; by default {@code toString()}
   */
  default String render() {
    return toString();
  }

  /**
   * The position as a scene the host draws ({@link Picture}): the browser's play page and {@code
   * nimber show} draw it, and a click on one of its elements plays the move it names. Each
   * element's move must be the label of a legal move; the host checks this before it draws, and so
   * do {@code nimber verify} and the test kit. A position too large to draw (more than {@value
   * Picture#MAX_ELEMENTS} elements) has none.
   *
   * @return the scene, or empty when the game draws none (the default: the host shows {@link
   *     #render()})
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<Picture> picture() {
    return Optional.empty();
  }

  /**
   * The legal move a person typed, for positions with too many moves to list ({@code nimber play}
   * lists up to a few dozen and otherwise asks for one by name). By default the move whose label
   * equals the text, ignoring case and the spaces around it, found by going through {@link
   * #moves()}; a position with very many moves reads the text itself.
   *
   * @param typed what the person typed
   * @return the move, or empty when the text names no legal move
   */
  default Optional<Move> move(String typed) {
    String wanted = typed.strip();
    return moves().stream().filter(move -> move.label().equalsIgnoreCase(wanted)).findFirst();
  }
}
