package dev.nimber.app.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.InvalidInputException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * Parts of an input solved on several threads come out in input order, in bounded number, and stop
 * at a bad line.
 */
class BatchRunnerPartsTest {

  private final BatchRunner runner = new BatchRunner();

  @Test
  void resultsComeOutInInputOrderWithABoundedNumberOfPartsInFlight() {
    AtomicInteger read = new AtomicInteger();
    List<Integer> handedOn = new ArrayList<>();
    AtomicInteger mostInFlight = new AtomicInteger();
    Iterator<Supplier<BatchRunner.PartResults<Integer>>> parts =
        new Iterator<>() {
          @Override
          public boolean hasNext() {
            return read.get() < 3_000;
          }

          @Override
          public Supplier<BatchRunner.PartResults<Integer>> next() {
            int part = read.getAndIncrement();
            mostInFlight.accumulateAndGet(part - handedOn.size() / 2, Math::max);
            return () ->
                new BatchRunner.PartResults<>(
                    List.of(new BatchRunner.Done<>(2 * part), new BatchRunner.Done<>(2 * part + 1)),
                    Optional.empty());
          }
        };

    runner.runParts(
        parts,
        () -> true,
        256,
        result -> handedOn.add(((BatchRunner.Done<Integer>) result).value()),
        () -> {});

    assertThat(handedOn).hasSize(6_000).isSorted();
    assertThat(mostInFlight.get()).as("parts in flight").isBetween(1, 256);
  }

  @Test
  void aPartsReadFailureEndsTheRunAfterEveryResultBeforeIt() {
    List<Integer> parts = List.of(0, 1, 2, 3, 4, 5);
    List<Object> handedOn = new ArrayList<>();
    Iterator<Supplier<BatchRunner.PartResults<Integer>>> tasks =
        parts.stream()
            .<Supplier<BatchRunner.PartResults<Integer>>>map(
                part ->
                    () ->
                        part == 3
                            ? new BatchRunner.PartResults<>(
                                List.of(new BatchRunner.Done<>(30)),
                                Optional.of(new InvalidInputException(31, "bad")))
                            : new BatchRunner.PartResults<>(
                                List.of(new BatchRunner.Done<>(10 * part)), Optional.empty()))
            .iterator();

    assertThatThrownBy(
            () ->
                runner.runParts(
                    tasks,
                    () -> true,
                    2,
                    result -> handedOn.add(((BatchRunner.Done<Integer>) result).value()),
                    () -> {}))
        .isInstanceOf(InvalidInputException.class)
        .hasMessage("line 31: bad");
    assertThat(handedOn).containsExactly(0, 10, 20, 30);
  }
}
