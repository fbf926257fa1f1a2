package dev.nimber.games.digraph;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.engine.SearchSolver;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Both solvers, the engine's search and the graph's own, on token games: values worked out by hand
 * (Smith's labelling), and outcomes of random graphs with one or two tokens against a brute-force
 * fixed point over every placement of the tokens.
 */
class DigraphGameTest {

  private static final DigraphGame GAME = new DigraphGame();
  private static final GameSolver ENGINE = SearchSolver.forGame(GAME).orElseThrow();
  private static final GameSolver GRAPH = GAME.solvers().get(0);

  private final DigraphGame game = GAME;
  private final GameSolver engine = ENGINE;

  static List<GameSolver> solvers() {
    return List.of(ENGINE, GRAPH);
  }

  private String ask(String edges, String tokens, Question question) {
    return ask(engine, edges, tokens, question);
  }

  private String ask(GameSolver solver, String edges, String tokens, Question question) {
    return solver.solve(game.bind(Map.of("edges", edges, "tokens", tokens)), question).text();
  }

  /**
   * 0 ⇄ 1 → 2: vertex 2 has no move (lost, value 0); 1 moves to 2 (won in 1, value 1); 0 can only
   * move to 1 (lost in 2, value 0: its one option has an option valued 0).
   */
  @ParameterizedTest
  @MethodSource("solvers")
  void aCycleWithAnExitHasTheValuesWorkedOutByHand(GameSolver solver) {
    String edges = "0>1,1>0,1>2";
    assertThat(ask(solver, edges, "0", Question.OUTCOME)).isEqualTo("Second");
    assertThat(ask(solver, edges, "0", Question.REMOTENESS)).isEqualTo("2");
    assertThat(ask(solver, edges, "0", Question.GRUNDY)).isEqualTo("0");
    assertThat(ask(solver, edges, "1", Question.MOVE)).isEqualTo("token 1: 1>2");
    assertThat(ask(solver, edges, "1", Question.GRUNDY)).isEqualTo("1");
    assertThat(ask(solver, edges, "2", Question.OUTCOME)).isEqualTo("Second");
  }

  /**
   * w ⇄ v, both → u, u → t; x ⇄ y, both → t (w, v, u, t, x, y = 0 to 5). t is 0 and u is 1; w and v
   * have options v (or w) and u, never labelled 0, so they stay infinite with K = {1}: a draw
   * (moving to u loses). x and y reach t (0), so they are ∞ with K = {0}: a win. Sums follow the
   * rules: ∞{1} + *1 = ∞{0}, a win; ∞ + ∞ is a draw.
   */
  @ParameterizedTest
  @MethodSource("solvers")
  void twoCyclesWithExitsHaveTheirInfiniteValuesAndSumsFollowTheRules(GameSolver solver) {
    String edges = "0>1,1>0,0>2,1>2,2>3,4>5,5>4,4>3,5>3";
    assertThat(ask(solver, edges, "0", Question.GRUNDY)).isEqualTo("∞{1}");
    assertThat(ask(solver, edges, "0", Question.OUTCOME)).isEqualTo("Draw");
    assertThat(ask(solver, edges, "4", Question.GRUNDY)).isEqualTo("∞{0}");
    assertThat(ask(solver, edges, "4", Question.OUTCOME)).isEqualTo("First");
    assertThat(ask(solver, edges, "2", Question.GRUNDY)).isEqualTo("1");
    assertThat(ask(solver, edges, "0,2", Question.GRUNDY)).isEqualTo("∞{0}");
    assertThat(ask(solver, edges, "0,2", Question.OUTCOME)).isEqualTo("First");
    assertThat(ask(solver, edges, "0,2", Question.MOVE)).isEqualTo("token 1: 0>2");
    assertThat(ask(solver, edges, "0,4", Question.OUTCOME)).isEqualTo("Draw");
  }

  @Test
  void randomGraphsWithOneOrTwoTokensAgreeWithABruteForceFixedPoint() {
    Random random = new Random(20261130);
    int draws = 0;
    for (int trial = 0; trial < 300; trial++) {
      int vertices = 1 + random.nextInt(6);
      List<String> edges = new ArrayList<>();
      for (int from = 0; from < vertices; from++) {
        for (int to = 0; to < vertices; to++) {
          if (random.nextInt(4) == 0) {
            edges.add(from + ">" + to);
          }
        }
      }
      edges.add((vertices - 1) + ">" + (vertices - 1));
      Digraph graph = Digraph.parse(String.join(",", edges));
      for (int a = 0; a < graph.vertices(); a++) {
        for (int b = -1; b < graph.vertices(); b++) {
          List<Integer> tokens = b < 0 ? List.of(a) : List.of(a, b);
          String expected = bruteForce(graph, tokens);
          Parameters instance = game.instance(graph, tokens);
          for (GameSolver solver : solvers()) {
            assertThat(solver.solve(instance, Question.OUTCOME).text())
                .as("%s: %s tokens %s", solver.name(), graph, tokens)
                .isEqualTo(expected);
          }
          assertThat(GRAPH.solve(instance, Question.GRUNDY).text())
              .as("%s tokens %s", graph, tokens)
              .isEqualTo(engine.solve(instance, Question.GRUNDY).text());
          if (tokens.size() == 1 && !expected.equals("Draw")) {
            assertThat(GRAPH.solve(instance, Question.REMOTENESS).text())
                .as("%s tokens %s", graph, tokens)
                .isEqualTo(engine.solve(instance, Question.REMOTENESS).text());
          }
          draws += expected.equals("Draw") ? 1 : 0;
        }
      }
    }
    assertThat(draws).isGreaterThan(100);
  }

  @Test
  void badEdgesAndTokensOffTheGraphAreNamed() {
    assertThatThrownBy(() -> game.bind(Map.of("edges", "0>1,1-2", "tokens", "0")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("edge 2 ('1-2') is not FROM>TO");
    assertThatThrownBy(() -> game.bind(Map.of("edges", "0>1", "tokens", "0,7")))
        .isInstanceOf(InvalidParameterException.class)
        .hasMessageContaining("tokens[2]")
        .hasMessageContaining("a vertex of the graph, 0 to 1");
  }

  /**
   * Who wins with the tokens placed so, by going through every placement until nothing changes: a
   * placement with a move to a lost one is won; one whose every move (none included) leads to a won
   * one is lost; the rest are draws.
   */
  private static String bruteForce(Digraph graph, List<Integer> start) {
    List<List<Integer>> placements = new ArrayList<>();
    placeAll(graph.vertices(), start.size(), new ArrayList<>(), placements);
    Map<List<Integer>, Character> status = new HashMap<>();
    boolean changed = true;
    while (changed) {
      changed = false;
      for (List<Integer> placement : placements) {
        if (status.containsKey(placement)) {
          continue;
        }
        boolean win = false;
        boolean allWon = true;
        for (Tokens next : successors(graph, placement)) {
          Character child = status.get(next.at());
          win |= child != null && child == 'L';
          allWon &= child != null && child == 'W';
        }
        if (win || allWon) {
          status.put(placement, win ? 'W' : 'L');
          changed = true;
        }
      }
    }
    Character result = status.get(start.stream().sorted().toList());
    return result == null ? "Draw" : result == 'W' ? "First" : "Second";
  }

  private static List<Tokens> successors(Digraph graph, List<Integer> placement) {
    List<Tokens> next = new ArrayList<>();
    for (int token = 0; token < placement.size(); token++) {
      for (int to : graph.out(placement.get(token))) {
        List<Integer> moved = new ArrayList<>(placement);
        moved.set(token, to);
        next.add(new Tokens(graph, moved));
      }
    }
    return next;
  }

  /** Every sorted placement of {@code count} tokens on the vertices. */
  private static void placeAll(
      int vertices, int count, List<Integer> prefix, List<List<Integer>> into) {
    if (prefix.size() == count) {
      into.add(List.copyOf(prefix));
      return;
    }
    for (int v = prefix.isEmpty() ? 0 : prefix.get(prefix.size() - 1); v < vertices; v++) {
      prefix.add(v);
      placeAll(vertices, count, prefix, into);
      prefix.remove(prefix.size() - 1);
    }
  }
}
