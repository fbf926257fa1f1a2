package dev.nimber.app.ioc;

import dagger.Component;
import dev.nimber.app.cli.Nimber;
import dev.nimber.app.service.PluginModule;
import javax.inject.Singleton;

/** The app's object graph, wired to the real process. Its one entry point is the command. */
@Singleton
@Component(modules = {SystemModule.class, PluginModule.class, JsonModule.class})
public interface NimberComponent {

  /** The {@code nimber} command, ready to run. */
  Nimber nimber();
}
