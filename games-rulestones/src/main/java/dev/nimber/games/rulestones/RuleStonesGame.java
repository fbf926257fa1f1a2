package dev.nimber.games.rulestones;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.OutcomeWords;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * The rule-based stone game (CSP-S 2019, first round, "取石子"): rules (a, b); with r stones left the
 * player to move may take b stones by any rule with r >= a and r >= b. A player who cannot move
 * loses; the pile starts with m.
 */
@AutoService(GameDescriptor.class)
public final class RuleStonesGame implements GameDescriptor {

  /** The most rules an instance may have. */
  public static final int MAX_RULES = 10_000;

  /** The largest b any solver accepts. */
  public static final long MAX_B = 100_000;

  /** The largest a, and the largest pile. */
  public static final long MAX_PILE = 1_000_000_000_000_000_000L;

  static final Parameter<List<Rule>> RULES =
      Parameter.required(
          "rules",
          "the rules a:b: with at least a and at least b stones left, a player may take b",
          new RuleType(MAX_PILE, MAX_B, MAX_RULES));
  static final Parameter<BigInteger> M =
      Parameter.required("m", "stones in the pile at the start", ParameterType.integer(0, MAX_PILE))
          .ofPosition();
  static final Parameter<BigInteger> FROM =
      Parameter.optional(
          "from",
          "for 'losing': the first pile of the range",
          ParameterType.integer(0, MAX_PILE),
          BigInteger.ZERO);
  static final Parameter<BigInteger> TO =
      Parameter.optional(
          "to",
          "for 'losing': the last pile of the range (default m)",
          ParameterType.integer(0, MAX_PILE),
          null);
  static final Parameter<BigInteger> LIMIT =
      Parameter.optional(
          "limit",
          "for 'losing': the most piles listed",
          ParameterType.integer(1, 100_000),
          BigInteger.valueOf(100));

  @Override
  public String id() {
    return "rulestones";
  }

  @Override
  public String description() {
    return "rules a:b: with at least a and b stones, take b; who cannot move loses (CSP-S 2019 取石子)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(RULES, M, FROM, TO, LIMIT);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "periodic";
  }

  @Override
  public OutcomeWords outcomeWords() {
    return new OutcomeWords("Win", "Loss");
  }

  /** The range of 'losing' is not empty: from <= to. */
  @Override
  public void validate(Parameters parameters) {
    long from = parameters.longValue(FROM);
    long to = to(parameters);
    if (from > to) {
      throw InvalidParameterException.of(TO.name(), to, "at least from = " + from);
    }
  }

  /** The last pile of the range for 'losing': {@code to}, or m when not given. */
  static long to(Parameters parameters) {
    return parameters.find(TO).orElseGet(() -> parameters.get(M)).longValueExact();
  }

  /**
   * The periodic sweep (the default) and the original problem's sweep; the host adds the search.
   */
  @Override
  public List<GameSolver> solvers() {
    return List.of(new RuleStonesPeriodicSolver(this), new RuleStonesClassicSolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new RuleStonesPositions(this));
  }

  /** Every set of one or two rules with a, b from 1 to 4, on every pile 0..size. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<String> single = new ArrayList<>();
    for (int a = 1; a <= 4; a++) {
      for (int b = 1; b <= 4; b++) {
        single.add(a + ":" + b);
      }
    }
    List<List<String>> ruleSets = new ArrayList<>();
    for (int i = 0; i < single.size(); i++) {
      ruleSets.add(List.of(single.get(i)));
      for (int j = i + 1; j < single.size(); j++) {
        ruleSets.add(List.of(single.get(i), single.get(j)));
      }
    }
    List<Parameters> instances = new ArrayList<>();
    for (int m = 0; m <= size; m++) {
      for (List<String> rules : ruleSets) {
        instances.add(instance(rules, m));
      }
    }
    return instances;
  }

  /** One to eight rules with a up to {@code size} and b up to 64, on a pile up to {@code size}. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    List<String> rules = new ArrayList<>();
    for (int i = 1 + random.nextInt(8); i > 0; i--) {
      rules.add((1 + (long) (random.nextDouble() * size)) + ":" + (1 + random.nextInt(64)));
    }
    return Optional.of(instance(rules, (long) (random.nextDouble() * (size + 1))));
  }

  /** The checked instance of these rules, written a:b, on a pile of m. */
  Parameters instance(List<String> rules, long m) {
    Map<String, Object> raw = new LinkedHashMap<>();
    raw.put(RULES.name(), rules);
    raw.put(M.name(), m);
    return bind(raw);
  }

  @Override
  public Optional<JudgeFormat> judgeFormat() {
    return Optional.of(new RuleStonesJudgeFormat());
  }

  static List<Rule> rules(Parameters parameters) {
    return parameters.get(RULES);
  }
}
