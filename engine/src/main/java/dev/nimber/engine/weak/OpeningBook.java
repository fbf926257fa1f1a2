package dev.nimber.engine.weak;

import static java.util.Objects.requireNonNull;

import dev.nimber.api.API;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The values of every position within a few moves of a start (an opening book), found by the weak
 * search once and kept, so that the weak search answers those positions at once: a position the
 * book holds is answered from it (and one symmetric to it, where the coding makes them share a
 * key); every other is searched. A book holds the positions of one ruleset, under one play
 * convention; each entry is a position with the line of moves that reaches it from the start
 * (indices into {@link Position#moves()}) and its outcome and remoteness. A book is immutable but
 * for its index by the coding's keys, made once, by the first {@link #over}; it is safe to share
 * between threads.
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class OpeningBook {

  private final String source;
  private final Parameters instance;
  private final boolean misere;
  private final int plies;
  private final List<Entry> entries;

  /** The entries' values by {@link #keyOf}, made by the first {@link #over}. */
  private volatile Map<Long, GameSearch.Evaluation> byKey;

  /**
   * A position of the book.
   *
   * @param line the moves from the book's start that reach it, as indices into each position's
   *     {@link Position#moves()}
   * @param position the position
   * @param value its outcome and remoteness for the player to move
   */
  public record Entry(List<Integer> line, Position position, GameSearch.Evaluation value) {

    /** Keeps a copy of the line. */
    public Entry {
      line = List.copyOf(line);
      requireNonNull(position, "position");
      requireNonNull(value, "value");
    }
  }

  /**
   * A line of moves from a start and the position it reaches.
   *
   * @param moves the moves, as indices into each position's {@link Position#moves()}
   * @param position the position reached
   */
  public record Line(List<Integer> moves, Position position) {

    /** Keeps a copy of the moves. */
    public Line {
      moves = List.copyOf(moves);
      requireNonNull(position, "position");
    }
  }

  /**
   * Where a book starts and how far it reaches, known before its positions are read.
   *
   * @param source where the book comes from, in words, for messages and {@code --verbose}
   * @param instance the instance whose start the lines begin at
   * @param plies how many moves from the start the book reaches
   */
  public record Reach(String source, Parameters instance, int plies) {

    /** Checks the fields. */
    public Reach {
      requireNonNull(source, "source");
      requireNonNull(instance, "instance");
    }
  }

  /** Where a search finds the opening book of the rules it searches. */
  @FunctionalInterface
  public interface Library {

    /** A library without books. */
    Library NONE = (instance, misere) -> Optional.empty();

    /**
     * The book of an instance's rules under a play convention, if there is one. Asked when a weak
     * search is asked a position the book may hold ({@link OpeningBook#readWhenNeeded}), so quick
     * once the books are read; called from several threads.
     *
     * @param instance checked parameters of the game
     * @param misere whether the search plays misère
     * @return the book, or empty
     */
    Optional<OpeningBook> bookOf(Parameters instance, boolean misere);

    /**
     * Where the book of an instance's rules starts and how far it reaches, if there is one: asked
     * at the start of every weak search, so that the search reads the book only when asked a
     * position it may hold. A library that can tell it without reading the book's positions should
     * (from a file's heading); by default it is the book's own, read whole.
     *
     * @param instance checked parameters of the game
     * @param misere whether the search plays misère
     * @return the reach of the book {@link #bookOf} gives, or empty when there is none
     */
    default Optional<Reach> reachOf(Parameters instance, boolean misere) {
      return bookOf(instance, misere).map(OpeningBook::reach);
    }
  }

  /** Told of each position a book's build has valued. */
  @FunctionalInterface
  public interface Listener {

    /**
     * One more position valued.
     *
     * @param valued the positions valued so far
     * @param of the positions to value in all
     * @param line the one just valued
     */
    void valued(int valued, int of, Line line);
  }

  /**
   * A book of some positions; keeps a copy of the entries.
   *
   * @param source where the book comes from, in words, for messages and {@code --verbose}
   * @param instance the instance whose start the lines begin at; its rules are the book's
   * @param misere whether its values are those of misère play
   * @param plies how many moves from the start the book reaches: it holds every position its
   *     start's lines of at most that many moves reach
   * @param entries the positions, each once
   */
  public OpeningBook(
      String source, Parameters instance, boolean misere, int plies, List<Entry> entries) {
    this.source = requireNonNull(source, "source");
    this.instance = requireNonNull(instance, "instance");
    this.misere = misere;
    this.plies = plies;
    this.entries = List.copyOf(entries);
  }

  /**
   * Where the book comes from, in words, for messages and {@code --verbose}.
   *
   * @return the words
   */
  public String source() {
    return source;
  }

  /**
   * The instance whose start the lines begin at; its rules are the book's.
   *
   * @return the instance
   */
  public Parameters instance() {
    return instance;
  }

  /**
   * Whether the book's values are those of misère play.
   *
   * @return whether they are
   */
  public boolean misere() {
    return misere;
  }

  /**
   * How many moves from the start the book reaches.
   *
   * @return the plies
   */
  public int plies() {
    return plies;
  }

  /**
   * Where the book starts and how far it reaches.
   *
   * @return the reach
   */
  public Reach reach() {
    return new Reach(source, instance, plies);
  }

  /**
   * The positions, each once.
   *
   * @return the entries, in the order they were given
   */
  public List<Entry> entries() {
    return entries;
  }

  /**
   * Whether another book holds the same: the same source, instance, play convention, plies and
   * entries in the same order (the index is not compared).
   */
  @Override
  public boolean equals(Object other) {
    return other instanceof OpeningBook book
        && source.equals(book.source)
        && instance.equals(book.instance)
        && misere == book.misere
        && plies == book.plies
        && entries.equals(book.entries);
  }

  @Override
  public int hashCode() {
    return Objects.hash(source, instance, misere, plies, entries);
  }

  /** The source, how many positions and within how many moves, for debugging. */
  @Override
  public String toString() {
    return source + " (" + entries.size() + " positions within " + plies + " moves)";
  }

  /**
   * The book of every position within some moves of a start, each valued by a search: the deepest
   * first, so that the shallower ones find the deeper ones' proofs in the search's table.
   *
   * @param source where the book comes from, in words
   * @param instance the instance whose start the lines begin at
   * @param misere whether the search plays misère
   * @param plies the most moves from the start, at least 0
   * @param search values a position
   * @param listener told of each position valued
   * @return the book, its entries in the order of {@link #linesFrom}
   */
  public static OpeningBook build(
      String source,
      Parameters instance,
      Position start,
      boolean misere,
      int plies,
      Function<Position, GameSearch.Evaluation> search,
      Listener listener) {
    return build(source, instance, start, misere, plies, List.of(search), listener);
  }

  /**
   * The book of every position within some moves of a start, valued by several searches at once,
   * each on a thread of its own: a ply's positions are shared out between them, the deepest ply
   * first, and a ply starts once the ply below it is valued, so that the shallower positions find
   * the deeper ones' proofs (in the table the searches share: {@link WeakSearches#onOneTableOf}).
   * The book is the same for any number of searches, and the listener hears of the positions in the
   * same order (the deepest last line first), whatever the threads' timing. When a search throws,
   * the others stop and its failure is thrown.
   *
   * @param source where the book comes from, in words
   * @param instance the instance whose start the lines begin at
   * @param misere whether the searches play misère
   * @param plies the most moves from the start, at least 0
   * @param searches one or more searches of the instance's rules, each called from one thread (the
   *     caller's when there is one)
   * @param listener told of each position valued, from the thread that valued it or a later one
   * @return the book, its entries in the order of {@link #linesFrom}
   */
  public static OpeningBook build(
      String source,
      Parameters instance,
      Position start,
      boolean misere,
      int plies,
      List<? extends Function<Position, GameSearch.Evaluation>> searches,
      Listener listener) {
    if (searches.isEmpty()) {
      throw new IllegalArgumentException("a book needs at least one search");
    }
    List<Line> lines = linesFrom(start, plies);
    GameSearch.Evaluation[] values = BookValuation.of(lines, searches, listener);
    List<Entry> entries = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      entries.add(new Entry(lines.get(i).moves(), lines.get(i).position(), values[i]));
    }
    return new OpeningBook(source, instance, misere, plies, entries);
  }

  /**
   * A search's values with this book's answered from it: a position the book holds, or one the
   * coding makes share its representative ({@link CodedPositions#canonical}), is looked up (one
   * hash look-up); every other is valued by the search. The book's values are taken as they are: it
   * must be of the coding's rules and the search's play convention. The index of the entries by the
   * coding's keys is made by the first call, in time linear in the entries, and kept: every coding
   * given later must be one of the same rules, which codes each position as the first did.
   *
   * @param coding the coding of the search's instance
   * @param search the search
   * @return the values
   */
  public PositionValues over(CodedPositions coding, PositionValues search) {
    Map<Long, GameSearch.Evaluation> index = indexBy(coding);
    return new PositionValues() {
      @Override
      public GameSearch.Evaluation evaluate(Position position) {
        GameSearch.Evaluation known = index.get(keyOf(coding, position));
        return known != null ? known : search.evaluate(position);
      }

      @Override
      public boolean worthAtMost(Position position, GameSearch.Evaluation bound) {
        return index.containsKey(keyOf(coding, position))
            ? PositionValues.super.worthAtMost(position, bound)
            : search.worthAtMost(position, bound);
      }

      @Override
      public boolean hasGrundy() {
        return search.hasGrundy();
      }
    };
  }

  /**
   * A search's values with those of the book of its rules answered from it, the book read ({@code
   * book}) only when asked a position it may hold: one whose tier is at least {@code lowestTier}
   * ({@link #lowestTier}); any other is searched. Every move lowers the tier, so where no move
   * lowers it by more than the start's moves do (every move of Connect Four by one) that is every
   * position within the book's plies; where some do, a position the book holds past them is
   * searched, which gives the same value, by a longer search. So a batch of positions past the book
   * never reads it, and a book that cannot be read fails only the questions it may answer. Each
   * position asked costs its code; the bound, found once, serves every question of the book's
   * rules.
   *
   * @param lowestTier the lowest tier of the positions the book may hold ({@link #lowestTier})
   * @param book reads the book (empty, if it turns out to be none), as often as positions within
   *     the bound are asked: it should keep what it read
   * @param coding the coding of the search's instance, of the rules the bound was found with
   * @param search the search
   * @return the values
   */
  public static PositionValues readWhenNeeded(
      long lowestTier,
      Supplier<Optional<OpeningBook>> book,
      CodedPositions coding,
      PositionValues search) {
    return new PositionValues() {
      @Override
      public GameSearch.Evaluation evaluate(Position position) {
        return valuesOf(position).evaluate(position);
      }

      @Override
      public boolean worthAtMost(Position position, GameSearch.Evaluation bound) {
        return valuesOf(position).worthAtMost(position, bound);
      }

      private PositionValues valuesOf(Position position) {
        return coding.codeOf(position).tier() < lowestTier
            ? search
            : book.get().map(read -> read.over(coding, search)).orElse(search);
      }

      @Override
      public boolean hasGrundy() {
        return search.hasGrundy();
      }
    };
  }

  /**
   * The lowest tier of the positions a book may hold: its start's tier less its plies times the
   * most one of the start's moves lowers the tier (at least one). One expansion of the start.
   *
   * @param reach where the book starts and how far it reaches
   * @param coding the coding of the book's rules
   * @param start the start of the book's instance
   * @return the tier
   */
  public static long lowestTier(Reach reach, CodedPositions coding, Position start) {
    RankedPositions.TierRank at = coding.codeOf(start);
    int[] mostDrop = {1};
    coding.expand(
        at.tier(),
        at.rank(),
        new RankedPositions.Expansion() {
          @Override
          public void verdict(Outcome outcome) {}

          @Override
          public void child(int childTier, long childCode) {
            mostDrop[0] = Math.max(mostDrop[0], at.tier() - childTier);
          }
        });
    return at.tier() - (long) reach.plies() * mostDrop[0];
  }

  private Map<Long, GameSearch.Evaluation> indexBy(CodedPositions coding) {
    Map<Long, GameSearch.Evaluation> index = byKey;
    if (index == null) {
      Map<Long, GameSearch.Evaluation> made = new HashMap<>();
      for (Entry entry : entries) {
        made.put(keyOf(coding, entry.position()), entry.value());
      }
      index = Collections.unmodifiableMap(made);
      byKey = index;
    }
    return index;
  }

  /** A position's representative's code and tier in one number, as the coding's contract allows. */
  private static long keyOf(CodedPositions coding, Position position) {
    RankedPositions.TierRank at = coding.codeOf(position);
    return coding.canonical(at.tier(), at.rank()) * coding.tierCount() + at.tier();
  }

  /**
   * The lines to every distinct position within some moves of a start, breadth first: the start,
   * then the positions one move away in the order of its moves, and so on; a position reached again
   * by another line keeps its first. A position the rules decide has no moves followed. Positions
   * are told apart by their {@code equals}.
   *
   * @param start the start
   * @param plies the most moves, at least 0
   * @return each position with its line, in that order
   */
  public static List<Line> linesFrom(Position start, int plies) {
    if (plies < 0) {
      throw new IllegalArgumentException("plies must be at least 0, got " + plies);
    }
    Map<Position, List<Integer>> reached = new LinkedHashMap<>();
    reached.put(start, List.of());
    List<Position> frontier = List.of(start);
    for (int ply = 1; ply <= plies; ply++) {
      List<Position> next = new ArrayList<>();
      for (Position position : frontier) {
        if (position.verdict().isPresent()) {
          continue;
        }
        List<Integer> line = reached.get(position);
        List<Move> moves = position.moves();
        for (int index = 0; index < moves.size(); index++) {
          Position child = moves.get(index).to();
          if (!reached.containsKey(child)) {
            List<Integer> longer = new ArrayList<>(line);
            longer.add(index);
            reached.put(child, longer);
            next.add(child);
          }
        }
      }
      frontier = next;
    }
    List<Line> lines = new ArrayList<>();
    reached.forEach((position, line) -> lines.add(new Line(line, position)));
    return lines;
  }
}
