package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.loopy.LoopySearch;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.JoinAfter;
import dev.nimber.engine.weak.ScoreTable;
import dev.nimber.engine.weak.SearchProgress;
import dev.nimber.engine.weak.SplitValues;
import dev.nimber.engine.weak.WeakSearches;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BiConsumer;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The weak method against the strong one it cannot share a bug with: every position of random and
 * known games.
 */
class AlphaBetaValuesTest {

  private static SolvedTiers strong(RankedPositions space, boolean misere) {
    return new TierSolver(new TierSolver.Options(1, misere, false, true, TierSolver.Progress.NONE))
        .solve(space, space.tierCount() - 1);
  }

  private static GameSearch.Evaluation withoutGrundy(GameSearch.Evaluation value) {
    return new GameSearch.Evaluation(value.outcome(), value.remoteness(), -1);
  }

  /**
   * Random tiered games with wins, losses and ties decided by rule, under both conventions: the
   * weak search values every position as the ranked solve does, remoteness included, with a table
   * far smaller than the game and with one that holds it.
   */
  @Test
  void randomTieredGamesAreValuedAsTheStrongSolveValuesThem() {
    int ties = 0;
    for (long seed = 0; seed < 3000; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        AlphaBetaValues weak = new AlphaBetaValues(game, misere, seed % 3 == 0 ? 0 : 1 << 20);
        for (RandomTiers.Node node : game.nodes()) {
          GameSearch.Evaluation expected = withoutGrundy(solved.evaluate(game.rankOf(node)));
          assertThat(weak.evaluate(node))
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(expected);
          ties += expected.outcome() == Outcome.TIE ? 1 : 0;
        }
      }
    }
    assertThat(ties).as("ties among the positions compared").isGreaterThan(1000);
  }

  /**
   * Tic-tac-toe, a tie in 9, with and without its eight symmetries: every one of its boards valued
   * as the strong solve values it (those play never reaches too), with the soonest tie searched for
   * (the game does not say its ties come on a full board), and with a table of 1,024 entries for
   * 6,046 ranks, so that entries are replaced.
   */
  @Test
  void everyTicTacToeBoardIsValuedAsTheStrongSolveValuesIt() {
    for (boolean symmetric : new boolean[] {false, true}) {
      TicTacToe game = new TicTacToe(symmetric);
      SolvedTiers solved = strong(game, false);
      AlphaBetaValues weak = new AlphaBetaValues(game, false, 1024 * ScoreTable.BYTES_PER_ENTRY);
      assertThat(weak.tableEntries()).isEqualTo(1024);
      assertThat(weak.evaluate(game.tierCount() - 1, 0))
          .isEqualTo(new GameSearch.Evaluation(Outcome.TIE, 9, -1));
      int compared = 0;
      for (int tier = 0; tier < game.tierCount(); tier++) {
        for (long rank = 0; rank < game.tierSize(tier); rank++) {
          GameSearch.Evaluation expected = withoutGrundy(solved.evaluate(tier, rank));
          assertThat(weak.evaluate(tier, rank))
              .as("symmetric %s tier %d rank %d", symmetric, tier, rank)
              .isEqualTo(expected);
          compared++;
        }
      }
      assertThat(compared).as("every rank, boards play never reaches among them").isEqualTo(6046);
    }
  }

  /**
   * A coding that leaves {@link dev.nimber.api.CodedPositions#winsAtOnce} to the interface's
   * default is not asked it, since the default expands every child: tic-tac-toe's boards, each
   * valued as the strong solve values it, take fewer than half the expansions they take when the
   * same default is declared as the coding's own answer, which the search then asks of every
   * position it visits.
   */
  @Test
  void aCodingThatLeavesWinsAtOnceToTheDefaultIsNotAskedIt() {
    TicTacToe game = new TicTacToe(false);
    SolvedTiers solved = strong(game, false);
    CountedExpansions leftToDefault = new CountedExpansions(game);
    CountedExpansions declared =
        new CountedExpansions(game) {
          @Override
          public boolean winsAtOnce(int tier, long code) {
            return super.winsAtOnce(tier, code);
          }
        };
    for (CountedExpansions coding : List.of(leftToDefault, declared)) {
      AlphaBetaValues weak = new AlphaBetaValues(coding, false, 1 << 20);
      for (int tier = 0; tier < game.tierCount(); tier++) {
        for (long rank = 0; rank < game.tierSize(tier); rank++) {
          assertThat(weak.evaluate(tier, rank))
              .as("declared %s tier %d rank %d", coding == declared, tier, rank)
              .isEqualTo(withoutGrundy(solved.evaluate(tier, rank)));
        }
      }
    }
    assertThat(leftToDefault.expansions * 2).isLessThan(declared.expansions);
  }

  /** A numbering that counts the positions expanded through it. */
  private static class CountedExpansions extends ForwardingRankedPositions {
    long expansions;

    CountedExpansions(RankedPositions numbering) {
      super(numbering);
    }

    @Override
    public void expand(int tier, long rank, Expansion into) {
      expansions++;
      super.expand(tier, rank, into);
    }
  }

  /**
   * A listener given to the search hears the visits since it was given, about every so many (on the
   * search's check every 1,024 visits), rising, up to the visits made; the value is the same as
   * without it; once the listener is taken back it hears nothing more.
   */
  @Test
  void aListenerHearsTheVisitsAsTheSearchComesAlong() {
    TicTacToe game = new TicTacToe(false);
    AlphaBetaValues weak = new AlphaBetaValues(game, false, 1024 * ScoreTable.BYTES_PER_ENTRY);
    List<Long> heard = new ArrayList<>();
    weak.reportTo(heard::add, 1024);
    assertThat(weak.evaluate(game.tierCount() - 1, 0))
        .isEqualTo(new GameSearch.Evaluation(Outcome.TIE, 9, -1));
    long visits = weak.visited();
    assertThat(visits).as("visits of the empty board").isGreaterThan(8 * 1024);
    HeardVisits.assertRiseToward(heard, 1024, visits);
    int reports = heard.size();
    weak.reportTo(SearchProgress.NONE, 1024);
    weak.evaluate(game.tierCount() - 2, 4);
    assertThat(heard).hasSize(reports);
  }

  /**
   * The search on three threads sharing a small table (so that threads replace each other's entries
   * and race at slots): every tic-tac-toe board and every position of random tiered games valued as
   * the strong solve values it.
   */
  @Test
  void searchesOnSeveralThreadsValueAsTheStrongSolve() {
    TicTacToe ticTacToe = new TicTacToe(false);
    SolvedTiers solvedTicTacToe = strong(ticTacToe, false);
    AlphaBetaValues onThree =
        AlphaBetaValues.onThreads(
            ticTacToe,
            List.of(ticTacToe, ticTacToe),
            false,
            1024 * ScoreTable.LENT_BYTES_PER_ENTRY,
            JoinAfter.DEFAULT);
    assertThat(onThree.threads()).isEqualTo(3);
    assertThat(onThree.tableEntries()).isEqualTo(1024);
    for (int tier = 0; tier < ticTacToe.tierCount(); tier++) {
      for (long rank = 0; rank < ticTacToe.tierSize(tier); rank++) {
        assertThat(onThree.evaluate(tier, rank))
            .as("tier %d rank %d", tier, rank)
            .isEqualTo(withoutGrundy(solvedTicTacToe.evaluate(tier, rank)));
      }
    }
    for (long seed = 0; seed < 300; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        AlphaBetaValues weak =
            AlphaBetaValues.onThreads(game, List.of(game, game), misere, 0, JoinAfter.DEFAULT);
        for (RandomTiers.Node node : game.nodes()) {
          assertThat(weak.evaluate(node))
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(withoutGrundy(solved.evaluate(game.rankOf(node))));
        }
      }
    }
  }

  /**
   * A search whose helpers join it at once, so that they race it on every search and put off the
   * moves another thread is searching, with the table lent to them and taken back: every position
   * of tic-tac-toe, of nim with three heaps of up to 9 and of random tiered games valued as the
   * strong solve values it.
   */
  @Test
  void searchWhoseHelpersJoinAtOnceValuesAsTheStrongSolve() {
    List<RankedPositions> games = smallGames();
    for (RankedPositions game : games) {
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        AlphaBetaValues raced =
            AlphaBetaValues.onThreads(game, List.of(game, game), misere, 0, new JoinAfter(0, 0));
        valuesTopDownAsTheStrongSolve(raced, game, solved, game + " misère " + misere);
        if (!(game instanceof RandomTiers)) {
          // The random games take fewer visits than the search counts between two looks.
          assertThat(raced.helpersJoined()).as("%s misère %s", game, misere).isPositive();
        }
      }
    }
  }

  /**
   * Split values whose first search has a helper that may join at once while no split is under way,
   * as a game in play makes them: the helper races that search on the boards asked one at a time
   * and joins none of the searches of boards split between the two searches; every tic-tac-toe
   * board play reaches, and every move's board, is valued as the strong solve values it.
   */
  @Test
  void theFirstSearchOfASplitIsRacedByItsHelpersOnlyOnBoardsAskedAlone() {
    TicTacToe game = new TicTacToe(false);
    SolvedTiers solved = strong(game, false);
    AlphaBetaValues first =
        AlphaBetaValues.onThreads(game, List.of(game), false, 0, new JoinAfter(0, 0));
    first.askedAlone(() -> !SplitValues.splitUnderWay());
    SplitValues split = new SplitValues(List.of(first, new AlphaBetaValues(game, false, 0)));
    List<Position> boards = new ArrayList<>(List.of(TicTacToe.Board.EMPTY));
    Set<Position> seen = new HashSet<>(boards);
    for (int next = 0; next < boards.size(); next++) {
      Position board = boards.get(next);
      assertThat(split.evaluate(board))
          .as("%s", board)
          .isEqualTo(withoutGrundy(solved.evaluate(game.rankOf(board))));
      if (board.verdict().isPresent()) {
        continue;
      }
      List<Position> after = board.moves().stream().map(Move::to).toList();
      long joinedBefore = first.helpersJoined();
      List<GameSearch.Evaluation> values = split.evaluateEach(after);
      assertThat(first.helpersJoined())
          .as("joins while %s's moves were split", board)
          .isEqualTo(joinedBefore);
      for (int index = 0; index < after.size(); index++) {
        assertThat(values.get(index))
            .as("%s", after.get(index))
            .isEqualTo(withoutGrundy(solved.evaluate(game.rankOf(after.get(index)))));
        if (seen.add(after.get(index))) {
          boards.add(after.get(index));
        }
      }
    }
    assertThat(boards).hasSize(5478);
    assertThat(first.helpersJoined()).as("joins on the boards asked alone").isPositive();
    assertThat(SplitValues.splitUnderWay()).isFalse();
  }

  /**
   * Helpers that may join at once but whose questions are not asked alone, or whose questions are
   * shorter than their share: they join no search, and every position of tic-tac-toe is valued as
   * the strong solve values it.
   */
  @Test
  void helpersJoinOnlyQuestionsAskedAloneThatOutlastTheirShare() {
    TicTacToe game = new TicTacToe(false);
    SolvedTiers solved = strong(game, false);
    AlphaBetaValues notAlone =
        AlphaBetaValues.onThreads(game, List.of(game), false, 0, new JoinAfter(0, 0));
    notAlone.askedAlone(() -> false);
    AlphaBetaValues longQuestions =
        AlphaBetaValues.onThreads(game, List.of(game), false, 0, new JoinAfter(0, 1L << 40));
    AlphaBetaValues beyondAnyCount =
        AlphaBetaValues.onThreads(
            game, List.of(game), false, 0, new JoinAfter(Long.MAX_VALUE, Long.MAX_VALUE));
    for (AlphaBetaValues search : List.of(notAlone, longQuestions, beyondAnyCount)) {
      valuesTopDownAsTheStrongSolve(search, game, solved, "tic-tac-toe");
      assertThat(search.helpersJoined()).isZero();
      assertThat(search.visited()).isGreaterThan(1024);
    }
    AlphaBetaValues aloneAgain =
        AlphaBetaValues.onThreads(game, List.of(game), false, 0, new JoinAfter(0, 0));
    aloneAgain.askedAlone(() -> false);
    aloneAgain.askedAlone(() -> true);
    aloneAgain.evaluate(game.tierCount() - 1, 0);
    assertThat(aloneAgain.helpersJoined()).as("told it is alone again").isPositive();
  }

  /**
   * Helpers that join at once and stop once their question is no longer the only one answered
   * (another question starting after so many looks), and join again once it is: every position of
   * tic-tac-toe, of nim with three heaps of up to 9 and of a few random tiered games valued as the
   * strong solve values it.
   */
  @Test
  void helpersThatStopWhenAnotherQuestionStartsLeaveTheValuesAsTheStrongSolve() {
    for (RankedPositions game : smallGames().subList(0, 13)) {
      for (int aloneFor : new int[] {1, 5, 40}) {
        SolvedTiers solved = strong(game, false);
        AlphaBetaValues raced =
            AlphaBetaValues.onThreads(game, List.of(game, game), false, 0, new JoinAfter(0, 0));
        AtomicLong looks = new AtomicLong();
        raced.askedAlone(() -> looks.incrementAndGet() % (2L * aloneFor) < aloneFor);
        valuesTopDownAsTheStrongSolve(
            raced, game, solved, game + " alone for " + aloneFor + " looks");
        if (!(game instanceof RandomTiers)) {
          assertThat(looks.get()).as("%s alone for %d looks", game, aloneFor).isPositive();
        }
      }
    }
  }

  /**
   * Asks a search every position of a game, from the top tier down, for the strong solve's value.
   */
  private static void valuesTopDownAsTheStrongSolve(
      AlphaBetaValues search, RankedPositions game, SolvedTiers solved, String described) {
    for (int tier = game.tierCount() - 1; tier >= 0; tier--) {
      for (long rank = 0; rank < game.tierSize(tier); rank++) {
        assertThat(search.evaluate(tier, rank))
            .as("%s tier %d rank %d", described, tier, rank)
            .isEqualTo(withoutGrundy(solved.evaluate(tier, rank)));
      }
    }
  }

  /**
   * Two searches of the same rules on two threads at once, sharing the entries that took work
   * ({@link WeakSearches}), both asking the positions from the top tier down, one ahead of the
   * other by a position: every position of tic-tac-toe (with and without its symmetries), of nim
   * with three heaps of up to 9 and of random tiered games valued as the strong solve values it,
   * whichever thread proved the entries a search finds.
   */
  @Test
  void searchesSharingWhatTookWorkOnTwoThreadsValueAsTheStrongSolve() throws Exception {
    List<RankedPositions> games = smallGames();
    for (int index = 0; index < games.size(); index++) {
      RankedPositions game = games.get(index);
      int number = index;
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        List<long[]> topDown = new ArrayList<>();
        for (int tier = game.tierCount() - 1; tier >= 0; tier--) {
          for (long rank = 0; rank < game.tierSize(tier); rank++) {
            topDown.add(new long[] {tier, rank});
          }
        }
        onTwoSharingThreads(
            game,
            misere,
            topDown,
            (search, at) ->
                assertThat(search.evaluate((int) at[0], at[1]))
                    .as("game %d misère %s tier %d rank %d", number, misere, at[0], at[1])
                    .isEqualTo(withoutGrundy(solved.evaluate((int) at[0], at[1]))));
      }
    }
  }

  /**
   * Asks every position of a list on two threads at once, each with its own search of the game, the
   * second from the list's second position on and then its first; both searches search on one
   * table.
   */
  private static <T> void onTwoSharingThreads(
      RankedPositions game, boolean misere, List<T> positions, BiConsumer<AlphaBetaValues, T> ask)
      throws Exception {
    WeakSearches searches = new WeakSearches(2);
    Supplier<AlphaBetaValues> fresh = () -> new AlphaBetaValues(game, misere, 1 << 16);
    AlphaBetaValues first = searches.take(List.of(), fresh);
    AlphaBetaValues second = searches.take(List.of(), fresh);
    searches.giveBack(List.of(), first);
    AlphaBetaValues sharing = searches.take(List.of(), fresh);
    List<T> rotated = new ArrayList<>(positions);
    Collections.rotate(rotated, -1);
    AtomicReference<Throwable> failed = new AtomicReference<>();
    Thread other =
        new Thread(
            () -> {
              try {
                rotated.forEach(position -> ask.accept(second, position));
              } catch (Throwable wrong) {
                failed.set(wrong);
              }
            });
    other.start();
    positions.forEach(position -> ask.accept(sharing, position));
    other.join();
    if (failed.get() != null) {
      throw new AssertionError("on the other thread", failed.get());
    }
  }

  /**
   * Random games with moves within their tiers: the weak search refuses a position whose search
   * meets one, and values every other as the loopy search of the positions does.
   */
  @Test
  void randomLoopyGamesAreRefusedWhereALoopIsMetAndValuedRightElsewhere() {
    int valued = 0;
    int refused = 0;
    for (long seed = 0; seed < 2000; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0, true);
      for (boolean misere : new boolean[] {false, true}) {
        LoopySearch loopy = new LoopySearch(new GameSearch.Options(misere, 1_000_000));
        for (RandomTiers.Node node : game.nodes()) {
          GameSearch.Evaluation value;
          try {
            value = new AlphaBetaValues(game, misere, 1 << 16).evaluate(node);
          } catch (AlphaBetaValues.NotAcyclicException loop) {
            refused++;
            continue;
          }
          assertThat(value)
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(loopy.solve(node).evaluate(node));
          valued++;
        }
      }
    }
    assertThat(valued).isGreaterThan(1000);
    assertThat(refused).isGreaterThan(1000);
  }

  /**
   * The same random games searched as objects (each position coded as it is reached, lines of play
   * checked for repeats): every position valued as the ranked solve values it where play always
   * ends, and, where lines repeat, refused or valued as the loopy search values it.
   */
  @Test
  void randomGamesSearchedAsObjectsAreValuedAsTheStrongSearchesValueThem() {
    int refused = 0;
    for (long seed = 0; seed < 1500; seed++) {
      for (boolean loops : new boolean[] {false, true}) {
        RandomTiers game = new RandomTiers(seed, seed % 2 == 0, loops);
        for (boolean misere : new boolean[] {false, true}) {
          LoopySearch loopy = new LoopySearch(new GameSearch.Options(misere, 1_000_000));
          AlphaBetaValues weak =
              AlphaBetaValues.ofObjects(misere, seed % 3 == 0 ? 0 : 1 << 20, 1_000_000, true);
          for (RandomTiers.Node node : game.nodes()) {
            GameSearch.Evaluation value;
            try {
              value = weak.evaluate(node);
            } catch (AlphaBetaValues.NotAcyclicException loop) {
              assertThat(loops).as("seed %d: a loop where there is none", seed).isTrue();
              refused++;
              continue;
            }
            assertThat(value)
                .as("seed %d loops %s misère %s %s", seed, loops, misere, node)
                .isEqualTo(loopy.solve(node).evaluate(node));
          }
        }
      }
    }
    assertThat(refused).isGreaterThan(500);
  }

  /** Past its budget of positions, the search of objects stops with a failure that says so. */
  @Test
  void theSearchOfObjectsStopsAtItsBudget() {
    AlphaBetaValues weak = AlphaBetaValues.ofObjects(false, 1 << 16, 100, true);
    assertThatThrownBy(() -> weak.evaluate(new TicTacToe.Board(".........")))
        .isInstanceOf(SolverFailureException.class)
        .hasMessageStartingWith(
            "the weak search reached its budget of 100 positions without finishing");
  }

  /** A loopy tier is refused with the reason, so that the engine answers by the strong method. */
  @Test
  void aMoveWithinItsTierIsRefused() {
    CycleTiers game = new CycleTiers(3, 50, false);
    AlphaBetaValues weak = new AlphaBetaValues(game, false, 1 << 16);
    assertThatThrownBy(() -> weak.evaluate(2, 1))
        .isInstanceOf(AlphaBetaValues.NotAcyclicException.class)
        .hasMessage(
            "the weak search answers games whose every move lowers the tier; a move of tier 2 stays in it");
  }

  /** An interrupted thread stops the search, as a timed-out solve must. */
  @Test
  void anInterruptedThreadStopsTheSearch() {
    RankedNim game = new RankedNim(4, 12, 12);
    AlphaBetaValues weak = new AlphaBetaValues(game, false, 1 << 16);
    Thread.currentThread().interrupt();
    try {
      assertThatThrownBy(() -> weak.evaluate(game.tierCount() - 1, 0))
          .isInstanceOf(SolverFailureException.class)
          .satisfies(
              failure ->
                  assertThat(((SolverFailureException) failure).reason())
                      .isEqualTo(SolverFailureException.Reason.INTERRUPTED));
    } finally {
      Thread.interrupted();
    }
  }

  /**
   * A pile from which a move takes one or two: lost for the player to move when a multiple of three
   * is left.
   */
  private record Pile(int stones) implements Position {
    @Override
    public List<Move> moves() {
      return IntStream.rangeClosed(1, Math.min(2, stones))
          .mapToObj(take -> new Move("take " + take, new Pile(stones - take)))
          .toList();
    }
  }

  /**
   * A game searched as objects that decides no position by rule is not asked whether a move wins at
   * once (the answer is always no), so each position the search expands lists its moves once, not
   * twice: piles of up to 60 valued as with the question asked, in fewer than two thirds of the
   * listings.
   */
  @Test
  void aGameOfObjectsThatDecidesNothingByRuleListsEachPositionsMovesOnce() {
    long[] listings = new long[2];
    List<List<GameSearch.Evaluation>> values = new ArrayList<>();
    for (int asked = 0; asked < 2; asked++) {
      AtomicLong counter = new AtomicLong();
      AlphaBetaValues weak = AlphaBetaValues.ofObjects(false, 1 << 16, 1 << 20, asked == 1);
      List<GameSearch.Evaluation> piles = new ArrayList<>();
      for (int stones = 0; stones <= 60; stones++) {
        piles.add(weak.evaluate(new CountedPile(stones, counter)));
      }
      values.add(piles);
      listings[asked] = counter.get();
    }
    assertThat(values.get(0)).isEqualTo(values.get(1));
    assertThat(values.get(0).get(30)).isEqualTo(new GameSearch.Evaluation(Outcome.LOSS, 20, -1));
    assertThat(listings[0] * 3).isLessThan(listings[1] * 2);
  }

  /** {@link Pile}, counting the listings of its moves in a counter all its positions share. */
  private record CountedPile(int stones, AtomicLong listings) implements Position {
    @Override
    public List<Move> moves() {
      listings.incrementAndGet();
      return IntStream.rangeClosed(1, Math.min(2, stones))
          .mapToObj(take -> new Move("take " + take, new CountedPile(stones - take, listings)))
          .toList();
    }
  }

  /**
   * A line of play deeper than the thread's stack holds is refused with the reason (not a stack
   * overflow), the search stays usable, and a line longer than the most the search follows is
   * refused on a stack that would hold it.
   */
  @Test
  void linesOfPlayTooLongAreRefusedWithTheReason() throws InterruptedException {
    AlphaBetaValues weak = AlphaBetaValues.ofObjects(false, 1 << 16, 1 << 20, false);
    assertThat(failureOnAStackOf(64 << 10, () -> weak.evaluate(new Pile(4_000))))
        .isInstanceOf(AlphaBetaValues.NotAcyclicException.class)
        .hasMessageStartingWith("the weak search's lines of play outgrew the thread's stack");
    assertThat(weak.evaluate(new Pile(30)))
        .isEqualTo(new GameSearch.Evaluation(Outcome.LOSS, 20, -1));
    assertThat(weak.evaluate(new Pile(31)))
        .isEqualTo(new GameSearch.Evaluation(Outcome.WIN, 21, -1));
    assertThat(
            failureOnAStackOf(
                64 << 20,
                () ->
                    AlphaBetaValues.ofObjects(false, 1 << 16, 1 << 20, false)
                        .evaluate(new Pile(10_000))))
        .isInstanceOf(AlphaBetaValues.NotAcyclicException.class)
        .hasMessage("the weak search follows lines of play of at most 4096 moves");
  }

  /** What a piece of work threw on a thread of its own with a stack of so many bytes, or null. */
  private static Throwable failureOnAStackOf(long stackBytes, Runnable work)
      throws InterruptedException {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread thread =
        new Thread(
            null,
            () -> {
              try {
                work.run();
              } catch (Throwable failure) {
                thrown.set(failure);
              }
            },
            "stack-of-" + stackBytes,
            stackBytes);
    thread.start();
    thread.join();
    return thrown.get();
  }

  /**
   * Tic-tac-toe with and without its symmetries, nim with three heaps of up to 9, and 300 random
   * tiered games.
   */
  private static List<RankedPositions> smallGames() {
    List<RankedPositions> games = new ArrayList<>();
    games.add(new TicTacToe(false));
    games.add(new TicTacToe(true));
    games.add(new RankedNim(3, 9, 9));
    for (long seed = 0; seed < 300; seed++) {
      games.add(new RandomTiers(seed, seed % 2 == 0));
    }
    return games;
  }
}
