package dev.nimber.games.connect;

import dev.nimber.api.RankedPositions;

/**
 * Boards numbered by their empty cells, as both numberings of connect are: tier e holds the boards
 * with e empty cells, so a move, filling one cell, leads to the tier below; a tier of p pieces
 * holds the ways the pieces may stand on the board times the ways ⌈p/2⌉ of them are X, X moving
 * first.
 */
interface CellTiers extends RankedPositions {

  /**
   * The board's cells.
   *
   * @return width · height
   */
  int cells();

  /**
   * The ways some pieces may stand on the board, whoever owns them.
   *
   * @param pieces from 0 to {@link #cells()}
   * @return the count
   */
  long placements(int pieces);

  /** How many of the pieces on a board are X: ⌈p/2⌉, X moving first. */
  static int crosses(int pieces) {
    return (pieces + 1) / 2;
  }

  @Override
  default int tierCount() {
    return cells() + 1;
  }

  @Override
  default long tierSize(int empty) {
    int pieces = cells() - empty;
    return placements(pieces) * Binomials.choose(pieces, crosses(pieces));
  }

  /**
   * Only a full board is tied, and each move fills one cell: a tied board's remoteness is its empty
   * cells.
   */
  @Override
  default boolean tiesAtTierZero() {
    return true;
  }

  /** One piece more: one empty cell fewer. */
  @Override
  default int[] childTiers(int tier) {
    return tier == 0 ? new int[0] : new int[] {tier - 1};
  }
}
