package ${package};

import dev.nimber.api.Move;
import dev.nimber.api.Picture;
import dev.nimber.api.Position;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A position of Kayles: the rows of pins left, shortest first, empty rows dropped, so that positions that differ only
 * in the order of their rows are equal values (and the search visits them once).
 *
 * @param rows the lengths of the rows, each at least 1, in increasing order
 */
record KaylesRows(List<Long> rows) implements Position {

  /** The most pins a position holds in all, so that its moves (at most two per pin) fit a list. */
  static final long MAX_PINS = 1_000_000_000L;

  /**
   * Puts the rows in order and drops the empty ones.
   *
   * @param rows the lengths of the rows, in any order
   */
  KaylesRows {
    rows = inOrder(rows);
  }

  /**
   * The lengths in increasing order without the empty rows, unmodifiable: the list itself when it already is so (a
   * single row), else a sorted copy. The search makes a position for every move it looks at (10^8 of them below a row
   * of 10,000 pins), so this is plain loops rather than streams, which made the search four times slower.
   */
  private static List<Long> inOrder(List<Long> rows) {
    long previous = 1;
    for (long row : rows) {
      if (row < previous) {
        Long[] lengths = rows.toArray(new Long[0]);
        Arrays.sort(lengths);
        int empty = 0;
        while (empty < lengths.length && lengths[empty] <= 0) {
          empty++;
        }
        return List.of(lengths).subList(empty, lengths.length);
      }
      previous = row;
    }
    return List.copyOf(rows);
  }

  /**
   * The moves: for each length of row (once, however many rows have it), each pin alone, then each pair of adjacent
   * pins. Computed when asked, so that a row of 10^9 pins costs little until its moves are read.
   */
  @Override
  public List<Move> moves() {
    List<Long> lengths = rows.stream().distinct().toList();
    long[] firstIndex = new long[lengths.size() + 1];
    for (int i = 0; i < lengths.size(); i++) {
      firstIndex[i + 1] = firstIndex[i] + 2 * lengths.get(i) - 1;
    }
    int size = (int) firstIndex[lengths.size()];
    return new AbstractList<>() {
      @Override
      public Move get(int index) {
        if (index < 0 || index >= size) {
          throw new IndexOutOfBoundsException(index);
        }
        int i = 0;
        while (firstIndex[i + 1] <= index) {
          i++;
        }
        long row = lengths.get(i);
        long within = index - firstIndex[i];
        KaylesMove move = within < row ? new KaylesMove(row, within + 1, false)
            : new KaylesMove(row, within - row + 1, true);
        return new Move(move.label(), new KaylesRows(move.applyTo(rows)));
      }

      @Override
      public int size() {
        return size;
      }
    };
  }

  /**
   * Rows side by side are a sum: a move is made in one row, and the others stay. So nimber's engine values each length
   * of row once and combines them, instead of searching every combination of rows: the search answers a row of
   * thousands of pins.
   */
  @Override
  public List<Position> components() {
    if (rows.size() < 2) {
      return List.of();
    }
    Position[] parts = new Position[rows.size()];
    for (int i = 0; i < parts.length; i++) {
      parts[i] = new KaylesRows(List.of(rows.get(i)));
    }
    return List.of(parts);
  }

  /** The move a person (or a solver's answer) names, found in O(rows) without listing the moves. */
  @Override
  public Optional<Move> move(String typed) {
    return KaylesMove.parse(typed).filter(move -> move.fits(rows))
        .map(move -> new Move(move.label(), new KaylesRows(move.applyTo(rows))));
  }

  /** The most pins drawn in all: a larger position has no picture. */
  static final long MOST_DRAWN = 100;

  /**
   * The rows of pins as nimber draws them: a click on a pin knocks it down, a click between two pins knocks down both.
   * nimber colours each by the value of its move and checks that every label is a legal move.
   */
  @Override
  public Optional<Picture> picture() {
    if (rows.stream().mapToLong(Long::longValue).sum() > MOST_DRAWN) {
      return Optional.empty();
    }
    List<Picture.Row> drawn = new ArrayList<>();
    for (long row : rows) {
      List<Picture.Token> pins = new ArrayList<>();
      List<Picture.Gap> gaps = new ArrayList<>();
      for (long pin = 1; pin <= row; pin++) {
        pins.add(new Picture.Token(Picture.Piece.of(Picture.Shape.PIN, Picture.Tint.NEUTRAL),
            Optional.of(new KaylesMove(row, pin, false).label())));
        if (pin < row) {
          gaps.add(new Picture.Gap((int) pin - 1, new KaylesMove(row, pin, true).label()));
        }
      }
      drawn.add(new Picture.Row(String.valueOf(row), pins, gaps));
    }
    return Optional.of(new Picture.Rows(drawn));
  }

  @Override
  public String render() {
    return rows.isEmpty() ? "no pins left"
        : "rows of pins: " + rows.stream().map(String::valueOf).collect(Collectors.joining(", "));
  }
}
