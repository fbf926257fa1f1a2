package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.SumGames.Graph;
import dev.nimber.engine.SumGames.Heap;
import dev.nimber.engine.SumGames.Node;
import dev.nimber.engine.SumGames.Row;
import dev.nimber.engine.SumGames.Sum;
import dev.nimber.engine.TextbookGames.DecidedByRule;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The remoteness of sums searched over multisets of components, against the same games searched
 * whole as one position, which shares none of its code.
 */
class SumRemotenessTest {

  private static GameSearch.Evaluation searchedWhole(Position position) {
    return new GameSearch().evaluate(position);
  }

  /**
   * Every sum of up to three Kayles rows of up to 9 pins, and every row of 3 to 18 (not a sum, but
   * every move from it leaves one), valued by one search that keeps its sums: as the rows searched
   * whole.
   */
  @Test
  void kaylesRowsAndTheirSumsHaveTheValuesOfTheRowsSearchedWhole() {
    GameSearch search = new GameSearch();
    int compared = 0;
    for (int a = 0; a <= 9; a++) {
      for (int b = a; b <= 9; b++) {
        for (int c = b; c <= 9; c++) {
          Position split =
              Sum.unpack(
                  Sum.of(true, List.of(new Row(a, true), new Row(b, true), new Row(c, true))));
          Position whole =
              Sum.unpack(
                  Sum.of(false, List.of(new Row(a, false), new Row(b, false), new Row(c, false))));
          Optional<GameSearch.Evaluation> bySums = SumRemoteness.nearASum(search, split);
          if (a + b > 0) {
            assertThat(bySums).as("rows %d %d %d", a, b, c).isPresent();
          }
          if (bySums.isPresent()) {
            assertThat(bySums.get()).as("rows %s", split).isEqualTo(searchedWhole(whole));
          }
          compared += bySums.isPresent() ? 1 : 0;
        }
      }
    }
    for (int pins = 3; pins <= 18; pins++) {
      assertThat(SumRemoteness.nearASum(search, new Row(pins, true)))
          .as("row %d", pins)
          .hasValue(searchedWhole(new Row(pins, false)));
      compared++;
    }
    assertThat(compared).isGreaterThan(200);
  }

  /**
   * Kayles rows written as the one-file example writes them, where a move that knocks down a whole
   * row leaves that row, empty, among the components: valued as the rows searched whole, and
   * keeping as many sums as the rows that leave an empty row out, since a component without a move
   * adds nothing to a sum.
   */
  @Test
  void aComponentWithoutAMoveIsLeftOutOfTheSums() {
    for (int pins = 3; pins <= 16; pins++) {
      GameSearch keepingEmpty = new GameSearch();
      GameSearch leavingOut = new GameSearch();
      assertThat(SumRemoteness.nearASum(keepingEmpty, new RowsKeepingEmpty(List.of(pins))))
          .as("row %d", pins)
          .hasValue(searchedWhole(new Row(pins, false)));
      assertThat(SumRemoteness.nearASum(leavingOut, new Row(pins, true)))
          .hasValue(searchedWhole(new Row(pins, false)));
      assertThat(keepingEmpty.sums().sumsKept())
          .as("row %d", pins)
          .isEqualTo(leavingOut.sums().sumsKept());
    }
    assertThat(SumRemoteness.nearASum(new GameSearch(), new RowsKeepingEmpty(List.of(0, 0))))
        .hasValue(new GameSearch.Evaluation(Outcome.LOSS, 0, 0));
    assertThat(SumRemoteness.nearASum(new GameSearch(), new RowsKeepingEmpty(List.of(0, 1, 2))))
        .hasValue(searchedWhole(whole(List.of(1, 2))));
  }

  /** Rows of Kayles as one position, not a sum: {@code rows} of them searched whole. */
  private static Position whole(List<Integer> rows) {
    return Sum.unpack(Sum.of(false, rows.stream().map(pins -> new Row(pins, false)).toList()));
  }

