package dev.nimber.games.thuemorse;

import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import java.io.IOException;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The original input: one instance a line, {@code n m}; blank lines are ignored. Output: {@code
 * Alice} or {@code Bob}.
 */
final class ThueMorseJudgeFormat implements JudgeFormat {

  @Override
  public boolean oneInstancePerLine() {
    return true;
  }

  @Override
  public Optional<Map<String, Object>> read(JudgeInput input) throws IOException {
    Optional<List<BigInteger>> numbers = input.nextIntegers(2, "n m");
    return numbers.map(
        nm -> Map.of(ThueMorseGame.N.name(), nm.get(0), ThueMorseGame.M.name(), nm.get(1)));
  }
}
