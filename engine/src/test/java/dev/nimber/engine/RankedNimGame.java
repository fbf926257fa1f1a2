package dev.nimber.engine;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Bounded Nim as a game a plugin would declare: three heaps {@code a}, {@code b}, {@code c}, a move
 * taking 1 to {@code take} stones from one of them, with positions and their numbering ({@link
 * RankedNim}), so that the engine solves it by ranked retrograde analysis. Whether to number it is
 * a switch, so the same game can be searched as objects to compare. Shared with the app's tests
 * through this module's test jar.
 */
public final class RankedNimGame implements GameDescriptor, Positions {

  static final Parameter<BigInteger> A =
      Parameter.required("a", "the first heap", ParameterType.integer(0, 200));
  static final Parameter<BigInteger> B =
      Parameter.required("b", "the second heap", ParameterType.integer(0, 200));
  static final Parameter<BigInteger> C =
      Parameter.required("c", "the third heap", ParameterType.integer(0, 200));
  static final Parameter<BigInteger> TAKE =
      Parameter.required("take", "the most a move takes", ParameterType.integer(1, 10));

  private final boolean ranked;

  /**
   * The game, numbered or not.
   *
   * @param ranked whether its positions are numbered, so that the engine solves it by ranked
   *     retrograde analysis
   */
  public RankedNimGame(boolean ranked) {
    this.ranked = ranked;
  }

  Parameters instance(int a, int b, int c, int take) {
    return Parameters.builder(this)
        .set(A, BigInteger.valueOf(a))
        .set(B, BigInteger.valueOf(b))
        .set(C, BigInteger.valueOf(c))
        .set(TAKE, BigInteger.valueOf(take))
        .build();
  }

  @Override
  public String id() {
    return "rankednim";
  }

  @Override
  public String description() {
    return "three heaps, take 1 to take stones from one";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(A, B, C, TAKE);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "search";
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(this);
  }

  @Override
  public Position start(Parameters instance) {
    return new RankedNim.Heaps(
        new int[] {instance.intValue(A), instance.intValue(B), instance.intValue(C)},
        instance.intValue(TAKE));
  }

  /** Heaps up to the largest of the three. */
  @Override
  public Optional<RankedPositions> ranked(Parameters instance) {
    int cap = Math.max(instance.intValue(A), Math.max(instance.intValue(B), instance.intValue(C)));
    return ranked ? Optional.of(new RankedNim(3, cap, instance.intValue(TAKE))) : Optional.empty();
  }
}
