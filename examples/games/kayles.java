import dev.nimber.api.*;
import java.math.BigInteger;
import java.util.*;

/** Kayles (Dudeney 1908): rows of pins; knock down one pin or two adjacent ones; who cannot move loses. */
public final class Kayles extends CompactGame {
  static final Parameter<List<BigInteger>> ROWS = Parameter.required("rows", "the rows of pins, like 3,5",
      ParameterType.listOf(ParameterType.integer(0, 2000), 20)).ofPosition();

  public Kayles() {
    super("kayles", "rows of pins; knock down one pin or two adjacent ones", List.of(ROWS),
        instance -> new Rows(instance.get(ROWS).stream().map(BigInteger::intValue).toList()));
  }

  /** The rows left, shortest first; each row is a part of its own, so the engine values each once. */
  record Rows(List<Integer> pins) implements CompactPosition<Rows> {
    Rows {
      pins = pins.stream().filter(row -> row > 0).sorted().toList();
    }

    public List<Rows> next() {
      List<Rows> next = new ArrayList<>();
      for (int row = 0; row < pins.size(); row++) {
        for (int taken = 1; taken <= 2; taken++) {
          for (int left = 0; left + taken <= pins.get(row); left++) {
            List<Integer> after = new ArrayList<>(pins);
            after.set(row, left);
            after.add(pins.get(row) - left - taken);
            next.add(new Rows(after));
          }
        }
      }
      return next;
    }

    public List<Rows> parts() {
      return pins.size() < 2 ? List.of() : pins.stream().map(row -> new Rows(List.of(row))).toList();
    }
  }
}
