package dev.nimber.games.rulestones;

import dev.nimber.api.Answer;
import dev.nimber.api.Question;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/** The questions particular to the rule-stones game, and how their answers read. */
final class RuleStonesQuestions {

  /** The period of the outcomes once every rule applies. */
  static final Question PERIOD =
      new Question(
          "period",
          "pre-period, period and losing residues of the outcomes once every rule applies");

  /** The lost piles in [from, to], at most {@code limit} of them. */
  static final Question LOSING =
      new Question("losing", "the piles in [from, to] lost for the player to move");

  /**
   * The most residues the JSON field lists; past it the field is null and the count says how many
   * there are.
   */
  static final int MAX_RESIDUES_LISTED = 100_000;

  /** The most runs of residues the text shows. */
  static final int MAX_RUNS_SHOWN = 100;

  private RuleStonesQuestions() {}

  /**
   * The period answer. The text lists the losing residues as runs ({@code 0..99999}), the first
   * {@value #MAX_RUNS_SHOWN} runs at most, and says how many residues it left out; it says {@code
   * never lost} when no residue is lost, and says so when the period is too long to list its
   * residues at all.
   *
   * @param prePeriod the first pile from which the outcomes repeat with the period
   * @param exact whether the pre-period is exact (false: it is an upper bound; the search for it
   *     was cut short)
   * @param lostInPeriod bit i set when pile prePeriod + i is lost, for i below the period; empty
   *     when the period is too long to examine
   */
  static Answer period(long prePeriod, boolean exact, long period, Optional<BitSet> lostInPeriod) {
    List<Long> residues = new ArrayList<>();
    lostInPeriod.ifPresent(
        lost -> lost.stream().forEach(i -> residues.add((prePeriod + i) % period)));
    residues.sort(null);
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("prePeriod", prePeriod);
    fields.put("prePeriodExact", exact);
    fields.put("period", period);
    fields.put("losingResidueCount", lostInPeriod.isPresent() ? (long) residues.size() : null);
    fields.put(
        "losingResidues",
        lostInPeriod.isPresent() && residues.size() <= MAX_RESIDUES_LISTED ? residues : null);
    String text =
        "pre-period " + (exact ? "" : "at most ") + prePeriod + ", period " + period + "; ";
    if (lostInPeriod.isEmpty()) {
      text +=
          "the losing residues are not listed: the period is longer than "
              + RuleStonesPeriodicSolver.MAX_EXAMINED
              + " piles ('losing' lists lost piles)";
    } else if (residues.isEmpty()) {
      text += "never lost for m >= " + prePeriod;
    } else {
      text += "lost when m ≡ " + runs(residues) + " (mod " + period + ") for m >= " + prePeriod;
    }
    return new Answer(text, fields);
  }

  /**
   * Sorted residues as runs: {@code 0..99999}, {@code 3, 5}; past the first runs, how many residues
   * are left out.
   */
  private static String runs(List<Long> residues) {
    List<String> shown = new ArrayList<>();
    int i = 0;
    while (i < residues.size() && shown.size() < MAX_RUNS_SHOWN) {
      int j = i;
      while (j + 1 < residues.size() && residues.get(j + 1) == residues.get(j) + 1) {
        j++;
      }
      if (j - i >= 2) {
        shown.add(residues.get(i) + ".." + residues.get(j));
      } else {
        for (int k = i; k <= j; k++) {
          shown.add(String.valueOf(residues.get(k)));
        }
      }
      i = j + 1;
    }
    String text = String.join(", ", shown);
    return i < residues.size() ? text + ", … (" + (residues.size() - i) + " more residues)" : text;
  }

  /**
   * The lost piles found, space-separated, or {@code none}.
   *
   * @param complete whether the whole range was examined; false when the limit or the work bound
   *     stopped it
   * @param examinedTo the last pile examined
   */
  static Answer losing(List<Long> piles, boolean complete, long examinedTo) {
    Map<String, Object> fields = new LinkedHashMap<>();
    fields.put("losing", piles);
    fields.put("complete", complete);
    fields.put("examinedTo", examinedTo);
    String text =
        piles.isEmpty()
            ? "none"
            : piles.stream().map(String::valueOf).collect(Collectors.joining(" "));
    return new Answer(complete ? text : text + " … (examined up to " + examinedTo + ")", fields);
  }
}
