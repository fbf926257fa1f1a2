package dev.nimber.testkit;

import dev.nimber.api.API;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InstanceException;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.SolverFailureException;
import dev.nimber.engine.GameSearch;
import dev.nimber.engine.MoveCheck;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Checks a game's solvers: every pair answers every question both answer alike ({@link
 * GameDescriptor#agree}), every winning move a solver answers is a legal move that leaves a
 * position lost for the opponent, and no solver throws outside its contract. A solver that refuses
 * an instance (beyond its limits, out of budget) is left out of that instance. What is found is
 * shrunk to the smallest instance that still shows it, smaller parameters first.
 *
 * <p>Moves are checked against the game's {@link Positions}: the move must be one the start
 * position's {@link Position#move(String)} finds by its label (and lead where the answer says, when
 * it carries its {@link Move}); with {@code searchMoves}, the engine must also prove the position
 * it leads to lost for the player then to move. Instances too large for positions are left to
 * {@link GameDescriptor#checkMove}. On those small instances, every position's {@link
 * Position#children()} must be where its moves lead ({@link ChildrenCheck}); a game that numbers
 * its positions ({@link Positions#ranked}) also has its numbering checked against its positions
 * ({@link NumberingCheck}), and one that numbers the components of its sums ({@link
 * Positions#numberedComponents}) has that numbering checked too ({@link ComponentNumberingCheck}),
 * one that values its components by its own theory ({@link Positions#componentValues}) those values
 * ({@link ComponentValuesCheck}), and one that writes its positions as keys ({@link
 * Positions#keys}) its keys ({@link KeyCheck}), and its coding for the weak search ({@link
 * Positions#coded}, {@link CodingCheck}), before its solvers: the engine and solved databases trust
 * them. The clicks of every position's {@link Position#picture()} must name its legal moves ({@link
 * PictureCheck}).
 *
 * <p>This is the machinery behind {@code nimber verify}, and what {@link GameContract} runs in
 * every game's tests. Not thread-safe: one verifier per thread.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public final class Verifier {

  /** Something wrong that the check found on one instance. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public sealed interface Finding permits Disagreement, BadMove, SolverBroke, BadNumbering {

    /**
     * The instance it was found on.
     *
     * @return the checked instance
     */
    Parameters instance();

    /**
     * The solvers it concerns: two for a disagreement, one otherwise.
     *
     * @return their names
     */
    List<String> solvers();

    /**
     * What was found, in words, starting with the instance as typed on a command line.
     *
     * @return one line
     */
    String describe();
  }

  /**
   * Two solvers that answered one question differently on one instance.
   *
   * @param instance the instance
   * @param first the first solver's name
   * @param second the second solver's name
   * @param question the question
   * @param firstAnswer what the first solver answered
   * @param secondAnswer what the second solver answered
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record Disagreement(
      Parameters instance,
      String first,
      String second,
      Question question,
      Answer firstAnswer,
      Answer secondAnswer)
      implements Finding {

    @Override
    public List<String> solvers() {
      return List.of(first, second);
    }

    @Override
    public String describe() {
      return instance
          + ": '"
          + question
          + "' "
          + first
          + " says \""
          + firstAnswer.text()
          + "\", "
          + second
          + " says \""
          + secondAnswer.text()
          + "\"";
    }
  }

  /**
   * A winning move a solver answered that is not legal, or does not win.
   *
   * @param instance the instance
   * @param solver the solver's name
   * @param answer its answer
   * @param problem what is wrong with the move
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record BadMove(Parameters instance, String solver, Answer answer, String problem)
      implements Finding {

    @Override
    public List<String> solvers() {
      return List.of(solver);
    }

    @Override
    public String describe() {
      return instance + ": 'move' " + solver + " says \"" + answer.text() + "\", " + problem;
    }
  }

  /**
   * A solver that threw outside its contract (not a refusal, not a failure to answer): a bug in it.
   *
   * @param instance the instance
   * @param solver the solver's name
   * @param question the question it was asked
   * @param failure what it threw
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record SolverBroke(
      Parameters instance, String solver, Question question, Throwable failure) implements Finding {

    @Override
    public List<String> solvers() {
      return List.of(solver);
    }

    @Override
    public String describe() {
      return instance
          + ": '"
          + question
          + "' "
          + solver
          + " threw "
          + failure.getClass().getSimpleName()
          + (failure.getMessage() == null ? "" : ": " + failure.getMessage());
    }
  }

  /**
   * Children of positions that are not where their moves lead ({@link ChildrenCheck}), or a
   * numbering of the instance's positions ({@link Positions#ranked}) or of the game's components
   * ({@link Positions#numberedComponents}), values of its components ({@link
   * Positions#componentValues}), or keys of its positions ({@link Positions#keys}), that do not
   * agree with its positions, which the engine and solved databases trust: see {@link
   * NumberingCheck}, {@link ComponentNumberingCheck}, {@link ComponentValuesCheck}, {@link
   * KeyCheck} and {@link CodingCheck}; or a position's picture whose clicks name no legal move
   * ({@link PictureCheck}).
   *
   * @param instance the instance
   * @param problem which numbering is wrong and how, in words ("ranked numbering expands …")
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record BadNumbering(Parameters instance, String problem) implements Finding {

    @Override
    public List<String> solvers() {
      return List.of();
    }

    @Override
    public String describe() {
      return instance + ": the game's " + problem;
    }
  }

  /**
   * How one pair of solvers fared.
   *
   * @param first the first solver's name
   * @param second the second solver's name
   * @param compared instances both answered at least one common question of
   * @param agreed of those, the instances where every common answer agreed
   * @param nanos the time both solvers spent on the compared instances
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record PairTally(String first, String second, long compared, long agreed, long nanos) {}

  /**
   * What a check found.
   *
   * @param pairs one tally per pair of solvers, in the order of the solvers
   * @param instances how many instances were checked
   * @param movesChecked how many winning moves were checked against the positions or by the game
   * @param finding the first thing found wrong, shrunk, or empty when nothing was
   * @param findings how many instances showed something wrong
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public record Report(
      List<PairTally> pairs,
      long instances,
      long movesChecked,
      Optional<Finding> finding,
      long findings) {}

  /** Told after each instance, for progress. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  public interface Progress {

    /** One more instance was checked. */
    void instanceChecked();
  }

  private static final int MAX_SHRINK_STEPS = 10_000;

  /** The most positions the numbering check reaches from a small instance's start. */
  private static final int NUMBERING_BUDGET = 100_000;

  /**
   * The most positions of an instance whose coding for the weak search is checked: fewer, since a
   * numbering checked already serves as the default coding, and each position's moves are coded
   * again.
   */
  private static final int CODING_BUDGET = 20_000;

  /**
   * The most positions of an instance whose children are checked against their moves ({@link
   * ChildrenCheck}).
   */
  private static final int CHILDREN_BUDGET = 1_000;

  /**
   * The search that checks a move stops at this many positions: a move it cannot decide is not held
   * against it.
   */
  private static final long MOVE_SEARCH_BUDGET = 1 << 20;

  private final GameDescriptor game;
  private final List<GameSolver> solvers;
  private final boolean searchMoves;
  private long movesChecked;

  /**
   * @param game the game
   * @param solvers at least one of its solvers (agreement needs two; moves are checked with one)
   * @param searchMoves whether the engine proves each winning move's position lost (for small
   *     instances)
   */
  public Verifier(GameDescriptor game, List<GameSolver> solvers, boolean searchMoves) {
    if (solvers.isEmpty()) {
      throw new IllegalArgumentException("checking needs at least one solver");
    }
    this.game = game;
    this.solvers = List.copyOf(solvers);
    this.searchMoves = searchMoves;
  }

  /**
   * Checks every instance, in order; stops at the first finding unless {@code keepGoing}.
   *
   * @param instances checked instances of the game
   * @param keepGoing whether to go on after a finding, counting them
   * @param progress told after each instance
   * @return what was found
   */
  public Report check(Iterable<Parameters> instances, boolean keepGoing, Progress progress) {
    long[][] compared = new long[solvers.size()][solvers.size()];
    long[][] agreed = new long[solvers.size()][solvers.size()];
    long[][] nanos = new long[solvers.size()][solvers.size()];
    long checked = 0;
    long findings = 0;
    Finding first = null;
    for (Parameters instance : instances) {
      List<Answered> answers = answerAll(instance, solvers);
      progress.instanceChecked();
      checked++;
      // A numbering the engine trusts first, then a solver that broke, the solvers' disagreements,
      // and the moves each
      // answered alone.
      Finding found = badNumbering(instance).or(() -> broken(instance, answers)).orElse(null);
      for (int i = 0; i < solvers.size(); i++) {
        for (int j = i + 1; j < solvers.size(); j++) {
          Answered a = answers.get(i);
          Answered b = answers.get(j);
          if (a.answers.keySet().stream().noneMatch(b.answers::containsKey)) {
            continue;
          }
          Optional<Disagreement> pair = compare(instance, a, b);
          compared[i][j]++;
          nanos[i][j] += a.nanos + b.nanos;
          if (pair.isEmpty()) {
            agreed[i][j]++;
          } else if (found == null) {
            found = pair.get();
          }
        }
      }
      if (found == null) {
        found = badMove(instance, answers).orElse(null);
      }
      if (found != null) {
        findings++;
        if (first == null) {
          first = shrink(found);
        }
        if (!keepGoing) {
          break;
        }
      }
    }
    List<PairTally> pairs = new ArrayList<>();
    for (int i = 0; i < solvers.size(); i++) {
      for (int j = i + 1; j < solvers.size(); j++) {
        pairs.add(
            new PairTally(
                solvers.get(i).name(),
                solvers.get(j).name(),
                compared[i][j],
                agreed[i][j],
                nanos[i][j]));
      }
    }
    return new Report(pairs, checked, movesChecked, Optional.ofNullable(first), findings);
  }

  /**
   * {@code count} random instances of sizes spread evenly on a log scale from {@code minSize} to
   * {@code maxSize}.
   *
   * @param game the game that draws them ({@link GameDescriptor#randomInstance})
   * @param count how many to draw
   * @param seed the seed: the same seed gives the same instances
   * @param minSize the smallest size
   * @param maxSize the largest size
   * @return the instances the game drew
   */
  public static List<Parameters> randomInstances(
      GameDescriptor game, int count, long seed, long minSize, long maxSize) {
    Random random = new Random(seed);
    List<Parameters> instances = new ArrayList<>();
    double low = Math.log(Math.max(1, minSize));
    double high = Math.log(Math.max(minSize, maxSize));
    for (int i = 0; i < count; i++) {
      long size = Math.max(1, Math.round(Math.exp(low + (high - low) * random.nextDouble())));
      game.randomInstance(size, random).ifPresent(instances::add);
    }
    return instances;
  }

  /**
   * The smallest instance that still shows the same kind of finding for the same solvers: integers
   * are halved or decreased by one and list elements removed, as long as it stays; parameters left
   * at their default are kept.
   *
   * @param found what was found
   * @return what is found on the smallest instance that still shows it
   */
  public Finding shrink(Finding found) {
    Finding smallest = found;
    List<GameSolver> concerned = found.solvers().stream().map(this::solver).toList();
    for (int step = 0; step < MAX_SHRINK_STEPS; step++) {
      Optional<Finding> smaller = Optional.empty();
      for (Parameters candidate : candidates(smallest.instance())) {
        smaller =
            findingOn(candidate, concerned).filter(same -> same.getClass() == found.getClass());
        if (smaller.isPresent()) {
          break;
        }
      }
      if (smaller.isEmpty()) {
        return smallest;
      }
      smallest = smaller.get();
    }
    return smallest;
  }

  private Optional<Finding> findingOn(Parameters instance, List<GameSolver> some) {
    List<Answered> answers = answerAll(instance, some);
    return badNumbering(instance)
        .or(() -> broken(instance, answers))
        .or(
            () ->
                answers.size() < 2
                    ? Optional.empty()
                    : compare(instance, answers.get(0), answers.get(1)))
        .or(() -> badMove(instance, answers));
  }

  /**
   * On small instances (those whose moves the search checks), a numbering that does not agree with
   * the positions; positions reached past {@value #NUMBERING_BUDGET} are not checked.
   */
  private Optional<Finding> badNumbering(Parameters instance) {
    if (!searchMoves || game.positions().isEmpty()) {
      return Optional.empty();
    }
    try {
      Positions positions = game.positions().get();
      return ChildrenCheck.problem(positions, instance, CHILDREN_BUDGET)
          .map(problem -> "positions' " + problem)
          .or(
              () ->
                  NumberingCheck.problem(positions, instance, NUMBERING_BUDGET)
                      .map(problem -> "ranked numbering " + problem))
          .or(
              () ->
                  ComponentNumberingCheck.problem(positions, instance, NUMBERING_BUDGET)
                      .map(problem -> "numbering of its components " + problem))
          .or(
              () ->
                  ComponentValuesCheck.problem(positions, instance, NUMBERING_BUDGET)
                      .map(problem -> "values of its components " + problem))
          .or(
              () ->
                  KeyCheck.problem(positions, instance, NUMBERING_BUDGET)
                      .map(problem -> "keys " + problem))
          .or(
              () ->
                  CodingCheck.problem(positions, instance, CODING_BUDGET)
                      .map(problem -> "coding for the weak search " + problem))
          .or(
              () ->
                  ObjectSearchCheck.problem(positions, instance)
                      .map(problem -> "positions " + problem))
          .or(
              () ->
                  PictureCheck.problem(positions, instance, CHILDREN_BUDGET)
                      .map(problem -> "picture " + problem))
          .map(problem -> new BadNumbering(instance, problem));
    } catch (InstanceException noPosition) {
      return Optional.empty();
    } catch (RuntimeException failure) {
      return Optional.of(
          new BadNumbering(
              instance,
              "numbering failed while checked: "
                  + failure.getClass().getSimpleName()
                  + (failure.getMessage() == null ? "" : ": " + failure.getMessage())));
    }
  }

  private GameSolver solver(String name) {
    return solvers.stream().filter(solver -> solver.name().equals(name)).findFirst().orElseThrow();
  }

  /**
   * Smaller versions of an instance, smallest first for each parameter, in the order the game
   * declares them.
   */
  private List<Parameters> candidates(Parameters instance) {
    Map<String, Object> plain = instance.toPlain();
    List<Parameters> candidates = new ArrayList<>();
    for (Parameter<?> parameter : game.parameters()) {
      Object value = plain.get(parameter.name());
      if (value == null || isDefault(parameter, instance)) {
        continue;
      }
      Optional<BigInteger> integer = asInteger(value);
      if (integer.isPresent() && integer.get().signum() > 0) {
        BigInteger v = integer.get();
        for (BigInteger smaller :
            List.of(BigInteger.ZERO, BigInteger.ONE, v.shiftRight(1), v.subtract(BigInteger.ONE))) {
          if (smaller.compareTo(v) < 0) {
            bound(plain, parameter.name(), smaller).ifPresent(candidates::add);
          }
        }
      } else if (value instanceof List<?> list && !list.isEmpty()) {
        for (int i = 0; i < list.size(); i++) {
          List<Object> fewer = new ArrayList<>(list);
          fewer.remove(i);
          bound(plain, parameter.name(), fewer).ifPresent(candidates::add);
        }
      }
    }
    return candidates;
  }

  private static boolean isDefault(Parameter<?> parameter, Parameters instance) {
    return parameter.defaultValue() != null
        && instance.find(parameter).map(parameter.defaultValue()::equals).orElse(false);
  }

  private Optional<Parameters> bound(Map<String, Object> plain, String name, Object value) {
    Map<String, Object> copy = new LinkedHashMap<>(plain);
    copy.put(name, value);
    try {
      return Optional.of(game.bind(copy));
    } catch (InvalidParameterException notAnInstance) {
      return Optional.empty();
    }
  }

  private static Optional<BigInteger> asInteger(Object value) {
    if (value instanceof BigInteger big) {
      return Optional.of(big);
    }
    if (value instanceof Long || value instanceof Integer) {
      return Optional.of(BigInteger.valueOf(((Number) value).longValue()));
    }
    if (value instanceof String text) {
      try {
        return Optional.of(ParameterType.anyInteger().parse("value", text));
      } catch (InvalidParameterException notAnInteger) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  /**
   * The questions of a solver that are checked among the verifier's solvers, in the solver's order.
   */
  private List<Question> checkedQuestions(GameSolver solver) {
    return solver.questions().stream()
        .filter(
            question ->
                question.equals(Question.MOVE)
                    || solvers.stream()
                        .anyMatch(other -> other != solver && other.questions().contains(question)))
        .toList();
  }

  /**
   * One solver's answers on one instance, by question, and what it threw outside its contract, if
   * anything.
   */
  private record Answered(
      String solver,
      Map<Question, Answer> answers,
      long nanos,
      Question brokeOn,
      Throwable broke) {}

  /**
   * Every solver's answers to the questions that are checked: those another of the verifier's
   * solvers answers too, and {@code move}, whose answers are checked alone. (The search's
   * remoteness of a sum, say, is not asked for nothing.) Shrinking asks a few solvers the same
   * questions as the check did, so a finding stays reproducible.
   */
  private List<Answered> answerAll(Parameters instance, List<GameSolver> some) {
    List<Answered> all = new ArrayList<>();
    for (GameSolver solver : some) {
      Map<Question, Answer> answers = new LinkedHashMap<>();
      Question brokeOn = null;
      Throwable broke = null;
      long start = System.nanoTime();
      for (Question question : checkedQuestions(solver)) {
        try {
          solver.checkSupports(instance, question);
          Answer answer = solver.solve(instance, question);
          if (answer == null) {
            throw new NullPointerException("the solver answered null");
          }
          answers.put(question, answer);
        } catch (InstanceException | SolverFailureException unanswered) {
          // Beyond its limits, out of budget, or this question needs what the instance lacks:
          // nothing to compare.
        } catch (RuntimeException | StackOverflowError | LinkageError bug) {
          brokeOn = question;
          broke = bug;
          break;
        }
      }
      all.add(new Answered(solver.name(), answers, System.nanoTime() - start, brokeOn, broke));
    }
    return all;
  }

  private static Optional<Finding> broken(Parameters instance, List<Answered> answers) {
    return answers.stream()
        .filter(answered -> answered.broke != null)
        .findFirst()
        .map(
            answered ->
                new SolverBroke(instance, answered.solver, answered.brokeOn, answered.broke));
  }

  /**
   * The first winning move any solver answered that is not legal or does not win; the instance
   * filled in.
   */
  private Optional<Finding> badMove(Parameters instance, List<Answered> answers) {
    for (Answered answered : answers) {
      Answer move = answered.answers.get(Question.MOVE);
      if (move == null || !move.firstPlayerWins().orElse(false)) {
        continue;
      }
      Optional<String> problem = problemWith(instance, move);
      if (problem.isPresent()) {
        return Optional.of(new BadMove(instance, answered.solver, move, problem.get()));
      }
    }
    return Optional.empty();
  }

  /**
   * What is wrong with a winning move: what the host checks before it prints one ({@link
   * MoveCheck}), then, with {@code searchMoves}, whether the search proves the position it leads to
   * lost.
   */
  private Optional<String> problemWith(Parameters instance, Answer answer) {
    movesChecked++;
    Optional<Position> start = MoveCheck.startOf(game, instance);
    Optional<String> problem = MoveCheck.problem(game, start, instance, answer);
    if (problem.isPresent() || !searchMoves || start.isEmpty()) {
      return problem;
    }
    Optional<Move> legal = start.get().move(answer.moveLabel());
    if (legal.isPresent() && !lostAfter(legal.get())) {
      return Optional.of("but it leads to a position the search proves won for the opponent");
    }
    return Optional.empty();
  }

  /**
   * Whether the engine proves the position a move leads to lost for the player then to move (true
   * if undecided); a sum is valued by its components.
   */
  private static boolean lostAfter(Move move) {
    try {
      return new GameSearch(new GameSearch.Options(false, MOVE_SEARCH_BUDGET)).outcome(move.to())
          == Outcome.LOSS;
    } catch (SolverFailureException undecided) {
      return true;
    }
  }

  private Optional<Disagreement> compare(Parameters instance, Answered a, Answered b) {
    for (Map.Entry<Question, Answer> entry : a.answers.entrySet()) {
      Answer other = b.answers.get(entry.getKey());
      if (other != null && !game.agree(entry.getKey(), entry.getValue(), other)) {
        return Optional.of(
            new Disagreement(
                instance, a.solver, b.solver, entry.getKey(), entry.getValue(), other));
      }
    }
    return Optional.empty();
  }
}
