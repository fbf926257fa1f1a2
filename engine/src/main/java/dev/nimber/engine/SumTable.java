package dev.nimber.engine;

/**
 * A value kept for each sum, a sum being a sorted multiset of component numbers ({@code int}s),
 * with the sum written into the table itself: each slot is a run of 64-bit words, the first holding
 * the high half of the sum's hash and the value, the others the sum's numbers packed as fields of a
 * few bits (each number plus one, so that an empty field ends the sum). A look-up reads one slot's
 * words, mostly within one cache line, and makes no object. The caller gives each sum's hash, the
 * sum of its numbers' hashes ({@link #hashOf(int)}), which it can find by addition from a sum one
 * move away; the table compares the numbers themselves, so equal hashes never mix two sums.
 *
 * <p>The fields' width and the words a slot gives the sum follow the sums kept: a sum with a larger
 * number or more numbers than fit rewrites the table in a wider format. Open addressing with linear
 * probing, at most half full, so that a probe sequence is short. Costs: a look-up or a put is
 * linear in the sum's length plus the probes; memory is 8 bytes times the words per slot times the
 * slots, the least power of two at least twice the sums kept (half as much again while it grows),
 * at most 2^31 words (beyond: {@link OutOfMemoryError}). Values are 0 to 2^32 - 2. Not thread-safe.
 */
final class SumTable {
  private static final int MIN_SLOTS = 1 << 10;
  private static final long HIGH = 0xFFFFFFFF00000000L;
  private static final int[] NONE = {};

  /** Bits per field: enough for the largest number kept, plus one. */
  private int bits = 6;

  /** Words per slot: one for the hash and the value, the rest for the fields. */
  private int width = 3;

  private long[] slots = new long[MIN_SLOTS * width];
  private int capacity = MIN_SLOTS;
  private int size;

  /** The number of numbers in the longest sum kept. */
  private int longest;

  private long[] probe = new long[width - 1];

  /** What {@link #touch} read, kept so that the reads are made. */
  private long touched;

  /** The number of sums kept. */
  int size() {
    return size;
  }

  /**
   * The value kept for a sum, or -1.
   *
   * @param parts the sum's numbers, sorted, in {@code parts[0..length)}
   * @param hash the sum's {@link #hashOf hash}
   */
  long get(int[] parts, int length, long hash) {
    return lookUp(parts, length, NONE, hash);
  }

  /**
   * The value kept for the sum of two sums, or -1: the same as {@link #get} of their numbers
   * merged, without writing them out.
   *
   * @param some one sum's numbers, sorted
   * @param more the other's, sorted
   * @param hash the hash of both together: the sum of theirs
   */
  long getBoth(int[] some, int[] more, long hash) {
    return lookUp(some, some.length, more, hash);
  }

  private long lookUp(int[] some, int length, int[] more, long hash) {
    if (!fits(
        length + more.length,
        Math.max(largestPlusOne(some, length), largestPlusOne(more, more.length)))) {
      return -1;
    }
    pack(some, length, more, probe, bits);
    long head = slots[find(hash) * width];
    return head == 0 ? -1 : (head & 0xFFFFFFFFL) - 1;
  }

  /** The slot of the sum packed in {@link #probe}, or the empty slot where it would go. */
  private int find(long hash) {
    long check = hash >>> 32;
    int mask = capacity - 1;
    for (int slot = slotOf(hash); ; slot = (slot + 1) & mask) {
      int at = slot * width;
      long head = slots[at];
      if (head == 0 || ((head >>> 32) == check && equalsProbe(at + 1))) {
        return slot;
      }
    }
  }

