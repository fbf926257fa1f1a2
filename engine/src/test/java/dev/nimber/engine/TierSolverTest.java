package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.RankedNim.Heaps;
import dev.nimber.engine.loopy.LoopySearch;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongConsumer;
import org.junit.jupiter.api.Test;

class TierSolverTest {

  private static TierSolver solver(int threads, boolean misere) {
    return new TierSolver(
        new TierSolver.Options(threads, misere, true, true, TierSolver.Progress.NONE));
  }

  private static SolvedTiers solveAll(RankedPositions space, int threads, boolean misere) {
    return solver(threads, misere).solve(space, space.tierCount() - 1);
  }

  @Test
  void boundedNimHasTheGrundyValueOfTheXorOfItsHeapsModuloTakePlusOne() {
    RankedNim game = new RankedNim(3, 9, 3);
    SolvedTiers solved = solveAll(game, 2, false);
    assertThat(solved.positionsSolved()).isEqualTo(1000);
    for (Heaps heaps : game.allPositions()) {
      int xor = 0;
      for (int size : heaps.sizes()) {
        xor ^= size % 4;
      }
      GameSearch.Evaluation value = solved.evaluate(game.rankOf(heaps));
      assertThat(value.grundy()).as("%s", heaps).hasValue(xor);
      assertThat(value.outcome()).as("%s", heaps).isEqualTo(xor == 0 ? Outcome.LOSS : Outcome.WIN);
    }
  }

  /**
   * Tiers 1 to 6 lead only to tier 0 and within themselves, so they are one run solved at once,
   * three blocks each (tier 7, one position, needs them all), and every position has the value
   * worked out by hand (see {@link Spokes}), whether the loopy tiers are decided from their moves
   * or through the parents the game lists.
   */
  @Test
  void tiersThatDoNotNeedEachOtherAreSolvedAtOnceWithTheValuesWorkedOutByHand() {
    for (boolean parents : new boolean[] {false, true}) {
      Spokes spokes = new Spokes(parents);
      for (int threads = 1; threads <= 3; threads++) {
        TierSolver solver =
            new TierSolver(
                new TierSolver.Options(threads, false, false, true, TierSolver.Progress.NONE));
        assertThat(solver.plan(spokes, 7).runs()).isEqualTo(3);
        SolvedTiers solved = solver.solve(spokes, 7);
        for (int tier = 1; tier <= 6; tier++) {
          for (long rank = 0; rank < Spokes.SIZE; rank++) {
            GameSearch.Evaluation expected =
                rank % 3 == 0
                    ? new GameSearch.Evaluation(Outcome.WIN, 1, -1)
                    : rank % 2 == 0
                        ? new GameSearch.Evaluation(Outcome.LOSS, 0, -1)
                        : (rank - 1) % 3 == 0
                            ? new GameSearch.Evaluation(Outcome.LOSS, 2, -1)
                            : new GameSearch.Evaluation(Outcome.WIN, 1, -1);
            GameSearch.Evaluation actual =
                solved.evaluate(new RankedPositions.TierRank(tier, rank));
            assertThat(new GameSearch.Evaluation(actual.outcome(), actual.remoteness(), -1))
                .as("parents %s, threads %d, tier %d, rank %d", parents, threads, tier, rank)
                .isEqualTo(expected);
          }
        }
        assertThat(solved.evaluate(new RankedPositions.TierRank(7, 0)))
            .isEqualTo(new GameSearch.Evaluation(Outcome.WIN, 3, -1));
      }
    }
  }

  /**
   * Large loopy tiers, cut into many blocks: decided through their parents or from their moves, on
   * one thread or three, every position comes out the same, with wins, losses and draws among them.
   */
  @Test
  void largeLoopyTiersComeOutTheSameFromParentsOrMovesOnAnyNumberOfThreads() {
    CycleTiers byMoves = new CycleTiers(4, 30_001, false);
    CycleTiers byParents = new CycleTiers(4, 30_001, true);
    SolvedTiers reference = solveAll(byMoves, 1, false);
    int[] outcomes = new int[Outcome.values().length];
    for (int threads : new int[] {1, 3}) {
      SolvedTiers fromMoves = solveAll(byMoves, threads, false);
      SolvedTiers fromParents = solveAll(byParents, threads, false);
      for (int tier = 0; tier < 4; tier++) {
        for (long rank = 0; rank < 30_001; rank++) {
          GameSearch.Evaluation expected = reference.evaluate(tier, rank);
          assertThat(fromMoves.evaluate(tier, rank))
              .as("moves, %d threads, %d:%d", threads, tier, rank)
              .isEqualTo(expected);
          assertThat(fromParents.evaluate(tier, rank))
              .as("parents, %d threads, %d:%d", threads, tier, rank)
              .isEqualTo(expected);
          outcomes[expected.outcome().ordinal()]++;
        }
      }
    }
    assertThat(outcomes[Outcome.WIN.ordinal()]).isPositive();
    assertThat(outcomes[Outcome.LOSS.ordinal()]).isPositive();
    assertThat(outcomes[Outcome.DRAW.ordinal()]).isPositive();
  }

