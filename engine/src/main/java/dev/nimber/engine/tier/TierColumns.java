package dev.nimber.engine.tier;

/**
 * One tier's results in flat primitive arrays, cut into chunks so that a tier may hold more
 * positions than a Java array: a two-byte record per position (outcome in the top two bits,
 * remoteness in the other fourteen) and, when asked for, a Grundy column one, two or four bytes
 * wide.
 */
sealed class TierColumns permits TierColumns.ReadThrough {

  /** Positions per chunk: 2^26, so a chunk of records is 128 MiB. */
  static final int CHUNK_BITS = 26;

  private static final int CHUNK_MASK = (1 << CHUNK_BITS) - 1;

  private final long size;
  private final short[][] records;
  private final int grundyBytes;
  private final byte[][] grundyNarrow;
  private final short[][] grundyMedium;
  private final int[][] grundyWide;

  /**
   * Empty columns for a tier.
   *
   * @param size positions in the tier
   * @param grundyBytes 0 for no Grundy column, else 1, 2 or 4
   */
  TierColumns(long size, int grundyBytes) {
    this.size = size;
    this.grundyBytes = grundyBytes;
    int chunks = (int) ((size + CHUNK_MASK) >>> CHUNK_BITS);
    records = new short[chunks][];
    grundyNarrow = grundyBytes == 1 ? new byte[chunks][] : null;
    grundyMedium = grundyBytes == 2 ? new short[chunks][] : null;
    grundyWide = grundyBytes == 4 ? new int[chunks][] : null;
    for (int chunk = 0; chunk < chunks; chunk++) {
      int length = (int) Math.min(1L << CHUNK_BITS, size - ((long) chunk << CHUNK_BITS));
      records[chunk] = new short[length];
      switch (grundyBytes) {
        case 1 -> grundyNarrow[chunk] = new byte[length];
        case 2 -> grundyMedium[chunk] = new short[length];
        case 4 -> grundyWide[chunk] = new int[length];
        default -> {}
      }
    }
  }

  /**
   * Records read through a {@link TierRecords}, in place, with no Grundy column: an array of at
   * most one chunk is read directly, any other records by a call per record (a tier file's, say).
   * The caller must not change them while these columns are read; nothing may be set through them.
   */
  static TierColumns of(TierRecords given) {
    if (given instanceof TierRecords.InArray inArray
        && inArray.records().length <= 1 << CHUNK_BITS) {
      return new TierColumns(inArray.records().length, new short[][] {inArray.records()});
    }
    return new ReadThrough(given);
  }

  /**
   * Columns whose records are read by a call per record; a class of its own, so that arrays are
   * read directly.
   */
  static final class ReadThrough extends TierColumns {

    private final TierRecords records;

    ReadThrough(TierRecords records) {
      super(records.positions(), new short[0][]);
      this.records = records;
    }

    @Override
    int record(long rank) {
      return records.record(rank);
    }

    @Override
    void setRecord(long rank, int record) {
      throw new UnsupportedOperationException("records read through are not set");
    }
  }

  private TierColumns(long size, short[][] records) {
    this.size = size;
    this.records = records;
    this.grundyBytes = 0;
    this.grundyNarrow = null;
    this.grundyMedium = null;
    this.grundyWide = null;
  }

  long size() {
    return size;
  }

  /**
   * The records as one array, rank by rank: the columns' own array when they hold one chunk (2^26
   * positions or fewer), else a copy.
   *
   * @throws IllegalStateException when the columns hold more positions than an array
   */
  short[] recordsArray() {
    if (records.length == 1 && records[0].length == size) {
      return records[0];
    }
    if (size > Integer.MAX_VALUE - 8) {
      throw new IllegalStateException(size + " records do not fit one array");
    }
    short[] copy = new short[(int) size];
    for (int rank = 0; rank < copy.length; rank++) {
      copy[rank] = (short) record(rank);
    }
    return copy;
  }

  /** The bytes these columns take. */
  long bytes() {
    return size * (2 + grundyBytes);
  }

  int record(long rank) {
    return records[(int) (rank >>> CHUNK_BITS)][(int) rank & CHUNK_MASK] & 0xFFFF;
  }

  void setRecord(long rank, int record) {
    records[(int) (rank >>> CHUNK_BITS)][(int) rank & CHUNK_MASK] = (short) record;
  }

  boolean hasGrundy() {
    return grundyBytes != 0;
  }

  /** The Grundy value, or -1 when undefined. */
  int grundy(long rank) {
    int chunk = (int) (rank >>> CHUNK_BITS);
    int at = (int) rank & CHUNK_MASK;
    return switch (grundyBytes) {
      case 1 -> grundyNarrow[chunk][at] == (byte) 0xFF ? -1 : grundyNarrow[chunk][at] & 0xFF;
      case 2 -> grundyMedium[chunk][at] == (short) 0xFFFF ? -1 : grundyMedium[chunk][at] & 0xFFFF;
      default -> grundyWide[chunk][at];
    };
  }

  /**
   * Stores a Grundy value, -1 meaning undefined; the value fits the width, which holds the game's
   * most moves.
   */
  void setGrundy(long rank, int grundy) {
    int chunk = (int) (rank >>> CHUNK_BITS);
    int at = (int) rank & CHUNK_MASK;
    switch (grundyBytes) {
      case 1 -> grundyNarrow[chunk][at] = (byte) grundy;
      case 2 -> grundyMedium[chunk][at] = (short) grundy;
      default -> grundyWide[chunk][at] = grundy;
    }
  }

  /**
   * The narrowest Grundy column that holds every value a position with at most {@code maxMoves}
   * moves can have (its value is at most its number of moves) and the undefined mark.
   */
  static int grundyBytesFor(int maxMoves) {
    if (maxMoves < 0xFF) {
      return 1;
    }
    return maxMoves < 0xFFFF ? 2 : 4;
  }
}
