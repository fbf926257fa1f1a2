package dev.nimber.games.octal;

import dev.nimber.api.JudgeFormat;
import dev.nimber.api.JudgeInput;
import java.io.IOException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One instance per line: the code, then the heaps, separated by spaces ({@code 0.77 10 3 5}; no
 * heap is an empty position); blank lines are skipped. Answers: {@code First} or {@code Second},
 * who wins.
 */
final class OctalJudgeFormat implements JudgeFormat {

  @Override
  public boolean oneInstancePerLine() {
    return true;
  }

  @Override
  public Optional<Map<String, Object>> read(JudgeInput input) throws IOException {
    Optional<String> line = input.nextNonBlankLine();
    if (line.isEmpty()) {
      return Optional.empty();
    }
    List<String> words = Arrays.asList(line.get().strip().split("\\s+"));
    Map<String, Object> instance = new LinkedHashMap<>();
    instance.put(OctalGame.CODE.name(), words.get(0));
    instance.put(OctalGame.HEAPS.name(), String.join(",", words.subList(1, words.size())));
    return Optional.of(instance);
  }
}
