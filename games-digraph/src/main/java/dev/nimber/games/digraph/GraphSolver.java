package dev.nimber.games.digraph;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.LoopyGrundy;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Answers from the graph itself, on arrays indexed by vertex rather than on positions as objects:
 * the generalized Sprague–Grundy value of every vertex a token can reach (Smith's labelling, {@link
 * GraphValues}), a sum of tokens valued by the sum rules; and, for one token, its outcome and
 * remoteness by retrograde analysis of the graph. The engine's search of the positions is the
 * reference it is checked against; the sum rules are the engine's ({@link LoopyGrundy}).
 */
final class GraphSolver implements GameSolver {

  private final OutcomeWords words;

  GraphSolver(OutcomeWords words) {
    this.words = words;
  }

  @Override
  public String name() {
    return "graph";
  }

  @Override
  public String description() {
    return "Smith's labelling and retrograde analysis on the graph's arrays, tokens summed by the rules for sums:"
        + " O((g + 2)(n + e)) for n vertices and e edges reachable, g the largest finite value";
  }

  @Override
  public List<Question> questions() {
    return List.of(Question.OUTCOME, Question.MOVE, Question.REMOTENESS, Question.GRUNDY);
  }

  @Override
  public String limits() {
    return "remoteness: one token (a sum's remoteness needs the positions of all its tokens: the search answers it)";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    if (question.equals(Question.REMOTENESS) && parameters.get(DigraphGame.TOKENS).size() > 1) {
      throw new UnsupportedInstanceException(
          "solver 'graph' gives the remoteness of one token; a sum's remoteness"
              + " needs the positions of all its tokens (--solver search answers it)");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    Digraph graph = parameters.get(DigraphGame.EDGES);
    int[] tokens =
        parameters.get(DigraphGame.TOKENS).stream()
            .mapToInt(BigInteger::intValueExact)
            .sorted()
            .toArray();
    GraphValues values = GraphValues.reachableFrom(graph, tokens);
    if (question.equals(Question.REMOTENESS)) {
      return remoteness(values, tokens[0]);
    }
    LoopyGrundy sum = LoopyGrundy.of(0);
    for (int token : tokens) {
      sum = sum.plus(valueOf(values, token));
    }
    if (question.equals(Question.GRUNDY)) {
      return sum.answer();
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(sum.outcome(), words);
    }
    if (question.equals(Question.MOVE)) {
      return sum.outcome() == Outcome.WIN
          ? Answer.winningMove(winningMove(graph, values, tokens, sum), Map.of())
          : Answer.noWinningMove();
    }
    throw new IllegalArgumentException("solver 'graph' does not answer '" + question + "'");
  }

  private static LoopyGrundy valueOf(GraphValues values, int vertex) {
    int value = values.grundy(vertex);
    return value >= 0
        ? LoopyGrundy.of(value)
        : LoopyGrundy.infinite(values.finiteAmongFollowers(vertex));
  }

  /**
   * A move of one token to a position of value 0, lost for the opponent. One token moves to its
   * fastest lost follower, as the retrograde analysis finds it. In a sum: with every value finite,
   * a token of value g to a follower of value g ⊕ s (there is one, below g); with one token of
   * value ∞(K) and the others worth a, that token to a follower of finite value a (a is in K, since
   * the sum wins); of several such followers, the one Smith's labelling valued first, so that
   * repeated moves make progress rather than go round a cycle. The token is numbered as the
   * position numbers it: the first of the tokens on its vertex, in increasing order of vertices.
   */
  private static Move winningMove(
      Digraph graph, GraphValues values, int[] tokens, LoopyGrundy sum) {
    if (tokens.length == 1) {
      return move(graph, tokens, 0, values.fastestWin(tokens[0]));
    }
    for (int index = 0; index < tokens.length; index++) {
      if (index > 0 && tokens[index - 1] == tokens[index]) {
        continue;
      }
      int own = values.grundy(tokens[index]);
      int wanted;
      if (sum.isInfinite()) {
        if (own >= 0) {
          continue;
        }
        LoopyGrundy others = LoopyGrundy.of(0);
        for (int other = 0; other < tokens.length; other++) {
          others = other == index ? others : others.plus(valueOf(values, tokens[other]));
        }
        wanted = others.finite();
      } else {
        wanted = own ^ sum.finite();
        if (wanted >= own) {
          continue;
        }
      }
      int to = values.firstValuedFollower(tokens[index], wanted);
      if (to >= 0) {
        return move(graph, tokens, index, to);
      }
    }
    throw new IllegalStateException("the tokens are worth " + sum + " but no move takes them to 0");
  }

  private static Move move(Digraph graph, int[] tokens, int index, int to) {
    if (to < 0) {
      throw new IllegalStateException(
          "token " + (index + 1) + " wins but has no move to a lost position");
    }
    List<Integer> after = new ArrayList<>();
    for (int token : tokens) {
      after.add(token);
    }
    after.set(index, to);
    return new Move(
        "token " + (index + 1) + ": " + tokens[index] + ">" + to, new Tokens(graph, after));
  }

  private Answer remoteness(GraphValues values, int token) {
    GraphValues.Verdict verdict = values.verdict(token);
    if (verdict.outcome() == Outcome.DRAW) {
      throw new SolverFailureException(
          SolverFailureException.Reason.UNDEFINED,
          "the position is a draw: with"
              + " perfect play the game goes on forever, so it has no remoteness");
    }
    return Answer.remoteness(verdict.outcome(), verdict.remoteness());
  }
}
