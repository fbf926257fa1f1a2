package dev.nimber.app.service;

/**
 * A plugin's code threw where its contract allows no exception (a bug in the plugin, not a mistake
 * of the user): the message names the plugin, what it was asked to do and the instance. The exit
 * code is 1; the other games and the rest of a batch are not affected.
 */
public final class PluginFailureException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public PluginFailureException(String message, Throwable cause) {
    super(message, cause);
  }
}
