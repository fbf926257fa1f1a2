package dev.nimber.app.service;

import dev.nimber.testkit.CheckPlan;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the application service is asked, one record a request. Parameters are given as text, by
 * name, as the command line and the server receive them; a {@code null} solver or question means
 * the game's default.
 */
public final class Requests {

  private Requests() {}

  /**
   * The moves played as a URL or an option writes them: move numbers (each its index in its
   * position's list of moves, from 0) separated by commas, spaces around each allowed.
   *
   * @param text the numbers, or {@code null} or blank for none
   * @return the numbers, or empty when one of them is not an integer
   */
  public static Optional<List<Integer>> moveNumbers(String text) {
    List<Integer> moves = new ArrayList<>();
    if (text == null || text.isBlank()) {
      return Optional.of(moves);
    }
    for (String part : text.split(",", -1)) {
      try {
        moves.add(Integer.parseInt(part.strip()));
      } catch (NumberFormatException notANumber) {
        return Optional.empty();
      }
    }
    return Optional.of(moves);
  }

  /** An unmodifiable copy that keeps the caller's order, which the messages follow. */
  private static Map<String, String> ordered(Map<String, String> given) {
    return Collections.unmodifiableMap(new LinkedHashMap<>(given));
  }

  /**
   * One answer about one instance.
   *
   * @param game the game's id
   * @param solver the solver's name, or {@code null} for the game's default (or the solved database
   *     that holds the instance)
   * @param question the question's name, or {@code null} for the game's first
   * @param params the instance's parameters as text, by name
   * @param databases solved databases of which the one that holds the instance must answer (none
   *     holding it, or one that cannot answer the question, is refused), through the engine's
   *     solver, so {@code solver} must be {@code null}; none to answer as the service was set up
   * @param timeout the most time the answer may take, or empty for no limit
   */
  public record Solve(
      String game,
      String solver,
      String question,
      Map<String, String> params,
      List<Path> databases,
      Optional<Duration> timeout) {
    public Solve {
      params = ordered(params);
      databases = List.copyOf(databases);
    }

    /** A question answered as the service was set up, with no time limit. */
    public Solve(String game, String solver, String question, Map<String, String> params) {
      this(game, solver, question, params, List.of(), Optional.empty());
    }
  }

  /**
   * One question answered over a parameter's range, with the period the answers show.
   *
   * @param over {@code NAME=FROM..TO}
   * @param fixed the other parameters
   */
  public record Table(
      String game, String solver, String question, String over, Map<String, String> fixed) {
    public Table {
      fixed = ordered(fixed);
    }
  }

  /**
   * Questions answered over a parameter's range, as {@code nimber table} asks them: a column a
   * question, each answered by the solver named or the best one, or every column from solved
   * databases.
   *
   * @param solver the solver of every column, or {@code null} for the best one for each question
   * @param questions the questions, or none for the default columns (outcome, Grundy value and
   *     remoteness, where answered; outcome and remoteness from databases)
   * @param range the parameter and its values
   * @param fixed the other parameters
   * @param cellTimeout the most time one cell may take, or empty for no limit
   * @param databases the solved databases that answer every row, or none to solve each cell
   */
  public record Tabulate(
      String game,
      String solver,
      List<String> questions,
      ParameterRange range,
      Map<String, String> fixed,
      Optional<Duration> cellTimeout,
      List<Path> databases) {
    public Tabulate {
      questions = List.copyOf(questions);
      fixed = ordered(fixed);
      databases = List.copyOf(databases);
    }
  }

  /**
   * One question answered over one or two parameters' ranges, as {@code nimber plot} draws it.
   *
   * @param solver the solver, or {@code null} for the best one
   * @param question the question, or {@code null} for outcomes (see {@link
   *     dev.nimber.app.explore.GridBuilder#build})
   * @param x the horizontal range
   * @param y the vertical range, or {@code null} for a single row
   * @param fixed the other parameters
   * @param cellTimeout the most time one cell may take, or empty for no limit
   */
  public record Chart(
      String game,
      String solver,
      String question,
      ParameterRange x,
      ParameterRange y,
      Map<String, String> fixed,
      Optional<Duration> cellTimeout) {
    public Chart {
      fixed = ordered(fixed);
    }
  }

  /**
   * One question answered over one or two parameters' ranges, drawn, as the server's plot page asks
   * it: the ranges as text, {@code NAME=FROM..TO}.
   *
   * @param x {@code NAME=FROM..TO}
   * @param y {@code NAME=FROM..TO}, or {@code null} for a plot over {@code x} alone
   * @param fixed the other parameters
   */
  public record Plot(
      String game, String solver, String question, String x, String y, Map<String, String> fixed) {
    public Plot {
      fixed = ordered(fixed);
    }
  }

  /**
   * A game in play against the computer.
   *
   * @param params the start position's parameters
   * @param movesPlayed the indices of the moves played, in the order the positions list their moves
   * @param personFirst whether the person moved first
   * @param solver the solver the computer plays by, one that answers {@code move}; {@code null} for
   *     the engine's search (or the solved database that holds the instance), which also gives
   *     every value's remoteness
   */
  public record Play(
      String game,
      Map<String, String> params,
      List<Integer> movesPlayed,
      boolean personFirst,
      String solver) {
    public Play {
      params = ordered(params);
      movesPlayed = List.copyOf(movesPlayed);
    }
  }

