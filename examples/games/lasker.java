import dev.nimber.api.*;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * Lasker's Nim: heaps of tokens; a move takes any number of tokens from one heap, or splits a heap into two
 * non-empty heaps without taking any; who cannot move loses. A take-and-break game that is not octal (a split takes
 * nothing). Its values (Winning Ways): G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
 */
public final class Lasker extends CompactGame {

  static final Parameter<List<BigInteger>> HEAPS = Parameter.required("heaps", "the heaps, like 3,5",
      ParameterType.listOf(ParameterType.integer(0, 500), 20)).ofPosition();

  public Lasker() {
    super("lasker", "take from a heap, or split a heap in two", List.of(HEAPS),
        instance -> new Heaps(instance.get(HEAPS).stream().map(BigInteger::intValue).toList()));
  }

  /** Play ends only when no move is left, so no search need ask whether a move wins at once. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  /** The heaps, smallest first; each heap is a game of its own. */
  record Heaps(List<Integer> heaps) implements CompactPosition<Heaps> {
    Heaps {
      heaps = heaps.stream().filter(heap -> heap > 0).sorted().toList();
    }

    public List<Heaps> next() {
      List<Heaps> next = new ArrayList<>();
      for (int i = 0; i < heaps.size(); i++) {
        int heap = heaps.get(i);
        for (int left = 0; left < heap; left++) {
          next.add(replaced(i, left, 0));
        }
        for (int smaller = 1; smaller <= heap / 2; smaller++) {
          next.add(replaced(i, smaller, heap - smaller));
        }
      }
      return next;
    }

    /** These heaps with heap i replaced by two (an empty one vanishes). */
    private Heaps replaced(int i, int first, int second) {
      List<Integer> after = new ArrayList<>(heaps);
      after.set(i, first);
      after.add(second);
      return new Heaps(after);
    }

    public List<Heaps> parts() {
      return heaps.size() < 2 ? List.of() : heaps.stream().map(heap -> new Heaps(List.of(heap))).toList();
    }
  }
}
