package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.CompactPosition;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks a game's {@link Position#children()}, which the engine's searches read instead of the
 * moves: for every position reachable from an instance's start (up to a budget) that play goes on
 * from, its children must be the positions its moves lead to, in the same order. Where the game
 * reads typed moves itself (overrides {@link Position#move(String)}, which the host uses to check
 * every move a solver answers), each move's label must be read back as that move; a {@link
 * CompactPosition}, which reads a label as the move that has it, must label its moves distinctly. A
 * game that says it decides no position by rule ({@link Positions#decidesByRule}) must have no
 * position with a verdict among them, nor among their components.
 *
 * <p>Time and memory O(P · m) for the P positions reached, with at most m moves each, plus the
 * game's reading of each label.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class ChildrenCheck {

  private ChildrenCheck() {}

  /**
   * What is wrong with the children of an instance's positions, if anything.
   *
   * @param positions the game's positions
   * @param instance a small instance
   * @param budget the most positions to reach from the start
   * @return the first problem found, in words; empty when none is wrong
   */
  public static Optional<String> problem(Positions positions, Parameters instance, int budget) {
    Set<Position> seen = new HashSet<>();
    Deque<Position> pending = new ArrayDeque<>(List.of(positions.start(instance)));
    while (!pending.isEmpty() && seen.size() < budget) {
      Position position = pending.poll();
      if (!seen.add(position)) {
        continue;
      }
      Optional<String> ruled = ruledAgainstItsWord(positions, position);
      if (ruled.isPresent()) {
        return ruled;
      }
      if (position.verdict().isPresent()) {
        continue;
      }
      List<Move> moves = position.moves();
      List<Position> moved = moves.stream().map(Move::to).toList();
      List<Position> children = position.children();
      if (children == null || !moved.equals(List.copyOf(children))) {
        return Optional.of(
            "children of position "
                + position
                + " are "
                + children
                + ", where its moves lead to "
                + moved);
      }
      Optional<String> unread = unreadLabel(position, moves);
      if (unread.isPresent()) {
        return unread;
      }
      for (Position child : moved) {
        if (!seen.contains(child)) {
          pending.add(child);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * A verdict of the position or of one of its components, in words, where the game says it decides
   * no position by rule.
   */
  private static Optional<String> ruledAgainstItsWord(Positions positions, Position position) {
    if (positions.decidesByRule()) {
      return Optional.empty();
    }
    List<Position> checked = new ArrayList<>(position.components());
    checked.add(position);
    for (Position each : checked) {
      Optional<Outcome> verdict = each.verdict();
      if (verdict.isPresent()) {
        return Optional.of(
            "the game says it decides no position by rule, but position "
                + each
                + " has the verdict "
                + verdict.get().word());
      }
    }
    return Optional.empty();
  }

  /** The first move whose label the position's own reading does not give back, in words. */
  private static Optional<String> unreadLabel(Position position, List<Move> moves) {
    if (position instanceof CompactPosition<?>
        && readingDeclaredBy(position) == CompactPosition.class) {
      return repeatedLabel(position, moves);
    }
    if (!readsMovesItself(position)) {
      return Optional.empty();
    }
    for (Move move : moves) {
      Optional<Move> read = position.move(move.label());
      if (read.isEmpty() || !read.get().to().equals(move.to())) {
        return Optional.of(
            "move '"
                + move.label()
                + "' of position "
                + position
                + " leads to "
                + move.to()
                + ", but the position reads that label as "
                + read.map(each -> "leading to " + each.to()).orElse("no move"));
      }
    }
    return Optional.empty();
  }

  /**
   * A label two moves share, in words. A compact position reads a label as the move whose label it
   * is, exactly: with labels distinct, every label reads back as its move, in O(m) instead of
   * reading each label in O(m).
   */
  private static Optional<String> repeatedLabel(Position position, List<Move> moves) {
    Set<String> labels = new HashSet<>();
    for (Move move : moves) {
      if (!labels.add(move.label())) {
        return Optional.of(
            "two moves of position "
                + position
                + " are labelled '"
                + move.label()
                + "': each move's label must be its own");
      }
    }
    return Optional.empty();
  }

  private static boolean readsMovesItself(Position position) {
    return readingDeclaredBy(position) != Position.class;
  }

  /** The type whose {@code move(String)} the position uses. */
  private static Class<?> readingDeclaredBy(Position position) {
    try {
      return position.getClass().getMethod("move", String.class).getDeclaringClass();
    } catch (NoSuchMethodException impossible) {
      return Position.class;
    }
  }
}
