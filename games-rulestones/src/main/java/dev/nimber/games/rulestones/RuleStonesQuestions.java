package dev.nimber.games.rulestones;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** The questions particular to the rule-stones game, and how their answers read. */
final class RuleStonesQuestions {

  /** The period of the outcomes once every rule applies. */
  static final Question PERIOD = new Question("period",
      "pre-period, period and losing residues of the outcomes once every rule applies");

  /** The lost piles in [from, to], at most {@code limit} of them. */
  static final Question LOSING = new Question("losing", "the piles in [from, to] lost for the player to move");

  private RuleStonesQuestions() {}

  /**
   * The period answer.
   *
   * @param prePeriod the first pile from which the outcomes repeat with the period
   * @param exact whether the pre-period is exact (false: it is an upper bound; the search for it was cut short)
   * @param residues the residues mod the period of the lost piles from the pre-period on
   */
  static Answer period(long prePeriod, boolean exact, long period, List<Long> residues) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("prePeriod", prePeriod);
    fields.put("prePeriodExact", exact);
    fields.put("period", period);
    fields.put("losingResidues", residues);
    String text = "pre-period " + (exact ? "" : "at most ") + prePeriod + ", period " + period
        + "; lost when m ≡ " + (residues.isEmpty() ? "(never)" : residues.stream().map(String::valueOf)
            .collect(Collectors.joining(", "))) + " (mod " + period + ") for m >= " + prePeriod;
    return new Answer(text, fields);
  }

  /**
   * The lost piles found, space-separated, or {@code none}.
   *
   * @param complete whether the whole range was examined; false when the limit or the work bound stopped it
   * @param examinedTo the last pile examined
   */
  static Answer losing(List<Long> piles, boolean complete, long examinedTo) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("losing", piles);
    fields.put("complete", complete);
    fields.put("examinedTo", examinedTo);
    String text = piles.isEmpty() ? "none" : piles.stream().map(String::valueOf).collect(Collectors.joining(" "));
    return new Answer(complete ? text : text + " … (examined up to " + examinedTo + ")", fields);
  }
}
