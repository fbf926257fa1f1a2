package dev.nimber.engine.storage;

import dev.nimber.api.API;
import dev.nimber.engine.GameSearch;
import java.util.Optional;

/**
 * Solved positions looked up by their keys ({@link dev.nimber.api.PositionKeys}): a solved database
 * of a game that does not number its positions.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
@FunctionalInterface
public interface KeyedValues {

  /**
   * The outcome and remoteness of the position with this key.
   *
   * @param key the position's key
   * @return its evaluation (no Grundy value), or empty when no position has this key
   */
  Optional<GameSearch.Evaluation> evaluateKey(byte[] key);
}