  @Test
  void parentsThatNameARankOutsideTheTierOrAPositionTooOftenAreAPluginFailure() {
    Spokes outside =
        new Spokes(true) {
          @Override
          public void parents(int tier, long rank, LongConsumer into) {
            into.accept(SIZE);
          }
        };
    assertThatThrownBy(() -> solver(1, false).solve(outside, 7))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageEndingWith("name rank 10000, outside tier 1, which holds ranks 0 to 9999");
    Spokes tooOften =
        new Spokes(true) {
          @Override
          public void parents(int tier, long rank, LongConsumer into) {
            super.parents(
                tier,
                rank,
                parent -> {
                  into.accept(parent);
                  into.accept(parent);
                });
          }
        };
    assertThatThrownBy(() -> solver(1, false).solve(tooOften, 7))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage(
            "parents(1, 0) name position 1 of tier 1 more often than it has moves within the tier");
  }

  /**
   * Eight tiers: tier 0 is one position with no move (lost); in tiers 1 to 6, rank r with r mod 3 =
   * 0 moves to tier 0 (won in 1), an odd rank moves to the rank below it in its tier (lost in 2
   * when that one is won in 1, else won in 1), and any other has no move (lost); tier 7, one
   * position, moves to rank 1 of tier 6 (lost in 2), so it is won in 3. Its parents within a tier,
   * when listed: rank r + 1 when it is odd.
   */
  private static class Spokes implements RankedPositions {
    static final long SIZE = 10_000;
    private final boolean parents;

    Spokes(boolean parents) {
      this.parents = parents;
    }

    @Override
    public int tierCount() {
      return 8;
    }

    @Override
    public long tierSize(int tier) {
      return tier == 0 || tier == 7 ? 1 : SIZE;
    }

    @Override
    public int[] childTiers(int tier) {
      return tier == 7 ? new int[] {0, 1, 2, 3, 4, 5, 6} : tier == 0 ? new int[0] : new int[] {0};
    }

    @Override
    public int maxMoves() {
      return 2;
    }

    @Override
    public void expand(int tier, long rank, Expansion into) {
      if (tier == 7) {
        into.child(6, 1);
        return;
      }
      if (tier > 0 && rank % 3 == 0) {
        into.child(0, 0);
      }
      if (tier > 0 && rank % 2 == 1) {
        into.child(tier, rank - 1);
      }
    }

    @Override
    public boolean listsParents() {
      return parents;
    }

    @Override
    public void parents(int tier, long rank, LongConsumer into) {
      if (rank + 1 < SIZE && (rank + 1) % 2 == 1) {
        into.accept(rank + 1);
      }
    }

    @Override
    public TierRank rankOf(Position position) {
      throw new UnsupportedOperationException("numbered only");
    }
  }

  @Test
  void everyRankOfATierIsAPositionOnce() {
    RankedNim game = new RankedNim(4, 5, 2);
    long[] seen = new long[game.tierCount()];
    List<RankedPositions.TierRank> ranks = new ArrayList<>();
    for (Heaps heaps : game.allPositions()) {
      RankedPositions.TierRank at = game.rankOf(heaps);
      seen[at.tier()]++;
      ranks.add(at);
    }
    assertThat(ranks).doesNotHaveDuplicates().hasSize(6 * 6 * 6 * 6);
    for (int tier = 0; tier < game.tierCount(); tier++) {
      assertThat(seen[tier]).as("tier %d", tier).isEqualTo(game.tierSize(tier));
    }
    assertThat(ranks).allMatch(at -> at.rank() >= 0 && at.rank() < game.tierSize(at.tier()));
  }

  @Test
  void boundedNimAgreesWithTheSearchOnOutcomeRemotenessAndGrundyUnderBothConventions() {
    RankedNim game = new RankedNim(3, 6, 2);
    for (boolean misere : new boolean[] {false, true}) {
      SolvedTiers solved = solveAll(game, 1, misere);
      GameSearch search = new GameSearch(new GameSearch.Options(misere, 1_000_000));
      for (Heaps heaps : game.allPositions()) {
        assertThat(solved.evaluate(game.rankOf(heaps)))
            .as("%s misère %s", heaps, misere)
            .isEqualTo(search.evaluate(heaps));
      }
    }
  }

