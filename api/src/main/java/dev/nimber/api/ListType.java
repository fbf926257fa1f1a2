package dev.nimber.api;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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

  @Override
  public String allowed() {
    return "a list of at most " + maxSize + " elements, each " + element.allowed();
  }

  @Override
  public Object toPlain(List<E> value) {
    return value.stream().map(element::toPlain).toList();
  }
}
