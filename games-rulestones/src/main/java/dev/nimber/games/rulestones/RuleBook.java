package dev.nimber.games.rulestones;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The rules of one game, arranged for finding the moves on a pile. Two books are equal when they
 * keep the same rules, so that positions built from the same instance twice are equal; the hash is
 * computed once, and positions of one search share one book, so that comparing them costs one
 * reference check.
 */
final class RuleBook {

  private final List<Rule> bySize;
  private final int hash;

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
    this.hash = bySize.hashCode();
  }

  /**
   * The rules kept: one per distinct amount taken, the one with the smallest a, smallest amount
   * first.
   */
  List<Rule> rules() {
    return bySize;
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
  public boolean equals(Object other) {
    return this == other
        || other instanceof RuleBook that && hash == that.hash && bySize.equals(that.bySize);
  }

  @Override
  public int hashCode() {
    return hash;
  }

  @Override
  public String toString() {
    return bySize.toString();
  }
}
