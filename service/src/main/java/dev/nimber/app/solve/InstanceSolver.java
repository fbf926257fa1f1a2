package dev.nimber.app.solve;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.app.service.GameEntry;
import dev.nimber.app.service.PluginCall;
import dev.nimber.app.service.PluginFailureException;
import dev.nimber.app.service.Selection;
import dev.nimber.app.service.Solved;
import dev.nimber.db.Database;
import dev.nimber.engine.MoveCheck;
import dev.nimber.engine.SearchSolver;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import javax.inject.Inject;
import javax.inject.Named;

/**
 * Checks an instance, asks the selected solver, and times the solver alone. Every call into the
 * plugin is guarded ({@link PluginCall}): a plugin that throws outside its contract fails this
 * instance with a message naming the plugin, the solver and the instance.
 */
public final class InstanceSolver {

  private final LongSupplier nanoClock;

  @Inject
  public InstanceSolver(@Named("nanoClock") LongSupplier nanoClock) {
    this.nanoClock = nanoClock;
  }

  /**
   * Reads and checks raw values with the game's own checks.
   *
   * @throws dev.nimber.api.InvalidParameterException when a value is missing or not allowed
   * @throws dev.nimber.app.service.PluginFailureException when the game's checks themselves fail
   */
  public static Parameters bind(GameEntry game, Map<String, ?> raw) {
    return PluginCall.guard(
        () -> game.describe() + ", checking the parameters " + raw,
        () -> game.descriptor().bind(raw));
  }

  /**
   * Solves an instance given as raw values.
   *
   * @throws dev.nimber.api.InvalidParameterException when a value is missing or not allowed
   * @throws UnsupportedInstanceException when the instance is beyond the solver's limits; the
   *     message adds the other solvers that answer the question
   * @throws dev.nimber.api.SolverFailureException when the solver could not answer
   * @throws dev.nimber.app.service.PluginFailureException when the game or the solver broke their
   *     contract
   */
  public Solved solve(Selection selection, Map<String, ?> raw) {
    return solve(selection, bind(selection.game(), raw));
  }

  /** Solves a checked instance; throws as {@link #solve(Selection, Map)} does. */
  public Solved solve(Selection selection, Parameters parameters) {
    return solve(
        selection,
        parameters,
        (Function<GameSolver, Answer>) solver -> solver.solve(parameters, selection.question()));
  }

  /**
   * Solves a checked instance, with the memo of a table or plot when the solver is the generic
   * search; throws as {@link #solve(Selection, Map)} does.
   */
  public Solved solve(Selection selection, Parameters parameters, SharedSearch shared) {
    return solve(
        selection,
        parameters,
        solver ->
            selection
                .engine()
                .map(search -> shared.solve(selection, search, parameters))
                .orElseGet(() -> solver.solve(parameters, selection.question())));
  }

  /**
   * Solves an instance given as raw values, from the kept solve of its rules when the solver is the
   * engine's search and the game numbers its positions ({@link RulesetCache}); throws as {@link
   * #solve(Selection, Map)} does.
   */
  public Solved solve(Selection selection, Map<String, ?> raw, RulesetCache rulesets) {
    return solve(selection, bind(selection.game(), raw), rulesets);
  }

  /** Solves a checked instance as {@link #solve(Selection, Map, RulesetCache)} does. */
  public Solved solve(Selection selection, Parameters parameters, RulesetCache rulesets) {
    return solve(
        selection,
        parameters,
        solver ->
            selection
                .engine()
                .map(
                    search ->
                        rulesets.answer(
                            selection,
                            search,
                            parameters,
                            () -> search.solve(parameters, selection.question())))
                .orElseGet(() -> solver.solve(parameters, selection.question())));
  }

