import dev.nimber.api.*;
import java.util.ArrayList;
import java.util.List;

/**
 * Turning Turtles (Winning Ways, ch. 14): a row of coins; a move turns one coin from heads to tails, and may also turn
 * over any one coin to its left, either way; who cannot move loses. It is Nim in disguise: a head n places from the
 * left is a heap of n, which the solver "nim" says and nimber verify checks against the search.
 */
public final class TurningTurtles extends CompactGame {

  static final Parameter<String> COINS =
      Parameter.required("coins", "the row of coins, H heads and T tails, like THHT", ParameterType.word("HT", 64))
          .ofPosition();

  public TurningTurtles() {
    super("turningturtles", "turn a head to tails, and maybe one coin to its left either way", List.of(COINS),
        instance -> new Coins(instance.get(COINS)));
  }

  /** Play ends only when no move is left, so no search need ask whether a move wins at once. */
  @Override
  public boolean decidesByRule() {
    return false;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(GameSolver.of("nim", "the XOR of the heads' places, counting from 1 at the left; O(coins)",
        Question.GRUNDY, instance -> {
          String coins = instance.get(COINS);
          long value = 0;
          for (int place = 1; place <= coins.length(); place++) {
            value ^= coins.charAt(place - 1) == 'H' ? place : 0;
          }
          return Answer.number(value);
        }));
  }

  /** The coins, left to right. */
  record Coins(String coins) implements CompactPosition<Coins> {
    public List<Coins> next() {
      List<Coins> next = new ArrayList<>();
      for (int head = 0; head < coins.length(); head++) {
        if (coins.charAt(head) == 'H') {
          char[] turned = coins.toCharArray();
          turned[head] = 'T';
          next.add(new Coins(new String(turned)));
          for (int left = 0; left < head; left++) {
            char[] both = turned.clone();
            both[left] = both[left] == 'H' ? 'T' : 'H';
            next.add(new Coins(new String(both)));
          }
        }
      }
      return next;
    }
  }
}
