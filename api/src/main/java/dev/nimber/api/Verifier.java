package dev.nimber.api;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Checks that a game's solvers agree: on every instance, every pair of solvers is asked every question both answer,
 * and their answers are compared with {@link GameDescriptor#agree}. A solver that refuses an instance (beyond its
 * limits, or out of budget) is left out of that instance. A disagreement is shrunk to the smallest instance that
 * still shows it, smaller parameters first.
 *
 * <p>This is the machinery behind {@code nimber verify}, and what the built-in games' own tests use. Not
 * thread-safe: one verifier per thread.
 */
public final class Verifier {

  /**
   * Two solvers that answered one question differently on one instance.
   *
   * @param instance the raw parameter values, in the order the game declares its parameters
   * @param first the first solver's name
   * @param second the second solver's name
   * @param question the question
   * @param firstAnswer what the first solver answered
   * @param secondAnswer what the second solver answered
   */
  public record Disagreement(
      Map<String, Object> instance, String first, String second, Question question, Answer firstAnswer,
      Answer secondAnswer) {

    /** In words: the instance as typed on a command line, the question and both answers. */
    public String describe() {
      StringBuilder text = new StringBuilder();
      instance.forEach((name, value) -> text.append(text.length() == 0 ? "" : " ").append(name).append('=')
          .append(Parameters.typed(value)));
      return text + ": '" + question + "' " + first + " says \"" + firstAnswer.text() + "\", " + second
          + " says \"" + secondAnswer.text() + "\"";
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
  public record PairTally(String first, String second, long compared, long agreed, long nanos) {}

  /**
   * What a check found.
   *
   * @param pairs one tally per pair of solvers, in the order of the solvers
   * @param instances how many instances were checked
   * @param disagreement the first disagreement, shrunk, or empty when all agreed
   * @param disagreements how many instances showed a disagreement
   */
  public record Report(List<PairTally> pairs, long instances, Optional<Disagreement> disagreement, long disagreements) {}

  /** Told after each instance, for progress. */
  public interface Progress {
    void instanceChecked();
  }

  private static final int MAX_SHRINK_STEPS = 10_000;

  private final GameDescriptor game;
  private final List<GameSolver> solvers;

  /**
   * @param game the game
   * @param solvers at least two of its solvers
   */
  public Verifier(GameDescriptor game, List<GameSolver> solvers) {
    if (solvers.size() < 2) {
      throw new IllegalArgumentException("checking agreement needs at least two solvers, got " + solvers.size());
    }
    this.game = game;
    this.solvers = List.copyOf(solvers);
  }

  /**
   * Checks every instance, in order; stops at the first disagreement unless {@code keepGoing}.
   *
   * @param instances raw parameter values; instances the game rejects are skipped
   */
  public Report check(Iterable<Map<String, Object>> instances, boolean keepGoing, Progress progress) {
    long[][] compared = new long[solvers.size()][solvers.size()];
    long[][] agreed = new long[solvers.size()][solvers.size()];
    long[][] nanos = new long[solvers.size()][solvers.size()];
    long checked = 0;
    long disagreements = 0;
    Disagreement first = null;
    for (Map<String, Object> given : instances) {
      Map<String, Object> instance = inDeclaredOrder(given);
      Optional<List<Answered>> answers = answerAll(instance);
      progress.instanceChecked();
      if (answers.isEmpty()) {
        continue;
      }
      checked++;
      Disagreement found = null;
      for (int i = 0; i < solvers.size(); i++) {
        for (int j = i + 1; j < solvers.size(); j++) {
          Answered a = answers.get().get(i);
          Answered b = answers.get().get(j);
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
      if (found != null) {
        disagreements++;
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
        pairs.add(new PairTally(solvers.get(i).name(), solvers.get(j).name(), compared[i][j], agreed[i][j],
            nanos[i][j]));
      }
    }
    return new Report(pairs, checked, Optional.ofNullable(first), disagreements);
  }

  /** {@code count} random instances of sizes spread evenly on a log scale from {@code minSize} to {@code maxSize}. */
  public static List<Map<String, Object>> randomInstances(
      GameDescriptor game, int count, long seed, long minSize, long maxSize) {
    Random random = new Random(seed);
    List<Map<String, Object>> instances = new ArrayList<>();
    double low = Math.log(Math.max(1, minSize));
    double high = Math.log(Math.max(minSize, maxSize));
    for (int i = 0; i < count; i++) {
      long size = Math.max(1, Math.round(Math.exp(low + (high - low) * random.nextDouble())));
      game.randomInstance(size, random).ifPresent(instances::add);
    }
    return instances;
  }

  /**
   * The smallest instance that still shows a disagreement between the same two solvers: integers are halved or
   * decreased by one, and list elements removed, as long as the disagreement stays.
   */
  public Disagreement shrink(Disagreement found) {
    Disagreement smallest = found;
    for (int step = 0; step < MAX_SHRINK_STEPS; step++) {
      Optional<Disagreement> smaller = Optional.empty();
      for (Map<String, Object> candidate : candidates(smallest.instance())) {
        smaller = disagreementBetween(candidate, smallest.first(), smallest.second());
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

  private Optional<Disagreement> disagreementBetween(Map<String, Object> instance, String first, String second) {
    Verifier pair = new Verifier(game, List.of(solver(first), solver(second)));
    return pair.answerAll(instance).flatMap(answers -> pair.compare(instance, answers.get(0), answers.get(1)));
  }

  private GameSolver solver(String name) {
    return solvers.stream().filter(solver -> solver.name().equals(name)).findFirst().orElseThrow();
  }

  /** Smaller versions of an instance, smallest first for each parameter. */
  private static List<Map<String, Object>> candidates(Map<String, Object> instance) {
    List<Map<String, Object>> candidates = new ArrayList<>();
    for (Map.Entry<String, Object> entry : instance.entrySet()) {
      Object value = entry.getValue();
      Optional<BigInteger> integer = asInteger(value);
      if (integer.isPresent() && integer.get().signum() > 0) {
        BigInteger v = integer.get();
        for (BigInteger smaller : List.of(BigInteger.ZERO, BigInteger.ONE, v.shiftRight(1), v.subtract(BigInteger.ONE))) {
          if (smaller.compareTo(v) < 0) {
            candidates.add(with(instance, entry.getKey(), smaller));
          }
        }
      } else if (value instanceof List<?> list && !list.isEmpty()) {
        for (int i = 0; i < list.size(); i++) {
          List<Object> fewer = new ArrayList<>(list);
          fewer.remove(i);
          candidates.add(with(instance, entry.getKey(), fewer));
        }
      }
    }
    return candidates;
  }

  /**
   * The instance with its parameters in the order the game declares them (names it does not declare last, sorted), so
   * that what is printed and the order in which shrinking tries parameters never depend on the map's own order.
   */
  private Map<String, Object> inDeclaredOrder(Map<String, Object> instance) {
    Map<String, Object> ordered = new LinkedHashMap<>();
    for (Parameter<?> parameter : game.parameters()) {
      if (instance.containsKey(parameter.name())) {
        ordered.put(parameter.name(), instance.get(parameter.name()));
      }
    }
    instance.keySet().stream().filter(name -> !ordered.containsKey(name)).sorted()
        .forEach(name -> ordered.put(name, instance.get(name)));
    return ordered;
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
        return Optional.of(IntegerText.parse(text));
      } catch (IntegerText.RefusedException notAnInteger) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }

  private static Map<String, Object> with(Map<String, Object> instance, String name, Object value) {
    Map<String, Object> copy = new LinkedHashMap<>(instance);
    copy.put(name, value);
    return copy;
  }

  /** One solver's answers on one instance, by question. */
  private record Answered(String solver, Map<Question, Answer> answers, long nanos) {}

  /** Every solver's answers to every question it answers, or empty when the game rejects the instance. */
  private Optional<List<Answered>> answerAll(Map<String, Object> instance) {
    Parameters parameters;
    try {
      parameters = game.bind(instance);
    } catch (InvalidParameterException rejected) {
      return Optional.empty();
    }
    List<Answered> all = new ArrayList<>();
    for (GameSolver solver : solvers) {
      Map<Question, Answer> answers = new LinkedHashMap<>();
      long start = System.nanoTime();
      try {
        solver.checkSupports(parameters);
        for (Question question : solver.questions()) {
          try {
            answers.put(question, solver.solve(parameters, question));
          } catch (SolverFailureException | UnsupportedInstanceException unanswered) {
            // Out of budget, or this question needs what the instance lacks: nothing to compare.
          }
        }
      } catch (UnsupportedInstanceException beyondLimits) {
        answers.clear();
      }
      all.add(new Answered(solver.name(), answers, System.nanoTime() - start));
    }
    return Optional.of(all);
  }

  private Optional<Disagreement> compare(Map<String, Object> instance, Answered a, Answered b) {
    for (Map.Entry<Question, Answer> entry : a.answers.entrySet()) {
      Answer other = b.answers.get(entry.getKey());
      if (other != null && !game.agree(entry.getKey(), entry.getValue(), other)) {
        return Optional.of(new Disagreement(instance, a.solver, b.solver, entry.getKey(), entry.getValue(), other));
      }
    }
    return Optional.empty();
  }
}
