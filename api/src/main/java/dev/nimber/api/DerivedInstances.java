package dev.nimber.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import org.jspecify.annotations.Nullable;

/**
 * Instances of a game drawn from its parameters' ranges, for the checks of {@code nimber verify}
 * and the test kit when the game names none of its own ({@link CompactGame}).
 */
final class DerivedInstances {

  private DerivedInstances() {}

  /** The most values a rule's parameter takes in the small instances: its default and the least. */
  static final int RULE_VALUES = 3;

  /** The largest size a rule's parameter is drawn with in a random instance. */
  static final long RULE_SIZE = 8;

  /** Marks a parameter left out of an instance (optional, with no default and no values). */
  private static final Object ABSENT = new Object();

  /**
   * Every combination of each parameter's candidate values, in order of the sum of their indices
   * (the smallest combinations first), at most {@code 4 · (size + 1)}, leaving out those the game
   * refuses (they do not bind, or have no start). Candidates: a position's parameter, its default
   * when it is optional, then its small values up to {@code size}; a rule's, its default and its
   * least values, {@value #RULE_VALUES} in all. Empty when a required parameter has no candidate.
   */
  static List<Parameters> small(GameDescriptor game, int size) {
    List<Parameter<?>> parameters = game.parameters();
    List<List<Object>> candidates = new ArrayList<>();
    for (Parameter<?> parameter : parameters) {
      List<Object> values = candidates(parameter, size);
      if (values.isEmpty()) {
        return List.of();
      }
      candidates.add(values);
    }
    int most = 4 * (size + 1);
    int maxSum = candidates.stream().mapToInt(values -> values.size() - 1).sum();
    List<Parameters> instances = new ArrayList<>();
    int[] indices = new int[candidates.size()];
    for (int sum = 0; sum <= maxSum && instances.size() < most; sum++) {
      addWithSum(game, candidates, indices, 0, sum, instances, most);
    }
    return instances;
  }

  /** Adds the combinations whose indices from {@code at} on add up to {@code left}, in order. */
  private static void addWithSum(
      GameDescriptor game,
      List<List<Object>> candidates,
      int[] indices,
      int at,
      int left,
      List<Parameters> instances,
      int most) {
    if (instances.size() >= most) {
      return;
    }
    if (at == indices.length) {
      if (left == 0) {
        bound(game, candidates, indices).ifPresent(instances::add);
      }
      return;
    }
    int last = Math.min(left, candidates.get(at).size() - 1);
    for (int index = 0; index <= last; index++) {
      indices[at] = index;
      addWithSum(game, candidates, indices, at + 1, left - index, instances, most);
    }
  }

  private static Optional<Parameters> bound(
      GameDescriptor game, List<List<Object>> candidates, int[] indices) {
    Map<String, Object> raw = new LinkedHashMap<>();
    List<Parameter<?>> parameters = game.parameters();
    for (int i = 0; i < indices.length; i++) {
      Object value = candidates.get(i).get(indices[i]);
      if (value != ABSENT) {
        raw.put(parameters.get(i).name(), plain(parameters.get(i), value));
      }
    }
    return checked(game, raw);
  }

  /**
   * The instance, when the game takes it: its parameters bind, and it has a start when the game has
   * positions.
   */
  private static Optional<Parameters> checked(GameDescriptor game, Map<String, Object> raw) {
    try {
      Parameters instance = game.bind(raw);
      game.positions().ifPresent(positions -> positions.start(instance));
      return Optional.of(instance);
    } catch (InstanceException refused) {
      return Optional.empty();
    }
  }

  private static List<Object> candidates(Parameter<?> parameter, int size) {
    List<Object> values = new ArrayList<>();
    @Nullable Object fallback = parameter.defaultValue();
    if (parameter.isPosition()) {
      if (!parameter.required()) {
        values.add(fallback != null ? fallback : ABSENT);
      }
      for (Object value : parameter.type().smallValues(size)) {
        if (!values.contains(value)) {
          values.add(value);
        }
      }
    } else {
      values.add(fallback != null ? fallback : parameter.required() ? null : ABSENT);
      for (Object value : parameter.type().smallValues(Math.min(size, RULE_VALUES))) {
        if (values.size() < RULE_VALUES && !values.contains(value)) {
          values.add(value);
        }
      }
    }
    values.removeIf(value -> value == null);
    return values;
  }

  /**
   * One random instance: each position's parameter of about {@code size}, each rule at its default
   * or else drawn of size at most {@value #RULE_SIZE}.
   */
  static Optional<Parameters> random(GameDescriptor game, long size, Random random) {
    Map<String, Object> raw = new LinkedHashMap<>();
    for (Parameter<?> parameter : game.parameters()) {
      @Nullable Object value = parameter.defaultValue();
      if (parameter.isPosition() || value == null) {
        Optional<?> drawn =
            parameter
                .type()
                .randomValue(parameter.isPosition() ? size : Math.min(size, RULE_SIZE), random);
        if (drawn.isPresent()) {
          value = drawn.get();
        } else if (value == null && parameter.required()) {
          return Optional.empty();
        }
      }
      if (value != null) {
        raw.put(parameter.name(), plain(parameter, value));
      }
    }
    return checked(game, raw);
  }

  @SuppressWarnings("unchecked")
  private static <T> Object plain(Parameter<T> parameter, Object value) {
    // Every value here came from this parameter's own type (its default or its values): a T.
    return parameter.type().toPlain((T) value);
  }
}
