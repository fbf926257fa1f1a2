package dev.nimber.engine;

import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * Whether a sum ({@link Position#components}) lies within so many moves of a position: the
 * position, then every position one move on, and so on, each looked at once, level by level, so
 * that a sum near the position is found before the positions further on are listed. A position
 * decided by rule is not moved on from. O(the positions within the moves), their moves listed and
 * their components asked once each.
 */
final class SumsNearby {

  private SumsNearby() {}

  /**
   * @param position a position of the game
   * @param moves how many moves on to look, at least 0
   * @return whether the position, or one that many moves or fewer on, is a sum
   */
  static boolean within(Position position, int moves) {
    List<Position> level = List.of(position);
    for (int depth = 0; ; depth++) {
      for (Position each : level) {
        if (GameSearch.isSum(each, each.components())) {
          return true;
        }
      }
      if (depth == moves) {
        return false;
      }
      List<Position> next = new ArrayList<>();
      for (Position each : level) {
        if (each.verdict().isEmpty()) {
          next.addAll(each.children());
        }
      }
      level = next;
    }
  }
}
