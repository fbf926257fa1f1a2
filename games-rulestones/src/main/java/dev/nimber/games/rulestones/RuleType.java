package dev.nimber.games.rulestones;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A list of rules: on the command line {@code 5:5,2:2,10:3}; in a config file the same string, or a
 * list of {@code a:b} strings or of {@code {a: 5, b: 5}} maps.
 */
final class RuleType implements ParameterType<List<Rule>> {

  /** Digits that always fit in a {@code long}. */
  private static final int LONG_DIGITS = 18;

  private final long maxA;
  private final long maxB;
  private final int maxRules;
  private final ParameterType<BigInteger> aType;
  private final ParameterType<BigInteger> bType;

  RuleType(long maxA, long maxB, int maxRules) {
    this.maxA = maxA;
    this.maxB = maxB;
    this.maxRules = maxRules;
    this.aType = ParameterType.integer(1, maxA);
    this.bType = ParameterType.integer(1, maxB);
  }

  @Override
  public List<Rule> parse(String parameter, Object raw) {
    List<?> items =
        raw instanceof List<?> list
            ? list
            : raw instanceof String text && !text.isBlank()
                ? List.of((Object[]) text.split(",", -1))
                : List.of(raw);
    if (items.size() > maxRules) {
      throw InvalidParameterException.described(parameter, items.size() + " rules", allowed());
    }
    List<Rule> rules = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      rules.add(rule(i, parameter, items.get(i)));
    }
    return List.copyOf(rules);
  }

  private Rule rule(int index, String parameter, Object item) {
    if (item instanceof String text) {
      Rule plain = plainRule(text);
      if (plain != null) {
        return plain;
      }
    }
    return rule(parameter + "[" + (index + 1) + "]", item);
  }

  /**
   * A rule written {@code a:b} with plain digits (at most 18 each) and both within range, read
   * without the general integer rule; null for anything else, for the general path to read or
   * refuse with its message.
   */
  private Rule plainRule(String text) {
    int colon = text.indexOf(':');
    if (colon < 0) {
      return null;
    }
    long a = plainDigits(text, 0, colon);
    long b = plainDigits(text, colon + 1, text.length());
    return a >= 1 && a <= maxA && b >= 1 && b <= maxB ? new Rule(a, b) : null;
  }

  /** The value of 1 to 18 plain digits from start to end, or -1. */
  private static long plainDigits(String text, int start, int end) {
    if (end <= start || end - start > LONG_DIGITS) {
      return -1;
    }
    long value = 0;
    for (int i = start; i < end; i++) {
      int digit = text.charAt(i) - '0';
      if (digit < 0 || digit > 9) {
        return -1;
      }
      value = value * 10 + digit;
    }
    return value;
  }

  private Rule rule(String where, Object item) {
    Object a;
    Object b;
    if (item instanceof Map<?, ?> map
        && map.size() == 2
        && map.containsKey("a")
        && map.containsKey("b")) {
      a = map.get("a");
      b = map.get("b");
    } else if (item instanceof String text
        && text.indexOf(':') >= 0
        && text.indexOf(':') == text.lastIndexOf(':')) {
      a = text.substring(0, text.indexOf(':'));
      b = text.substring(text.indexOf(':') + 1);
    } else {
      throw InvalidParameterException.of(
          where, item, "a rule written a:b (like 5:3 or 10^18:7) or {a: 5, b: 3}");
    }
    // The same integer rule as every other number: digits with underscores, or powers such as
    // 10^18.
    long checkedA = aType.parse(where + ".a", a).longValueExact();
    long checkedB = bType.parse(where + ".b", b).longValueExact();
    return new Rule(checkedA, checkedB);
  }

  @Override
  public String allowed() {
    return "at most "
        + maxRules
        + " rules a:b, comma-separated (like 5:5,2:2,10:3), with 1 <= a <= "
        + maxA
        + " and 1 <= b <= "
        + maxB;
  }

  @Override
  public Object toPlain(List<Rule> rules) {
    return rules.stream().map(Rule::toString).toList();
  }
}
