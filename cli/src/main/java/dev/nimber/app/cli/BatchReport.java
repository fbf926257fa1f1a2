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
   * @param instances the instances the batch handed on (answered, timed out or failed)
   * @param threads the threads the batch ran on
   * @param nanos the batch's time, from its first instance read to its last answer printed
   */
  static void print(
      Console console,
      BatchAnswers answers,
      Optional<String> firstMethod,
      long instances,
      int threads,
      long nanos) {
    PrintStream err = console.err();
    firstMethod.ifPresent(method -> err.println("nimber: method (instance 1): " + method));
    for (RulesSpending rules : answers.spending()) {
      err.println("nimber: rules " + rules.rules() + ": " + spent(rules));
    }
    err.println(
        "nimber: "
            + instances
            + (instances == 1 ? " instance" : " instances")
            + String.format(Locale.ROOT, " in %.2f s", nanos / 1e9)
            + " on "
            + threads
            + (threads == 1 ? " thread" : " threads"));
  }

  private static String spent(RulesSpending rules) {
    String searched =
        rules.searchedAlone()
            + (rules.searchedAlone() == 1 ? " position" : " positions")
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
            + rules.fromKept()
            + (rules.fromKept() == 1 ? " position" : " positions")
            + " answered from that solve";
  }
}
