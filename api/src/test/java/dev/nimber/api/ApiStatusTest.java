package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Every public type of the contract says how far a plugin may rely on it. */
class ApiStatusTest {

  @Test
  void everyPublicTypeOfTheApiIsMarkedWithItsStatus()
      throws IOException, URISyntaxException, ClassNotFoundException {
    Path classes = Path.of(API.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    List<String> unmarked = new ArrayList<>();
    int publicTypes = 0;
    try (Stream<Path> files = Files.walk(classes.resolve("dev/nimber/api"))) {
      for (Path file : files.filter(path -> path.toString().endsWith(".class")).sorted().toList()) {
        String name =
            classes.relativize(file).toString().replace('/', '.').replaceAll("\\.class$", "");
        if (name.endsWith("package-info")) {
          continue;
        }
        Class<?> type = Class.forName(name, false, API.class.getClassLoader());
        if (!isPublicApi(type)) {
          continue;
        }
        publicTypes++;
        if (!type.isAnnotationPresent(API.class)) {
          unmarked.add(name);
        }
      }
    }
    assertThat(unmarked).isEmpty();
    assertThat(publicTypes).isGreaterThan(50);
  }

  private static boolean isPublicApi(Class<?> type) {
    for (Class<?> each = type; each != null; each = each.getDeclaringClass()) {
      if (!Modifier.isPublic(each.getModifiers())
          || each.isAnonymousClass()
          || each.isLocalClass()) {
        return false;
      }
    }
    return true;
  }

  @Test
  void deprecatedMembersSayWhenTheyGoAndAreMarkedDeprecated() throws NoSuchMethodException {
    for (var method : Answer.class.getMethods()) {
      Deprecated deprecated = method.getAnnotation(Deprecated.class);
      if (deprecated != null) {
        assertThat(deprecated.forRemoval()).as(method.toString()).isTrue();
        assertThat(method.getAnnotation(API.class).status()).isEqualTo(API.Status.DEPRECATED);
      }
    }
    assertThat(
            Answer.class
                .getMethod("number", String.class, long.class)
                .isAnnotationPresent(Deprecated.class))
        .isTrue();
  }
}
