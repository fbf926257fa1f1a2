package dev.nimber.api;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.StringJoiner;

/**
 * What the compact form derives from a position's value: its text, a move's label, and its moves
 * without repeats. Record components are read through their accessors, found once per record class.
 */
final class CompactText {

  private CompactText() {}

  /** The accessors of each record class's components, made accessible once. */
  private static final ClassValue<Method[]> ACCESSORS =
      new ClassValue<>() {
        @Override
        protected Method[] computeValue(Class<?> type) {
          RecordComponent[] components = type.getRecordComponents();
          Method[] accessors = new Method[components.length];
          for (int i = 0; i < components.length; i++) {
            accessors[i] = components[i].getAccessor();
            // A record nested in a game's class is usually not public; the api reads it as the
            // record's own toString would.
            accessors[i].setAccessible(true);
          }
          return accessors;
        }
      };

  /** The position's components as {@code name=value, name=value}, or its {@code toString()}. */
  static String describe(Object position) {
    if (!position.getClass().isRecord()) {
      return position.toString();
    }
    StringJoiner text = new StringJoiner(", ");
    for (Method accessor : ACCESSORS.get(position.getClass())) {
      text.add(accessor.getName() + "=" + format(read(accessor, position)));
    }
    return text.toString();
  }

  /**
   * The components of {@code to} that differ from {@code from}'s, as {@code name=value}; all of
   * them when none differs or the two are not records of one class.
   */
  static String changed(Object from, Object to) {
    if (!to.getClass().isRecord() || from.getClass() != to.getClass()) {
      return describe(to);
    }
    StringJoiner text = new StringJoiner(", ");
    for (Method accessor : ACCESSORS.get(to.getClass())) {
      Object after = read(accessor, to);
      if (!java.util.Objects.equals(read(accessor, from), after)) {
        text.add(accessor.getName() + "=" + format(after));
      }
    }
    return text.length() == 0 ? describe(to) : text.toString();
  }

  private static Object read(Method accessor, Object record) {
    try {
      return accessor.invoke(record);
    } catch (IllegalAccessException unexpected) {
      throw new IllegalStateException(unexpected);
    } catch (InvocationTargetException thrown) {
      throw thrown.getCause() instanceof RuntimeException failure
          ? failure
          : new IllegalStateException(thrown.getCause());
    }
  }

  private static String format(Object value) {
    if (value instanceof int[] ints) {
      return Arrays.toString(ints);
    }
    if (value instanceof long[] longs) {
      return Arrays.toString(longs);
    }
    if (value instanceof boolean[] booleans) {
      return Arrays.toString(booleans);
    }
    if (value instanceof Object[] objects) {
      return Arrays.deepToString(objects);
    }
    return String.valueOf(value);
  }

  /**
   * The positions without repeats, in order: the list itself when it has none. O(n) with one {@code
   * hashCode} and {@code equals} per position; two or three compared directly.
   */
  static <P> List<P> distinct(List<P> positions) {
    int size = positions.size();
    if (size < 2) {
      return positions;
    }
    if (size <= 3) {
      P first = positions.get(0);
      P second = positions.get(1);
      boolean repeats =
          first.equals(second)
              || (size == 3 && (positions.get(2).equals(first) || positions.get(2).equals(second)));
      if (!repeats) {
        return positions;
      }
    }
    Set<P> seen = new HashSet<>(size * 2);
    List<P> distinct = new ArrayList<>(size);
    for (P position : positions) {
      if (seen.add(position)) {
        distinct.add(position);
      }
    }
    return distinct.size() == size ? positions : distinct;
  }
}
