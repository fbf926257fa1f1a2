package dev.nimber.games.octal;

import java.util.Arrays;

/**
 * G(0 .. N − 1) of one game, each value in the narrowest width that holds every value stored so
 * far: 1 byte while all are below 2^8, 2 below 2^16, else 4. Most octal games' values are small
 * (0.106's are below 32 to heap 2^24), so their values take a quarter of the memory of ints.
 * Storing a value too wide for the width copies the values into the next width that holds it, once
 * per width at most. Reading and storing take O(1).
 */
abstract sealed class GrundyValues
    permits GrundyValues.Bytes, GrundyValues.Chars, GrundyValues.Ints {

  private int bound;

  /** The number of values, N. */
  abstract int size();

  /**
   * G(heap).
   *
   * @param heap from 0 to N − 1
   */
  abstract int get(int heap);

  /** The bytes a value takes: 1, 2 or 4. */
  abstract int width();

  /** The first values, and zeros to a new size, in the same width. */
  abstract GrundyValues resized(int size);

  /** Stores G(heap) when it fits the width. */
  abstract void setFitting(int heap, int value);

  /**
   * A number no value exceeds: the largest value ever stored in these values or in those they were
   * copied from.
   */
  final int bound() {
    return bound;
  }

  /**
   * The first values, and zeros to a new size.
   *
   * @param size the new N
   * @return a copy in the same width
   */
  final GrundyValues copyOf(int size) {
    GrundyValues copy = resized(size);
    copy.bound = bound;
    return copy;
  }

  /**
   * Stores G(heap): here, when it fits the width, else in a copy of the values in the narrowest
   * width that holds it.
   *
   * @param heap from 0 to N − 1
   * @param value at least 0
   * @return the values holding it: these, or the wider copy, which the caller keeps instead
   */
  final GrundyValues set(int heap, int value) {
    GrundyValues holding = width() == 4 || value < 1 << 8 * width() ? this : widened(value);
    holding.setFitting(heap, value);
    holding.bound = Math.max(bound, value);
    return holding;
  }

  /** No values. */
  static GrundyValues empty() {
    return zeros(0);
  }

  /** Zeros in the narrowest width: N values to fill by {@link #set}. */
  static GrundyValues zeros(int size) {
    return zeros(size, 1);
  }

  /**
   * Zeros in a width known to be needed (a file of values says which), so that filling them copies
   * nothing.
   *
   * @param width 1, 2 or 4 bytes a value
   * @throws IllegalArgumentException for any other width
   */
  static GrundyValues zeros(int size, int width) {
    return switch (width) {
      case 1 -> new Bytes(new byte[size]);
      case 2 -> new Chars(new char[size]);
      case 4 -> new Ints(new int[size]);
      default -> throw new IllegalArgumentException("a value takes 1, 2 or 4 bytes, not " + width);
    };
  }

  /** Some values, in the narrowest width that holds them. */
  static GrundyValues of(int... values) {
    GrundyValues stored = zeros(values.length);
    for (int heap = 0; heap < values.length; heap++) {
      stored = stored.set(heap, values[heap]);
    }
    return stored;
  }

  /** The values as ints, a copy. Time O(N). */
  final int[] toArray() {
    int[] array = new int[size()];
    for (int heap = 0; heap < array.length; heap++) {
      array[heap] = get(heap);
    }
    return array;
  }

  /** Whether the first {@code count} values of two sequences are equal, whatever their widths. */
  static boolean equalUpTo(GrundyValues one, GrundyValues other, int count) {
    for (int heap = 0; heap < count; heap++) {
      if (one.get(heap) != other.get(heap)) {
        return false;
      }
    }
    return true;
  }

  private GrundyValues widened(int value) {
    GrundyValues wider = zeros(size(), value < 1 << 16 ? 2 : 4);
    for (int heap = 0; heap < size(); heap++) {
      wider.setFitting(heap, get(heap));
    }
    return wider;
  }

  /** Values below 2^8. */
  static final class Bytes extends GrundyValues {
    private final byte[] values;

    private Bytes(byte[] values) {
      this.values = values;
    }

    @Override
    int size() {
      return values.length;
    }

    @Override
    int get(int heap) {
      return values[heap] & 0xFF;
    }

    @Override
    int width() {
      return 1;
    }

    @Override
    GrundyValues resized(int size) {
      return new Bytes(Arrays.copyOf(values, size));
    }

    @Override
    void setFitting(int heap, int value) {
      values[heap] = (byte) value;
    }
  }

  /** Values below 2^16. */
  static final class Chars extends GrundyValues {
    private final char[] values;

    private Chars(char[] values) {
      this.values = values;
    }

    @Override
    int size() {
      return values.length;
    }

    @Override
    int get(int heap) {
      return values[heap];
    }

    @Override
    int width() {
      return 2;
    }

    @Override
    GrundyValues resized(int size) {
      return new Chars(Arrays.copyOf(values, size));
    }

    @Override
    void setFitting(int heap, int value) {
      values[heap] = (char) value;
    }
  }

  /** Any values. */
  static final class Ints extends GrundyValues {
    private final int[] values;

    private Ints(int[] values) {
      this.values = values;
    }

    @Override
    int size() {
      return values.length;
    }

    @Override
    int get(int heap) {
      return values[heap];
    }

    @Override
    int width() {
      return 4;
    }

    @Override
    GrundyValues resized(int size) {
      return new Ints(Arrays.copyOf(values, size));
    }

    @Override
    void setFitting(int heap, int value) {
      values[heap] = value;
    }
  }
}
