package dev.nimber.games.staircase;

import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import dev.nimber.api.Question;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The original input: lines {@code n m}; output: the count of first-player wins modulo 1000000009,
 * one per line.
 */
final class StaircaseJudgeFormat implements JudgeFormat {

  @Override
  public boolean oneInstancePerLine() {
    return true;
  }

  @Override
  public Optional<Map<String, Object>> read(JudgeInput input) throws IOException {
    Optional<List<BigInteger>> numbers = input.nextIntegers(2, "n m");
    return numbers.map(
        nm -> Map.of(StaircaseGame.N.name(), nm.get(0), StaircaseGame.M.name(), nm.get(1)));
  }

  @Override
  public Question question() {
    return StaircaseQuestions.COUNT;
  }
}
