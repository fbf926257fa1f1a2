package dev.nimber.app;

import dev.nimber.app.ioc.DaggerNimberComponent;

/** Runs the {@code nimber} command line. */
public final class Main {

  private Main() {}

  public static void main(String[] args) {
    int exitCode = DaggerNimberComponent.create().nimber().run(args);
    System.exit(exitCode);
  }
}
