package dev.nimber.db;

import static java.util.Objects.requireNonNull;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * An opening book on disk: one JSON file naming the game, the instance whose start its lines begin
 * at (every parameter, as text), the play convention and how many moves from the start it reaches,
 * then each position it holds as its line of moves from the start (indices into the position's
 * moves, as {@code nimber serve} numbers them) with its outcome and remoteness. The positions are
 * not stored, only the lines that reach them, so a book does not depend on how a game codes its
 * positions; whoever reads one replays the lines and checks the values against the game's moves.
 *
 * @param format {@value #FORMAT}
 * @param game the game's id
 * @param parameters the instance's parameters as text, in the game's order
 * @param play {@code normal} or {@code misere}
 * @param plies how many moves from the start the book reaches
 * @param positions the positions, each once
 */
public record OpeningBookFile(
    String format,
    String game,
    Map<String, String> parameters,
    String play,
    int plies,
    List<Line> positions) {

  /** The format's name and version, the first field of every book. */
  public static final String FORMAT = "nimber opening book 1";

  /** The ending of a book's file name, by which the plugin folders' books are found. */
  public static final String SUFFIX = ".nimberbook";

  /** Writes books; made when one is first written, since a reader does without it. */
  private static final class Writer {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  }

  private static final Set<String> OUTCOMES = Set.of("win", "loss", "tie");

  /**
   * A position of the book.
   *
   * @param line the moves from the start, as indices into each position's moves
   * @param outcome {@code win}, {@code loss} or {@code tie}, for the player to move
   * @param remoteness the moves to the end under perfect play
   */
  public record Line(List<Integer> line, String outcome, long remoteness) {

    /** Keeps a copy of the line. */
    public Line {
      line = List.copyOf(line);
      requireNonNull(outcome, "outcome");
    }
  }

  /** Keeps ordered, unmodifiable copies. */
  public OpeningBookFile {
    requireNonNull(format, "format");
    requireNonNull(game, "game");
    parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    requireNonNull(play, "play");
    positions = List.copyOf(positions);
  }

  /** Whether the book's values are those of misère play ({@code play} is {@code misere}). */
  public boolean misere() {
    return play.equals("misere");
  }

  /**
   * Writes the book to a file, whole or not at all: into a file beside it first, then renamed over
   * it.
   *
   * @param file the file
   * @throws DatabaseException when the file cannot be written, naming it and why
   */
  public void write(Path file) {
    Path absolute = file.toAbsolutePath();
    Path partial = absolute.resolveSibling(absolute.getFileName() + ".partial");
    try {
      Files.write(partial, Writer.JSON.writeValueAsBytes(this));
      Files.move(
          partial, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException cannot) {
      throw DatabaseException.unwritable(file, cannot);
    }
  }

  /**
   * Reads a book and checks its form: the format, the play convention, the plies, and each line's
   * length, moves and value. Whether its lines are moves of its game, and its values those the
   * moves give, is for the reader to check against the game.
   *
   * @param file the file
   * @return the book
   * @throws DatabaseException when the file is missing, unreadable or not such a book, naming the
   *     file and the field
   */
  public static OpeningBookFile read(Path file) {
    JsonNode root =
        parsed(
            file,
            () -> JsonTrees.parse(Files.readString(file, StandardCharsets.UTF_8), "the book"));
    try {
      Heading heading = heading(file, root);
      int plies = heading.plies();
      List<Line> lines = new ArrayList<>();
      for (JsonNode position : array(file, "positions", JsonTrees.required(root, "positions"))) {
        String field = "positions[" + (lines.size() + 1) + "]";
        List<Integer> line = new ArrayList<>();
        for (JsonNode move : array(file, field + ".line", JsonTrees.required(position, "line"))) {
          line.add((int) whole(file, field + ".line", move, Integer.MAX_VALUE));
        }
        if (line.size() > plies) {
          throw refused(file, field + ".line", line.size() + " moves", "at most " + plies);
        }
        String outcome = JsonTrees.required(position, "outcome").asText();
        if (!OUTCOMES.contains(outcome)) {
          throw refused(file, field + ".outcome", "'" + outcome + "'", "win, loss or tie");
        }
        JsonNode remoteness = JsonTrees.required(position, "remoteness");
        lines.add(
            new Line(
                line, outcome, whole(file, field + ".remoteness", remoteness, Long.MAX_VALUE)));
      }
      return new OpeningBookFile(
          FORMAT, heading.game(), heading.parameters(), heading.play(), plies, lines);
    } catch (IllegalArgumentException missing) {
      throw notABook(file, missing.getMessage(), missing);
    }
  }

  /**
   * What a book holds the values of, read from its first fields: its game, instance, play
   * convention and plies, enough to tell whether a search needs it before its positions are read.
   *
   * @param game the game's id
   * @param parameters the instance's parameters as text, in the game's order
   * @param play {@code normal} or {@code misere}
   * @param plies how many moves from the start the book reaches
   */
  public record Heading(String game, Map<String, String> parameters, String play, int plies) {

    /** Keeps an ordered, unmodifiable copy. */
    public Heading {
      requireNonNull(game, "game");
      parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
      requireNonNull(play, "play");
    }

    /**
     * Whether another heading names the same game, parameters (in any order), play and plies;
     * written out, as {@link Manifest.Identity}'s equality is.
     */
    @Override
    public boolean equals(Object other) {
      return other instanceof Heading heading
          && game.equals(heading.game)
          && parameters.equals(heading.parameters)
          && play.equals(heading.play)
          && plies == heading.plies;
    }

    @Override
    public int hashCode() {
      return Objects.hash(game, parameters, play, plies);
    }

    /** Whether the book's values are those of misère play ({@code play} is {@code misere}). */
    public boolean misere() {
      return play.equals("misere");
    }
  }

  /** This book's heading. */
  public Heading heading() {
    return new Heading(game, parameters, play, plies);
  }

  /**
   * Reads a book's heading and checks it as {@link #read} does: the fields before its positions,
   * which a book written here puts last, so that the file is read only as far as them. O(the
   * heading's length) for such a book.
   *
   * @param file the file
   * @return the heading
   * @throws DatabaseException when the file is missing, unreadable or does not start as such a
   *     book, naming the file and the field
   */
  public static Heading readHeading(Path file) {
    JsonNode fields =
        parsed(
            file,
            () -> {
              try (Reader text = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                return JsonTrees.fieldsBefore(text, "positions");
              }
            });
    try {
      return heading(file, fields);
    } catch (IllegalArgumentException missing) {
      throw notABook(file, missing.getMessage(), missing);
    }
  }

  /**
   * The heading of a book's fields, its format, play convention and plies checked.
   *
   * @throws IllegalArgumentException naming a required field that is missing
   */
  private static Heading heading(Path file, JsonNode root) {
    String format = JsonTrees.required(root, "format").asText();
    if (!format.equals(FORMAT)) {
      throw refused(file, "format", "'" + format + "'", "'" + FORMAT + "'");
    }
    Map<String, String> parameters = new LinkedHashMap<>();
    JsonTrees.required(root, "parameters")
        .properties()
        .forEach(field -> parameters.put(field.getKey(), field.getValue().asText()));
    String play = JsonTrees.required(root, "play").asText();
    if (!play.equals("normal") && !play.equals("misere")) {
      throw refused(file, "play", "'" + play + "'", "'normal' or 'misere'");
    }
    int plies = (int) whole(file, "plies", JsonTrees.required(root, "plies"), Integer.MAX_VALUE);
    return new Heading(JsonTrees.required(root, "game").asText(), parameters, play, plies);
  }

  /** Reads a book's JSON (whole or in part). */
  private interface JsonRead {
    JsonNode read() throws IOException;
  }

  /**
   * What a read of a book's file gives, or the book's refusal: the file missing, unreadable, or not
   * JSON.
   */
  private static JsonNode parsed(Path file, JsonRead read) {
    try {
      return read.read();
    } catch (NoSuchFileException missing) {
      throw new DatabaseException(file + ": no such opening book", missing);
    } catch (JsonProcessingException malformed) {
      throw notABook(file, malformed.getOriginalMessage(), malformed);
    } catch (IOException cannot) {
      throw DatabaseException.unreadable(file, cannot);
    }
  }

  private static DatabaseException notABook(Path file, String why, Exception cause) {
    return new DatabaseException(
        file + ": not an opening book (" + why + "); build it again with nimber db book", cause);
  }

  /** A field's array, or the book's refusal naming the field. */
  private static JsonNode array(Path file, String field, JsonNode value) {
    if (!value.isArray()) {
      throw refused(file, field, value.toString(), "an array");
    }
    return value;
  }

  /** A field's whole number from 0 to {@code most}, or the book's refusal naming the field. */
  private static long whole(Path file, String field, JsonNode value, long most) {
    if (!value.isIntegralNumber() || value.asLong() < 0 || value.asLong() > most) {
      throw refused(file, field, value.toString(), "a whole number from 0");
    }
    return value.asLong();
  }

  private static DatabaseException refused(Path file, String field, String got, String allowed) {
    return new DatabaseException(
        file + ": field '" + field + "': got " + got + "; allowed: " + allowed, null);
  }
}