  /**
   * A game against the computer played move by move, as {@code nimber play} plays it: the
   * computer's side is chosen once, before the first move.
   *
   * @param params the start position's parameters
   * @param solver the solver the computer plays by, one that answers {@code move}; {@code null} for
   *     the engine's search (which first solves every position, when the game numbers them), or the
   *     best solver that answers {@code move} for a game without one
   * @param databases solved databases of which the one that holds the instance answers every move
   *     (none holding it is refused), so {@code solver} must be {@code null}; or none
   */
  public record Match(
      String game, Map<String, String> params, String solver, List<Path> databases) {
    public Match {
      params = ordered(params);
      databases = List.copyOf(databases);
    }
  }

  /**
   * A solved database of one instance, built by the engine (or its build resumed).
   *
   * @param params the instance's parameters
   * @param folder the database's folder, created when missing
   * @param grundy whether to keep each position's Grundy value too (normal play only)
   * @param threads the threads that compress and write the tiers, 1 or more
   */
  public record BuildDatabase(
      String game, Map<String, String> params, Path folder, boolean grundy, int threads) {
    public BuildDatabase {
      params = ordered(params);
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be at least 1, got " + threads);
      }
    }
  }

  /**
   * An opening book of one instance, built by the weak search.
   *
   * @param game the game's id
   * @param params the instance's parameters; their position is the book's start
   * @param file where to write the book
   * @param plies how many moves from the start the book reaches
   * @param threads the positions valued at once, each by a search of its own, 1 or more
   */
  public record BuildBook(
      String game, Map<String, String> params, Path file, int plies, int threads) {
    public BuildBook {
      params = ordered(params);
      if (threads < 1) {
        throw new IllegalArgumentException("threads must be at least 1, got " + threads);
      }
    }
  }

  /**
   * A check of a game's solvers against each other and against the game's positions.
   *
   * @param game the game's id
   * @param solvers the names of the solvers to compare, or none for all the game's
   * @param max the size of the small instances, 0 to {@value #MOST_SMALL_SIZE}
   * @param random how many random larger instances, 0 to {@value #MOST_RANDOM}
   * @param randomSize the largest size of a random instance, 1 to 10^18
   * @param seed the seed of the random instances
   * @param keepGoing whether every instance that shows something wrong is counted, instead of
   *     stopping at the first
   */
  public record VerifySolvers(
      String game,
      List<String> solvers,
      int max,
      int random,
      long randomSize,
      long seed,
      boolean keepGoing) {

    /** The size of the small instances unless asked. */
    public static final int SMALL_SIZE = CheckPlan.SMALL_SIZE;

    /** How many random instances unless asked. */
    public static final int RANDOM_COUNT = CheckPlan.RANDOM_COUNT;

    /** The largest size of a random instance unless asked. */
    public static final long RANDOM_SIZE = CheckPlan.RANDOM_SIZE;

    /** The seed of the random instances unless asked. */
    public static final long SEED = CheckPlan.SEED;

    /** The largest size of the small instances: they are listed in memory and each is searched. */
    public static final int MOST_SMALL_SIZE = 1_000;

    /** The most random instances. */
    public static final int MOST_RANDOM = 100_000;

    /** The largest size of a random instance. */
    public static final long MOST_RANDOM_SIZE = 1_000_000_000_000_000_000L;

    public VerifySolvers {
      solvers = List.copyOf(solvers);
      if (max < 0 || max > MOST_SMALL_SIZE) {
        throw new IllegalArgumentException(
            "max must be from 0 to " + MOST_SMALL_SIZE + ", got " + max);
      }
      if (random < 0 || random > MOST_RANDOM) {
        throw new IllegalArgumentException(
            "random must be from 0 to " + MOST_RANDOM + ", got " + random);
      }
      if (randomSize < 1 || randomSize > MOST_RANDOM_SIZE) {
        throw new IllegalArgumentException("randomSize must be from 1 to 10^18, got " + randomSize);
      }
    }
  }

  /**
   * A solved database checked with the game it was built for.
   *
   * @param folder the database's folder
   * @param sample how many positions to re-derive from their moves (all, when it holds no more)
   * @param seed the seed of the sample
   */
  public record VerifyDatabase(Path folder, long sample, long seed) {
    public VerifyDatabase {
      if (sample < 0) {
        throw new IllegalArgumentException("sample must be 0 or more, got " + sample);
      }
    }
  }

  /**
   * Many instances of one game asked one question ({@link BatchAnswers}).
   *
   * @param solver the solver of every instance, or {@code null} for the best one for the question
   * @param question the question, or {@code null} for the game's first
   * @param databases solved databases that answer every instance through the engine's solver, so
   *     {@code solver} must be {@code null}; or none, to solve each instance
   */
  public record Batch(String game, String solver, String question, List<Path> databases) {
    public Batch {
      databases = List.copyOf(databases);
    }
  }
}
