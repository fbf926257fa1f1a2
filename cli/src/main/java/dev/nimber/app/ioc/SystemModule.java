package dev.nimber.app.ioc;

import dagger.Module;
import dagger.Provides;
import dev.nimber.app.service.Installation;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.LongSupplier;
import javax.inject.Named;
import javax.inject.Singleton;

/**
 * The real world: the process's streams, the launcher's installation folder and the system clock.
 */
@Module
final class SystemModule {

  private SystemModule() {}

  /**
   * Standard output goes straight to file descriptor 1, so that a failed write is seen rather than
   * swallowed.
   */
  @Provides
  @Singleton
  static Console console() {
    return Console.of(
        System.in,
        new FileOutputStream(FileDescriptor.out),
        new FileOutputStream(FileDescriptor.err),
        System.getenv("CI") == null && stderrIsTerminal());
  }

  /**
   * On Linux, whether file descriptor 2 is a terminal; elsewhere, whether the JVM has a console at
   * all.
   */
  private static boolean stderrIsTerminal() {
    try {
      String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
      return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
    } catch (IOException | UnsupportedOperationException e) {
      return System.console() != null;
    }
  }

  @Provides
  static Installation installation() {
    return Installation.fromSystemProperties();
  }

  @Provides
  @Named("nanoClock")
  static LongSupplier nanoClock() {
    return System::nanoTime;
  }
}
