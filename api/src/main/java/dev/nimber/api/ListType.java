package dev.nimber.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Lists of values of one type: a YAML list, or a string of comma-separated elements.
 *
 * @param element the type of every element
 * @param maxSize the most elements allowed
 */
record ListType<E>(ParameterType<E> element, int maxSize) implements ParameterType<List<E>> {

  @Override
  public List<E> parse(String parameter, Object raw) {
    List<?> items;
    if (raw instanceof List<?> list) {
      items = list;
    } else if (raw instanceof String text) {
      items =
          text.isBlank()
              ? List.of()
              : Arrays.stream(text.split(",", -1)).map(String::strip).toList();
    } else {
      items = List.of(raw);
    }
    if (items.size() > maxSize) {
      throw InvalidParameterException.described(parameter, items.size() + " elements", allowed());
    }
    List<E> values = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      Object item = items.get(i);
      if (item == null || (item instanceof String s && s.isEmpty())) {
        throw InvalidParameterException.of(
            parameter + "[" + (i + 1) + "]", item, element.allowed());
      }
      values.add(element.parse(parameter + "[" + (i + 1) + "]", item));
    }
    return List.copyOf(values);
  }

  /**
   * The empty list, each small element alone, then pairs of small elements that add up to {@code
   * size} as the element's values count (the i-th and the (size − i)-th), within the most elements
   * allowed: about 1.5 · size lists.
   */
  @Override
  public List<List<E>> smallValues(int size) {
    List<E> elements = element.smallValues(size);
    List<List<E>> values = new ArrayList<>();
    values.add(List.of());
    if (maxSize >= 1) {
      for (E single : elements) {
        values.add(List.of(single));
      }
    }
    if (maxSize >= 2) {
      int last = elements.size() - 1;
      for (int i = 1; i <= last - i; i++) {
        values.add(List.of(elements.get(i), elements.get(last - i)));
      }
    }
    return values;
  }

  /** One to three elements (at most the most allowed), each of about {@code size}. */
  @Override
  public Optional<List<E>> randomValue(long size, Random random) {
    int count = maxSize == 0 ? 0 : 1 + random.nextInt(Math.min(3, maxSize));
    List<E> values = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      Optional<E> value = element.randomValue(size, random);
      if (value.isEmpty()) {
        return Optional.empty();
      }
      values.add(value.get());
    }
    return Optional.of(List.copyOf(values));
  }

  @Override
  public String allowed() {
    return "a list of at most " + maxSize + " elements, each " + element.allowed();
  }

  @Override
  public Object toPlain(List<E> value) {
    return value.stream().map(element::toPlain).toList();
  }
}
