package dev.nimber.engine;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Move;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A test game: the subtraction game {1, 2, 3} on one pile of n stones, with positions and no solver
 * of its own, so that its only solver is the engine's search. The player to move loses exactly on
 * multiples of 4. Shared with the test kit's tests through this module's test jar.
 */
public class SubtractionGame implements GameDescriptor, Positions {

  /** The pile. */
  public static final Parameter<BigInteger> N =
      Parameter.required("n", "stones", ParameterType.integer(0, 1_000_000));

  /**
   * A pile.
   *
   * @param stones the stones left
   */
  public record Pile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int take = 1; take <= Math.min(3, stones); take++) {
        moves.add(new Move("take " + take, new Pile(stones - take)));
      }
      return moves;
    }
  }

  @Override
  public String id() {
    return "subtraction";
  }

  @Override
  public String description() {
    return "take 1, 2 or 3";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(N);
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
    return new Pile(instance.intValue(N));
  }

  /** Every pile from n down to 0. */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return Optional.of(instance.get(N).add(BigInteger.ONE));
  }

  /** Every pile from 0 to the size. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> piles = new ArrayList<>();
    for (int n = 0; n <= size; n++) {
      piles.add(pile(n));
    }
    return piles;
  }

  /**
   * The instance with a pile of n stones.
   *
   * @param n the stones
   * @return the instance
   */
  public Parameters pile(int n) {
    return Parameters.builder(this).set(N, BigInteger.valueOf(n)).build();
  }
}