  /**
   * Answers from a solved database that holds the instance, through the engine's solver: the
   * answer's JSON says {@code "source": "db"}.
   *
   * @param selection the game, its engine solver and the question
   * @param parameters the instance the database holds
   * @param stored the open database
   * @throws UnsupportedInstanceException when the question is one the database cannot answer (a
   *     Grundy value)
   * @throws dev.nimber.db.DatabaseException when a block read is damaged
   * @throws dev.nimber.app.service.PluginFailureException when the game broke its contract
   * @throws IllegalArgumentException when the solver selected is not the engine's
   */
  public Solved solveFrom(Selection selection, Parameters parameters, Database stored) {
    SearchSolver engine =
        selection
            .engine()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "a database answers through the engine's solver, not "
                            + selection.solver().name()));
    long start = nanoClock.getAsLong();
    Answer answer =
        PluginCall.guard(
            () -> doing(selection, parameters) + " from the database",
            () -> engine.stored().answerFrom(parameters, selection.question(), stored));
    long nanos = nanoClock.getAsLong() - start;
    checkMove(selection, parameters, answer);
    return new Solved(selection, parameters, answer, nanos, true);
  }

  /**
   * Answers a checked instance by the work given, which stands for the selected solver (values the
   * engine found another way): timed, and its move checked, as every answer is; throws as {@link
   * #solve(Selection, Map)} does.
   */
  public Solved solveBy(Selection selection, Parameters parameters, Supplier<Answer> answer) {
    return solve(selection, parameters, solver -> answer.get());
  }

  /**
   * Asks the selected solver; when it refuses the instance (beyond its limits or its theory) and
   * the host chose it, the next solver that answers the question, and so on ({@link
   * Selection#fallbacks}): the answer's selection names the solver that answered.
   */
  private Solved solve(
      Selection selection, Parameters parameters, Function<GameSolver, Answer> ask) {
    Selection asked = selection;
    UnsupportedInstanceException first = null;
    while (true) {
      try {
        // A fallback is asked plainly: the caller's way of asking (a kept ruleset, a shared memo)
        // is the chosen solver's.
        Question question = asked.question();
        Solved solved =
            askOnce(
                asked,
                parameters,
                asked == selection ? ask : solver -> solver.solve(parameters, question));
        return question.equals(Question.MOVE) && solved.answer().namedMove().isEmpty()
            ? bestMoveOfNext(asked, parameters).orElse(solved)
            : solved;
      } catch (UnsupportedInstanceException refused) {
        first = first == null ? refused : first;
        Optional<Selection> next = asked.next();
        if (next.isEmpty()) {
          throw asked == selection
              ? withOtherSolvers(refused, selection, "")
              : new UnsupportedInstanceException(
                  first.getMessage()
                      + "; the other solvers of game '"
                      + selection.game().descriptor().id()
                      + "' that answer '"
                      + selection.question()
                      + "' ("
                      + selection
                          .game()
                          .otherSolversAnswering(selection.question(), selection.solver())
                      + ") refused it too");
        }
        asked = next.get();
      }
    }
  }

  /**
   * Where the host's choice answered {@code move} with no move (no move wins, and the theory does
   * not say which loses slowest or keeps the tie), the best move from the next solver that names
   * one ({@link Answer#bestMove}): the engine's search, where it takes the instance. A solver that
   * refuses or fails leaves the first answer as it was.
   */
  private Optional<Solved> bestMoveOfNext(Selection answered, Parameters parameters) {
    for (Optional<Selection> next = answered.next(); next.isPresent(); next = next.get().next()) {
      Selection asked = next.get();
      try {
        Solved solved =
            askOnce(asked, parameters, solver -> solver.solve(parameters, Question.MOVE));
        if (solved.answer().namedMove().isPresent()) {
          return Optional.of(solved);
        }
      } catch (UnsupportedInstanceException | SolverFailureException notThere) {
        // The first answer stands.
      }
    }
    return Optional.empty();
  }

  /**
   * Asks the selected solver alone: whether it takes the instance, its answer timed, its move
   * checked.
   */
  private Solved askOnce(
      Selection selection, Parameters parameters, Function<GameSolver, Answer> ask) {
    GameSolver solver = selection.solver();
    askSupports(selection, parameters);
    long start = nanoClock.getAsLong();
    Answer answer = PluginCall.guard(() -> doing(selection, parameters), () -> ask.apply(solver));
    long nanos = nanoClock.getAsLong() - start;
    checkMove(selection, parameters, answer);
    return new Solved(selection, parameters, answer, nanos);
  }

  /**
   * Checks the move an answer carries, as {@link MoveCheck} does, before anything prints or plays
   * it.
   *
   * @throws PluginFailureException when the move is not legal, or the game's own check of it finds
   *     it wrong: the message names the plugin, the solver, the instance and the move
   */
  public static void checkMove(Selection selection, Parameters parameters, Answer answer) {
    if (!MoveCheck.carriesMove(selection.question(), answer)) {
      return;
    }
    Optional<String> problem =
        PluginCall.guard(
            () ->
                selection.game().describe()
                    + ", checking the move '"
                    + answer.moveLabel()
                    + "' that "
                    + doing(selection, parameters)
                    + " answered",
            () -> MoveCheck.problem(selection.game().descriptor(), parameters, answer));
    if (problem.isPresent()) {
      throw new PluginFailureException(
          doing(selection, parameters)
              + ", answered the move '"
              + answer.moveLabel()
              + "', "
              + problem.get(),
          null);
    }
  }

  /**
   * Asks the selected solver whether it takes an instance, before any work.
   *
   * @param howToChoose said after the other solvers' description, before their names ({@code "
   *     (choose one with --solver)"}), or empty
   * @throws UnsupportedInstanceException when it does not: the solver's reason, then the other
   *     solvers of the game that answer the question
   * @throws dev.nimber.app.service.PluginFailureException when the check itself fails
   */
  public static void checkSupports(Selection selection, Parameters parameters, String howToChoose) {
    try {
      askSupports(selection, parameters);
    } catch (UnsupportedInstanceException refused) {
      throw withOtherSolvers(refused, selection, howToChoose);
    }
  }

  /**
   * The solver of a selection's chain that takes an instance: the selection's own, or the first of
   * its fallbacks ({@link Selection#next}) past those that refuse the instance before any work, as
   * solving it goes; the selection itself when none takes it. For what is said about a solve while
   * it runs (its method, a timeout, a stop), which would otherwise name a solver that refused.
   * O(the solvers refusing), each asked {@link GameSolver#checkSupports} once more.
   */
  public static Selection taking(Selection selection, Parameters parameters) {
    for (Selection asked = selection; ; ) {
      try {
        askSupports(asked, parameters);
        return asked;
      } catch (UnsupportedInstanceException | PluginFailureException refused) {
        Optional<Selection> next = asked.next();
        if (next.isEmpty()) {
          return selection;
        }
        asked = next.get();
      }
    }
  }

  private static void askSupports(Selection selection, Parameters parameters) {
    PluginCall.run(
        () -> doing(selection, parameters),
        () -> selection.solver().checkSupports(parameters, selection.question()));
  }

  /**
   * How messages name a call into a plugin's solver: {@code solver 'x' of game 'g' (from a.jar),
   * asked 'outcome' of n=5}.
   */
  public static String doing(Selection selection, Parameters parameters) {
    return selection.game().describe(selection.solver())
        + ", asked '"
        + selection.question()
        + "' of "
        + (parameters.toString().isEmpty() ? "its one instance" : parameters);
  }

  /** A refusal, followed by the other solvers of the game that answer the question. */
  private static UnsupportedInstanceException withOtherSolvers(
      UnsupportedInstanceException refused, Selection selection, String howToChoose) {
    return new UnsupportedInstanceException(
        refused.getMessage()
            + "; other solvers of game '"
            + selection.game().descriptor().id()
            + "' that answer '"
            + selection.question()
            + "'"
            + howToChoose
            + ": "
            + selection.game().otherSolversAnswering(selection.question(), selection.solver()));
  }
}
