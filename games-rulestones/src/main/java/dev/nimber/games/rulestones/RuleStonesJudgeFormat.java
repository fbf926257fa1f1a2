package dev.nimber.games.rulestones;

import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import java.io.IOException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The original input, repeated for any number of instances: a line {@code n m} (rules, stones),
 * then n lines {@code a b}. Output: {@code Win} or {@code Loss} per instance.
 */
final class RuleStonesJudgeFormat implements JudgeFormat {

  @Override
  public Optional<Map<String, Object>> read(JudgeInput input) throws IOException {
    Optional<List<BigInteger>> header = input.nextIntegers(2, "n m (number of rules, stones)");
    if (header.isEmpty()) {
      return Optional.empty();
    }
    long headerLine = input.lineNumber();
    BigInteger count = header.get().get(0);
    if (count.signum() < 0 || count.compareTo(BigInteger.valueOf(RuleStonesGame.MAX_RULES)) > 0) {
      throw input.error(
          "the number of rules must be from 0 to " + RuleStonesGame.MAX_RULES + ", got " + count);
    }
    List<String> rules = new ArrayList<>();
    int rulesCount = count.intValueExact();
    for (int i = 0; i < rulesCount; i++) {
      int index = i;
      Supplier<String> what =
          () ->
              "rule "
                  + (index + 1)
                  + " of "
                  + rulesCount
                  + " of the instance on line "
                  + headerLine;
      Optional<List<BigInteger>> rule = input.nextIntegers(2, () -> "a b for " + what.get());
      if (rule.isEmpty()) {
        throw input.endedBefore(what.get());
      }
      rules.add(decimal(rule.get().get(0)) + ":" + decimal(rule.get().get(1)));
    }
    return Optional.of(
        Map.of(RuleStonesGame.RULES.name(), rules, RuleStonesGame.M.name(), header.get().get(1)));
  }

  /** The number in decimal, by the cheaper conversion when it fits in a {@code long}. */
  private static String decimal(BigInteger number) {
    return number.bitLength() < Long.SIZE ? Long.toString(number.longValue()) : number.toString();
  }
}
