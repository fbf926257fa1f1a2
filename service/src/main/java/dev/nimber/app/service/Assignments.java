package dev.nimber.app.service;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * An instance's parameters as a command line gives them: {@code NAME=VALUE} arguments, for nimber
 * and nimber-spark.
 */
public final class Assignments {

  private Assignments() {}

  /**
   * Reads {@code name=value} arguments, refusing malformed and repeated ones.
   *
   * @return the values by name, in the order given
   * @throws UsageException naming an argument that is not {@code NAME=VALUE}, or a name given twice
   */
  public static Map<String, String> parse(List<String> assignments) {
    Map<String, String> raw = new LinkedHashMap<>();
    for (String assignment : assignments) {
      int equals = assignment.indexOf('=');
      if (equals <= 0) {
        throw new UsageException(
            "argument '" + assignment + "' is not NAME=VALUE (for example n=387)");
      }
      String name = assignment.substring(0, equals).strip();
      if (raw.put(name, assignment.substring(equals + 1)) != null) {
        throw new UsageException("parameter '" + name + "' is given twice");
      }
    }
    return raw;
  }
}
