package dev.nimber.api;

import java.util.List;
import java.util.Optional;
import java.util.Random;

/** {@code true} or {@code false}, as a YAML boolean or as text in any case. */
enum BooleanType implements ParameterType<Boolean> {
  INSTANCE;

  @Override
  public Boolean parse(String parameter, Object raw) {
    if (raw instanceof Boolean value) {
      return value;
    }
    if (raw instanceof String text) {
      if (text.strip().equalsIgnoreCase("true")) {
        return true;
      }
      if (text.strip().equalsIgnoreCase("false")) {
        return false;
      }
    }
    throw InvalidParameterException.of(parameter, raw, allowed());
  }

  /** {@code false}, {@code true}. */
  @Override
  public List<Boolean> smallValues(int size) {
    return List.of(false, true);
  }

  @Override
  public Optional<Boolean> randomValue(long size, Random random) {
    return Optional.of(random.nextBoolean());
  }

  @Override
  public String allowed() {
    return "true or false";
  }
}
