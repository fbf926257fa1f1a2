package dev.nimber.engine;

import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.Shortage;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.loopy.LoopySearch;
import dev.nimber.engine.loopy.LoopyValuation;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.SearchProgress;
import java.math.BigInteger;
import java.util.Optional;

/**
 * How a {@link SearchSolver} answers a question about positions it searches as objects (a game that
 * does not number them): the search, by components where it meets a sum, with retrograde analysis
 * of the whole reachable graph should a line of play repeat; and, under {@code --method weak}, the
 * weak search of the objects. Made by its solver, whose options, threads and Grundy answers it
 * uses.
 */
final class ObjectMethods {

  private final SearchSolver solver;
  private final GameDescriptor game;
  private final Positions positions;

  ObjectMethods(SearchSolver solver, GameDescriptor game, Positions positions) {
    this.solver = solver;
    this.game = game;
    this.positions = positions;
  }

  /**
   * An empty search of the game's positions: its numbered components valued in flat arrays where
   * the game numbers them, its values searched past valuing whole where the game decides no
   * position by rule ({@link GameSearch#decidesNoPositionByRule}), and its components' values taken
   * from the game's theory where it has one ({@link GameSearch#valuesComponentsBy}).
   */
  GameSearch newSearch(GameSearch.Options options) {
    GameSearch search =
        positions
            .numberedComponents()
            .map(numbering -> new GameSearch(options, numbering))
            .orElseGet(() -> new GameSearch(options));
    if (!positions.decidesByRule()) {
      search.decidesNoPositionByRule();
    }
    positions.componentValues().ifPresent(search::valuesComponentsBy);
    return search;
  }

  /**
   * The search of positions as objects: refused at once where the game says the instance needs more
   * positions than the budget.
   */
  SearchPlan plan(Parameters parameters, Question question, String play) {
    return new SearchPlan(
        () -> describeObjects(parameters, question, play),
        () -> checkBudget(parameters, question),
        search -> {
          Position start = positions.start(parameters);
          return LoopySearch.unlessLoopy(
              () -> solveByComponents(start, question, search), () -> solveLoopy(start, question));
        });
  }

  /** The search of positions as objects, in words: by components, whole until a sum, or whole. */
  private String describeObjects(Parameters parameters, Question question, String play) {
    Position start = positions.start(parameters);
    GameSearch search = solver.newSearch();
    boolean whole = question.equals(Question.REMOTENESS) || question.equals(Question.MOVES);
    if (!whole && search.decomposes(start)) {
      String numbered =
          positions.numberedComponents().isPresent()
              ? " the components the game numbers in a flat array on one thread, the others as objects,"
              : "";
      return "search of positions as objects, sums valued by their components (Sprague-Grundy, "
          + play
          + "):"
          + numbered
          + " a component's many moves looked up on "
          + solver.threads()
          + (solver.threads() == 1 ? " thread" : " threads")
          + "; should a line of play repeat, generalized Sprague-Grundy values of the components (loopy)";
    }
    if (!whole && !solver.misere()) {
      return "search of positions as objects (normal play), valued whole until it meets a sum, which it"
          + " then values by its components (Sprague-Grundy); should a line of play repeat,"
          + " retrograde analysis of the whole reachable graph (loopy)";
    }
    if (SumRemoteness.valuesNear(search, start)) {
      return "search of positions as objects (normal play) until it meets a sum, then of sums as"
          + " multisets of their components (each component's moves listed once; the components'"
          + " Grundy values tell the lost sums, and a won sum follows only its moves to them); should"
          + " a line of play repeat, retrograde analysis of the whole reachable graph (loopy)";
    }
    boolean sum = GameSearch.isSum(start, start.components());
    return "search of positions as objects ("
        + play
        + ")"
        + (sum ? ", the sum searched whole: misère play has no shortcut for sums" : "")
        + "; should a line of play repeat, retrograde analysis of the whole reachable graph (loopy)";
  }

  /**
   * Refuses, for the search of positions as objects, an instance the game says needs more positions
   * than the budget.
   */
  private void checkBudget(Parameters parameters, Question question) {
    // Misère play, and every move's value, take sums whole, as remoteness does.
    Question searched =
        solver.misere() || question.equals(Question.MOVES) ? Question.REMOTENESS : question;
    Optional<BigInteger> least = positions.positionsAtLeast(parameters, searched);
    long budget = solver.options().memoBudget();
    if (least.isPresent() && least.get().compareTo(BigInteger.valueOf(budget)) > 0) {
      throw new UnsupportedInstanceException(
          "the search would visit at least "
              + least.get()
              + " positions to"
              + " answer '"
              + question
              + "' from this instance, and its budget is "
              + budget
              + " positions",
          Shortage.setting(GameSearch.Options.BUDGET_PROPERTY));
    }
  }

  /**
   * Answers by the search of positions as objects: outcome, move and Grundy value by components
   * where it meets a sum; remoteness and every move's value, near a sum under normal play, by the
   * search of sums of components, else by the positions searched whole.
   */
  private Answer solveByComponents(Position start, Question question, GameSearch search) {
    return new ObjectValuation(search, solver::grundy).answer(start, question, game.outcomeWords());
  }

  /**
   * Answers for a game found to be loopy: outcome, move and remoteness by retrograde analysis of
   * the whole reachable graph (a draw has no remoteness), the generalized Grundy value (finite, or
   * ∞ with its set) by Smith's labelling, and a sum's outcome from its components' values under
   * normal play.
   */
  Answer solveLoopy(Position start, Question question) {
    return new LoopyValuation(
            new LoopySearch(solver.options()), start, solver.misere(), solver::undefinedGrundy)
        .answer(start, question, game.outcomeWords());
  }

  /**
   * The weak search of the positions as objects ({@link AlphaBetaValues#ofObjects}), under {@code
   * --method weak} for a game that does not number its positions: sums searched whole, and a line
   * of play that repeats refused.
   */
  SearchPlan weakPlan(Parameters parameters, Question question, String play) {
    return new SearchPlan(
        () ->
            "alpha-beta search of positions as objects with a transposition table ("
                + play
                + "), the weak method:"
                + " sums searched whole; a line of play that repeats is refused",
        () -> {},
        search -> solveWeakly(positions.start(parameters), question));
  }

  private Answer solveWeakly(Position start, Question question) {
    try {
      AlphaBetaValues search =
          AlphaBetaValues.ofObjects(
              solver.misere(),
              NumberedMethods.weakTableMostBytes(),
              solver.options().memoBudget(),
              positions.decidesByRule());
      search.reportTo(solver.searchProgress(), SearchProgress.REPORT_EVERY);
      return solver.answer(start, question, search);
    } catch (AlphaBetaValues.NotAcyclicException outside) {
      throw NumberedMethods.cannotAnswer("weak", outside);
    }
  }
}
