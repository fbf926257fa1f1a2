package dev.nimber.api;

import java.math.BigInteger;
import java.util.Optional;

/**
 * The positions of a game: where an instance starts and, where it can be said, which instance a
 * position is. A game that has positions gets the engine's search as a solver, {@code nimber play},
 * and moves checked by {@code nimber verify}.
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface Positions {

  /**
   * The position an instance starts from.
   *
   * @param instance checked parameters of the game
   * @return the start position
   * @throws UnsupportedInstanceException when these parameters define no position, naming what is
   *     missing (the parameter that places the pieces, say) or the limit they pass
   */
  Position start(Parameters instance);

  /**
   * Where the ruleset of an instance starts: the position from which every position of its rules is
   * reached (the empty board of connect's width, height, k and gravity), whatever position the
   * instance's position parameters place. What the engine solves once for a ruleset and keeps for
   * every later position of it ({@code run}, {@code judge}, {@code table} and {@code serve}) is
   * solved from here, so that a position asked after another that lies above it (fewer pieces on
   * the board) is answered from the same solve. By default none: a ruleset is solved from the first
   * position asked of it, and again from a position above what it holds.
   *
   * @param instance checked parameters of the game
   * @return the ruleset's start, or empty when the rules have none (octal's heaps grow without
   *     bound) or the game does not say
   */
  default Optional<Position> rulesetStart(Parameters instance) {
    return Optional.empty();
  }

  /**
   * How many positions a search from this instance visits at least, when the game knows (a pile
   * game visits every pile from n down to 0): the engine refuses an instance beyond its budget at
   * once instead of filling memory first.
   *
   * @param instance checked parameters of the game
   * @return a lower bound on the reachable positions, or empty when the game does not know one (the
   *     default)
   */
  default Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return Optional.empty();
  }

  /**
   * How many positions a search visits at least to answer one question about this instance, when
   * the game knows: the engine refuses an instance beyond its budget at once, and {@code nimber
   * table} leaves out a column it could not finish instead of starting it. A game whose positions
   * are sums ({@link Position#components()}) overrides this: the engine values a sum by its
   * components for {@code outcome}, {@code move} and {@code grundy} under normal play, but searches
   * it whole for {@code remoteness} (and for every question under misère play, when it asks with
   * {@code remoteness} whatever the question), which visits every combination of components: far
   * more positions.
   *
   * @param instance checked parameters of the game
   * @param question the question the search answers; {@link Question#REMOTENESS} for any search
   *     that takes sums whole
   * @return a lower bound on the positions that search visits, or empty when the game does not know
   *     one; by default {@link #positionsAtLeast(Parameters)}
   */
  default Optional<BigInteger> positionsAtLeast(Parameters instance, Question question) {
    return positionsAtLeast(instance);
  }

  /**
   * Whether the game may decide a position by rule ({@link Position#verdict()} present for some
   * position): by default it may. A game that decides none (its positions end only when no move is
   * left, as Cram's and node Kayles' do) says so, and under normal play the engine then finds the
   * Grundy value of a position whose play meets many sums by searching for winning moves beside
   * nim-heaps, which looks at few of the components a full valuation would (a position decided by
   * rule as a win leaves every component that reaches it no Grundy value, which only a valuation of
   * every component would find). The test kit and {@code nimber verify} check that no position they
   * reach has a verdict when the game says none has.
   *
   * @return false when no position of the game is decided by rule
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default boolean decidesByRule() {
    return true;
  }

  /**
   * The instance whose start is this position, so that any solver can be asked about a position
   * reached in play ({@code nimber play} with a fast solver). By default there is none, and only
   * the search plays.
   *
   * @param position a position of this game, not decided by a {@linkplain Position#verdict()
   *     verdict}
   * @return the instance, or empty when no instance starts there
   */
  default Optional<Parameters> instanceOf(Position position) {
    return Optional.empty();
  }

  /**
   * The instance's positions numbered by tier and rank, when the game can number them: the engine
   * then solves them by retrograde analysis on every core (see {@link RankedPositions}), instead of
   * searching position objects.
   *
   * @param instance checked parameters of the game
   * @return the numbering, or empty when the game has none (the default)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<RankedPositions> ranked(Parameters instance) {
    return Optional.empty();
  }

  /**
   * The instance's positions coded for the engine's weak search (see {@link CodedPositions}), when
   * the game can code them: by default its numbering ({@link #ranked}), if it has one. A game gives
   * a coding of its own when moving and judging on a code is faster than on a rank.
   *
   * @param instance checked parameters of the game
   * @return the coding, or empty when the game has none
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<CodedPositions> coded(Parameters instance) {
    return ranked(instance).map(CodedPositions.class::cast);
  }

  /**
   * The components of this game's sums numbered, when the game can number them: under normal play
   * the engine then values components in flat arrays instead of searching position objects (see
   * {@link NumberedComponents}). The numbering is the game's, the same for every instance.
   *
   * @return the numbering, or empty when the game has none (the default)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<NumberedComponents> numberedComponents() {
    return Optional.empty();
  }

  /**
   * The Grundy values of this game's components by its own theory, when it has one: under normal
   * play the engine's search takes a component's value from them rather than searching its moves
   * (see {@link ComponentValues}). Called once for each search, which alone uses what it returns.
   *
   * @return a new source of values, or empty when the game has none (the default)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<ComponentValues> componentValues() {
    return Optional.empty();
  }

  /**
   * The instance's positions written as bytes, when the game can write them and does not number
   * them: the engine then builds a solved database of the instance ({@code nimber db build}), each
   * position kept under its key (see {@link PositionKeys}).
   *
   * @param instance checked parameters of the game
   * @return the keys, or empty when the game writes none (the default)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<PositionKeys> keys(Parameters instance) {
    return Optional.empty();
  }
}
