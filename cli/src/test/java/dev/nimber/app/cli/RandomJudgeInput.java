package dev.nimber.app.cli;

import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Random judge input for thuemorse, rulestones and staircase, the same for a seed on every JVM
 * ({@link SplittableRandom}'s sequence is specified). Every instance is valid, and the text varies
 * as a judge file may: large and small numbers, numbers beyond 64 bits, powers, underscores, a plus
 * sign and leading zeros, runs of spaces and tabs, blank lines and {@code \r\n} line ends, so that
 * a reader's fast paths meet its slow ones.
 *
 * <p>Run as a program to print an input: {@code java -cp app/target/test-classes
 * dev.nimber.app.cli.RandomJudgeInput GAME LINES SEED}.
 */
final class RandomJudgeInput {

  private static final long QUINTILLION = 1_000_000_000_000_000_000L;

  private final SplittableRandom random;
  private final StringBuilder text = new StringBuilder();
  private int lines;

  private RandomJudgeInput(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /** At least {@code lines} lines of the game's judge input (a multi-line instance is not cut). */
  static String of(String game, int lines, long seed) {
    RandomJudgeInput input = new RandomJudgeInput(seed);
    while (input.lines < lines) {
      switch (game) {
        case "thuemorse" ->
            input.line(input.number(input.pile(true)), input.number(input.take(50)));
        case "rulestones" -> input.ruleStones();
        case "staircase" -> input.staircase();
        default ->
            throw new IllegalArgumentException("no random judge input for game '" + game + "'");
      }
    }
    return input.text.toString();
  }

  private void ruleStones() {
    int rules = random.nextInt(5);
    line(number(rules), number(pile(false)));
    for (int i = 0; i < rules; i++) {
      line(
          number(
              random.nextInt(4) == 0
                  ? random.nextLong(1, QUINTILLION + 1)
                  : random.nextLong(1, 100)),
          number(take(20)));
    }
  }

  private void staircase() {
    long n =
        random.nextInt(50) == 0 ? random.nextLong(0, QUINTILLION + 1) : random.nextLong(0, 150_001);
    line(number(n), number(random.nextLong(0, Math.min(n, 50) + 1)));
  }

  /** A pile: up to 10^18 mostly, small often, and if allowed sometimes beyond 64 bits. */
  private String pile(boolean beyond64Bits) {
    return switch (random.nextInt(10)) {
      case 0 -> Long.toString(random.nextLong(0, 2_000));
      case 1 ->
          !beyond64Bits
              ? Long.toString(random.nextLong(0, QUINTILLION + 1))
              : "1"
                  + Long.toString(random.nextLong(QUINTILLION, Long.MAX_VALUE)).substring(1)
                  + random.nextInt(10);
      default -> Long.toString(random.nextLong(0, QUINTILLION + 1));
    };
  }

  /** 1 to most, and now and then larger. */
  private long take(int most) {
    return random.nextInt(200) == 0 ? random.nextLong(1, 200) : random.nextLong(1, most + 1);
  }

  /** The number's text, now and then written another way the integer rule allows. */
  private String number(long value) {
    return number(Long.toString(value));
  }

  private String number(String digits) {
    return switch (random.nextInt(40)) {
      case 0 -> "+" + digits;
      case 1 -> "00" + digits;
      case 2 ->
          digits.length() > 3
              ? digits.substring(0, digits.length() - 3)
                  + "_"
                  + digits.substring(digits.length() - 3)
              : digits;
      case 3 ->
          digits.equals("1") ? "10^0" : digits.equals("1000000000000000000") ? "10^18" : digits;
      default -> digits;
    };
  }

  private void line(String... numbers) {
    if (random.nextInt(100) == 0) {
      text.append(random.nextBoolean() ? "\n" : " \t \n");
      lines++;
    }
    String lead = random.nextInt(50) == 0 ? "  " : "";
    String gap = random.nextInt(50) == 0 ? " \t " : " ";
    text.append(lead)
        .append(String.join(gap, numbers))
        .append(random.nextInt(100) == 0 ? "\r\n" : "\n");
    lines++;
  }

  public static void main(String[] args) throws IOException {
    Writer out = new OutputStreamWriter(System.out, StandardCharsets.UTF_8);
    out.write(of(args[0], Integer.parseInt(args[1]), Long.parseLong(args[2])));
    out.flush();
  }
}
