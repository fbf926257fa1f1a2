package dev.nimber.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs the installed nimber command, or Maven, as a process of its own, with its output in real
 * files.
 */
final class Processes {

  /** The distribution as built: bin/nimber, lib/ and plugins/. */
  static final Path HOME = Path.of(System.getProperty("nimber.distribution", "target/nimber"));

  /**
   * The cache folder of every process a test starts (one-file games compiled, octal values), in the
   * build folder, never the user's.
   */
  static final Path CACHE = Path.of(System.getProperty("nimber.cache", "target/nimber-cache"));

  private Processes() {}

  /** What a finished process printed and returned. */
  record Run(int exitCode, String out, String err) {

    /** Both streams, for a failure message. */
    String both() {
      return out + err;
    }
  }

  /**
   * The launcher with these JVM options and arguments, as a user's shell would start it.
   *
   * @param jvmOptions passed in {@code NIMBER_OPTS}
   */
  static ProcessBuilder nimber(List<String> jvmOptions, String... args) {
    List<String> command = new ArrayList<>();
    command.add(HOME.resolve("bin").resolve("nimber").toString());
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command);
    builder.environment().put("NIMBER_OPTS", String.join(" ", jvmOptions));
    builder.environment().put("NIMBER_CACHE", CACHE.toAbsolutePath().toString());
    builder.environment().remove("CI");
    return builder;
  }

  /**
   * Runs a process to its end, at most five minutes.
   *
   * @param folder where its output is kept
   * @param input its standard input, or null for none
   */
  static Run run(ProcessBuilder builder, Path folder, Path input) throws Exception {
    Path out = Files.createTempFile(folder, "out-", ".txt");
    Path err = Files.createTempFile(folder, "err-", ".txt");
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    if (input != null) {
      builder.redirectInput(input.toFile());
    }
    Process process = builder.start();
    if (input == null) {
      process.getOutputStream().close();
    }
    assertThat(process.waitFor(5, TimeUnit.MINUTES)).as("%s finishes", builder.command()).isTrue();
    return new Run(process.exitValue(), Files.readString(out), Files.readString(err));
  }
}
