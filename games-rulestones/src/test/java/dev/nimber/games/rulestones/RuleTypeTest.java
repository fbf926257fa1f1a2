package dev.nimber.games.rulestones;

import static org.assertj.core.api.Assertions.assertThat;

import dev.nimber.api.InvalidParameterException;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Rules written {@code a:b} with plain digits are read by a short path; it reads what the general
 * integer rule reads (through the {@code {a, b}} form, which never takes the short path): the same
 * rule, or a refusal.
 */
class RuleTypeTest {

  private final RuleType type =
      new RuleType(RuleStonesGame.MAX_PILE, RuleStonesGame.MAX_B, RuleStonesGame.MAX_RULES);

  @Property(tries = 3000, seed = "15")
  void aRuleAsTextReadsAsTheSamePairAsAMap(
      @ForAll("numbers") String a, @ForAll("numbers") String b) {
    assertThat(read(a + ":" + b)).isEqualTo(read(Map.of("a", a, "b", b)));
  }

  @Provide
  Arbitrary<String> numbers() {
    return Arbitraries.oneOf(
        Arbitraries.strings().withChars("0123456789").ofMinLength(0).ofMaxLength(20),
        Arbitraries.of(
            "0",
            "1",
            "100000",
            "100001",
            "1000000000000000000",
            "1000000000000000001",
            "999999999999999999",
            "0001",
            "1_000",
            "+5",
            "10^18",
            " 7",
            "x",
            "1:2"));
  }

  /** The rule read, or "refused". */
  private Object read(Object rule) {
    try {
      return type.parse("rules", List.of(rule));
    } catch (InvalidParameterException refused) {
      return "refused";
    }
  }
}