  /**
   * Rows of Kayles that keep the empty rows a move leaves, each row a component of its own once
   * there are two, as {@code examples/games/kayles.java} keeps the empty row a move leaves alone.
   */
  private record RowsKeepingEmpty(List<Integer> pins) implements Position {
    RowsKeepingEmpty {
      pins = pins.stream().sorted().toList();
    }

    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>();
      for (int row = 0; row < pins.size(); row++) {
        for (int knocked = 1; knocked <= Math.min(2, pins.get(row)); knocked++) {
          for (int before = 0; before + knocked <= pins.get(row); before++) {
            List<Integer> after = new ArrayList<>(pins);
            after.set(row, before);
            after.add(pins.get(row) - knocked - before);
            moves.add(
                new Move(
                    row + ": knock " + knocked + " after " + before, new RowsKeepingEmpty(after)));
          }
        }
      }
      return moves;
    }

    @Override
    public List<Position> components() {
      return pins.size() < 2
          ? List.of()
          : pins.stream().map(row -> (Position) new RowsKeepingEmpty(List.of(row))).toList();
    }
  }

  /** Sums of Nim heaps and of tokens on random acyclic graphs: as their product searched whole. */
  @Test
  void sumsOfHeapsAndRandomAcyclicGamesHaveTheValuesOfTheirProductSearchedWhole() {
    GameSearch search = new GameSearch();
    for (int a = 0; a <= 6; a++) {
      for (int b = 0; b <= 6; b++) {
        Sum split = Sum.of(true, List.of(new Heap(a), new Heap(b), new Heap(3)));
        Sum whole = Sum.of(false, List.of(new Heap(a), new Heap(b), new Heap(3)));
        assertThat(SumRemoteness.nearASum(search, split))
            .as("heaps %d %d 3", a, b)
            .hasValue(searchedWhole(whole));
      }
    }
    Random random = new Random(20261204);
    for (int trial = 0; trial < 300; trial++) {
      int count = 2 + random.nextInt(3);
      List<Position> parts = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        Graph graph = GameSearchSumsTest.randomGraph(trial * 10 + i, 2 + random.nextInt(7), random);
        parts.add(new Node(graph, random.nextInt(graph.edges().length)));
      }
      Sum split = Sum.of(true, parts);
      Optional<GameSearch.Evaluation> bySums = SumRemoteness.nearASum(search, split);
      if (split.parts().size() > 1) {
        assertThat(bySums)
            .as("trial %d", trial)
            .hasValue(searchedWhole(Sum.of(false, split.parts())));
      }
    }
  }

  /**
   * Sums of up to 24 small Nim heaps, longer than the table's first format holds: as the sums
   * searched whole, and {@code k} heaps of one stone take exactly {@code k} moves.
   */
  @Test
  void longSumsOfHeapsHaveTheValuesOfTheSumsSearchedWhole() {
    GameSearch search = new GameSearch();
    int[][] counts = {{24, 0, 0}, {10, 11, 0}, {7, 8, 9}};
    for (int[] count : counts) {
      List<Position> heaps = new ArrayList<>();
      for (int stones = 1; stones <= 3; stones++) {
        for (int i = 0; i < count[stones - 1]; i++) {
          heaps.add(new Heap(stones));
        }
      }
      assertThat(SumRemoteness.nearASum(search, Sum.of(true, heaps)))
          .as("heaps of 1, 2 and 3 stones: %d, %d and %d", count[0], count[1], count[2])
          .hasValue(searchedWhole(Sum.of(false, heaps)));
    }
    for (int k = 1; k <= 40; k++) {
      Sum ones = Sum.of(true, Collections.nCopies(k, new Heap(1)));
      GameSearch.Evaluation evaluation = SumRemoteness.nearASum(search, ones).orElseThrow();
      assertThat(evaluation.remoteness()).as("%d heaps of one", k).isEqualTo(k);
      assertThat(evaluation.outcome()).isEqualTo(k % 2 == 1 ? Outcome.WIN : Outcome.LOSS);
    }
  }

  /**
   * A line of play deeper than the thread's stack holds is left to the whole search (empty here),
   * and the same search then values other sums as before.
   */
  @Test
  void aLineDeeperThanTheStackIsLeftToTheWholeSearchAndTheSearchGoesOn() throws Exception {
    GameSearch search = new GameSearch();
    Sum deep = Sum.of(true, Collections.nCopies(20_000, new Heap(1)));
    List<Optional<GameSearch.Evaluation>> answer = new ArrayList<>();
    Thread small =
        new Thread(null, () -> answer.add(SumRemoteness.nearASum(search, deep)), "small", 1 << 16);
    small.start();
    small.join();
    assertThat(answer).containsExactly(Optional.empty());
    for (int k = 1; k <= 5; k++) {
      Sum heaps = Sum.of(true, List.of(new Heap(k), new Heap(2), new Heap(3), new Heap(1)));
      assertThat(SumRemoteness.nearASum(search, heaps))
          .as("heaps %d 2 3 1", k)
          .hasValue(searchedWhole(Sum.of(false, heaps.parts())));
    }
  }

  /**
   * A part decided by rule as a win has no Grundy value: such sums are left to the whole search
   * (empty here), and where none is reachable they are valued as the whole search values them.
   */
  @Test
  void sumsThatMeetAPositionDecidedByRuleAreLeftToTheWholeSearch() {
    GameSearch search = new GameSearch();
    int leftOut = 0;
    for (int a = 0; a <= 12; a++) {
      for (int b = 0; b <= 12; b++) {
        Sum split = Sum.of(true, List.of(new DecidedByRule(a, false), new DecidedByRule(b, false)));
        Optional<GameSearch.Evaluation> bySums = SumRemoteness.nearASum(search, split);
        if (bySums.isPresent()) {
          assertThat(bySums.get())
              .as("%d %d", a, b)
              .isEqualTo(
                  searchedWhole(
                      Sum.of(
                          false,
                          List.of(new DecidedByRule(a, false), new DecidedByRule(b, false)))));
        } else {
          leftOut++;
        }
      }
    }
    assertThat(
            SumRemoteness.nearASum(
                search,
                Sum.of(true, List.of(new DecidedByRule(7, false), new DecidedByRule(7, false)))))
        .as("5 is reachable")
        .isEmpty();
    assertThat(leftOut).isGreaterThan(100);
  }

  /**
   * Every lost sum of up to three Kayles rows of up to 7 pins, and every lost row of up to 14 (not
   * a sum, but every move from it leaves one): the move named is the first that loses slowest as
   * the same position searched whole values its moves, and the answer says in how many moves.
   */
  @Test
  void aLostSumNamesTheFirstMoveThatLosesSlowestAsItsMovesSearchedWholeAreValued() {
    GameSearch search = new GameSearch();
    ObjectValuation valuation =
        new ObjectValuation(
            search,
            grundy -> {
              throw new AssertionError("no Grundy value is asked");
            });
    List<List<Integer>> rowSets = new ArrayList<>();
    for (int a = 0; a <= 7; a++) {
      for (int b = a; b <= 7; b++) {
        for (int c = b; c <= 7; c++) {
          rowSets.add(List.of(a, b, c));
        }
      }
    }
    for (int pins = 8; pins <= 14; pins++) {
      rowSets.add(List.of(pins));
    }
    int lost = 0;
    for (List<Integer> rows : rowSets) {
      Position split = Sum.unpack(Sum.of(true, rows.stream().map(n -> new Row(n, true)).toList()));
      Position whole =
          Sum.unpack(Sum.of(false, rows.stream().map(n -> new Row(n, false)).toList()));
      GameSearch.Evaluation value = searchedWhole(whole);
      if (value.outcome() != Outcome.LOSS || whole.moves().isEmpty()) {
        continue;
      }
      String slowest = null;
      long longest = -1;
      for (Move move : whole.moves()) {
        long lasts = searchedWhole(move.to()).remoteness();
        if (lasts > longest) {
          longest = lasts;
          slowest = move.label();
        }
      }
      assertThat(longest + 1).as("rows %s", rows).isEqualTo(value.remoteness());
      assertThat(search.bestMove(split).map(Move::label)).as("rows %s", rows).hasValue(slowest);
      assertThat(valuation.move(split).text())
          .as("rows %s", rows)
          .isEqualTo(slowest + " (loses slowest, in " + value.remoteness() + ")");
      lost++;
    }
    assertThat(lost).isGreaterThan(15);
  }

  /**
   * Past the sums it may value, the slowest loss is not named; the sums valued so far are kept, and
   * a search allowed more then names the move a fresh search names.
   */
  @Test
  void theSlowestLossGivesUpPastTheSumsItMayValue() {
    GameSearch search = new GameSearch();
    Position split = Sum.of(true, List.of(new Row(9, true), new Row(9, true)));
    assertThat(SumRemoteness.slowestLoss(search, split, 10)).isEmpty();
    Optional<SlowestLoss> fresh = SumRemoteness.slowestLoss(new GameSearch(), split);
    assertThat(fresh).isPresent();
    assertThat(SumRemoteness.slowestLoss(search, split)).isEqualTo(fresh);
  }

  @Test
  void misereSumsAreLeftToTheWholeSearch() {
    GameSearch search = new GameSearch(new GameSearch.Options(true, 1_000_000));
    assertThat(SumRemoteness.nearASum(search, Sum.of(true, List.of(new Heap(2), new Heap(3)))))
        .isEmpty();
    assertThat(SumRemoteness.nearASum(search, new Row(12, true))).isEmpty();
  }

  @Test
  void theSumsValuedCountAgainstTheBudget() {
    GameSearch search = new GameSearch(new GameSearch.Options(false, 60));
    assertThatThrownBy(() -> SumRemoteness.nearASum(search, new Row(30, true)))
        .isInstanceOfSatisfying(
            SolverFailureException.class,
            failure ->
                assertThat(failure.reason()).isEqualTo(SolverFailureException.Reason.BUDGET));
  }

  /**
   * A walk on a grid: a move steps one square left or one down, towards the corner (0, 0), where no
   * move is left. Every line of play from (x, y) lasts x + y moves.
   */
  private record Walk(int x, int y) implements Position {
    @Override
    public List<Move> moves() {
      List<Move> moves = new ArrayList<>(2);
      if (x > 0) {
        moves.add(new Move("left", new Walk(x - 1, y)));
      }
      if (y > 0) {
        moves.add(new Move("down", new Walk(x, y - 1)));
      }
      return moves;
    }
  }

  /**
   * A walk from (400, 400) beside a heap of one stone numbers more distinct components than a
   * {@code char} numbers, and is still valued by the sums, not left to the whole search: every line
   * lasts the 801 moves that take a square or the stone each, so the first player makes the last
   * move and wins in 801; its Grundy value is 800 mod 2, the walk's, XOR 1, the heap's.
   */
  @Test
  void aSumOfMoreComponentsThanACharNumbersIsValuedBySums() {
    GameSearch search = new GameSearch();
    Position walkBesideAStone = Sum.of(true, List.of(new Walk(400, 400), new Heap(1)));
    assertThat(SumRemoteness.nearASum(search, walkBesideAStone))
        .hasValue(new GameSearch.Evaluation(Outcome.WIN, 801, 1));
    assertThat(search.sums().componentsNumbered()).isGreaterThan(Character.MAX_VALUE + 1);
  }
}
