package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Move;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a game's keys ({@link Positions#keys}), which a solved database of the game trusts: for
 * every position reachable from an instance's start (up to a budget), its key must be at most
 * 65,535 bytes and be read back as the same position (so no two positions share a key).
 *
 * <p>Time and memory O(P · (m + k)) for the P positions reached, with at most m moves and k key
 * bytes each.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class KeyCheck {

  private KeyCheck() {}

  /**
   * What is wrong with the keys of an instance's positions, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach from the start
   * @return the first problem found, in words; empty when the game writes no keys, or none is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Optional<PositionKeys> written = positions.keys(instance);
    if (written.isEmpty()) {
      return Optional.empty();
    }
    PositionKeys keys = written.get();
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    while (!pending.isEmpty() && seen.size() < budget) {
      Position position = pending.poll();
      if (!seen.add(position)) {
        continue;
      }
      byte[] key = keys.key(position);
      if (key == null || key.length > 0xFFFF) {
        return Optional.of(
            "give position "
                + position
                + " a key of "
                + (key == null ? "null" : key.length + " bytes, more than 65,535"));
      }
      Position read = keys.position(key.clone());
      if (!position.equals(read)) {
        return Optional.of(
            "write position "
                + position
                + " as key "
                + HexFormat.of().formatHex(key)
                + ", which they"
                + " read back as "
                + read);
      }
      if (position.verdict().isEmpty()) {
        position.moves().stream().map(Move::to).forEach(pending::add);
      }
    }
    return Optional.empty();
  }
}
