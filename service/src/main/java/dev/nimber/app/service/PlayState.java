package dev.nimber.app.service;

import dev.nimber.api.Outcome;
import dev.nimber.api.Picture;
import dev.nimber.app.picture.PictureDrawing;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * A game in play: the position after the moves played, its legal moves each with its value for the
 * player who makes it, the computer's perfect move when the game goes on, and the value of each
 * position reached so far.
 *
 * @param game the game's id
 * @param params the start's parameters as plain data
 * @param movesPlayed the indices of the moves played
 * @param labelsPlayed their labels
 * @param position the position reached, as the game renders it
 * @param personToMove whether it is the person's turn (else the computer's)
 * @param value the position's value for the player to move
 * @param perfectMove the index of the computer's perfect move there, or {@code null} when the game
 *     is over
 * @param moves the legal moves, none when the game is over
 * @param history the value of each position reached, the start first and this one last
 * @param picture the position reached as the game draws it, its clicks checked against the legal
 *     moves, or empty when the game draws none
 * @param piecesByPlayer whether the game's pictures tint pieces by the player they belong to (the
 *     picture here or after a move holds a piece of the first or second player), so that a page
 *     says which colour is whose
 */
public record PlayState(
    String game,
    Map<String, Object> params,
    List<Integer> movesPlayed,
    List<String> labelsPlayed,
    String position,
    boolean personToMove,
    PositionValue value,
    Integer perfectMove,
    List<MoveValue> moves,
    List<PositionValue> history,
    Optional<Picture> picture,
    boolean piecesByPlayer) {

  public PlayState {
    movesPlayed = List.copyOf(movesPlayed);
    labelsPlayed = List.copyOf(labelsPlayed);
    moves = List.copyOf(moves);
    history = List.copyOf(history);
  }

  /**
   * A position's value for the player to move.
   *
   * @param remoteness the moves left with perfect play, or {@code null} when not known (a sum, a
   *     draw)
   * @param over whether the game has ended there
   */
  public record PositionValue(Outcome outcome, Long remoteness, boolean over) {

    /** The object the API writes for it. */
    public Map<String, Object> json() {
      Map<String, Object> value = new LinkedHashMap<>();
      value.put("outcome", outcome.word());
      value.put("remoteness", remoteness);
      value.put("over", over);
      return value;
    }
  }

  /**
   * A legal move and its value for the player who makes it: the opposite of the value of the
   * position it leads to, one move further.
   *
   * @param remoteness the moves the game then lasts with perfect play, this one included, or {@code
   *     null} when not known
   */
  public record MoveValue(int index, String label, Outcome outcome, Long remoteness) {

    /** The object the API writes for it. */
    public Map<String, Object> json() {
      Map<String, Object> move = new LinkedHashMap<>();
      move.put("index", index);
      move.put("label", label);
      move.put("outcome", outcome.word());
      move.put("remoteness", remoteness);
      return move;
    }
  }

  /**
   * The position's picture, each move coloured by its value and linked where {@code href} says, or
   * empty when the game draws no picture of it.
   *
   * @param href the link of each move by its index, or empty for a move without one
   */
  public Optional<Drawing> drawing(IntFunction<Optional<String>> href) {
    return PictureDrawing.of(this, href).map(Drawing.class::cast);
  }

  /** Whether the game has ended at the position reached. */
  public boolean over() {
    return value.over();
  }

  /** The object the API writes for the game in play, fields in this order. */
  public Map<String, Object> json() {
    Map<String, Object> play = new LinkedHashMap<>();
    play.put("game", game);
    play.put("params", params);
    play.put("movesPlayed", movesPlayed);
    play.put("labelsPlayed", labelsPlayed);
    play.put("position", position);
    play.put("toMove", personToMove ? "you" : "computer");
    play.put("value", value.json());
    play.put("over", over());
    play.put("perfectMove", perfectMove);
    List<Map<String, Object>> legal = new ArrayList<>();
    moves.forEach(move -> legal.add(move.json()));
    play.put("moves", legal);
    List<Map<String, Object>> reached = new ArrayList<>();
    history.forEach(each -> reached.add(each.json()));
    play.put("history", reached);
    return play;
  }
}
