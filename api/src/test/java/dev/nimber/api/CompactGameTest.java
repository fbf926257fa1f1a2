package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CompactGameTest {

  static final Parameter<BigInteger> MOST =
      Parameter.optional(
          "most", "the most stones a move takes", ParameterType.integer(1, 5), BigInteger.TWO);
  static final Parameter<BigInteger> N =
      Parameter.required("n", "stones", ParameterType.integer(0, 100)).ofPosition();

  /** Take 1 to most stones; who cannot move loses. */
  static class Takeaway extends CompactGame {
    Takeaway() {
      super(
          "takeaway",
          "take 1 to most stones",
          List.of(MOST, N),
          instance -> new Pile(instance.intValue(N), instance.intValue(MOST)));
    }
  }

  record Pile(int stones, int most) implements CompactPosition<Pile> {
    @Override
    public List<Pile> next() {
      List<Pile> next = new ArrayList<>();
      for (int take = 1; take <= Math.min(most, stones); take++) {
        next.add(new Pile(stones - take, most));
      }
      return next;
    }
  }

  @Test
  void aCompactGameIsDescribedByItsValuesAndSearchedByDefault() {
    Takeaway game = new Takeaway();
    assertThat(game.id()).isEqualTo("takeaway");
    assertThat(game.description()).isEqualTo("take 1 to most stones");
    assertThat(game.parameters()).containsExactly(MOST, N);
    assertThat(game.defaultQuestion()).isEqualTo(Question.OUTCOME);
    assertThat(game.defaultSolver()).isEqualTo("search");
    assertThat(game.solvers()).isEmpty();
    assertThat(game.judgeFormat()).isEmpty();
    Parameters instance = game.bind(java.util.Map.of("n", "7"));
    assertThat(game.positions().orElseThrow().start(instance)).isEqualTo(new Pile(7, 2));
  }

  @Test
  void itsPositionsSayTheGameMayDecideByRuleUnlessTheGameSaysItDecidesNone() {
    assertThat(new Takeaway().positions().orElseThrow().decidesByRule()).isTrue();
    CompactGame decidesNone =
        new Takeaway() {
          @Override
          public boolean decidesByRule() {
            return false;
          }
        };
    assertThat(decidesNone.positions().orElseThrow().decidesByRule()).isFalse();
  }

  @Test
  void smallInstancesVaryThePositionOverItsRangeWithTheRulesDefaultAndLeastValuesSmallestFirst() {
    List<String> instances =
        new Takeaway().smallInstances(3).stream().map(CompactGameTest::typed).toList();
    // most: the default 2, then 1 and 3; n: 0 to 3; in order of the sum of the two indices.
    assertThat(instances)
        .containsExactly(
            "most=2 n=0",
            "most=2 n=1",
            "most=1 n=0",
            "most=2 n=2",
            "most=1 n=1",
            "most=3 n=0",
            "most=2 n=3",
            "most=1 n=2",
            "most=3 n=1",
            "most=1 n=3",
            "most=3 n=2",
            "most=3 n=3");
  }

  /** An instance as typed, its defaults written too. */
  private static String typed(Parameters instance) {
    return "most=" + instance.get(MOST) + " n=" + instance.get(N);
  }

  @Test
  void smallInstancesAreAtMostFourTimesTheSizeAndLeaveOutWhatTheGameRefuses() {
    CompactGame evenOnly =
        new CompactGame(
            "even", "even piles", List.of(N), instance -> new Pile(instance.intValue(N), 1)) {
          @Override
          public void validate(Parameters parameters) {
            if (parameters.intValue(N) % 2 != 0) {
              throw new InvalidParameterException("n", "n must be even");
            }
          }
        };
    assertThat(evenOnly.smallInstances(6))
        .extracting(instance -> instance.intValue(N))
        .containsExactly(0, 2, 4, 6);
    assertThat(new Takeaway().smallInstances(40)).hasSize(3 * 41).doesNotHaveDuplicates();
  }

  @Test
  void aRequiredParameterWhoseTypeHasNoValuesLeavesNoSmallOrRandomInstance() {
    ParameterType<String> opaque =
        new ParameterType<>() {
          @Override
          public String parse(String parameter, Object raw) {
            return raw.toString();
          }

          @Override
          public String allowed() {
            return "anything";
          }
        };
    Parameter<String> name = Parameter.required("name", "a name", opaque).ofPosition();
    CompactGame game = new CompactGame("opaque", "x", List.of(name), instance -> new Pile(0, 1)) {};
    assertThat(game.smallInstances(10)).isEmpty();
    assertThat(game.randomInstance(10, new Random(1))).isEmpty();
  }

  @Test
  void randomInstancesDrawThePositionWithinItsRangeKeepTheRulesAtTheirDefaultAndRepeatBySeed() {
    Takeaway game = new Takeaway();
    List<Optional<Parameters>> first = new ArrayList<>();
    List<Optional<Parameters>> again = new ArrayList<>();
    Random one = new Random(7);
    Random two = new Random(7);
    for (int i = 0; i < 50; i++) {
      first.add(game.randomInstance(1000, one));
      again.add(game.randomInstance(1000, two));
    }
    assertThat(first).isEqualTo(again).allSatisfy(drawn -> assertThat(drawn).isPresent());
    assertThat(first)
        .extracting(drawn -> drawn.orElseThrow().get(MOST))
        .containsOnly(BigInteger.TWO);
    assertThat(first)
        .extracting(drawn -> drawn.orElseThrow().intValue(N))
        .allSatisfy(n -> assertThat(n).isBetween(0, 100));
    assertThat(first.stream().map(drawn -> drawn.orElseThrow().intValue(N)).distinct().count())
        .isGreaterThan(20);
  }
}
