package dev.nimber.games.staircase;

import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The placements of the staircase game: the coins' cells, when they are given and below 2^62. */
final class StaircasePositions implements Positions {

  /** The most bits a cell of a {@link CoinRow} has. */
  static final int MAX_CELL_BITS = 62;

  private final StaircaseGame game;

  StaircasePositions(StaircaseGame game) {
    this.game = game;
  }

  /**
   * The placement given by {@code coins}.
   *
   * @throws UnsupportedInstanceException when {@code coins} is not given (a row of cells alone is
   *     not a position), or a cell is not below 2^62
   */
  @Override
  public Position start(Parameters instance) {
    List<BigInteger> cells =
        StaircaseGame.sortedCoins(instance)
            .orElseThrow(
                () ->
                    new UnsupportedInstanceException(
                        "a position needs the parameter 'coins', the occupied cells (for example coins=2,5,9); n and m alone define"
                            + " only the count of placements"));
    List<Long> sorted = new ArrayList<>();
    for (BigInteger cell : cells) {
      if (cell.bitLength() > MAX_CELL_BITS) {
        throw new UnsupportedInstanceException(
            "a placement is a position only with cells below 2^62; got "
                + cell
                + ". The digits solver answers any placement");
      }
      sorted.add(cell.longValueExact());
    }
    return new CoinRow(sorted);
  }

  /**
   * Sliding coin i alone down to cell i, with the coins below it at cells 1 to i − 1, reaches Σ
   * (c_i − i) + 1 distinct placements at least.
   */
  @Override
  public Optional<BigInteger> positionsAtLeast(Parameters instance) {
    return StaircaseGame.sortedCoins(instance)
        .map(
            cells -> {
              BigInteger reachable = BigInteger.ONE;
              for (int i = 0; i < cells.size(); i++) {
                reachable = reachable.add(cells.get(i).subtract(BigInteger.valueOf(i + 1L)));
              }
              return reachable;
            });
  }

  /** A placement is the instance of a row ending at its last coin, with those coins. */
  @Override
  public Optional<Parameters> instanceOf(Position position) {
    if (!(position instanceof CoinRow row)) {
      return Optional.empty();
    }
    long last = row.cells().isEmpty() ? 0 : row.cells().get(row.cells().size() - 1);
    return Optional.of(
        Parameters.builder(game)
            .set(StaircaseGame.N, BigInteger.valueOf(last))
            .set(StaircaseGame.M, BigInteger.valueOf(row.cells().size()))
            .set(StaircaseGame.COINS, row.cells().stream().map(BigInteger::valueOf).toList())
            .build());
  }
}
