package dev.nimber.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;

class ParameterTest {

  @Test
  void aParameterIsARuleUnlessMarkedAsThePosition() {
    Parameter<BigInteger> m = Parameter.required("m", "most taken", ParameterType.integer(1, 50));
    Parameter<BigInteger> n =
        Parameter.required("n", "stones", ParameterType.integerFrom(0)).ofPosition();
    assertThat(m.role()).isEqualTo(Parameter.Role.RULE);
    assertThat(m.isPosition()).isFalse();
    assertThat(
            new Parameter<>("k", "in a row", ParameterType.integer(1, 8), false, BigInteger.ONE)
                .role())
        .isEqualTo(Parameter.Role.RULE);
    assertThat(n.role()).isEqualTo(Parameter.Role.POSITION);
    assertThat(n.isPosition()).isTrue();
    assertThat(n.name()).isEqualTo("n");
    assertThat(n.required()).isTrue();
    assertThat(n.summary())
        .isEqualTo("n: stones; an integer from 0 upward (required; the position)");
    assertThat(m.summary()).isEqualTo("m: most taken; an integer from 1 to 50 (required)");
  }
}
