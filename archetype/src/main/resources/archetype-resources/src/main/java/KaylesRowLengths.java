package ${package};

import dev.nimber.api.NumberedComponents;
import dev.nimber.api.Position;
import java.util.List;

/**
 * The rows of Kayles numbered by their lengths, so that nimber's engine values every row from 0 pins up in a flat
 * array, from the options listed here as numbers, rather than making a position for each of a row's moves: the search
 * then values a row of 10,000 pins (10^8 options below it) in a fraction of a second.
 */
final class KaylesRowLengths implements NumberedComponents {

  /** A single row is numbered by its length, and no pins at all by 0; a position of several rows is a sum. */
  @Override
  public long numberOf(Position component) {
    if (!(component instanceof KaylesRows position) || position.rows().size() > 1) {
      return -1;
    }
    List<Long> rows = position.rows();
    return rows.isEmpty() ? 0 : rows.get(0);
  }

  /**
   * Knocking down pin i of a row of n leaves rows of i − 1 and n − i pins; knocking down pins i and i + 1 leaves rows
   * of i − 1 and n − i − 1. Mirrored moves leave the same rows, so only the left half is listed.
   */
  @Override
  public void options(long row, OptionSink into) {
    for (long left = 0; 2 * left <= row - 1; left++) {
      into.option(left, row - 1 - left);
    }
    for (long left = 0; 2 * left <= row - 2; left++) {
      into.option(left, row - 2 - left);
    }
  }
}
