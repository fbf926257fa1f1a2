package dev.nimber.app.service;

import java.io.IOException;
import java.io.OutputStream;

/**
 * A position's picture as the service draws it: the same layout as an SVG element for a page, or
 * written as an SVG or PNG file, its moves coloured by their values.
 */
public interface Drawing {

  /** The formats a picture is written in. */
  enum Format {
    SVG,
    PNG
  }

  /** The picture as an SVG element, for a page that holds it. */
  String svgElement();

  /** Writes the picture as a file of the format; the stream is left open. */
  void write(Format format, OutputStream out) throws IOException;

  /** The picture's width in pixels. */
  int width();

  /** The picture's height in pixels. */
  int height();
}
