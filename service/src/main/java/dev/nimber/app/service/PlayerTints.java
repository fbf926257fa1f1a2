package dev.nimber.app.service;

import dev.nimber.api.Picture;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Whether a picture tells the players' pieces apart, so that a page can say whose colour is whose.
 */
final class PlayerTints {

  private PlayerTints() {}

  /**
   * Whether the picture holds a piece tinted {@link Picture.Tint#FIRST} or {@link
   * Picture.Tint#SECOND}; O(pieces).
   */
  static boolean shown(Picture picture) {
    Stream<Optional<Picture.Piece>> pieces;
    if (picture instanceof Picture.Grid grid) {
      pieces = grid.cells().stream().map(Picture.Cell::piece);
    } else if (picture instanceof Picture.Rows rows) {
      pieces =
          rows.rows().stream()
              .flatMap(row -> row.tokens().stream())
              .map(token -> Optional.of(token.piece()));
    } else {
      pieces = ((Picture.Graph) picture).vertices().stream().map(Picture.Vertex::piece);
    }
    return pieces
        .flatMap(Optional::stream)
        .anyMatch(
            piece -> piece.tint() == Picture.Tint.FIRST || piece.tint() == Picture.Tint.SECOND);
  }
}
