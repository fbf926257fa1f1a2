package dev.nimber.api;

/**
 * The positions of one instance written as bytes and read back, for a game that does not number its
 * positions ({@link Positions#ranked}): a solved database of such a game keeps each position under
 * its key, sorted, and looks a position up by its key. Keys need not be short, but every byte costs
 * space on disk for every position.
 *
 * <p>The rule: {@code position(key(p))} equals {@code p}, and two positions reachable from the
 * instance's start that are not equal have different keys. The test kit's {@code GameContract}
 * checks both on the small instances, and {@code nimber verify} does too. Implementations are
 * called from one thread at a time.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public interface PositionKeys {

  /**
   * A position's key.
   *
   * @param position a position reachable from the instance's start
   * @return its bytes, at most 65,535 of them; a new array the caller may keep
   */
  byte[] key(Position position);

  /**
   * The position a key was written from.
   *
   * @param key bytes {@link #key} returned for a position of this instance
   * @return the position
   */
  Position position(byte[] key);
}