  @Test
  void ticTacToeIsATieWithPerfectPlayAndAgreesWithTheSearchOnEveryReachableBoard() {
    TicTacToe game = new TicTacToe();
    SolvedTiers solved = solveAll(game, 2, false);
    GameSearch search = GameSearch.keepingEveryPosition(GameSearch.Options.defaults());
    GameSearch.Evaluation start = solved.evaluate(game.rankOf(TicTacToe.Board.EMPTY));
    assertThat(start.outcome()).isEqualTo(Outcome.TIE);
    assertThat(start.remoteness()).isEqualTo(9);
    assertThat(search.evaluate(TicTacToe.Board.EMPTY)).isEqualTo(start);
    assertThat(search.positionsEvaluated())
        .as("boards reachable from the empty one")
        .isEqualTo(5478);
    List<Position> reachable = new ArrayList<>(List.of(TicTacToe.Board.EMPTY));
    java.util.Set<Position> seen = new java.util.HashSet<>(reachable);
    for (int i = 0; i < reachable.size(); i++) {
      Position board = reachable.get(i);
      assertThat(solved.evaluate(game.rankOf(board)))
          .as("%s", board)
          .isEqualTo(search.evaluate(board));
      if (board.verdict().isEmpty()) {
        board.moves().stream()
            .map(dev.nimber.api.Move::to)
            .filter(seen::add)
            .forEach(reachable::add);
      }
    }
    assertThat(reachable).hasSize(5478);
  }

  @Test
  void declaredSymmetriesValueRepresentativesOnlyAndChangeNoAnswer() {
    TicTacToe plain = new TicTacToe(false);
    TicTacToe symmetric = new TicTacToe(true);
    SolvedTiers all = solveAll(plain, 1, false);
    SolvedTiers representatives = solveAll(symmetric, 2, false);
    long positions = java.util.stream.IntStream.range(0, 10).mapToLong(plain::tierSize).sum();
    assertThat(plain.expanded.get()).isEqualTo(positions);
    assertThat(symmetric.expanded.get()).as("representatives expanded").isLessThan(positions / 4);
    for (int tier = 0; tier < 10; tier++) {
      for (long rank = 0; rank < plain.tierSize(tier); rank++) {
        long representative = symmetric.canonical(tier, rank);
        assertThat(symmetric.canonical(tier, representative)).isEqualTo(representative);
        assertThat(representatives.evaluate(tier, rank))
            .as("tier %d rank %d", tier, rank)
            .isEqualTo(all.evaluate(tier, rank));
      }
    }
  }

  @Test
  void perfectPlayKeepsEveryTiedBoardTiedAndEveryWonBoardWon() {
    GameSearch search = new GameSearch();
    List<Position> boards = new ArrayList<>(List.of(TicTacToe.Board.EMPTY));
    java.util.Set<Position> seen = new java.util.HashSet<>(boards);
    int tied = 0;
    for (int i = 0; i < boards.size(); i++) {
      Position board = boards.get(i);
      if (board.verdict().isPresent()) {
        continue;
      }
      GameSearch.Evaluation value = search.evaluate(board);
      GameSearch.Evaluation after = search.evaluate(search.bestMove(board).orElseThrow().to());
      assertThat(after.outcome()).as("%s", board).isEqualTo(value.outcome().opposite());
      assertThat(after.remoteness()).as("%s", board).isEqualTo(value.remoteness() - 1);
      tied += value.outcome() == Outcome.TIE ? 1 : 0;
      board.moves().stream().map(dev.nimber.api.Move::to).filter(seen::add).forEach(boards::add);
    }
    assertThat(tied).isPositive();
  }

  @Test
  void randomTieredGamesAgreeWithTheSearchOnEveryPosition() {
    for (long seed = 0; seed < 2000; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      SolvedTiers solved = solveAll(game, 1 + (int) (seed % 3), false);
      GameSearch search = new GameSearch();
      for (RandomTiers.Node node : game.nodes()) {
        assertThat(solved.evaluate(game.rankOf(node)))
            .as("seed %d, %s", seed, node)
            .isEqualTo(search.evaluate(node));
      }
    }
  }

