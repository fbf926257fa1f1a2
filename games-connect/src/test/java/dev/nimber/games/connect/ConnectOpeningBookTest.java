package dev.nimber.games.connect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.CodedPositions;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.PositionValues;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.OpeningBook;
import dev.nimber.engine.weak.WeakSearches;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Opening books of boards built by the weak search, against the strong solve. */
class ConnectOpeningBookTest {

  private final ConnectGame game = new ConnectGame();

  private static GameSearch.Evaluation withoutGrundy(GameSearch.Evaluation value) {
    return new GameSearch.Evaluation(value.outcome(), value.remoteness(), -1);
  }

  private static SolvedTiers solved(RankedPositions ranking, boolean misere) {
    return new TierSolver(new TierSolver.Options(2, misere, false, true, TierSolver.Progress.NONE))
        .solve(ranking, ranking.tierCount() - 1);
  }

  /** Every distinct board within some moves of a start, found by following every move. */
  private static Set<Position> within(Position start, int plies) {
    Set<Position> found = new HashSet<>(List.of(start));
    List<Position> frontier = List.of(start);
    for (int ply = 0; ply < plies; ply++) {
      List<Position> next = new ArrayList<>();
      for (Position board : frontier) {
        if (board.verdict().isEmpty()) {
          for (Move move : board.moves()) {
            if (found.add(move.to())) {
              next.add(move.to());
            }
          }
        }
      }
      frontier = next;
    }
    return found;
  }

