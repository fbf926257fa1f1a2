package dev.nimber.app.explore;

import dev.nimber.api.JudgeInput;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.engine.GameSearch;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A game against perfect play in the terminal. The computer plays the fastest win when it has one, otherwise the
 * move that delays defeat longest (by remoteness); the person types a move's number, {@code hint}, {@code undo} or
 * {@code quit}. Invalid input re-prompts with the reason; the end of the input ends the session quietly.
 */
public final class PlaySession {

  private final GameSearch search;
  private final JudgeInput in;
  private final PrintStream out;

  /** @param in what the person types, line by line (lines are bounded in length, like judge input) */
  public PlaySession(GameSearch search, JudgeInput in, PrintStream out) {
    this.search = search;
    this.in = in;
    this.out = out;
  }

  /**
   * Plays from {@code start} until the game ends, the person quits, or the input ends.
   *
   * @param personFirst whether the person moves first
   * @return who won: the person's outcome, or empty when the game did not end
   */
  public Optional<Outcome> play(Position start, boolean personFirst) throws IOException {
    Deque<Position> personTurns = new ArrayDeque<>();
    Position position = start;
    boolean personToMove = personFirst;
    out.println("You play " + (personFirst ? "first" : "second")
        + ". Type a move's number, 'hint', 'undo' or 'quit'.");
    while (true) {
      out.println();
      out.println(position.render());
      Optional<Outcome> over = ended(position);
      if (over.isPresent()) {
        boolean personWins = (over.get() == Outcome.WIN) == personToMove;
        out.println(personWins ? "You win." : "The computer wins.");
        return Optional.of(personWins ? Outcome.WIN : Outcome.LOSS);
      }
      if (!personToMove) {
        Move move = search.bestMove(position).orElseThrow();
        out.println("computer: " + move.label());
        position = move.to();
        personToMove = true;
        continue;
      }
      List<Move> moves = position.moves();
      for (int i = 0; i < moves.size(); i++) {
        out.println("  " + (i + 1) + ") " + moves.get(i).label());
      }
      while (true) {
        out.print("your move> ");
        out.flush();
        Optional<String> line = in.nextLine();
        if (line.isEmpty()) {
          out.println();
          return Optional.empty();
        }
        String word = line.get().strip();
        if (word.equals("quit")) {
          return Optional.empty();
        }
        if (word.equals("hint")) {
          hint(position);
          continue;
        }
        if (word.equals("undo")) {
          // Back to the person's previous turn, undoing their move and the computer's reply.
          if (personTurns.isEmpty()) {
            out.println("nothing to undo");
            continue;
          }
          position = personTurns.pop();
          break;
        }
        Optional<Integer> choice = number(word);
        if (choice.isEmpty() || choice.get() < 1 || choice.get() > moves.size()) {
          out.println("not a move: '" + word + "'; type a number from 1 to " + moves.size()
              + ", 'hint', 'undo' or 'quit'");
          continue;
        }
        Move move = moves.get(choice.get() - 1);
        personTurns.push(position);
        position = move.to();
        personToMove = false;
        break;
      }
    }
  }

  /** The outcome for the player to move when the game is over: decided by rule, or no move left. */
  private static Optional<Outcome> ended(Position position) {
    if (position.verdict().isPresent()) {
      return position.verdict();
    }
    return position.moves().isEmpty() ? Optional.of(Outcome.LOSS) : Optional.empty();
  }

  private void hint(Position position) {
    GameSearch.Evaluation value = search.evaluate(position);
    if (value.outcome() == Outcome.WIN) {
      Move move = search.winningMove(position).orElseThrow();
      int index = position.moves().indexOf(move) + 1;
      out.println("hint: you can win in " + value.remoteness() + " moves: " + index + ") " + move.label());
    } else {
      out.println("hint: with perfect play the computer wins (in " + value.remoteness()
          + " moves); make it work for it");
    }
  }

  private static Optional<Integer> number(String word) {
    try {
      return Optional.of(Integer.parseInt(word));
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
