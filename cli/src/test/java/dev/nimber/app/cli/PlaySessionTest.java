package dev.nimber.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.JudgeInput;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.app.service.Match;
import dev.nimber.app.service.Opponent;
import dev.nimber.app.service.Progress;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** The session shows that the computer is working exactly while it works on a move or a hint. */
class PlaySessionTest {

  /** A heap of nim: take any number of stones. */
  record Heap(long stones) implements Position {
    @Override
    public List<Move> moves() {
      return LongStream.rangeClosed(1, stones)
          .mapToObj(taken -> new Move("take " + taken, new Heap(stones - taken)))
          .toList();
    }
  }

  private final List<String> events = new ArrayList<>();

  /** Empties the heap when it can (a win), else takes one stone, noting that it was asked. */
  private final Opponent emptiesTheHeap =
      new Opponent() {
        @Override
        public Move reply(Position position) {
          events.add("reply");
          List<Move> moves = position.moves();
          return moves.get(moves.size() - 1);
        }

        @Override
        public Advice advise(Position position) {
          events.add("advise");
          List<Move> moves = position.moves();
          return new Advice(Optional.of(moves.get(moves.size() - 1)), OptionalLong.of(1));
        }
      };

  private Progress thinking(String what) {
    events.add("start " + what);
    return new Progress() {
      @Override
      public void step() {}

      @Override
      public void close() {
        events.add("close " + what);
      }
    };
  }

  @Test
  void theComputersMovesAndHintsAreShownAsWorkFromTheirStartToTheirEnd() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PlaySession session =
        new PlaySession(
            new Match(new Heap(5), emptiesTheHeap, false, "nim", Optional.empty()),
            JudgeInput.of(new StringReader("hint\n1\n")),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            this::thinking);
    assertThat(session.play(new Heap(5), true)).contains(Outcome.LOSS);
    assertThat(events)
        .containsExactly(
            "start hint", "advise", "close hint", "start computer", "reply", "close computer");
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("hint: you can win in 1 moves: 5) take 5")
        .contains("computer: take 4")
        .contains("The computer wins.");
  }
}
