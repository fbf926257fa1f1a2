package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.CompactGame;
import dev.nimber.api.CompactPosition;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.app.catalog.Catalog;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.Provided;
import dev.nimber.app.solve.InstanceSolver;
import dev.nimber.app.solve.SolvedDatabases;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A batch of positions of one game the engine does not number is searched with one memo a thread,
 * so that each position is searched once however many instances reach it; the answers are those of
 * the game's theory.
 */
class BatchSharesTheSearchTest {

  /** How many times a position listed its moves, over the whole batch. */
  static final AtomicLong LISTINGS = new AtomicLong();

  static final Parameter<BigInteger> A =
      Parameter.required("a", "one heap", ParameterType.integer(0, 100)).ofPosition();
  static final Parameter<BigInteger> B =
      Parameter.required("b", "the other heap", ParameterType.integer(0, 100)).ofPosition();

  /** Wythoff's game: take from one heap, or the same from both. */
  public static final class Wythoff extends CompactGame {
    public Wythoff() {
      super(
          "wythoffs",
          "Wythoff's game, counted",
          List.of(A, B),
          instance -> new Heaps(instance.intValue(A), instance.intValue(B)));
    }
  }

  record Heaps(int a, int b) implements CompactPosition<Heaps> {
    Heaps {
      if (a > b) {
        int swap = a;
        a = b;
        b = swap;
      }
    }

    @Override
    public List<Heaps> next() {
      LISTINGS.incrementAndGet();
      List<Heaps> next = new ArrayList<>();
      for (int take = 1; take <= b; take++) {
        if (take <= a) {
          next.add(new Heaps(a - take, b));
          next.add(new Heaps(a - take, b - take));
        }
        next.add(new Heaps(a, b - take));
      }
      return next;
    }
  }

  /** Whether (a, b), a ≤ b, is one of Wythoff's losing pairs (⌊kφ⌋, ⌊kφ⌋ + k). */
  private static boolean lost(int a, int b) {
    int low = Math.min(a, b);
    int k = Math.abs(a - b);
    return low == (int) Math.floor(k * (1 + Math.sqrt(5)) / 2);
  }

  @Test
  void everyPositionOfABatchIsSearchedOnceAndAnswersAsTheTheorySays() throws Exception {
    GameDescriptor game = new Wythoff();
    Catalog catalog =
        Catalog.of(new PluginContents(List.of(new Provided<>(game, "test")), List.of(), List.of()))
            .withEngine(false, 2);
    NimberService service =
        NimberService.forOneCommand(
            catalog, new InstanceSolver(System::nanoTime), new SolvedDatabases());
    BatchAnswers batch =
        service.batch(new Requests.Batch("wythoffs", "search", "outcome", List.of()));
    int most = 60;
    LISTINGS.set(0);
    ExecutorService threads = Executors.newFixedThreadPool(2);
    try {
      List<Future<String>> answers = new ArrayList<>();
      List<Boolean> expected = new ArrayList<>();
      for (int a = 0; a <= most; a++) {
        for (int b = 0; b <= most; b++) {
          Map<String, String> raw = Map.of("a", String.valueOf(a), "b", String.valueOf(b));
          answers.add(threads.submit(() -> batch.answer(raw).answer().text()));
          expected.add(lost(a, b));
        }
      }
      for (int i = 0; i < answers.size(); i++) {
        assertThat(answers.get(i).get())
            .as("instance %d", i)
            .isEqualTo(expected.get(i) ? "Second" : "First");
      }
    } finally {
      threads.shutdown();
    }
    // 1,890 positions with a ≤ b ≤ 60 have moves; each of the at most two memos lists each once
    // (and
    // a few again, where a question looks for a best move), and each instance lists its start's
    // moves once more to see whether a sum is a move away.
    // Searched afresh, each instance would list the positions below it again: over a million in
    // all.
    long positions = (most + 1) * (most + 2) / 2 - 1;
    long instances = (most + 1) * (most + 1);
    assertThat(LISTINGS.get()).isBetween(positions, 3 * positions + instances);
  }
}
