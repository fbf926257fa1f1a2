package dev.nimber.engine;

import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Position;
import dev.nimber.api.RankedPositions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.LongConsumer;
import java.util.stream.IntStream;

/**
 * A random ranked game for property tests: a few tiers of a few positions, each either decided by
 * rule (a win, a loss or, when ties are allowed, a tie) or with up to four moves into random lower
 * tiers (and, when loops are allowed, into its own tier), listing its parents within a tier when
 * asked to. The same game is offered as positions, for the searches to compare with.
 */
final class RandomTiers implements RankedPositions {

  private final long[] sizes;
  private final Outcome[][] verdicts;
  private final int[][][] children;
  private final boolean parents;

  RandomTiers(long seed, boolean ties) {
    this(seed, ties, false);
  }

  /**
   * A random game.
   *
   * @param seed the seed
   * @param ties whether verdicts may be ties
   * @param loops whether moves may stay within their tier, so that lines of play may repeat
   */
  RandomTiers(long seed, boolean ties, boolean loops) {
    this(seed, ties, loops, false);
  }

  /**
   * A random game.
   *
   * @param seed the seed
   * @param ties whether verdicts may be ties
   * @param loops whether moves may stay within their tier, so that lines of play may repeat
   * @param parents whether the game lists each position's parents within its tier
   */
  RandomTiers(long seed, boolean ties, boolean loops, boolean parents) {
    this.parents = parents;
    Random random = new Random(seed);
    int tiers = 1 + random.nextInt(5);
    sizes = new long[tiers];
    verdicts = new Outcome[tiers][];
    children = new int[tiers][][];
    for (int tier = 0; tier < tiers; tier++) {
      int size = 1 + random.nextInt(6);
      sizes[tier] = size;
      verdicts[tier] = new Outcome[size];
      children[tier] = new int[size][];
      for (int rank = 0; rank < size; rank++) {
        children[tier][rank] = new int[0];
        if (random.nextInt(7) == 0) {
          verdicts[tier][rank] =
              ties && random.nextBoolean()
                  ? Outcome.TIE
                  : random.nextBoolean() ? Outcome.WIN : Outcome.LOSS;
        } else if (tier > 0 || loops) {
          int moves = random.nextInt(5);
          children[tier][rank] = new int[2 * moves];
          for (int move = 0; move < moves; move++) {
            int childTier =
                loops && (tier == 0 || random.nextInt(3) == 0) ? tier : random.nextInt(tier);
            children[tier][rank][2 * move] = childTier;
            children[tier][rank][2 * move + 1] =
                random.nextInt(childTier == tier ? size : (int) sizes[childTier]);
          }
        }
      }
    }
  }

  /**
   * A position of the game as an object.
   *
   * @param game the game
   * @param tier its tier
   * @param rank its rank
   */
  record Node(RandomTiers game, int tier, int rank) implements Position {

    @Override
    public Optional<Outcome> verdict() {
      return Optional.ofNullable(game.verdicts[tier][rank]);
    }

    @Override
    public List<Move> moves() {
      int[] pairs = game.children[tier][rank];
      List<Move> moves = new ArrayList<>();
      for (int i = 0; i < pairs.length; i += 2) {
        moves.add(
            new Move(
                "to " + pairs[i] + ":" + pairs[i + 1], new Node(game, pairs[i], pairs[i + 1])));
      }
      return moves;
    }
  }

  List<Node> nodes() {
    List<Node> all = new ArrayList<>();
    for (int tier = 0; tier < sizes.length; tier++) {
      for (int rank = 0; rank < sizes[tier]; rank++) {
        all.add(new Node(this, tier, rank));
      }
    }
    return all;
  }

  @Override
  public int tierCount() {
    return sizes.length;
  }

  @Override
  public long tierSize(int tier) {
    return sizes[tier];
  }

  /**
   * The lower tiers this tier's moves lead to, so that tiers that do not need each other are solved
   * at once; the top tier lists every lower tier (as the default does), so that a solve of it holds
   * every tier for the tests to read.
   */
  @Override
  public int[] childTiers(int tier) {
    if (tier == sizes.length - 1) {
      return IntStream.range(0, tier).toArray();
    }
    return Arrays.stream(children[tier])
        .flatMapToInt(pairs -> IntStream.range(0, pairs.length / 2).map(move -> pairs[2 * move]))
        .filter(child -> child < tier)
        .distinct()
        .sorted()
        .toArray();
  }

  @Override
  public int maxMoves() {
    return 4;
  }

  @Override
  public boolean listsParents() {
    return parents;
  }

  /**
   * Every position of the tier once for each of its moves to this one, found by going through them
   * all.
   */
  @Override
  public void parents(int tier, long rank, LongConsumer into) {
    if (!parents) {
      RankedPositions.super.parents(tier, rank, into);
    }
    for (int parent = 0; parent < sizes[tier]; parent++) {
      int[] pairs = children[tier][parent];
      for (int i = 0; i < pairs.length; i += 2) {
        if (pairs[i] == tier && pairs[i + 1] == rank) {
          into.accept(parent);
        }
      }
    }
  }

  @Override
  public void expand(int tier, long rank, Expansion into) {
    Outcome verdict = verdicts[tier][(int) rank];
    if (verdict != null) {
      into.verdict(verdict);
      return;
    }
    int[] pairs = children[tier][(int) rank];
    for (int i = 0; i < pairs.length; i += 2) {
      into.child(pairs[i], pairs[i + 1]);
    }
  }

  @Override
  public TierRank rankOf(Position position) {
    Node node = (Node) position;
    return new TierRank(node.tier(), node.rank());
  }
}
