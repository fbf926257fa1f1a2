package dev.nimber.games.cram;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;

/**
 * A board's cells as typed: rows separated by {@code /}, each cell {@code .} (free) or {@code #}
 * (covered). Its size is checked against {@code width} and {@code height} by the game.
 */
final class BoardType implements ParameterType<String> {

  @Override
  public String parse(String parameter, Object raw) {
    if (!(raw instanceof String text) || !text.matches("[.#/]+")) {
      throw InvalidParameterException.of(parameter, raw, allowed());
    }
    return text;
  }

  @Override
  public String allowed() {
    return "rows separated by /, each cell . (free) or # (covered), like ..../.##./....";
  }
}
