package dev.nimber.app.plugin;

/**
 * Games in one Java file, as their authors write them, for the tests of the host that loads them.
 */
public final class OneFileGames {

  private OneFileGames() {}

  /**
   * Take 1 or 2 stones from a pile {@code n} of up to 1,000; its class {@code className}, with
   * {@code extra} inside it, before the position (line 12 on). The position's moves are on line 15.
   */
  public static String takeaway(String id, String className, String extra) {
    return """
        import dev.nimber.api.*;
        import java.math.BigInteger;
        import java.util.List;

        public final class %2$s extends CompactGame {
          static final Parameter<BigInteger> N =
              Parameter.required("n", "stones", ParameterType.integer(0, 1000)).ofPosition();

          public %2$s() {
            super("%1$s", "take 1 or 2 stones", List.of(N), instance -> new Pile(instance.intValue(N)));
          }
        %3$s
          record Pile(int n) implements CompactPosition<Pile> {
            public List<Pile> next() {
              return n == 0 ? List.of() : n == 1 ? List.of(new Pile(0)) : List.of(new Pile(n - 1), new Pile(n - 2));
            }
          }
        }
        """
        .formatted(id, className, extra);
  }
}