  private boolean equalsProbe(int at) {
    for (int word = 0; word < probe.length; word++) {
      if (slots[at + word] != probe[word]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Reads the first slot a sum would be in, so that the processor fetches it while it goes on to
   * the next (a look-up soon after finds it in cache).
   */
  void touch(long hash) {
    touched ^= slots[slotOf(hash) * width];
  }

  /**
   * Keeps a sum's value, in place of the one kept before if any.
   *
   * @param parts the sum's numbers, sorted, in {@code parts[0..length)}
   * @param hash the sum's {@link #hashOf hash}
   * @throws IllegalArgumentException when the value is negative or 2^32 - 1 or more
   */
  void put(int[] parts, int length, long hash, long value) {
    if (value < 0 || value >= 0xFFFFFFFFL) {
      throw new IllegalArgumentException("a value of " + value + " is outside 0 to 2^32 - 2");
    }
    if (!fits(length, largestPlusOne(parts, length))) {
      int wider = Math.max(bits, bitsFor(largestPlusOne(parts, length)));
      int fieldsPerWord = 64 / wider;
      int words =
          Math.max(width - 1, (Math.max(length, longest) + fieldsPerWord - 1) / fieldsPerWord);
      rewrite(wider, 1 + words, capacity);
    }
    pack(parts, length, NONE, probe, bits);
    int at = find(hash) * width;
    if (slots[at] != 0) {
      slots[at] = (hash & HIGH) | (value + 1);
      return;
    }
    if (2 * (size + 1) > capacity) {
      rewrite(bits, width, 2 * capacity);
      pack(parts, length, NONE, probe, bits);
    }
    place(hash, probe, value + 1);
    size++;
    longest = Math.max(longest, length);
  }

  private void place(long hash, long[] fields, long valuePlusOne) {
    int mask = capacity - 1;
    int slot = slotOf(hash);
    while (slots[slot * width] != 0) {
      slot = (slot + 1) & mask;
    }
    int at = slot * width;
    slots[at] = (hash & HIGH) | valuePlusOne;
    System.arraycopy(fields, 0, slots, at + 1, width - 1);
  }

  /** Writes every sum kept again in a format of the given field width, words and slots. */
  private void rewrite(int newBits, int newWidth, int newCapacity) {
    long words = (long) newCapacity * newWidth;
    if (words > Integer.MAX_VALUE - 8) {
      throw new OutOfMemoryError("a table of " + words + " words of sums");
    }
    long[] old = slots;
    int oldWidth = width;
    int oldBits = bits;
    slots = new long[(int) words];
    probe = new long[newWidth - 1];
    bits = newBits;
    width = newWidth;
    capacity = newCapacity;
    int[] parts = new int[(oldWidth - 1) * (64 / oldBits)];
    boolean sameFormat = newBits == oldBits && newWidth == oldWidth;
    for (int at = 0; at < old.length; at += oldWidth) {
      if (old[at] != 0) {
        if (sameFormat) {
          System.arraycopy(old, at + 1, probe, 0, oldWidth - 1);
        } else {
          pack(parts, unpack(old, at + 1, oldWidth - 1, oldBits, parts), NONE, probe, newBits);
        }
        place(old[at] & HIGH, probe, old[at] & ~HIGH);
      }
    }
  }

  /** Whether a sum of so many numbers, the largest one less than given, fits the format. */
  private boolean fits(int length, int largestPlusOne) {
    return length <= (width - 1) * (64 / bits) && largestPlusOne < (1L << bits);
  }

  /** The largest of a sum's numbers, plus one; 0 for no numbers. */
  private static int largestPlusOne(int[] parts, int length) {
    return length == 0 ? 0 : parts[length - 1] + 1;
  }

  private static int bitsFor(int largest) {
    return Math.max(1, 32 - Integer.numberOfLeadingZeros(largest));
  }

  /**
   * Packs the numbers of two sums, merged, each plus one, into fields, zero after the last.
   *
   * @param some one sum's numbers, sorted, in {@code some[0..length)}
   * @param more the other's, sorted (often none)
   */
  private static void pack(int[] some, int length, int[] more, long[] into, int bits) {
    int fieldsPerWord = 64 / bits;
    int word = 0;
    int field = 0;
    long packed = 0;
    for (int i = 0, j = 0; i < length || j < more.length; ) {
      int number = j == more.length || (i < length && some[i] <= more[j]) ? some[i++] : more[j++];
      packed |= (long) (number + 1) << (field * bits);
      if (++field == fieldsPerWord) {
        into[word++] = packed;
        packed = 0;
        field = 0;
      }
    }
    for (; word < into.length; word++) {
      into[word] = packed;
      packed = 0;
    }
  }

  /** Unpacks a slot's fields into numbers; returns how many. */
  private static int unpack(long[] from, int at, int words, int bits, int[] into) {
    int fieldsPerWord = 64 / bits;
    long mask = (1L << bits) - 1;
    int length = 0;
    for (int word = 0; word < words; word++) {
      long packed = from[at + word];
      for (int field = 0; field < fieldsPerWord; field++) {
        long number = (packed >>> (field * bits)) & mask;
        if (number == 0) {
          return length;
        }
        into[length++] = (int) (number - 1);
      }
    }
    return length;
  }

  /**
   * The hash of one number: the finalizer of MurmurHash3 applied to it. A sum's hash is the sum of
   * its numbers' hashes, modulo 2^64, so that the hash of a sum one move on is that of the sum less
   * the hash of the component moved in plus those of what it leaves.
   */
  static long hashOf(int number) {
    long hash = (number + 1) * 0x9E3779B97F4A7C15L;
    hash = (hash ^ (hash >>> 33)) * 0xFF51AFD7ED558CCDL;
    hash = (hash ^ (hash >>> 33)) * 0xC4CEB9FE1A85EC53L;
    return hash ^ (hash >>> 33);
  }

  /** The hash of a sum: the sum of its numbers' hashes. */
  static long hashOf(int[] parts, int length) {
    long hash = 0;
    for (int i = 0; i < length; i++) {
      hash += hashOf(parts[i]);
    }
    return hash;
  }

  /**
   * A hash's first slot: its top bits, which the slot keeps (so that the table finds a sum's slot
   * again without its hash when it grows, and tells sums apart before it compares them).
   */
  private int slotOf(long hash) {
    return (int) (hash >>> (64 - Integer.numberOfTrailingZeros(capacity)));
  }
}
