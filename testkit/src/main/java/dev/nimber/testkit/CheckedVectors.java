package dev.nimber.testkit;

import dev.nimber.api.API;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Reads the shared checked answers: a tab-separated file on the test class path, a header line
 * first.
 */
@API(status = API.Status.STABLE, since = "0.1")
public final class CheckedVectors {

  private CheckedVectors() {}

  /**
   * The rows of a vector file, each as its cells.
   *
   * @param resource the file's path on the class path, such as {@code /thuemorse-public.tsv}
   * @param columns how many cells every row must have
   * @throws IllegalStateException when the file is missing or a row has another number of cells
   */
  public static List<List<String>> rows(String resource, int columns) {
    InputStream stream = CheckedVectors.class.getResourceAsStream(resource);
    if (stream == null) {
      throw new IllegalStateException("no vector file " + resource + " on the test class path");
    }
    try (BufferedReader reader =
        new BufferedReader(new InputStreamReader(stream, StandardCharsets.UTF_8))) {
      List<List<String>> rows =
          reader
              .lines()
              .skip(1)
              .filter(line -> !line.isBlank())
              .map(line -> Arrays.asList(line.split("\t")))
              .toList();
      rows.stream()
          .filter(row -> row.size() != columns)
          .findFirst()
          .ifPresent(
              row -> {
                throw new IllegalStateException(
                    resource
                        + ": a row with "
                        + row.size()
                        + " cells, not "
                        + columns
                        + ": "
                        + row);
              });
      return rows;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