  /**
   * Tiers with moves within them (loopy tiers) are decided by retrograde analysis inside the tier;
   * every position must come out as the loopy search of the same game as objects says, draws, ties
   * and remoteness included.
   */
  @Test
  void randomLoopyTiersAgreeWithTheLoopySearchOnEveryPosition() {
    int draws = 0;
    for (long seed = 0; seed < 3000; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0, true);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved =
            new TierSolver(
                    new TierSolver.Options(
                        1 + (int) (seed % 3), misere, true, true, TierSolver.Progress.NONE))
                .solve(game, game.tierCount() - 1);
        LoopySearch loopy = new LoopySearch(new GameSearch.Options(misere, 1_000_000));
        for (RandomTiers.Node node : game.nodes()) {
          GameSearch.Evaluation expected = loopy.solve(node).evaluate(node);
          GameSearch.Evaluation actual = solved.evaluate(game.rankOf(node));
          assertThat(new GameSearch.Evaluation(actual.outcome(), actual.remoteness(), -1))
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(expected);
          draws += expected.outcome() == Outcome.DRAW ? 1 : 0;
        }
      }
    }
    assertThat(draws).as("draws among the positions compared").isGreaterThan(100);
  }

  /**
   * A game that lists its parents has its loopy tiers decided by walking back through them, with no
   * moves kept: every position comes out as the same game decided from its moves, and as the loopy
   * search of its positions says.
   */
  @Test
  void randomLoopyTiersDecidedThroughTheirParentsAgreeWithTheirMovesAndTheLoopySearch() {
    int open = 0;
    for (long seed = 0; seed < 2000; seed++) {
      RandomTiers byMoves = new RandomTiers(seed, seed % 2 == 0, true);
      RandomTiers byParents = new RandomTiers(seed, seed % 2 == 0, true, true);
      for (boolean misere : new boolean[] {false, true}) {
        TierSolver solver =
            new TierSolver(
                new TierSolver.Options(
                    1 + (int) (seed % 3), misere, true, true, TierSolver.Progress.NONE));
        SolvedTiers fromMoves = solver.solve(byMoves, byMoves.tierCount() - 1);
        SolvedTiers fromParents = solver.solve(byParents, byParents.tierCount() - 1);
        LoopySearch loopy = new LoopySearch(new GameSearch.Options(misere, 1_000_000));
        for (RandomTiers.Node node : byMoves.nodes()) {
          RankedPositions.TierRank at = byMoves.rankOf(node);
          GameSearch.Evaluation expected = loopy.solve(node).evaluate(node);
          GameSearch.Evaluation actual = fromParents.evaluate(at);
          assertThat(actual)
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(fromMoves.evaluate(at));
          assertThat(new GameSearch.Evaluation(actual.outcome(), actual.remoteness(), -1))
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(expected);
          open +=
              node.moves().stream()
                      .anyMatch(move -> ((RandomTiers.Node) move.to()).tier() == node.tier())
                  ? 1
                  : 0;
        }
      }
    }
    assertThat(open).as("positions with moves within their tier").isGreaterThan(1000);
  }

  @Test
  void theAnswersAreTheSameForAnyNumberOfThreads() {
    RankedNim game = new RankedNim(4, 14, 3);
    SolvedTiers one = solveAll(game, 1, false);
    SolvedTiers two = solveAll(game, 2, false);
    SolvedTiers five = solveAll(game, 5, false);
    for (Heaps heaps : game.allPositions()) {
      RankedPositions.TierRank at = game.rankOf(heaps);
      assertThat(two.evaluate(at)).as("%s", heaps).isEqualTo(one.evaluate(at));
      assertThat(five.evaluate(at)).as("%s", heaps).isEqualTo(one.evaluate(at));
    }
  }

  @Test
  void withoutKeepAllOnlyTheTopTierAndItsChildrenAreHeld() {
    RankedNim game = new RankedNim(3, 10, 2);
    SolvedTiers solved =
        new TierSolver(new TierSolver.Options(1, false, false, false, TierSolver.Progress.NONE))
            .solve(game, 20);
    assertThat(solved.holds(20)).isTrue();
    assertThat(solved.holds(19)).isTrue();
    assertThat(solved.holds(18)).isTrue();
    assertThat(solved.holds(17)).isFalse();
    assertThat(solved.holds(21)).isFalse();
    assertThat(solved.evaluate(20, 0).grundy()).as("no Grundy column was asked for").isEmpty();
    assertThat(solved.positionsSolved())
        .isEqualTo(java.util.stream.IntStream.rangeClosed(0, 20).mapToLong(game::tierSize).sum());
  }

  @Test
  void aSolveThatWouldNotFitTheHeapIsRefusedWithTheNumbers() {
    RankedPositions huge =
        new RankedNim(3, 2, 1) {
          @Override
          public long tierSize(int tier) {
            return 1L << 40;
          }
        };
    assertThatThrownBy(() -> solver(1, false).solve(huge, 6))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageContaining(
            "7696581394432 positions in 7 tiers, the largest of 1099511627776 positions, 3 bytes"
                + " each")
        .satisfies(
            failure ->
                assertThat(
                        ((UnsupportedInstanceException) failure).shortage().orElseThrow().heapMib())
                    .isGreaterThan(1_000_000L));
  }

  @Test
  void aNumberingWithMoreTiersThanTheHeapCanTrackIsRefusedBeforeAnyWork() {
    RankedPositions endless =
        new RankedNim(2, 3, 1) {
          @Override
          public int tierCount() {
            return Integer.MAX_VALUE;
          }

          @Override
          public int[] childTiers(int tier) {
            return tier == 0 ? new int[0] : new int[] {tier - 1};
          }
        };
    assertThatThrownBy(() -> solver(1, false).solve(endless, Integer.MAX_VALUE - 1))
        .isInstanceOf(UnsupportedInstanceException.class)
        .hasMessageStartingWith(
            "the ranked solve would keep 24 bytes for each of the 2147483647 tiers up to tier"
                + " 2147483646");
  }

  /**
   * A chain of one-position tiers with the default child tiers (every lower one): the plan is
   * quadratic, not more.
   */
  @Test
  void manySmallTiersWithTheDefaultChildTiersAreSolved() {
    int tiers = 5000;
    RankedPositions chain =
        new RankedPositions() {
          @Override
          public int tierCount() {
            return tiers;
          }

          @Override
          public long tierSize(int tier) {
            return 1;
          }

          @Override
          public int maxMoves() {
            return 1;
          }

          @Override
          public void expand(int tier, long rank, Expansion into) {
            if (tier > 0) {
              into.child(tier - 1, 0);
            }
          }

          @Override
          public TierRank rankOf(Position position) {
            throw new UnsupportedOperationException();
          }
        };
    SolvedTiers solved = solver(2, false).solve(chain, tiers - 1);
    GameSearch.Evaluation top = solved.evaluate(tiers - 1, 0);
    assertThat(top.outcome()).isEqualTo((tiers - 1) % 2 == 0 ? Outcome.LOSS : Outcome.WIN);
    assertThat(top.remoteness()).isEqualTo(tiers - 1);
    assertThat(top.grundy()).hasValue((tiers - 1) % 2);
  }

  @Test
  void anInterruptedSolveStopsWithAClearFailure() throws InterruptedException {
    RankedNim game = new RankedNim(4, 60, 3);
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread solving =
        new Thread(
            () -> {
              try {
                solveAll(game, 2, false);
              } catch (Throwable thrown) {
                failure.set(thrown);
              }
            });
    solving.start();
    Thread.sleep(100);
    solving.interrupt();
    solving.join(5000);
    assertThat(solving.isAlive()).isFalse();
    assertThat(failure.get())
        .isInstanceOf(SolverFailureException.class)
        .hasMessageContaining("interrupted");
    assertThat(((SolverFailureException) failure.get()).reason())
        .isEqualTo(SolverFailureException.Reason.INTERRUPTED);
  }

  @Test
  void aMoveToAHigherTierIsNamedAsTheGamesFault() {
    RankedPositions sideways =
        new RankedNim(2, 3, 1) {
          @Override
          public void expand(int tier, long rank, Expansion into) {
            into.child(tier + 1, 0);
          }
        };
    assertThatThrownBy(() -> solver(1, false).solve(sideways, 2))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("position 0 of tier 0 has a move to tier 1, which is above it");
  }

  @Test
  void progressIsReportedUpToTheTotal() {
    RankedNim game = new RankedNim(3, 20, 2);
    List<long[]> reports = new ArrayList<>();
    new TierSolver(
            new TierSolver.Options(
                2,
                false,
                false,
                true,
                (tier, done, total) -> reports.add(new long[] {tier, done, total})))
        .solve(game, 60);
    assertThat(reports).isNotEmpty();
    assertThat(reports.get(reports.size() - 1)).containsExactly(60, 9261, 9261);
    for (int i = 1; i < reports.size(); i++) {
      assertThat(reports.get(i)[1]).isGreaterThanOrEqualTo(reports.get(i - 1)[1]);
    }
  }
}
