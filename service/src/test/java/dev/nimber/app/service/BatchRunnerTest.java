package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A batch on several threads shares its tasks out so that every thread works while tasks remain,
 * hands the results on in input order and keeps a bounded number of tasks in flight.
 */
class BatchRunnerTest {

  private final BatchRunner runner = new BatchRunner();

  private static BatchRunner.Task<Integer> task(int index, Supplier<Integer> work) {
    return new BatchRunner.Task<>(() -> "task " + index, work);
  }

  /**
   * The values of tasks that all succeed, solved on two threads without a timeout, as handed on.
   */
  private List<Integer> onTwoThreads(Iterator<BatchRunner.Task<Integer>> tasks) {
    List<Integer> handedOn = new ArrayList<>();
    runner.run(
        tasks,
        () -> true,
        2,
        Optional.empty(),
        result -> handedOn.add(((BatchRunner.Done<Integer>) result).value()));
    return handedOn;
  }

  /**
   * The first two tasks ask the same, and each holds its thread until the last task is solved:
   * whichever of the two a thread starts first (the pool's two threads take them at once, in either
   * order), the other waits for it instead of being solved beside it, and its thread solves the
   * rest meanwhile; the results stay in order. Were the two solved side by side, both threads would
   * wait and no task would be left to the last.
   */
  @Test
  void aTaskAskingWhatOneBeingSolvedAsksWaitsForItWhileItsThreadSolvesTheRest() {
    CountDownLatch lastSolved = new CountDownLatch(1);
    AtomicInteger askingTheSame = new AtomicInteger();
    AtomicInteger mostAtOnce = new AtomicInteger();
    List<String> events = Collections.synchronizedList(new ArrayList<>());
    int count = 6;
    Iterator<BatchRunner.Task<Integer>> tasks =
        IntStream.range(0, count)
            .mapToObj(
                index -> {
                  BatchRunner.Task<Integer> task =
                      task(
                          index,
                          () -> {
                            if (index > 1) {
                              if (index == count - 1) {
                                lastSolved.countDown();
                              }
                              return index;
                            }
                            mostAtOnce.accumulateAndGet(askingTheSame.incrementAndGet(), Math::max);
                            events.add("start " + index);
                            try {
                              if (!lastSolved.await(30, TimeUnit.SECONDS)) {
                                return -1;
                              }
                            } catch (InterruptedException e) {
                              Thread.currentThread().interrupt();
                              return -1;
                            } finally {
                              events.add("end " + index);
                              askingTheSame.decrementAndGet();
                            }
                            return index;
                          });
                  return index <= 1 ? task.askingAs("the same instance") : task;
                })
            .iterator();
    List<Integer> handedOn = onTwoThreads(tasks);

    assertThat(handedOn).containsExactly(0, 1, 2, 3, 4, 5);
    assertThat(mostAtOnce.get()).as("tasks asking the same, solved at once").isEqualTo(1);
    assertThat(events)
        .as("one solved after the other")
        .isIn(
            List.of("start 0", "end 0", "start 1", "end 1"),
            List.of("start 1", "end 1", "start 0", "end 0"));
  }

  @Test
  void whileOneThreadSolvesALongFirstTaskTheOtherSolvesTheRest() {
    CountDownLatch lastSolved = new CountDownLatch(1);
    int count = 300;
    Iterator<BatchRunner.Task<Integer>> tasks =
        IntStream.range(0, count)
            .mapToObj(
                index ->
                    task(
                        index,
                        () -> {
                          if (index == 0) {
                            try {
                              return lastSolved.await(30, TimeUnit.SECONDS) ? 0 : -1;
                            } catch (InterruptedException e) {
                              Thread.currentThread().interrupt();
                              return -1;
                            }
                          }
                          if (index == count - 1) {
                            lastSolved.countDown();
                          }
                          return index;
                        }))
            .iterator();
    List<Integer> handedOn = onTwoThreads(tasks);

    assertThat(handedOn)
        .as("the first task saw the last one solved by the other thread")
        .isEqualTo(IntStream.range(0, count).boxed().toList());
  }

  @Test
  void manyShortTasksComeOutInInputOrderWithABoundedNumberInFlight() {
    int count = 200_000;
    AtomicInteger read = new AtomicInteger();
    List<Integer> handedOn = new ArrayList<>();
    AtomicInteger mostInFlight = new AtomicInteger();
    Iterator<BatchRunner.Task<Integer>> tasks =
        new Iterator<>() {
          @Override
          public boolean hasNext() {
            return read.get() < count;
          }

          @Override
          public BatchRunner.Task<Integer> next() {
            int index = read.getAndIncrement();
            mostInFlight.accumulateAndGet(index - handedOn.size(), Math::max);
            return task(index, () -> index);
          }
        };

    runner.run(
        tasks,
        () -> true,
        4,
        Optional.empty(),
        result -> handedOn.add(((BatchRunner.Done<Integer>) result).value()));

    assertThat(handedOn).isEqualTo(IntStream.range(0, count).boxed().toList());
    assertThat(mostInFlight.get())
        .as("tasks read but not handed on")
        .isBetween(1, BatchRunner.MAX_TASKS_IN_FLIGHT + 2 * BatchRunner.CHUNK);
  }
}
