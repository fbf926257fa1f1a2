package dev.nimber.app.cli;

import picocli.CommandLine.IVersionProvider;

/** The version recorded in the app's jar manifest, or {@code development} when run from classes. */
final class VersionProvider implements IVersionProvider {

  @Override
  public String[] getVersion() {
    String version = VersionProvider.class.getPackage().getImplementationVersion();
    return new String[] {"nimber " + (version == null ? "development" : version)};
  }
}
