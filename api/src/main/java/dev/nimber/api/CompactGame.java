package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.Function;

/**
 * A game in the compact form: its id, one line on it, its parameters and where an instance starts,
 * given as values; its positions say the rest ({@link CompactPosition}). Everything else has a
 * default: the engine's search as the solver, {@code outcome} as the question asked by default, the
 * instances {@code nimber verify} and the test kit check drawn from the parameters' ranges, no
 * picture and no judge format. Extend it with a public no-argument constructor:
 *
 * <pre>{@code
 * public final class Subtraction extends CompactGame {
 *   static final Parameter<BigInteger> N =
 *       Parameter.required("n", "stones in the pile", ParameterType.integer(0, 10_000)).ofPosition();
 *
 *   public Subtraction() {
 *     super("subtraction", "take 1, 3 or 4 stones", List.of(N), instance -> new Pile(instance.intValue(N)));
 *   }
 * }
 * }</pre>
 *
 * <p>It is a {@link GameDescriptor} like any other, so a game may override any of its methods: add
 * {@link #solvers()} of its own (a formula written with {@link GameSolver#of}), {@link #validate}
 * checks across parameters, {@link #smallInstances} of its choice. A game in one Java file ({@code
 * nimber --plugins my-game.java}) is usually written so; {@code nimber pack} makes it a plugin jar.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public abstract class CompactGame implements GameDescriptor {

  private final String id;
  private final String description;
  private final List<Parameter<?>> parameters;
  private final Positions positions;

  /**
   * The game, from its values.
   *
   * @param id the game's id, lower case letters and digits ({@link GameDescriptor#ID})
   * @param description one line on the game
   * @param parameters its parameters, in the order they are listed; mark those that place the
   *     position with {@link Parameter#ofPosition()}
   * @param start the position an instance starts from; it may throw {@link
   *     InvalidParameterException} or {@link UnsupportedInstanceException} naming a parameter
   */
  protected CompactGame(
      String id,
      String description,
      List<Parameter<?>> parameters,
      Function<Parameters, ? extends Position> start) {
    this.id = requireNonNull(id, "id");
    this.description = requireNonNull(description, "description");
    this.parameters = List.copyOf(parameters);
    requireNonNull(start, "start");
    this.positions =
        new Positions() {
          @Override
          public Position start(Parameters instance) {
            return requireNonNull(start.apply(instance), "start returned null");
          }

          @Override
          public boolean decidesByRule() {
            return CompactGame.this.decidesByRule();
          }
        };
  }

  /**
   * Whether the game may decide a position by rule, what its positions say ({@link
   * Positions#decidesByRule}): by default it may. A game none of whose positions has a verdict
   * (they end only when no move is left) says false, and the engine's search then finds the Grundy
   * value of a position whose play meets many sums without valuing every component.
   *
   * @return false when no position of the game is decided by rule
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public boolean decidesByRule() {
    return true;
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<Parameter<?>> parameters() {
    return parameters;
  }

  /** {@code outcome}. */
  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  /** The engine's search: {@code search}. */
  @Override
  public String defaultSolver() {
    return searchSolverName().orElse("search");
  }

  /** The start function's positions, for the engine's search. */
  @Override
  public Optional<Positions> positions() {
    return Optional.of(positions);
  }

  /**
   * Instances drawn from the parameters' ranges ({@link ParameterType#smallValues}): the values of
   * the position's parameters up to {@code size} (after its default, for an optional one), each
   * with the rules' defaults and a few of their smallest values, smallest combinations first, at
   * most {@code 4 · (size + 1)} of them; instances the game refuses (they do not bind, or {@code
   * start} throws an {@link InstanceException}) are left out.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    return DerivedInstances.small(this, size);
  }

  /**
   * An instance drawn from the parameters' ranges ({@link ParameterType#randomValue}): the
   * position's parameters of about {@code size}, the rules at their defaults (else small), or empty
   * when a parameter's type draws no values or the game refuses what was drawn.
   */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    return DerivedInstances.random(this, size, random);
  }
}
