package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a game's {@linkplain Position#picture() pictures}: every clickable element names the label
 * of a legal move of its position. The host runs the same check on each picture before it draws it.
 *
 * <p>Time O(m + c) for one position with m moves and c clickable elements; O(P · (m + c)) over the
 * P positions reached from an instance.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class PictureCheck {

  private PictureCheck() {}

  /**
   * What is wrong with a position's picture, if anything.
   *
   * @param picture the picture the position drew
   * @param legal the position's legal moves
   * @return the problem in words; empty when the picture is right
   */
  public static Optional<String> problem(Picture picture, List<Move> legal) {
    Set<String> labels = new HashSet<>();
    legal.forEach(move -> labels.add(move.label()));
    for (String label : picture.clicks()) {
      if (!labels.contains(label)) {
        return Optional.of("a click names the move '" + label + "', which is not a legal move");
      }
    }
    return Optional.empty();
  }

  /**
   * What is wrong with the pictures of an instance's positions, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach from the start
   * @return the first problem found, in words, naming the position; empty when none is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    while (!pending.isEmpty() && seen.size() < budget) {
      Position position = pending.poll();
      if (!seen.add(position)) {
        continue;
      }
      List<Move> legal = position.verdict().isPresent() ? List.of() : position.moves();
      Optional<Picture> picture = position.picture();
      if (picture == null) {
        return Optional.of("of position " + position + ": picture() returned null");
      }
      Optional<String> problem = picture.flatMap(drawn -> problem(drawn, legal));
      if (problem.isPresent()) {
        return Optional.of("of position " + position + ": " + problem.get());
      }
      for (Move move : legal) {
        if (!seen.contains(move.to())) {
          pending.add(move.to());
        }
      }
    }
    return Optional.empty();
  }
}
