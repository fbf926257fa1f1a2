package dev.nimber.app.ioc;

import dagger.Component;
import dev.nimber.app.cli.CommandModule;
import javax.inject.Singleton;
import picocli.CommandLine;

/** The app's object graph, wired to the real process. Its one entry point is the command line. */
@Singleton
@Component(modules = {SystemModule.class, PluginModule.class, CommandModule.class})
public interface NimberComponent {

  /** The {@code nimber} command line, ready to execute. */
  CommandLine commandLine();
}
