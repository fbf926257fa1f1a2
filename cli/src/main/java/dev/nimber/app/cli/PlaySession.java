package dev.nimber.app.cli;

import dev.nimber.api.JudgeInput;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.service.Match;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.Progress;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A game against the computer in the terminal. The computer plays as its {@link Opponent} says; the
 * person types a listed move's number or a move by name, {@code hint}, {@code undo} or {@code
 * quit}. Positions with at most {@value #MAX_LISTED} moves list them all; larger ones show a few
 * and take moves by name ({@link Position#move(String)}). Invalid input re-prompts with the reason;
 * the end of the input ends the session quietly.
 */
final class PlaySession {

  /** The most moves listed with numbers. */
  public static final int MAX_LISTED = 30;

  /** How many moves a position with too many to list shows as examples. */
  static final int EXAMPLES = 3;

  private final JudgeInput in;
  private final PrintStream out;
  private final Match match;
  private final Function<String, Progress> thinking;

  /**
   * @param match the game: how the computer plays, and how a game ends
   * @param in what the person types, line by line (lines are bounded in length, like judge input)
   * @param out where the game is shown
   * @param thinking shows that the computer works, from its start to its end, on a move ({@code
   *     computer}) or a hint ({@code hint}), for those that take long
   */
  PlaySession(Match match, JudgeInput in, PrintStream out, Function<String, Progress> thinking) {
    this.match = match;
    this.in = in;
    this.out = out;
    this.thinking = thinking;
  }

  /**
   * Plays from {@code start} until the game ends, the person quits, or the input ends.
   *
   * @param personFirst whether the person moves first
   * @return who won: the person's outcome, or empty when the game did not end
   * @throws dev.nimber.api.SolverFailureException when the computer could not find a move
   */
  public Optional<Outcome> play(Position start, boolean personFirst) throws IOException {
    Deque<Position> personTurns = new ArrayDeque<>();
    Position position = start;
    boolean personToMove = personFirst;
    out.println(
        "You play "
            + (personFirst ? "first" : "second")
            + (match.misere() ? " (misère: whoever moves last loses)" : "")
            + ". Type a move's number or name, 'hint', 'undo' or 'quit'.");
    while (true) {
      out.println();
      out.println(position.render());
      Optional<Outcome> over = ended(position);
      if (over.isPresent() && (over.get() == Outcome.TIE || over.get() == Outcome.DRAW)) {
        out.println(over.get() == Outcome.TIE ? "A tie." : "A draw.");
        return over;
      }
      if (over.isPresent()) {
        boolean personWins = (over.get() == Outcome.WIN) == personToMove;
        out.println(personWins ? "You win." : "The computer wins.");
        return Optional.of(personWins ? Outcome.WIN : Outcome.LOSS);
      }
      if (!personToMove) {
        Move move = working("computer", match.computer()::reply, position);
        out.println("computer: " + move.label());
        position = move.to();
        personToMove = true;
        continue;
      }
      List<Move> moves = position.moves();
      boolean listed = moves.size() <= MAX_LISTED;
      if (listed) {
        for (int i = 0; i < moves.size(); i++) {
          out.println("  " + (i + 1) + ") " + moves.get(i).label());
        }
      } else {
        out.println(
            "  "
                + moves.size()
                + " moves, such as: "
                + String.join("; ", moves.subList(0, EXAMPLES).stream().map(Move::label).toList()));
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
          hint(position, listed ? moves : List.of());
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
        Optional<Move> chosen = chosen(word, position, listed ? moves : List.of());
        if (chosen.isEmpty()) {
          out.println(
              "not a move: '"
                  + word
                  + "'; type "
                  + (listed ? "a number from 1 to " + moves.size() + ", " : "")
                  + "a move's name, 'hint', 'undo' or 'quit'");
          continue;
        }
        personTurns.push(position);
        position = chosen.get().to();
        personToMove = false;
        break;
      }
    }
  }

  /**
   * The move a person typed: a listed move's number, or a legal move by name, as the position reads
   * it.
   */
  private static Optional<Move> chosen(String word, Position position, List<Move> listed) {
    Optional<Integer> choice = number(word);
    if (choice.isPresent() && !listed.isEmpty()) {
      return choice.get() >= 1 && choice.get() <= listed.size()
          ? Optional.of(listed.get(choice.get() - 1))
          : Optional.empty();
    }
    return word.isEmpty() ? Optional.empty() : position.move(word);
  }

  /**
   * The outcome for the player to move when the game is over: decided by rule, or no move left (a
   * loss, a win under misère play).
   */
  private Optional<Outcome> ended(Position position) {
    return match.ended(position);
  }

  private void hint(Position position, List<Move> listed) {
    Opponent.Advice advice = working("hint", match.computer()::advise, position);
    String within =
        advice.remoteness().isPresent() ? " in " + advice.remoteness().getAsLong() + " moves" : "";
    if (advice.outcome() == Outcome.TIE || advice.outcome() == Outcome.DRAW) {
      out.println(
          "hint: neither of you can win: with perfect play "
              + (advice.outcome() == Outcome.TIE
                  ? "the game ends in a tie" + within
                  : "the game goes on forever"));
    } else if (advice.winning().isPresent()) {
      Move move = advice.winning().get();
      int index = listed.indexOf(move) + 1;
      out.println(
          "hint: you can win" + within + ": " + (index > 0 ? index + ") " : "") + move.label());
    } else {
      out.println(
          "hint: with perfect play the computer wins"
              + (within.isEmpty() ? "" : " (" + within.strip() + ")")
              + "; make it work for it");
    }
  }

  /** The computer's work on a move or a hint in a position, shown as under way while it lasts. */
  private <T> T working(String what, Function<Position, T> work, Position position) {
    Progress shown = thinking.apply(what);
    try {
      return work.apply(position);
    } finally {
      shown.close();
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
