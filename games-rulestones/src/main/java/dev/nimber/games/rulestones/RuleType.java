package dev.nimber.games.rulestones;

import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.ParameterType;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A list of rules: on the command line {@code 5:5,2:2,10:3}; in a config file the same string, or a list of
 * {@code a:b} strings or of {@code {a: 5, b: 5}} maps.
 */
final class RuleType implements ParameterType<List<Rule>> {

  private static final Pattern PAIR = Pattern.compile("\\s*(\\d+)\\s*:\\s*(\\d+)\\s*");

  private final long maxA;
  private final long maxB;
  private final int maxRules;

  RuleType(long maxA, long maxB, int maxRules) {
    this.maxA = maxA;
    this.maxB = maxB;
    this.maxRules = maxRules;
  }

  @Override
  public List<Rule> parse(String parameter, Object raw) {
    List<?> items = raw instanceof List<?> list ? list
        : raw instanceof String text && !text.isBlank() ? List.of((Object[]) text.split(",", -1))
        : List.of(raw);
    if (items.size() > maxRules) {
      throw InvalidParameterException.described(parameter, items.size() + " rules", allowed());
    }
    List<Rule> rules = new ArrayList<>(items.size());
    for (int i = 0; i < items.size(); i++) {
      rules.add(rule(parameter + "[" + (i + 1) + "]", items.get(i)));
    }
    return List.copyOf(rules);
  }

  private Rule rule(String where, Object item) {
    BigInteger a;
    BigInteger b;
    if (item instanceof Map<?, ?> map && map.size() == 2 && map.containsKey("a") && map.containsKey("b")) {
      a = number(where + ".a", map.get("a"));
      b = number(where + ".b", map.get("b"));
    } else if (item instanceof String text && PAIR.matcher(text).matches()) {
      Matcher pair = PAIR.matcher(text);
      pair.matches();
      a = new BigInteger(pair.group(1));
      b = new BigInteger(pair.group(2));
    } else {
      throw InvalidParameterException.of(where, item, "a rule written a:b (like 5:3) or {a: 5, b: 3}");
    }
    if (a.signum() <= 0 || a.compareTo(BigInteger.valueOf(maxA)) > 0) {
      throw InvalidParameterException.of(where + ".a", a, "an integer from 1 to " + maxA);
    }
    if (b.signum() <= 0 || b.compareTo(BigInteger.valueOf(maxB)) > 0) {
      throw InvalidParameterException.of(where + ".b", b, "an integer from 1 to " + maxB);
    }
    return new Rule(a.longValueExact(), b.longValueExact());
  }

  private static BigInteger number(String where, Object value) {
    if (value instanceof BigInteger big) {
      return big;
    }
    if (value instanceof Integer || value instanceof Long) {
      return BigInteger.valueOf(((Number) value).longValue());
    }
    if (value instanceof String text && text.strip().matches("\\d+")) {
      return new BigInteger(text.strip());
    }
    throw InvalidParameterException.of(where, value, "a whole number");
  }

  @Override
  public String allowed() {
    return "at most " + maxRules + " rules a:b, comma-separated (like 5:5,2:2,10:3), with 1 <= a <= " + maxA
        + " and 1 <= b <= " + maxB;
  }

  @Override
  public Object toPlain(List<Rule> rules) {
    return rules.stream().map(Rule::toString).toList();
  }
}
