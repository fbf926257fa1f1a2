package dev.nimber.benchmarks;

import dev.nimber.api.Answer;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.games.rulestones.RuleStonesClassicSolver;
import dev.nimber.games.rulestones.RuleStonesGame;
import dev.nimber.games.rulestones.RuleStonesPeriodicSolver;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Rule stones: the classic O(m) sweep against the periodic solver at m = 10^7 with 64 random rules
 * (b <= 64, the original limit; thresholds spread over [1, m]), and the periodic solver alone at m
 * = 10^18 with 64 random rules whose thresholds spread over [1, 10^18].
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx2g")
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class RuleStonesBenchmark {

  private final RuleStonesGame game = new RuleStonesGame();
  private final RuleStonesClassicSolver classic = new RuleStonesClassicSolver(game);
  private final RuleStonesPeriodicSolver periodic = new RuleStonesPeriodicSolver(game);
  private Parameters tenTo7;
  private Parameters tenTo18;

  @Setup
  public void instances() {
    SplittableRandom random = new SplittableRandom(2019);
    tenTo7 = game.bind(Map.of("rules", randomRules(random, 10_000_000L), "m", "10^7"));
    tenTo18 =
        game.bind(Map.of("rules", randomRules(random, 1_000_000_000_000_000_000L), "m", "10^18"));
  }

  private static List<String> randomRules(SplittableRandom random, long maxA) {
    List<String> rules = new ArrayList<>();
    for (int i = 0; i < 64; i++) {
      rules.add(random.nextLong(1, maxA + 1) + ":" + random.nextInt(1, 65));
    }
    return rules;
  }

  @Benchmark
  @Warmup(iterations = 2, time = 1)
  @Measurement(iterations = 3, time = 1)
  public Answer classicAt10To7() {
    return classic.solve(tenTo7, Question.OUTCOME);
  }

  @Benchmark
  public Answer periodicAt10To7() {
    return periodic.solve(tenTo7, Question.OUTCOME);
  }

  @Benchmark
  public Answer periodicAt10To18() {
    return periodic.solve(tenTo18, Question.OUTCOME);
  }
}
