package dev.nimber.engine.tier;

import dev.nimber.api.API;

/**
 * One solved tier's two-byte records, rank by rank, as a {@link TierArchive} keeps them (the record
 * of each rank is its representative's): what {@link TierSolver#valueSlice} reads the tiers below a
 * slice from. An array in memory, or a tier file read block by block. Implementations must allow
 * reads from several threads.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public interface TierRecords {

  /** How many positions the tier holds. */
  long positions();

  /**
   * The record of one rank.
   *
   * @param rank from 0 to {@link #positions()} − 1
   * @return the record, 0 to 65535: the outcome in the top two bits, the remoteness in the others
   */
  int record(long rank);

  /**
   * Records held in an array, read in place: the caller must not change the array while they are
   * read.
   *
   * @param records the record of each rank, as a {@code short}
   * @return the records
   */
  static TierRecords of(short[] records) {
    return new InArray(records);
  }

  /**
   * Records held in an array; {@link TierColumns#of} reads an array of up to 2^26 itself, with no
   * call per record.
   */
  record InArray(short[] records) implements TierRecords {

    @Override
    public long positions() {
      return records.length;
    }

    @Override
    public int record(long rank) {
      return records[(int) rank] & 0xFFFF;
    }
  }
}
