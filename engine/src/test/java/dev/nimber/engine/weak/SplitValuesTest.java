package dev.nimber.engine.weak;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Several searches valuing a list of positions together, a thread each: the values in order, every
 * search put to work, a failure or an interruption stopping them all.
 */
class SplitValuesTest {

  /** Positions told apart by their index alone; a search values them by their index. */
  private record Numbered(int index) implements Position {
    @Override
    public List<Move> moves() {
      return List.of();
    }

    @Override
    public String render() {
      return "position " + index;
    }
  }

  private static List<Position> positions(int count) {
    List<Position> positions = new ArrayList<>();
    for (int index = 0; index < count; index++) {
      positions.add(new Numbered(index));
    }
    return positions;
  }

  private static GameSearch.Evaluation valueOf(Position position) {
    return new GameSearch.Evaluation(Outcome.WIN, ((Numbered) position).index(), -1);
  }

  /**
   * A search that values a position by its index, after every search has started one (so that each
   * thread takes a position), recording which thread valued it.
   */
  private static PositionValues waitingFor(CountDownLatch started, Set<Thread> threads) {
    return position -> {
      threads.add(Thread.currentThread());
      started.countDown();
      try {
        started.await(10, TimeUnit.SECONDS);
      } catch (InterruptedException stop) {
        Thread.currentThread().interrupt();
      }
      return valueOf(position);
    };
  }

  @Test
  void thePositionsAreValuedInTheirOrderByTheFirstSearchOnTheCallersThreadAndTheOtherOnItsOwn() {
    CountDownLatch started = new CountDownLatch(2);
    Set<Thread> first = ConcurrentHashMap.newKeySet();
    Set<Thread> second = ConcurrentHashMap.newKeySet();
    SplitValues split =
        new SplitValues(List.of(waitingFor(started, first), waitingFor(started, second)), 0);
    List<Position> positions = positions(7);

    List<GameSearch.Evaluation> values = split.evaluateEach(positions);

    assertThat(values).isEqualTo(positions.stream().map(SplitValuesTest::valueOf).toList());
    assertThat(started.getCount()).as("both searches valued a position").isZero();
    assertThat(first).containsExactly(Thread.currentThread());
    assertThat(second).hasSize(1).doesNotContain(Thread.currentThread());
  }

  /**
   * Positions valued within the time the caller's thread values alone, the position asked before
   * them included, are valued by the first search there; past it, the other search joins in.
   */
  @Test
  void positionsValuedQuicklyAreValuedByTheFirstSearchAloneUntilItsTimeIsSpent() {
    List<Thread> quick = Collections.synchronizedList(new ArrayList<>());
    CountDownLatch started = new CountDownLatch(2);
    Set<Thread> first = ConcurrentHashMap.newKeySet();
    Set<Thread> second = ConcurrentHashMap.newKeySet();
    PositionValues waitingFirst = waitingFor(started, first);
    PositionValues firstSearch =
        position -> {
          int index = ((Numbered) position).index();
          if (index >= 100) {
            return waitingFirst.evaluate(position);
          }
          quick.add(Thread.currentThread());
          if (index == 9) {
            sleep(30);
          }
          return valueOf(position);
        };
    PositionValues secondSearch =
        position -> {
          if (((Numbered) position).index() < 100) {
            throw new AssertionError("the second search is not asked within the time alone");
          }
          return waitingFor(started, second).evaluate(position);
        };
    SplitValues split = new SplitValues(List.of(firstSearch, secondSearch), 20_000_000);

    assertThat(split.evaluateEach(positions(5)))
        .isEqualTo(positions(5).stream().map(SplitValuesTest::valueOf).toList());
    assertThat(split.evaluate(new Numbered(9))).isEqualTo(valueOf(new Numbered(9)));
    assertThat(quick).containsOnly(Thread.currentThread()).hasSize(6);

    List<Position> later = List.of(new Numbered(100), new Numbered(101), new Numbered(102));
    assertThat(split.evaluateEach(later))
        .isEqualTo(later.stream().map(SplitValuesTest::valueOf).toList());
    assertThat(first).containsExactly(Thread.currentThread());
    assertThat(second).hasSize(1).doesNotContain(Thread.currentThread());
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException stop) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aSearchThatFailsStopsTheOthersAndItsFailureIsThrown() {
    CountDownLatch waiting = new CountDownLatch(1);
    AtomicReference<Throwable> otherEnded = new AtomicReference<>();
    PositionValues failing =
        position -> {
          try {
            waiting.await(10, TimeUnit.SECONDS);
          } catch (InterruptedException stop) {
            Thread.currentThread().interrupt();
          }
          throw new IllegalStateException("the plugin's coding broke on " + position.render());
        };
    PositionValues slow =
        position -> {
          waiting.countDown();
          try {
            Thread.sleep(60_000);
          } catch (InterruptedException stop) {
            otherEnded.set(stop);
            throw new SolverFailureException(
                SolverFailureException.Reason.INTERRUPTED, "interrupted");
          }
          return valueOf(position);
        };
    SplitValues split = new SplitValues(List.of(slow, failing), 0);

    assertThatThrownBy(() -> split.evaluateEach(positions(2)))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageStartingWith("the plugin's coding broke on position ");
    assertThat(otherEnded.get()).as("the slow search was interrupted").isNotNull();
    assertThat(Thread.currentThread().isInterrupted())
        .as("the caller's interrupt, given to stop its search, taken back")
        .isFalse();
  }

  @Test
  void anInterruptedCallerStopsEverySearchAndSaysSo() throws Exception {
    CountDownLatch running = new CountDownLatch(2);
    PositionValues sleeping =
        position -> {
          running.countDown();
          try {
            Thread.sleep(60_000);
          } catch (InterruptedException stop) {
            // As the weak search: it reads its thread's interrupt status without clearing it.
            Thread.currentThread().interrupt();
            throw new SolverFailureException(
                SolverFailureException.Reason.INTERRUPTED,
                "interrupted while the weak search valued a position");
          }
          return valueOf(position);
        };
    SplitValues split = new SplitValues(List.of(sleeping, sleeping), 0);
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    AtomicReference<Boolean> stillInterrupted = new AtomicReference<>();
    Thread caller =
        new Thread(
            () -> {
              try {
                split.evaluateEach(positions(4));
              } catch (RuntimeException failed) {
                thrown.set(failed);
              }
              stillInterrupted.set(Thread.currentThread().isInterrupted());
            });
    caller.start();
    assertThat(running.await(10, TimeUnit.SECONDS)).isTrue();
    caller.interrupt();
    caller.join(10_000);

    assertThat(caller.isAlive()).isFalse();
    assertThat(thrown.get())
        .isInstanceOf(SolverFailureException.class)
        .hasMessage("interrupted while the weak search valued a position");
    assertThat(((SolverFailureException) thrown.get()).reason())
        .isEqualTo(SolverFailureException.Reason.INTERRUPTED);
    assertThat(stillInterrupted.get()).isTrue();
  }

  @Test
  void aSplitNeedsTwoSearches() {
    PositionValues one = SplitValuesTest::valueOf;
    assertThatThrownBy(() -> new SplitValues(List.of(one)))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("a split needs two searches or more");
  }
}
