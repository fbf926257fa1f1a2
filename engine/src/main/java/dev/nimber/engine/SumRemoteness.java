package dev.nimber.engine;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * The outcome and remoteness of positions that are disjunctive sums, under normal play, searched
 * over sums written as multisets of their components rather than as the game's own positions: each
 * distinct component gets a number (a {@code char}: a sum is a sorted {@code char[]}), and its
 * moves are listed once, as the multisets of components they leave; a sum's moves are then those of
 * its distinct components, each replacing one copy of itself. The Grundy values of the components
 * ({@link GameSearch#nimber}) say which sums are lost for the player to move (an XOR of 0), so a
 * won sum follows only its moves to lost ones: its remoteness is one more than the least of theirs,
 * and a lost sum's is one more than the most of all its moves' (none: 0).
 *
 * <p>Costs: time and memory in the distinct sums reached (a won sum reaching only its lost ones),
 * each a sorted array of component numbers, and one listing of the moves of each distinct
 * component; the game's positions are consulted only for components. Limits: normal play; a
 * position decided by rule, a component without a Grundy value, more than 65,536 distinct
 * components, or a line of play deeper than the thread's stack holds is outside it ({@link
 * Outside}: the caller searches the game's positions whole). No line of play repeats: every
 * component met has a Grundy value, so the game of each is acyclic, and a move replaces a component
 * by components below it. Sums counted against the search's budget with its positions; the thread's
 * interruption stops it. Lines of play recurse on the thread's stack. Not thread-safe: one thread
 * uses it, as its {@link GameSearch}.
 */
final class SumRemoteness {

  /** The positions met are outside what this search values; the caller searches them whole. */
  static final class Outside extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Outside() {
      super(null, null, false, false);
    }
  }

  /**
   * The remoteness of each sum valued, by the sum's component numbers (sorted): open addressing
   * with linear probing, at most half full. A slot's hash and remoteness share one 64-bit word, so
   * that a probe reads one array and looks at a key only when its hash matches.
   */
  private static final class SumTable {
    private char[][] keys = new char[1 << 10][];

    /**
     * A slot's key's hash in the high 32 bits and its remoteness plus one in the low; 0 if empty.
     */
    private long[] words = new long[1 << 10];

    private int shift = 64 - 10;
    private int size;

    int size() {
      return size;
    }

    /** The remoteness kept for a sum, or -1. */
    long get(char[] parts, int hash) {
      int mask = words.length - 1;
      for (int slot = slotOf(hash); words[slot] != 0; slot = (slot + 1) & mask) {
        long word = words[slot];
        if ((int) (word >>> 32) == hash && Arrays.equals(keys[slot], parts)) {
          return (word & 0xFFFFFFFFL) - 1;
        }
      }
      return -1;
    }

    /**
     * Keeps a sum's remoteness.
     *
     * @throws Outside when the remoteness does not fit in 32 bits
     */
    void put(char[] parts, int hash, long remoteness) {
      if (remoteness >= 0xFFFFFFFFL) {
        throw new Outside();
      }
      if (2 * (size + 1) > words.length) {
        grow();
      }
      place(parts, ((long) hash << 32) | (remoteness + 1));
      size++;
    }

    private void place(char[] parts, long word) {
      int mask = words.length - 1;
      int slot = slotOf((int) (word >>> 32));
      while (words[slot] != 0) {
        slot = (slot + 1) & mask;
      }
      keys[slot] = parts;
      words[slot] = word;
    }

    private void grow() {
      char[][] oldKeys = keys;
      long[] oldWords = words;
      keys = new char[2 * oldKeys.length][];
      words = new long[2 * oldWords.length];
      shift--;
      for (int i = 0; i < oldWords.length; i++) {
        if (oldWords[i] != 0) {
          place(oldKeys[i], oldWords[i]);
        }
      }
    }

    /** A hash's first slot: the top bits of its product with 2^64 over the golden ratio. */
    private int slotOf(int hash) {
      return (int) ((hash * 0x9E3779B97F4A7C15L) >>> shift);
    }
  }

  private final GameSearch search;
  private final Map<Position, Integer> numbers = new HashMap<>();
  private final List<Position> components = new ArrayList<>();
  private int[] grundy = new int[64];

  /**
   * A component's moves: the distinct multisets of components they leave, each sorted, and the XOR
   * of the Grundy values of each.
   */
  private record Moves(char[][] sums, int[] grundy) {}

  /** Each component's moves, listed when first needed; null until then. */
  private final List<Moves> moves = new ArrayList<>();

  private final SumTable remoteness = new SumTable();
  private long steps;

  SumRemoteness(GameSearch search) {
    this.search = search;
  }

  /**
   * A position's outcome, remoteness and Grundy value under normal play where it is a sum or one of
   * its moves leads to one ({@link GameSearch#decomposes}), searched over sums of components with
   * the sums the search keeps ({@link GameSearch#sums}); empty under misère play, where no sum is
   * near, or where this search meets what it does not value ({@link Outside}: the caller then
   * searches the positions whole, {@link GameSearch#evaluate}).
   *
   * @throws SolverFailureException when the budget or the heap runs out or the thread is
   *     interrupted
   */
  static Optional<GameSearch.Evaluation> nearASum(GameSearch search, Position position) {
    if (search.options().misere() || !search.decomposes(position)) {
      return Optional.empty();
    }
    try {
      return Optional.of(search.sums().evaluate(position));
    } catch (Outside outside) {
      return Optional.empty();
    } catch (OutOfMemoryError heapFull) {
      throw search.outOfMemory();
    }
  }

  /**
   * The outcome, remoteness and Grundy value of a position, valued as the sum of its components (a
   * position that is no sum is a sum of one).
   *
   * @throws Outside when the search meets what it does not value
   * @throws SolverFailureException when the budget runs out or the thread is interrupted
   */
  GameSearch.Evaluation evaluate(Position position) {
    if (position.verdict().isPresent()) {
      throw new Outside();
    }
    char[] parts = numbersOf(partsOf(position));
    int value = grundyOf(parts);
    try {
      long found = remotenessOf(parts, value);
      return new GameSearch.Evaluation(value == 0 ? Outcome.LOSS : Outcome.WIN, found, value);
    } catch (StackOverflowError tooDeep) {
      throw new Outside();
    }
  }

  private long remotenessOf(char[] parts, int value) {
    int hash = hashOf(parts);
    long known = remoteness.get(parts, hash);
    if (known >= 0) {
      return known;
    }
    if ((++steps & 0xFFF) == 0) {
      SolverFailureException.throwIfInterrupted();
    }
    if (remoteness.size() + search.positionsEvaluated() >= search.options().memoBudget()) {
      throw search.budgetReached();
    }
    boolean won = value != 0;
    long best = won ? Long.MAX_VALUE : -1;
    for (int i = 0; i < parts.length; i++) {
      if (i > 0 && parts[i] == parts[i - 1]) {
        continue;
      }
      int part = parts[i];
      Moves partMoves = movesOf(part);
      int without = value ^ grundy[part];
      for (int m = 0; m < partMoves.sums().length; m++) {
        int after = without ^ partMoves.grundy()[m];
        if (won && after != 0) {
          continue;
        }
        long next = remotenessOf(replaced(parts, i, partMoves.sums()[m]), after);
        best = won ? Math.min(best, next) : Math.max(best, next);
      }
    }
    if (won && best == Long.MAX_VALUE) {
      throw new IllegalStateException("a sum worth " + value + " has no move to a sum worth 0");
    }
    long found = best < 0 ? 0 : best + 1;
    remoteness.put(parts, hash, found);
    return found;
  }

  /**
   * A sum's hash: each number mixed in by a multiply and a shift (the polynomial of {@link
   * Arrays#hashCode(char[])} gives equal hashes to many sums of small numbers, such as {0, 40} and
   * {1, 9}).
   */
  private static int hashOf(char[] parts) {
    long hash = parts.length;
    for (int part : parts) {
      hash = (hash ^ part) * 0xFF51AFD7ED558CCDL;
      hash ^= hash >>> 29;
    }
    return (int) (hash ^ (hash >>> 32));
  }

  /** The parts with the one at {@code index} replaced by those given, sorted. */
  private static char[] replaced(char[] parts, int index, char[] by) {
    char[] result = new char[parts.length - 1 + by.length];
    int from = 0;
    int with = 0;
    int to = 0;
    while (from < parts.length || with < by.length) {
      if (from == index) {
        from++;
      } else if (with == by.length || (from < parts.length && parts[from] <= by[with])) {
        result[to++] = parts[from++];
      } else {
        result[to++] = by[with++];
      }
    }
    return result;
  }

  /** A position's components, sums among them opened, or the position alone when it is no sum. */
  private static List<Position> partsOf(Position position) {
    List<Position> listed = position.components();
    if (!GameSearch.isSum(position, listed)) {
      return List.of(position);
    }
    List<Position> parts = new ArrayList<>();
    for (Position part : listed) {
      parts.addAll(partsOf(part));
    }
    return parts;
  }

  private char[] numbersOf(List<Position> parts) {
    char[] result = new char[parts.size()];
    for (int i = 0; i < result.length; i++) {
      result[i] = (char) numberOf(parts.get(i));
    }
    Arrays.sort(result);
    return result;
  }

  private int numberOf(Position part) {
    Integer known = numbers.get(part);
    if (known != null) {
      return known;
    }
    if (part.verdict().isPresent()) {
      throw new Outside();
    }
    OptionalInt value = search.nimber(part);
    if (value.isEmpty()) {
      throw new Outside();
    }
    int number = components.size();
    if (number > Character.MAX_VALUE) {
      throw new Outside();
    }
    components.add(part);
    moves.add(null);
    if (number == grundy.length) {
      grundy = Arrays.copyOf(grundy, 2 * number);
    }
    grundy[number] = value.getAsInt();
    numbers.put(part, number);
    return number;
  }

  /**
   * A component's moves as the multisets of components they leave, each distinct one once (two
   * moves that leave equal sums, such as knocking down the first or the last pin of a row, are one
   * move here).
   */
  private Moves movesOf(int part) {
    Moves known = moves.get(part);
    if (known != null) {
      return known;
    }
    List<Position> children = components.get(part).children();
    List<char[]> distinct = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (Position child : children) {
      if (child.verdict().isPresent()) {
        throw new Outside();
      }
      char[] after = numbersOf(partsOf(child));
      if (seen.add(String.valueOf(after))) {
        distinct.add(after);
      }
    }
    char[][] sums = distinct.toArray(new char[0][]);
    int[] values = new int[sums.length];
    for (int m = 0; m < sums.length; m++) {
      values[m] = grundyOf(sums[m]);
    }
    Moves listed = new Moves(sums, values);
    moves.set(part, listed);
    return listed;
  }

  private int grundyOf(char[] parts) {
    int value = 0;
    for (int part : parts) {
      value ^= grundy[part];
    }
    return value;
  }
}
