package dev.nimber.app.solve;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.SolveListener;
import dev.nimber.app.service.UsageException;
import dev.nimber.db.DatabaseException;
import dev.nimber.db.Manifest;
import dev.nimber.db.OpeningBookFile;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.SearchMethod;
import dev.nimber.engine.SearchSolver;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.OpeningBook;
import dev.nimber.engine.weak.WeakSearches;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Opening books on disk ({@link OpeningBookFile}) read for a game and checked against its moves: a
 * book's lines are replayed from the start of its instance, and every position it holds short of
 * its last ply must hold every position its moves lead to and the value they give it, by the rule
 * of retrograde analysis ({@link RederivedRecords}); the last ply's values are the weak search's. A
 * book that fails is refused with a {@link DatabaseException} naming the file, the line and what is
 * wrong, never used. Books are found as files ending in {@value OpeningBookFile#SUFFIX} in the
 * plugin folders, and read when the engine first needs one.
 */
public final class OpeningBooks {

  /**
   * The system property that turns the books off: {@code false} leaves every book unread, so that
   * the weak search's own time can be measured; {@code true}, the default, reads them.
   */
  public static final String USED_PROPERTY = "nimber.search.books";

  private OpeningBooks() {}

  /**
   * Whether books are read: the system property {@value #USED_PROPERTY}.
   *
   * @return whether they are
   * @throws IllegalArgumentException when the property is neither {@code true} nor {@code false}
   */
  public static boolean used() {
    String configured = System.getProperty(USED_PROPERTY, "true");
    if (!configured.equals("true") && !configured.equals("false")) {
      throw new IllegalArgumentException(
          "-D" + USED_PROPERTY + "=" + configured + ": allowed: true or false");
    }
    return configured.equals("true");
  }

  /**
   * The books in plugin folders, in the folders' order and by name within a folder.
   *
   * @param pluginPaths the plugin folders (and files, which hold no book)
   * @return the books' files
   */
  public static List<Path> in(List<Path> pluginPaths) {
    List<Path> books = new ArrayList<>();
    if (!used()) {
      return books;
    }
    for (Path path : pluginPaths) {
      if (Files.isDirectory(path)) {
        try (Stream<Path> files = Files.list(path)) {
          files.filter(OpeningBooks::isBook).sorted().forEach(books::add);
        } catch (IOException unreadable) {
          // The plugin loader warns about a folder it cannot list.
        }
      }
    }
    return books;
  }

  private static boolean isBook(Path path) {
    Path name = path.getFileName();
    return name != null && name.toString().endsWith(OpeningBookFile.SUFFIX);
  }

  /**
   * A game's books among some files: every file's heading ({@link OpeningBookFile#readHeading}) is
   * read when a search first asks for a book, the books of other games then left out; a book's
   * reach comes from its heading, and its positions are read and checked when a search first asks
   * for the book itself (a position it may hold: {@link OpeningBook#readWhenNeeded}); a file whose
   * heading or book cannot be read, or a book that fails its check, is refused each time it is
   * needed.
   *
   * @param game the game
   * @param files the books' files
   * @return the library of the game's books
   */
  public static OpeningBook.Library of(GameDescriptor game, List<Path> files) {
    if (files.isEmpty()) {
      return OpeningBook.Library.NONE;
    }
    return new OpeningBook.Library() {
      private Map<Path, OpeningBookFile.Heading> headings;

      /**
       * The book of each ruleset asked about, by its rules ({@link WeakSearches#rulesOf}) and play
       * convention: a search asks once a question, and this answers the rulesets asked before
       * without writing out their rules. A book refused is not kept, so it is refused each time.
       */
      private final Map<AskedRules, Optional<OpeningBook>> byRules = new HashMap<>();

      /** The reach of the book of each ruleset asked about, as {@link #byRules}. */
      private final Map<AskedRules, Optional<OpeningBook.Reach>> reaches = new HashMap<>();

      @Override
      public synchronized Optional<OpeningBook> bookOf(Parameters instance, boolean misere) {
        return keptFor(
            byRules,
            instance,
            misere,
            book -> checked(game, book.getKey(), read(book.getKey(), book.getValue())));
      }

      @Override
      public synchronized Optional<OpeningBook.Reach> reachOf(Parameters instance, boolean misere) {
        return keptFor(
            reaches,
            instance,
            misere,
            book ->
                new OpeningBook.Reach(
                    book.getKey().toString(),
                    instanceOf(game, book.getKey(), book.getValue().parameters()),
                    book.getValue().plies()));
      }

      /**
       * What {@code kept} holds for an instance's rules and play convention, or else what {@code
       * made} makes of the file of its book (empty when none holds it), kept unless it throws.
       */
      private <T> Optional<T> keptFor(
          Map<AskedRules, Optional<T>> kept,
          Parameters instance,
          boolean misere,
          Function<Map.Entry<Path, OpeningBookFile.Heading>, T> made) {
        return kept.computeIfAbsent(
            new AskedRules(WeakSearches.rulesOf(instance), misere),
            asked -> fileOf(instance, misere).map(made));
      }

      /** The file and heading of the book of an instance's rules, if one of the files holds it. */
      private Optional<Map.Entry<Path, OpeningBookFile.Heading>> fileOf(
          Parameters instance, boolean misere) {
        Manifest.Identity rules = rulesOf(game, SolvedDatabases.asText(instance), misere);
        if (headings == null) {
          Map<Path, OpeningBookFile.Heading> games = new LinkedHashMap<>();
          for (Path file : files) {
            OpeningBookFile.Heading heading = OpeningBookFile.readHeading(file);
            if (heading.game().equals(game.id())) {
              games.put(file, heading);
            }
          }
          headings = games;
        }
        for (Map.Entry<Path, OpeningBookFile.Heading> book : headings.entrySet()) {
          OpeningBookFile.Heading heading = book.getValue();
          if (rulesOf(game, heading.parameters(), heading.misere()).equals(rules)) {
            return Optional.of(book);
          }
        }
        return Optional.empty();
      }
    };
  }

  /**
   * A ruleset a library was asked about: its rules' values and its play convention. Its equality is
   * written out, as {@link Manifest.Identity}'s is, so that a search's first question does not wait
   * for the JVM to generate the record's own.
   */
  private record AskedRules(List<Object> rules, boolean misere) {
    @Override
    public boolean equals(Object other) {
      return other instanceof AskedRules asked
          && rules.equals(asked.rules)
          && misere == asked.misere;
    }

    @Override
    public int hashCode() {
      return 2 * rules.hashCode() + (misere ? 1 : 0);
    }
  }

  /**
   * A book's file read whole, refused when it no longer has the heading it was found by (written
   * again since).
   */
  private static OpeningBookFile read(Path file, OpeningBookFile.Heading heading) {
    OpeningBookFile stored = OpeningBookFile.read(file);
    if (!stored.heading().equals(heading)) {
      throw new DatabaseException(
          file + ": its heading changed while it was read (game, instance, play or plies)", null);
    }
    return stored;
  }

  /**
   * An instance's rules and play convention, as a database names them ({@link
   * SolvedDatabases#rules}): what a book must match. A book is of no plugin version.
   */
  private static Manifest.Identity rulesOf(
      GameDescriptor game, Map<String, String> parameters, boolean misere) {
    return new Manifest.Identity(game.id(), "", parameters, misere ? "misere" : "normal")
        .without(SolvedDatabases.positionParameters(game));
  }

  /**
   * A book read back: its lines replayed from its instance's start, and its values checked against
   * its game's moves.
   *
   * @param game the book's game
   * @param file where it was read, for messages
   * @param stored what was read
   * @return the book
   * @throws DatabaseException when the book is not one of the game's as it plays now
   */
  public static OpeningBook checked(GameDescriptor game, Path file, OpeningBookFile stored) {
    Parameters instance = instanceOf(game, file, stored.parameters());
    Position start =
        game.positions()
            .orElseThrow(() -> refused(file, "game '" + game.id() + "' has no positions"))
            .start(instance);
    List<OpeningBook.Entry> entries = new ArrayList<>();
    Map<Position, GameSearch.Evaluation> values = new HashMap<>();
    Replay replay = new Replay(file, start);
    for (OpeningBookFile.Line line : stored.positions()) {
      Position position = replay.of(line.line());
      GameSearch.Evaluation value =
          new GameSearch.Evaluation(
              Outcome.valueOf(line.outcome().toUpperCase(Locale.ROOT)), line.remoteness(), -1);
      entries.add(new OpeningBook.Entry(line.line(), position, value));
      if (values.put(position, value) != null) {
        throw refused(file, "it holds the position after the moves " + line.line() + " twice");
      }
    }
    if (!values.containsKey(start)) {
      throw refused(file, "it does not hold its start");
    }
    boolean misere = stored.misere();
    PositionValues held =
        position ->
            Optional.ofNullable(values.get(position))
                .orElseThrow(() -> new MissingPosition(position));
    for (OpeningBook.Entry entry : entries) {
      if (entry.line().size() < stored.plies()) {
        String where = "the position after the moves " + entry.line();
        Optional<String> wrong;
        try {
          wrong =
              RederivedRecords.disagreement(
                  where, entry.position(), replay.movesOf(entry.line()), held, misere);
        } catch (MissingPosition missing) {
          throw refused(
              file, where + " leads to " + missing.position + ", which the book does not hold");
        }
        if (wrong.isPresent()) {
          throw refused(file, wrong.get());
        }
      }
    }
    return new OpeningBook(file.toString(), instance, misere, stored.plies(), entries);
  }

  /** A book's instance, its parameters bound by its game; refused when the game refuses them. */
  private static Parameters instanceOf(
      GameDescriptor game, Path file, Map<String, String> parameters) {
    try {
      return game.bind(parameters);
    } catch (InvalidParameterException refused) {
      throw new DatabaseException(
          file + ": its instance is not one of game '" + game.id() + "': " + refused.getMessage(),
          refused);
    }
  }

  /** The most plies a book may reach: the positions within them grow about tenfold a ply. */
  public static final int MOST_PLIES = 16;

  /**
   * Builds the book of every position within some moves of an instance's start, each valued by a
   * weak search of its rules (the deepest first; {@code threads} searches at once, each on a thread
   * of its own with its share of the table, {@link OpeningBook#build}), and writes it to a file.
   * The book and the notes are the same for any number of threads.
   *
   * @param game the game
   * @param instance checked parameters; their position is the book's start
   * @param plies the most moves from the start, 0 to {@value #MOST_PLIES}
   * @param threads the searches at once, at least 1
   * @param file where to write the book
   * @param listener told of each position valued (a note) and of the searches' visits, as {@link
   *     dev.nimber.app.service.NimberService#buildOpeningBook} says
   * @return the book written
   * @throws UsageException when the plies are out of range, or the game does not number the
   *     instance's positions or the weak search does not answer them
   */
  public static OpeningBook build(
      GameEntry game,
      Parameters instance,
      int plies,
      int threads,
      Path file,
      SolveListener listener) {
    if (plies < 0 || plies > MOST_PLIES) {
      throw new UsageException(
          "option '--plies': got " + plies + "; allowed: a whole number from 0 to " + MOST_PLIES);
    }
    SearchSolver engine =
        SolvedDatabases.engine(game)
            .using(SearchMethod.WEAK)
            .withBooks(OpeningBook.Library.NONE)
            .reporting(TierSolver.Progress.NONE, listener::searched);
    List<PositionValues> searches =
        PluginCall.guard(
                () -> game.describe(engine) + ", asked for the numbering of " + instance,
                () -> engine.weakValues(instance, Long.MAX_VALUE, threads))
            .orElseThrow(
                () ->
                    new UsageException(
                        "game '"
                            + game.descriptor().id()
                            + "' does not number the positions of "
                            + instance
                            + ", so the weak search cannot build its opening book"));
    OpeningBook book;
    try {
      book =
          PluginCall.guard(
              () -> game.describe(engine) + ", building the opening book of " + instance,
              () ->
                  OpeningBook.build(
                      file.toString(),
                      instance,
                      game.descriptor().positions().orElseThrow().start(instance),
                      game.misere(),
                      plies,
                      searches.stream()
                          .<Function<Position, GameSearch.Evaluation>>map(
                              search -> search::evaluate)
                          .toList(),
                      (valued, of, line) ->
                          listener.note(
                              "valued "
                                  + valued
                                  + " of "
                                  + of
                                  + " positions (the moves "
                                  + line.moves()
                                  + ")")));
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      throw new UsageException(
          "the weak search cannot build an opening book of "
              + instance
              + ": "
              + outside.getMessage());
    }
    toFile(game.descriptor(), SolvedDatabases.asText(instance), book).write(file);
    return book;
  }

  /**
   * A book as it is written to disk.
   *
   * @param game the book's game
   * @param parameters the instance's parameters as text, in the game's order
   * @param book the book
   * @return what to write
   */
  public static OpeningBookFile toFile(
      GameDescriptor game, Map<String, String> parameters, OpeningBook book) {
    List<OpeningBookFile.Line> lines = new ArrayList<>();
    for (OpeningBook.Entry entry : book.entries()) {
      lines.add(
          new OpeningBookFile.Line(
              entry.line(),
              entry.value().outcome().name().toLowerCase(Locale.ROOT),
              entry.value().remoteness()));
    }
    return new OpeningBookFile(
        OpeningBookFile.FORMAT,
        game.id(),
        parameters,
        book.misere() ? "misere" : "normal",
        book.plies(),
        lines);
  }

  /**
   * A book's lines replayed from its start, each position's moves listed once: a line whose line
   * without its last move was replayed before (a book lists its lines breadth first, each after the
   * line it extends) takes one move from that position's moves, any other is replayed from the
   * start. So reading a book lists the moves of the positions it extends, not of every position on
   * every line, which matters when a process reads it once, before the JIT has compiled the game.
   */
  private static final class Replay {
    private final Path file;
    private final Position start;
    private final Map<List<Integer>, Position> positions = new HashMap<>();
    private final Map<List<Integer>, List<Move>> moves = new HashMap<>();

    Replay(Path file, Position start) {
      this.file = file;
      this.start = start;
    }

    /** The position after a line's moves, kept for the lines that extend it. */
    Position of(List<Integer> line) {
      Position position;
      if (line.isEmpty()) {
        position = start;
      } else {
        List<Integer> before = line.subList(0, line.size() - 1);
        Position from = positions.get(before);
        position =
            from != null ? step(line, line.size() - 1, movesOf(before, from)) : replayed(line);
      }
      positions.put(line, position);
      return position;
    }

    /** The moves of the position after a line replayed before ({@link #of}). */
    List<Move> movesOf(List<Integer> line) {
      return movesOf(line, positions.get(line));
    }

    private List<Move> movesOf(List<Integer> line, Position position) {
      return moves.computeIfAbsent(line, replayed -> RederivedRecords.movesOf(position));
    }

    private Position replayed(List<Integer> line) {
      Position position = start;
      for (int i = 0; i < line.size(); i++) {
        position = step(line, i, RederivedRecords.movesOf(position));
      }
      return position;
    }

    /** The position move i of a line leads to, from the moves of the position before it. */
    private Position step(List<Integer> line, int i, List<Move> from) {
      int index = line.get(i);
      if (index >= from.size()) {
        throw refused(
            file,
            "the moves "
                + line
                + " are not moves of the game: move "
                + (i + 1)
                + " is index "
                + index
                + ", and that position has "
                + from.size()
                + " moves");
      }
      return from.get(index).to();
    }
  }

  private static DatabaseException refused(Path file, String why) {
    return new DatabaseException(
        file
            + ": not an opening book of the game as it plays now ("
            + why
            + "); build it again with nimber db book, or remove it",
        null);
  }

  /** A position a book's check needed and the book does not hold. */
  private static final class MissingPosition extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final transient Position position;

    MissingPosition(Position position) {
      super(null, null, false, false);
      this.position = position;
    }
  }
}
