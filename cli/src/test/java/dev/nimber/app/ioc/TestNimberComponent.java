package dev.nimber.app.ioc;

import dagger.BindsInstance;
import dagger.Component;
import dagger.Module;
import dagger.Provides;
import dev.nimber.app.cli.CommandTree;
import dev.nimber.app.cli.Nimber;
import dev.nimber.app.plugin.PluginContents;
import dev.nimber.app.service.Installation;
import dev.nimber.app.service.PluginModule;
import java.util.function.LongSupplier;
import javax.inject.Named;
import javax.inject.Singleton;

/**
 * The app's graph with the real world replaced: given streams, installation, extra providers and a
 * still clock.
 */
@Singleton
@Component(modules = {PluginModule.class, JsonModule.class, TestNimberComponent.TestModule.class})
interface TestNimberComponent {

  Nimber nimber();

  CommandTree commandTree();

  @Component.Factory
  interface Factory {
    TestNimberComponent create(
        @BindsInstance Console console,
        @BindsInstance Installation installation,
        @BindsInstance @Named(PluginModule.ADDED) PluginContents explicitProviders);
  }

  @Module
  final class TestModule {
    private TestModule() {}

    /** Time stands still, so that solveNanos is 0 and outputs are reproducible. */
    @Provides
    @Named("nanoClock")
    static LongSupplier stillClock() {
      return () -> 0L;
    }
  }
}
