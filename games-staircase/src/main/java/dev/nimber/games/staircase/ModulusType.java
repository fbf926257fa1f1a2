package dev.nimber.games.staircase;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import java.util.Optional;

/** A modulus for counts: an integer of at least 2, or {@code exact} for the exact count (empty). */
final class ModulusType implements ParameterType<Optional<BigInteger>> {

  static final String EXACT = "exact";
  private static final ParameterType<BigInteger> INTEGER = ParameterType.integerFrom(2);

  @Override
  public Optional<BigInteger> parse(String parameter, Object raw) {
    if (raw instanceof String text && text.strip().equalsIgnoreCase(EXACT)) {
      return Optional.empty();
    }
    try {
      return Optional.of(INTEGER.parse(parameter, raw));
    } catch (InvalidParameterException e) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
  }

  @Override
  public String allowed() {
    return "an integer from 2 upward, or 'exact' for the exact count";
  }

  @Override
  public Object toPlain(Optional<BigInteger> value) {
    return value.<Object>map(modulus -> modulus).orElse(EXACT);
  }
}
