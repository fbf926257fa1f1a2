package dev.nimber.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A manifest's identity of the instance it holds. */
class ManifestTest {

  private static Map<String, String> parameters(String... namesAndValues) {
    Map<String, String> parameters = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      parameters.put(namesAndValues[i], namesAndValues[i + 1]);
    }
    return parameters;
  }

  @Test
  void identitiesAreEqualExactlyWhenTheirGameVersionParametersAndPlayAre() {
    Manifest.Identity identity =
        new Manifest.Identity("connect", "1.0", parameters("width", "7", "height", "6"), "normal");
    Manifest.Identity reordered =
        new Manifest.Identity("connect", "1.0", parameters("height", "6", "width", "7"), "normal");
    assertThat(reordered).isEqualTo(identity).hasSameHashCodeAs(identity);
    assertThat(
            List.of(
                new Manifest.Identity(
                    "octal", "1.0", parameters("width", "7", "height", "6"), "normal"),
                new Manifest.Identity(
                    "connect", "1.1", parameters("width", "7", "height", "6"), "normal"),
                new Manifest.Identity(
                    "connect", "1.0", parameters("width", "7", "height", "5"), "normal"),
                new Manifest.Identity("connect", "1.0", parameters("width", "7"), "normal"),
                new Manifest.Identity(
                    "connect", "1.0", parameters("width", "7", "height", "6"), "misere")))
        .allSatisfy(other -> assertThat(other).isNotEqualTo(identity));
    assertThat(identity).isNotEqualTo("connect");
  }
}
