package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.PositionKeys;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.storage.KeyedValues;
import dev.nimber.engine.tier.TierValues;
import java.util.Optional;

/**
 * A game's answers and values from values kept elsewhere (a solved database, or a ruleset the
 * engine solved before), as the engine's search ({@link SearchSolver#stored}) would answer from a
 * solve of its own: positions found where the game numbers them or, for a game that does not, under
 * their keys; an instance whose start the values do not hold is refused, since only the positions
 * their build reached are there. Looking up a position costs what the values' look-up costs (a
 * block read, for a database).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class StoredAnswers {

  private final SearchSolver search;
  private final GameDescriptor game;
  private final Positions positions;

  StoredAnswers(SearchSolver search, GameDescriptor game, Positions positions) {
    this.search = search;
    this.game = game;
    this.positions = positions;
  }

  /**
   * The values of an instance's positions kept elsewhere (a solved database), looked up where the
   * game numbers them or, for a game that does not, under their keys.
   *
   * @param parameters checked parameters of the game
   * @param stored the values of every tier reachable from the instance's start, or of every
   *     position under its key
   * @return the values, or empty when the game neither numbers the positions of this instance nor
   *     writes them as keys the stored values hold
   * @throws UnsupportedInstanceException when the stored values are of the instance's rules but do
   *     not hold its start: a position their build did not reach
   */
  public Optional<PositionValues> valuesOf(Parameters parameters, TierValues stored) {
    return valuesOf(parameters, positions.start(parameters), stored);
  }

  /**
   * The values as {@link #valuesOf(Parameters, TierValues)} gives them, from the instance's start
   * built already.
   */
  private Optional<PositionValues> valuesOf(
      Parameters parameters, Position start, TierValues stored) {
    Optional<RankedPositions> ranked = positions.ranked(parameters);
    Optional<PositionKeys> keys =
        ranked.isPresent() ? Optional.empty() : positions.keys(parameters);
    if (ranked.isPresent() || keys.isPresent()) {
      checkHeld(parameters, start, ranked, keys, stored);
    }
    if (ranked.isPresent()) {
      return Optional.of(new RankedValues(ranked.get(), stored));
    }
    if (keys.isEmpty() || !(stored instanceof KeyedValues keyed)) {
      return Optional.empty();
    }
    PositionKeys writer = keys.get();
    return Optional.of(
        new PositionValues() {
          @Override
          public GameSearch.Evaluation evaluate(Position position) {
            return keyed
                .evaluateKey(writer.key(position))
                .orElseThrow(
                    () ->
                        new IllegalStateException(
                            "the solved"
                                + " database holds no position "
                                + position
                                + ": the game's moves or its keys are not those it was built"
                                + " with"));
          }

          @Override
          public boolean hasGrundy() {
            return stored.hasGrundy();
          }
        });
  }

  /**
   * Answers from values kept elsewhere (a solved database) as a ranked solve would: the start's
   * record, or, for a move, the records of the positions its moves lead to.
   *
   * @param parameters checked parameters of the game
   * @param question outcome, move or remoteness; Grundy values only when the stored values have
   *     them
   * @param stored the values of every tier reachable from the instance's start
   * @return the answer
   * @throws UnsupportedInstanceException when the game numbers no positions of this instance, or
   *     when the Grundy value is asked for and the stored values have none
   */
  public Answer answerFrom(Parameters parameters, Question question, TierValues stored) {
    Position start = positions.start(parameters);
    PositionValues values =
        valuesOf(parameters, start, stored)
            .orElseThrow(
                () ->
                    new UnsupportedInstanceException(
                        "game '"
                            + game.id()
                            + "' neither numbers nor writes as keys the positions of "
                            + parameters
                            + ", so no"
                            + " stored values answer it"));
    if (question.equals(Question.GRUNDY) && !values.hasGrundy()) {
      throw new UnsupportedInstanceException(
          "this solved database keeps no Grundy values (outcome and remoteness"
              + " only); build it with --grundy"
              + (values instanceof RankedValues
                  ? ""
                  : " (for a game whose lines of" + " play all end)")
              + ", or ask for the Grundy value without the database");
    }
    return search.answer(start, question, values);
  }

  /**
   * Whether values solved or stored for an instance's rules hold its start, and so every position
   * its moves lead to.
   *
   * @param parameters checked parameters of the game
   * @param stored the values
   * @return whether {@link #answerFrom} answers the instance from them
   */
  public boolean holds(Parameters parameters, TierValues stored) {
    Optional<RankedPositions> ranked = positions.ranked(parameters);
    return holds(
        positions.start(parameters),
        ranked,
        ranked.isPresent() ? Optional.empty() : positions.keys(parameters),
        stored);
  }

  /** Whether the values hold the start, found by the game's numbering, or else under its key. */
  private static boolean holds(
      Position start,
      Optional<RankedPositions> ranked,
      Optional<PositionKeys> keys,
      TierValues stored) {
    return ranked.isPresent()
        ? stored.holdsTier(ranked.get().rankOf(start).tier())
        : !(stored instanceof KeyedValues keyed)
            || keys.map(writer -> keyed.evaluateKey(writer.key(start)).isPresent()).orElse(true);
  }

  /**
   * Refuses a position a solved database of its rules does not hold: one in a tier its build did
   * not reach, or, for a game that writes keys, one not among its keys. Every position of a tier
   * held is held, and so is every position its moves lead to.
   */
  private static void checkHeld(
      Parameters parameters,
      Position start,
      Optional<RankedPositions> ranked,
      Optional<PositionKeys> keys,
      TierValues stored) {
    if (!holds(start, ranked, keys, stored)) {
      throw new UnsupportedInstanceException(
          "the solved database of these rules does not hold the position "
              + parameters
              + ": it holds the positions its build reached from the start it was built from; build one"
              + " from this position, or ask without the database");
    }
  }
}
