package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Answer;
import dev.nimber.api.Outcome;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * A value of the generalized Sprague–Grundy function of a loopy impartial game under normal play
 * (Smith 1966; Fraenkel and Yesha 1986): a finite value, as in a game without loops, or {@code ∞}
 * with the set K of the finite values among the position's options, written {@code ∞{0,2}}.
 *
 * <p>A finite 0 is a loss for the player to move, any other finite value a win; {@code ∞} is a win
 * when 0 is in K (a move to a finite 0 wins) and a draw otherwise. Sums follow the rules for
 * disjunctive sums: a + b = a ⊕ b for finite values, a + ∞(K) = ∞(K ⊕ a), and ∞ + ∞ = ∞(∅), a draw.
 *
 * @param finite the finite value, or -1 for {@code ∞}
 * @param k for {@code ∞}, the finite values among the options, ascending; empty for a finite value
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public record LoopyGrundy(int finite, List<Integer> k) {

  /** Checks the components and keeps K sorted and free of repeats. */
  public LoopyGrundy {
    if (finite < -1) {
      throw new IllegalArgumentException("finite must be -1 (∞) or a value from 0, got " + finite);
    }
    if (finite >= 0 && !k.isEmpty()) {
      throw new IllegalArgumentException("a finite value has no K, got " + k);
    }
    k = List.copyOf(new TreeSet<>(k));
  }

  /**
   * A finite value.
   *
   * @param value from 0
   * @return the value
   */
  public static LoopyGrundy of(int value) {
    return new LoopyGrundy(value, List.of());
  }

  /**
   * {@code ∞} with its K.
   *
   * @param k the finite values among the options
   * @return the value
   */
  public static LoopyGrundy infinite(List<Integer> k) {
    return new LoopyGrundy(-1, k);
  }

  /** Whether the value is {@code ∞}. */
  public boolean isInfinite() {
    return finite < 0;
  }

  /**
   * Who wins from a position of this value: a finite 0 loses, ∞ without 0 in K is a draw, anything
   * else wins.
   */
  public Outcome outcome() {
    if (isInfinite()) {
      return k.contains(0) ? Outcome.WIN : Outcome.DRAW;
    }
    return finite == 0 ? Outcome.LOSS : Outcome.WIN;
  }

  /**
   * The value of the disjunctive sum of positions of these two values.
   *
   * @param other the other value
   * @return the sum's value
   */
  public LoopyGrundy plus(LoopyGrundy other) {
    if (!isInfinite() && !other.isInfinite()) {
      return of(finite ^ other.finite);
    }
    if (isInfinite() && other.isInfinite()) {
      return infinite(List.of());
    }
    LoopyGrundy loopy = isInfinite() ? this : other;
    int shift = isInfinite() ? other.finite : finite;
    return infinite(loopy.k.stream().map(value -> value ^ shift).toList());
  }

  /**
   * The {@code grundy} answer: a finite value as a number; ∞ as the text {@code ∞{0,2}}, with the
   * details {@code infinite} (true) and {@code k} (the finite values among the options).
   *
   * @return the answer
   */
  public Answer answer() {
    if (!isInfinite()) {
      return Answer.number(finite);
    }
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("infinite", true);
    fields.put("k", k);
    return new Answer(toString(), fields);
  }

  /** {@code 3}, or {@code ∞{0,2}} ({@code ∞{}} when K is empty). */
  @Override
  public String toString() {
    return isInfinite()
        ? "∞{" + k.stream().map(String::valueOf).collect(Collectors.joining(",")) + "}"
        : Integer.toString(finite);
  }
}
