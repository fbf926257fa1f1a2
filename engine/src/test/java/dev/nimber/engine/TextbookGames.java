package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Textbook games whose theory is known, for checking the search against it (the subtraction game
 * {1, 2, 3} is {@link SubtractionGame.Pile}).
 */
final class TextbookGames {

  private TextbookGames() {}

  /** Nim: take any number of stones from one heap. */
  record Nim(List<Integer> heaps) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int i = 0; i < heaps.size(); i++) {
        for (int left = 0; left < heaps.get(i); left++) {
          List<Integer> next = new ArrayList<>(heaps);
          next.set(i, left);
          moves.add(new Move("heap " + i + " to " + left, new Nim(List.copyOf(next))));
        }
      }
      return moves;
    }
  }

  /** Wythoff's game: take any number from one pile, or the same number from both. */
  record Wythoff(int x, int y) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int k = 1; k <= x; k++) {
        moves.add(new Move("x-" + k, new Wythoff(x - k, y)));
      }
      for (int k = 1; k <= y; k++) {
        moves.add(new Move("y-" + k, new Wythoff(x, y - k)));
      }
      for (int k = 1; k <= Math.min(x, y); k++) {
        moves.add(new Move("both-" + k, new Wythoff(x - k, y - k)));
      }
      return moves;
    }
  }

  /** A single line of play of the given length: from n the only move goes to n - 1. */
  record Chain(int length) implements Position {
    @Override
    public List<Move> moves() {
      return length == 0 ? List.of() : List.of(new Move("step", new Chain(length - 1)));
    }
  }

  /** A game that goes round in a circle of the given size: loopy. */
  record Circle(int at, int size) implements Position {
    @Override
    public List<Move> moves() {
      return List.of(new Move("next", new Circle((at + 1) % size, size)));
    }
  }

  /**
   * Take 1 or 2; reaching a multiple of 5 other than 0 decides by rule: the player who reached it
   * loses.
   */
  record DecidedByRule(int stones, boolean decided) implements Position {
    @Override
    public Optional<Outcome> verdict() {
      return decided ? Optional.of(Outcome.WIN) : Optional.empty();
    }

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int take = 1; take <= Math.min(2, stones); take++) {
        int left = stones - take;
        moves.add(new Move("take " + take, new DecidedByRule(left, left > 0 && left % 5 == 0)));
      }
      return moves;
    }
  }
}
