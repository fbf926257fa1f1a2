package dev.nimber.app.service;

import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.plugin.PluginLoader;
import dev.nimber.app.plugin.SourcePlugins;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import javax.inject.Inject;

/**
 * Packs a game in one Java file into a plugin jar ({@code nimber pack}): compiled, loaded once as
 * any plugin is to check that it provides something, and only then written where asked.
 */
public final class Packing {

  private final SourcePlugins sources;
  private final PluginLoader loader;

  @Inject
  Packing(SourcePlugins sources, PluginLoader loader) {
    this.sources = sources;
    this.loader = loader;
  }

  /**
   * Packs a game's source into a jar.
   *
   * @param source the game's source, {@code FILE.java}
   * @param out the jar to write, or a folder to write it in; empty for FILE's stem with {@code
   *     .jar} in the working folder
   * @param warnings hears what the compiler warned of, before the jar is written
   * @return the jar written
   * @throws UsageException when the file is not a game in one Java file that compiles and provides
   *     a game or a solver, or the jar cannot be written
   */
  public Path pack(Path source, Optional<Path> out, Consumer<String> warnings) {
    if (!source.getFileName().toString().endsWith(".java")) {
      throw new UsageException(
          "pack takes a game in one Java file, FILE.java; got '" + source + "'");
    }
    List<String> compilerWarnings = new ArrayList<>();
    byte[] jar;
    try {
      jar = sources.pack(source, compilerWarnings);
    } catch (SourcePlugins.Refused refused) {
      throw new UsageException(refused.getMessage());
    }
    compilerWarnings.forEach(warnings);
    Path target = target(source, out);
    try {
      Path folder = Files.createTempDirectory("nimber-pack");
      Path partial = folder.resolve(target.getFileName());
      try {
        Files.write(partial, jar);
        PluginContents loaded = loader.load(List.of(partial));
        if (loaded.games().isEmpty() && loaded.solverProviders().isEmpty()) {
          throw new UsageException(source + ": the jar made from it provides nothing");
        }
        Files.move(partial, target, StandardCopyOption.REPLACE_EXISTING);
      } finally {
        Files.deleteIfExists(partial);
        Files.deleteIfExists(folder);
      }
    } catch (IOException unwritable) {
      throw new UsageException("cannot write '" + target + "': " + unwritable.getMessage());
    }
    return target;
  }

  /** The jar to write: out, or in out when it is a folder, else the source's stem with .jar. */
  private static Path target(Path source, Optional<Path> out) {
    String name = SourcePlugins.stem(source) + ".jar";
    if (out.isEmpty()) {
      return Path.of(name);
    }
    return Files.isDirectory(out.get()) ? out.get().resolve(name) : out.get();
  }
}
