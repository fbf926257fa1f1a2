package dev.nimber.app.cli;

import dev.nimber.app.ioc.Console;
import dev.nimber.app.service.BatchAnswers;
import dev.nimber.app.service.RulesSpending;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;

/**
 * What {@code --verbose} says on standard error after a batch ({@code run}, {@code judge}): how the
 * engine answered the first instance, how it answered each ruleset's positions where it chose the
 * method (searched alone, then from one solve of the rules once the searches had cost more), and
 * how long the batch took on how many threads. The times and, on several threads, the counts are
 * measurements of the run, not answers: they are never printed without {@code --verbose}.
 */
final class BatchReport {

  private BatchReport() {}

  /**
   * Prints the report.
   *
   * @param firstMethod how the engine answers the batch's first instance, when it answers it
   * @param output the batch's output, made as it began, which counts the instances handed on
   *     (answered, timed out or failed)
   * @param threads the threads the batch ran on
   */
  static void print(
      Console console,
      BatchAnswers answers,
      Optional<String> firstMethod,
      BatchOutput<?> output,
      int threads) {
    PrintStream err = console.err();
    firstMethod.ifPresent(method -> err.println("nimber: method (instance 1): " + method));
    for (RulesSpending rules : answers.spending()) {
      err.println("nimber: rules " + rules.rules() + ": " + spent(rules));
    }
    err.println(
        "nimber: "
            + counted(output.results(), "instance")
            + String.format(Locale.ROOT, " in %.2f s", output.nanosSinceStart() / 1e9)
            + " on "
            + counted(threads, "thread"));
  }

  private static String spent(RulesSpending rules) {
    String searched =
        counted(rules.searchedAlone(), "position")
            + " searched alone ("
            + rules.visits()
            + " visits in all; "
            + rules.rulesetCost().stream()
                .mapToObj(cost -> "one ranked solve of the rules costs about " + cost + ")")
                .findFirst()
                .orElse("the rules are too large to solve whole)");
    return rules.fromKept() == 0
        ? searched
        : searched
            + ", then the rules solved once and "
            + counted(rules.fromKept(), "position")
            + " answered from that solve";
  }

  /** A count and its noun, plural unless the count is 1 ({@code 1 thread}, {@code 2 threads}). */
  private static String counted(long count, String noun) {
    return count + " " + noun + (count == 1 ? "" : "s");
  }
}
