package dev.nimber.app.service;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Consumer;

/**
 * The face that serves the games over HTTP ({@code nimber serve}), as the command line sees it: the
 * command line does not depend on the server's module but finds its one implementation with {@link
 * ServiceLoader} on the class path (the distribution's launcher adds the server's jars for {@code
 * serve} alone).
 */
public interface HttpFace {

  /**
   * A server over the service, not yet listening.
   *
   * @param setup what it serves and how it reports
   */
  Server open(Setup setup);

  /**
   * What a server serves: the service as a server runs it (closed with the server), and how it
   * writes JSON and reports failures it did not expect.
   */
  record Setup(Serving serving, ObjectMapper json, Consumer<String> log) {}

  /** A server that listens until it is closed. */
  interface Server extends AutoCloseable {

    /**
     * Starts serving.
     *
     * @param host the address to bind ({@code 127.0.0.1}: this machine only)
     * @param port the port, or 0 for any free one
     * @return the port it listens on
     */
    int start(String host, int port);

    /** Stops serving, and whatever the server runs in the background. */
    @Override
    void close();
  }

  /** The server found on the class path, if any. */
  static Optional<HttpFace> installed() {
    return ServiceLoader.load(HttpFace.class).findFirst();
  }
}
