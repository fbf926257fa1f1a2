package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.regex.Pattern;

/**
 * Something a solver can be asked about an instance, named as it is typed on the command line.
 *
 * <p>The common questions are constants here; a game adds its own (for example {@code count} or
 * {@code period}) by creating more instances. Two questions are equal when their names are.
 *
 * @param name lower case letters, digits and dashes, starting with a letter
 * @param description one line on what the answer says
 */
@API(status = API.Status.STABLE, since = "0.1")
public record Question(String name, String description) {

  private static final Pattern NAME = Pattern.compile("[a-z][a-z0-9-]*");

  /** Who wins from the start position with perfect play. */
  public static final Question OUTCOME = new Question("outcome", "who wins with perfect play");

  /** A move that wins for the player to move, or none when the position is lost. */
  public static final Question MOVE =
      new Question("move", "a winning move, or none when the position is lost");

  /** How many moves the game lasts when the winner hurries and the loser delays. */
  public static final Question REMOTENESS =
      new Question(
          "remoteness", "moves until the end when the winner hurries and the loser delays");

  /**
   * Every legal move of the start position with its value for the player who makes it: who then
   * wins, and in how many moves the game ends with perfect play (the values {@code nimber play}
   * shows).
   */
  public static final Question MOVES =
      new Question("moves", "every legal move with its value for the player who makes it");

  /** The Sprague-Grundy value of the start position. */
  public static final Question GRUNDY = new Question("grundy", "the Sprague-Grundy value (nimber)");

  /**
   * Checks the name.
   *
   * @param name lower case letters, digits and dashes, starting with a letter
   * @param description one line on what the answer says
   * @throws IllegalArgumentException when the name is not of that form
   */
  public Question {
    requireNonNull(name, "name");
    requireNonNull(description, "description");
    if (!NAME.matcher(name).matches()) {
      throw new IllegalArgumentException(
          "question name '"
              + name
              + "' must be lower case letters, digits and dashes, starting with a letter");
    }
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Question that && name.equals(that.name);
  }

  @Override
  public int hashCode() {
    return name.hashCode();
  }

  @Override
  public String toString() {
    return name;
  }
}
