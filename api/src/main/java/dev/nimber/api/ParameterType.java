package dev.nimber.api;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * How one kind of parameter value is read, checked and shown.
 *
 * <p>Raw values are what a person wrote: a string for each scalar (from the command line, a config
 * file or judge input, so that every path reads it by the same rule), a list of raw values for a
 * YAML list, and a map of raw values for a YAML mapping; code may also pass Java values ({@code
 * Integer}, {@code Long}, {@code BigInteger}, {@code Boolean}). Implementations must be immutable
 * and thread-safe.
 *
 * @param <T> the type of a checked value
 */
@API(status = API.Status.STABLE, since = "0.1")
public interface ParameterType<T> {

  /**
   * Reads and checks a raw value.
   *
   * @param parameter the parameter's name, for the message
   * @param raw the value as given; never {@code null}
   * @return the checked value
   * @throws InvalidParameterException naming the parameter, the value and what is allowed, when the
   *     value is not allowed
   */
  T parse(String parameter, Object raw);

  /**
   * What values are allowed, in words.
   *
   * @return the words that complete "allowed: …" ({@code an integer from 1 to 50})
   */
  String allowed();

  /**
   * The value as JSON-friendly data. By default numbers, strings and booleans stay as they are and
   * anything else becomes its string form.
   *
   * @param value a checked value
   * @return a {@code String}, {@code Boolean}, {@code Number}, or a list or map of these
   */
  default Object toPlain(T value) {
    return value instanceof Number || value instanceof String || value instanceof Boolean
        ? value
        : value.toString();
  }

  /**
   * The smallest values of the type, smallest first, for checks that try every small instance (a
   * game's derived {@linkplain CompactGame#smallInstances small instances}): integers from the
   * least allowed up to {@code size} more, both booleans, lists of none, one and two small
   * elements. What "size" means is the type's; the list grows roughly linearly with it.
   *
   * @param size at least 0
   * @return the values, each allowed; by default none (the type cannot say)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default List<T> smallValues(int size) {
    return List.of();
  }

  /**
   * A random value of about the given size, for checks of fast solvers beyond the search's reach (a
   * game's derived {@linkplain CompactGame#randomInstance random instances}).
   *
   * @param size at least 1
   * @param random the source of randomness: the same seed gives the same value
   * @return an allowed value, or empty when the type draws none (the default)
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  default Optional<T> randomValue(long size, Random random) {
    return Optional.empty();
  }

  /**
   * Integers from {@code min} to {@code max} inclusive, written as {@code nimber} reads every
   * integer (decimal digits with optional underscores, or powers such as {@code 10^18}) and of at
   * most 2^20 bits.
   *
   * @param min the least value, or {@code null} for no lower bound
   * @param max the greatest value, or {@code null} for no upper bound
   * @return the type
   */
  static ParameterType<BigInteger> integer(@Nullable BigInteger min, @Nullable BigInteger max) {
    return new IntegerType(min, max);
  }

  /**
   * Integers from {@code min} upward, of at most 2^20 bits.
   *
   * @param min the least value
   * @return the type
   */
  static ParameterType<BigInteger> integerFrom(long min) {
    return new IntegerType(BigInteger.valueOf(min), null);
  }

  /**
   * Integers from {@code min} to {@code max} inclusive.
   *
   * @param min the least value
   * @param max the greatest value
   * @return the type
   */
  static ParameterType<BigInteger> integer(long min, long max) {
    return new IntegerType(BigInteger.valueOf(min), BigInteger.valueOf(max));
  }

  /**
   * Any integer of at most 2^20 bits.
   *
   * @return the type
   */
  static ParameterType<BigInteger> anyInteger() {
    return new IntegerType(null, null);
  }

  /**
   * Booleans, written {@code true} or {@code false}.
   *
   * @return the type
   */
  static ParameterType<Boolean> bool() {
    return BooleanType.INSTANCE;
  }

  /**
   * Words over an alphabet: a row of coins ({@code HTTH} over {@code HT}), a board's cells ({@code
   * ..#./.#..} over {@code .#/}). Small values are the words in order of length, then of the
   * letters' order in the alphabet ({@code "", H, T, HH, HT, …}); random ones have random letters.
   *
   * @param letters the letters allowed, each once, in their order
   * @param maxLength the most letters a word may have
   * @return the type
   * @throws IllegalArgumentException when the alphabet is empty or repeats a letter, or the length
   *     is negative
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  static ParameterType<String> word(String letters, int maxLength) {
    return new WordType(letters, maxLength);
  }

  /**
   * Lists of elements of one type: a YAML list, or a comma-separated string on the command line.
   *
   * @param element the type of each element
   * @param maxSize the most elements a list may have
   * @param <E> the type of a checked element
   * @return the type
   */
  static <E> ParameterType<List<E>> listOf(ParameterType<E> element, int maxSize) {
    return new ListType<>(element, maxSize);
  }
}
