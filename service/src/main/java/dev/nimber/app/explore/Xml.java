package dev.nimber.app.explore;

import java.awt.Color;
import java.util.Locale;

/** Text and colours written into the XML of an SVG picture. */
public final class Xml {

  private Xml() {}

  /** A colour as SVG writes it: {@code #rrggbb} (its alpha left out). */
  public static String colour(Color color) {
    return String.format(
        Locale.ROOT, "#%02x%02x%02x", color.getRed(), color.getGreen(), color.getBlue());
  }

  /** The text made safe for an element's content or an attribute's value in double quotes. */
  public static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
