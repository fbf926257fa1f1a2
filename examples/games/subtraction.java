import dev.nimber.api.*;
import java.math.BigInteger;
import java.util.List;

/** A subtraction game: take s stones from the pile, for any s in the set; who cannot move loses. */
public final class Subtraction extends CompactGame {

  static final Parameter<List<BigInteger>> SET = Parameter.optional("set", "how many stones a move may take",
      ParameterType.listOf(ParameterType.integer(1, 1000), 20), List.of(BigInteger.ONE, BigInteger.valueOf(3), BigInteger.valueOf(4)));
  static final Parameter<BigInteger> N =
      Parameter.required("n", "stones in the pile", ParameterType.integer(0, 100_000)).ofPosition();

  public Subtraction() {
    super("subtraction", "take s stones from the pile, for any s in the set (default 1,3,4)", List.of(SET, N),
        instance -> new Pile(instance.intValue(N), instance.get(SET).stream().map(BigInteger::intValue).toList()));
  }

  /** A pile of n stones under the rule set. */
  record Pile(int n, List<Integer> set) implements CompactPosition<Pile> {
    public List<Pile> next() {
      return set.stream().filter(take -> take <= n).map(take -> new Pile(n - take, set)).toList();
    }
  }
}
