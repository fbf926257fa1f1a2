package dev.nimber.app.ioc;

import dagger.Module;
import dagger.Provides;
import java.util.function.LongSupplier;
import javax.inject.Named;

/** The real world: the process's streams, the launcher's installation folder and the system clock. */
@Module
final class SystemModule {

  private SystemModule() {}

  @Provides
  static Console console() {
    return new Console(System.in, System.out, System.err);
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
