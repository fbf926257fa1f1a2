package dev.nimber.app.explore;

/** Text written into the XML of an SVG picture. */
public final class Xml {

  private Xml() {}

  /** The text made safe for an element's content or an attribute's value in double quotes. */
  public static String escape(String text) {
    return text.replace("&", "&amp;")
        .replace("<", "&lt;")
        .replace(">", "&gt;")
        .replace("\"", "&quot;");
  }
}