  /**
   * On small shapes, with gravity and without, under both conventions: the book holds every board
   * within its plies once, each line replays to its board, and each value is the strong solve's.
   */
  @Test
  void aBookHoldsEveryBoardWithinItsPliesValuedAsTheStrongSolveValuesIt() {
    int[][] shapes = {{3, 3, 3, 0, 4}, {4, 4, 3, 1, 5}, {5, 4, 4, 1, 3}, {4, 3, 3, 0, 3}};
    for (int[] each : shapes) {
      Parameters instance = game.instance(each[0], each[1], each[2], each[3] == 1, List.of());
      RankedPositions ranking = game.ranked(instance).orElseThrow();
      Position start = game.start(instance);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = solved(ranking, misere);
        AlphaBetaValues weak =
            new AlphaBetaValues(game.coded(instance).orElseThrow(), misere, 1 << 16);
        OpeningBook book =
            OpeningBook.build(
                "a test", instance, start, misere, each[4], weak::evaluate, (v, of, line) -> {});
        assertThat(book.entries().stream().map(OpeningBook.Entry::position).toList())
            .as("%s", instance)
            .doesNotHaveDuplicates()
            .containsExactlyInAnyOrderElementsOf(within(start, each[4]));
        for (OpeningBook.Entry entry : book.entries()) {
          Position replayed = start;
          for (int index : entry.line()) {
            replayed = replayed.moves().get(index).to();
          }
          assertThat(replayed).isEqualTo(entry.position());
          assertThat(entry.line().size()).isLessThanOrEqualTo(each[4]);
          assertThat(entry.value())
              .as("%s misère %s", entry.position(), misere)
              .isEqualTo(withoutGrundy(solved.evaluate(ranking.rankOf(entry.position()))));
        }
      }
    }
  }

  /**
   * Several searches sharing their proofs, each on a thread of its own, build the book one search
   * builds, each value the strong solve's, and the listener hears of the positions in the same
   * order with the same counts.
   */
  @Test
  void aBookBuiltByThreeSearchesAtOnceIsTheBookOfOneToldInTheSameOrder() {
    Parameters instance = game.instance(5, 4, 4, true, List.of());
    RankedPositions ranking = game.ranked(instance).orElseThrow();
    Position start = game.start(instance);
    SolvedTiers solved = solved(ranking, false);
    List<String> toldAlone = new ArrayList<>();
    OpeningBook alone =
        OpeningBook.build(
            "a test",
            instance,
            start,
            false,
            4,
            new AlphaBetaValues(game.coded(instance).orElseThrow(), false, 1 << 20)::evaluate,
            (valued, of, line) -> toldAlone.add(valued + " of " + of + " " + line.moves()));
    List<String> toldTogether = Collections.synchronizedList(new ArrayList<>());
    Set<String> threads = ConcurrentHashMap.newKeySet();
    OpeningBook together =
        OpeningBook.build(
            "a test",
            instance,
            start,
            false,
            4,
            WeakSearches.onOneTableOf(
                    Stream.generate(() -> game.coded(instance).orElseThrow()).limit(3).toList(),
                    false,
                    1 << 18)
                .stream()
                .<Function<Position, GameSearch.Evaluation>>map(
                    search ->
                        board -> {
                          threads.add(Thread.currentThread().getName());
                          return search.evaluate(board);
                        })
                .toList(),
            (valued, of, line) -> toldTogether.add(valued + " of " + of + " " + line.moves()));
    assertThat(together).isEqualTo(alone);
    assertThat(toldTogether).isEqualTo(toldAlone).hasSize(alone.entries().size());
    assertThat(threads).containsOnly("nimber-book");
    for (OpeningBook.Entry entry : together.entries()) {
      assertThat(entry.value())
          .as("%s", entry.position())
          .isEqualTo(withoutGrundy(solved.evaluate(ranking.rankOf(entry.position()))));
    }
  }

  /**
   * When one of several searches throws (on a board two moves away), the build stops and throws
   * what it threw, whichever thread it was on: the boards three moves away were valued first, none
   * within one move is, and every thread has ended. Repeated, since which thread meets the board
   * varies.
   */
  @Test
  @RepeatedTest(20)
  @Timeout(60)
  void whenOneOfSeveralSearchesThrowsTheBuildThrowsItsFailure() {
    Parameters instance = game.instance(5, 4, 4, true, List.of());
    Position start = game.start(instance);
    Position failing = start.moves().get(2).to().moves().get(3).to();
    List<Function<Position, GameSearch.Evaluation>> searches = new ArrayList<>();
    for (AlphaBetaValues search :
        WeakSearches.onOneTableOf(
            List.of(game.coded(instance).orElseThrow(), game.coded(instance).orElseThrow()),
            false,
            1 << 18)) {
      searches.add(
          board -> {
            if (board.equals(failing)) {
              throw new IllegalStateException("no value for this board");
            }
            return search.evaluate(board);
          });
    }
    List<Integer> told = Collections.synchronizedList(new ArrayList<>());
    Set<Thread> threads = ConcurrentHashMap.newKeySet();
    assertThatThrownBy(
            () ->
                OpeningBook.build(
                    "a test",
                    instance,
                    start,
                    false,
                    3,
                    searches,
                    (valued, of, line) -> {
                      threads.add(Thread.currentThread());
                      told.add(valued);
                    }))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("no value for this board");
    int all = OpeningBook.linesFrom(start, 3).size();
    assertThat(told)
        .as("every board three moves away, and none within one move")
        .contains(all - OpeningBook.linesFrom(start, 2).size())
        .allMatch(valued -> valued <= all - OpeningBook.linesFrom(start, 1).size());
    assertThat(threads).noneMatch(Thread::isAlive);
  }

  /**
   * A search with a book answers what the book holds from it (a value planted in the book, which no
   * search would find, comes back, and bounds it as it would) and every other board as the strong
   * solve does, whether asked its value or whether it is worth at most a win or a loss.
   */
  @Test
  void aSearchAnswersTheBooksBoardsFromTheBookAndSearchesTheRest() {
    Planted board5x4 = planted5x4();
    SolvedTiers solved = solved(board5x4.ranking(), false);
    PositionValues booked = board5x4.book().over(board5x4.coding(), board5x4.weak());
    assertThat(booked.evaluate(board5x4.planted())).isEqualTo(board5x4.wrong());
    assertBoundedAs(booked, board5x4.planted(), board5x4.wrong());
    for (Position board : within(board5x4.start(), 4)) {
      if (!board.equals(board5x4.planted())) {
        GameSearch.Evaluation value =
            withoutGrundy(solved.evaluate(board5x4.ranking().rankOf(board)));
        assertThat(booked.evaluate(board)).as("%s", board).isEqualTo(value);
        assertBoundedAs(booked, board, value);
      }
    }
  }

  /**
   * Checks that a board is said to be worth at most its value's nearest bounds, and not less: a win
   * or a loss bounded by itself and not by the next worse; a tie by the slowest win of a board of
   * that size and not by the slowest loss.
   */
  private static void assertBoundedAs(
      PositionValues values, Position board, GameSearch.Evaluation value) {
    GameSearch.Evaluation at;
    GameSearch.Evaluation worse;
    if (value.outcome() == Outcome.WIN) {
      at = value;
      worse = new GameSearch.Evaluation(Outcome.WIN, value.remoteness() + 1, -1);
    } else if (value.outcome() == Outcome.LOSS && value.remoteness() > 0) {
      at = value;
      worse = new GameSearch.Evaluation(Outcome.LOSS, value.remoteness() - 1, -1);
    } else if (value.outcome() == Outcome.TIE) {
      at = new GameSearch.Evaluation(Outcome.WIN, 100, -1);
      worse = new GameSearch.Evaluation(Outcome.LOSS, 100, -1);
    } else {
      return;
    }
    assertThat(values.worthAtMost(board, at))
        .as("%s worth %s, at most %s", board, value, at)
        .isTrue();
    assertThat(values.worthAtMost(board, worse))
        .as("%s worth %s, at most %s", board, value, worse)
        .isFalse();
  }

  /**
   * A search that reads its book when needed reads it only for a board within the book's moves
   * (every move of Connect Four lowers the tier by one): a batch of boards past them never reads
   * it, a board within them does, and every board, within or past, gets the strong solve's value
   * but the one planted in the book.
   */
  @Test
  void aSearchReadsItsBookOnlyForABoardWithinTheBooksMoves() {
    Planted board5x4 = planted5x4();
    SolvedTiers solved = solved(board5x4.ranking(), false);
    AtomicInteger reads = new AtomicInteger();
    PositionValues booked =
        OpeningBook.readWhenNeeded(
            OpeningBook.lowestTier(board5x4.book().reach(), board5x4.coding(), board5x4.start()),
            () -> {
              reads.incrementAndGet();
              return Optional.of(board5x4.book());
            },
            board5x4.coding(),
            board5x4.weak());
    Set<Position> near = within(board5x4.start(), 1);
    List<Position> far =
        within(board5x4.start(), 4).stream().filter(board -> !near.contains(board)).toList();
    assertThat(far).isNotEmpty();
    for (Position board : far) {
      GameSearch.Evaluation value =
          withoutGrundy(solved.evaluate(board5x4.ranking().rankOf(board)));
      assertThat(booked.evaluate(board)).as("%s", board).isEqualTo(value);
      assertBoundedAs(booked, board, value);
    }
    assertThat(reads).as("boards past the book's move").hasValue(0);
    assertBoundedAs(booked, board5x4.planted(), board5x4.wrong());
    assertThat(reads).hasValue(2);
    assertThat(booked.evaluate(board5x4.planted())).isEqualTo(board5x4.wrong());
    assertThat(reads).hasValue(3);
    for (Position board : near) {
      if (!board.equals(board5x4.planted())) {
        assertThat(booked.evaluate(board))
            .as("%s", board)
            .isEqualTo(withoutGrundy(solved.evaluate(board5x4.ranking().rankOf(board))));
      }
    }
    assertThat(reads).hasValue(near.size() + 2);
  }

  /**
   * Where the coding makes symmetric boards share a representative (tic-tac-toe's numbering: its
   * turns and mirrors), a board the book holds answers for every board symmetric to it: a value
   * planted for one corner comes back for all four, and the empty board is searched.
   */
  @Test
  void aBoardSymmetricToOneTheBookHoldsIsAnsweredFromItWhereTheCodingSaysSo() {
    Parameters instance = game.instance(3, 3, 3, false, List.of());
    RankedPositions ranking = game.ranked(instance).orElseThrow();
    Position start = game.start(instance);
    AlphaBetaValues weak = new AlphaBetaValues(ranking, false, 1 << 16);
    List<Position> corners =
        start.moves().stream()
            .filter(move -> List.of("cell 1", "cell 3", "cell 7", "cell 9").contains(move.label()))
            .map(Move::to)
            .toList();
    assertThat(corners).hasSize(4);
    GameSearch.Evaluation wrong = new GameSearch.Evaluation(Outcome.LOSS, 3, -1);
    OpeningBook book =
        new OpeningBook(
            "a test",
            instance,
            false,
            1,
            List.of(new OpeningBook.Entry(List.of(0), corners.get(0), wrong)));
    PositionValues booked = book.over(ranking, weak);
    for (Position corner : corners) {
      assertThat(booked.evaluate(corner)).as("%s", corner).isEqualTo(wrong);
    }
    assertThat(booked.evaluate(start).outcome()).isEqualTo(Outcome.TIE);
  }

  /**
   * A book indexes its boards by the coding's keys once, for every search over it: a second search,
   * with a coding of the same rules made anew, codes only the board it is asked about, and answers
   * it from the book.
   */
  @Test
  void aBookCodesItsBoardsOnceForEverySearchOverIt() {
    Planted board5x4 = planted5x4();
    OpeningBook book = board5x4.book();
    AtomicInteger coded = new AtomicInteger();
    book.over(counting(game.coded(board5x4.instance()).orElseThrow(), coded), board5x4.weak());
    assertThat(coded).hasValue(book.entries().size());
    coded.set(0);
    PositionValues again =
        book.over(counting(game.coded(board5x4.instance()).orElseThrow(), coded), board5x4.weak());
    assertThat(again.evaluate(board5x4.planted())).isEqualTo(board5x4.wrong());
    assertThat(coded).as("the board asked about, and no other").hasValue(1);
  }

  /**
   * Connect Four 5 × 4 with the book of the boards within one move of the empty board (the empty
   * board left out), one of them with a value planted that no search would find.
   */
  private record Planted(
      Parameters instance,
      RankedPositions ranking,
      CodedPositions coding,
      Position start,
      AlphaBetaValues weak,
      Position planted,
      GameSearch.Evaluation wrong,
      OpeningBook book) {}

  private Planted planted5x4() {
    Parameters instance = game.instance(5, 4, 4, true, List.of());
    Position start = game.start(instance);
    AlphaBetaValues weak = new AlphaBetaValues(game.coded(instance).orElseThrow(), false, 1 << 20);
    Position planted = start.moves().get(0).to();
    GameSearch.Evaluation wrong = new GameSearch.Evaluation(Outcome.LOSS, 3, -1);
    return new Planted(
        instance,
        game.ranked(instance).orElseThrow(),
        game.coded(instance).orElseThrow(),
        start,
        weak,
        planted,
        wrong,
        bookWith(instance, start, planted, wrong, weak));
  }

  /** A coding that counts the positions it is asked to code. */
  private static CodedPositions counting(CodedPositions coding, AtomicInteger coded) {
    return new ForwardingCoding(coding) {
      @Override
      public RankedPositions.TierRank codeOf(Position position) {
        coded.incrementAndGet();
        return super.codeOf(position);
      }

      @Override
      public long canonical(int tier, long code) {
        return coding.canonical(tier, code);
      }
    };
  }

  /** The book of the boards within one move of the start, one of them with a planted value. */
  private static OpeningBook bookWith(
      Parameters instance,
      Position start,
      Position planted,
      GameSearch.Evaluation wrong,
      AlphaBetaValues weak) {
    List<OpeningBook.Entry> entries = new ArrayList<>();
    for (OpeningBook.Line line : OpeningBook.linesFrom(start, 1)) {
      if (line.position().equals(planted)) {
        entries.add(new OpeningBook.Entry(line.moves(), planted, wrong));
      } else if (!line.moves().isEmpty()) {
        entries.add(
            new OpeningBook.Entry(line.moves(), line.position(), weak.evaluate(line.position())));
      }
    }
    return new OpeningBook("a test", instance, false, 1, entries);
  }
}
