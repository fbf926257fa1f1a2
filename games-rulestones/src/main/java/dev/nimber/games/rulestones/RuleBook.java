package dev.nimber.games.rulestones;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rules of one game, arranged for finding the moves on a pile. Equality is by identity: positions of one game
 * share one book, which keeps memoized positions cheap to compare.
 */
final class RuleBook {

  private final List<Rule> bySize;

  /** The rules, with duplicates; one rule per distinct b is kept, the one with the smallest a. */
  RuleBook(List<Rule> rules) {
    List<Rule> sorted = new ArrayList<>(rules);
    sorted.sort(Comparator.comparingLong(Rule::b).thenComparingLong(Rule::a));
    List<Rule> distinct = new ArrayList<>();
    for (Rule rule : sorted) {
      if (distinct.isEmpty() || distinct.get(distinct.size() - 1).b() != rule.b()) {
        distinct.add(rule);
      }
    }
    this.bySize = List.copyOf(distinct);
  }

  /** The rules usable on a pile, one per distinct amount taken, smallest amount first. */
  List<Rule> usableOn(long stones) {
    List<Rule> usable = new ArrayList<>();
    for (Rule rule : bySize) {
      if (rule.b() > stones) {
        break;
      }
      if (rule.a() <= stones) {
        usable.add(rule);
      }
    }
    return usable;
  }

  @Override
  public String toString() {
    return bySize.toString();
  }
}
