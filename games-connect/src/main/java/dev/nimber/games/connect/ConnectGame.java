package dev.nimber.games.connect;

import com.google.auto.service.AutoService;
import dev.nimber.api.CodedPositions;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import dev.nimber.api.RankedPositions;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * k in a row on a width × height board: X and O take turns putting a piece on an empty cell (or,
 * with gravity, into a column, where it drops to the lowest empty cell); k in a row across, down or
 * diagonally wins; a full board without one is a tie. The players differ, so the board says whose
 * turn it is. The engine solves it by ranked retrograde analysis, tier by tier of empty cells
 * ({@link ConnectRanking}).
 */
@AutoService(GameDescriptor.class)
public final class ConnectGame implements GameDescriptor, Positions {

  static final Parameter<BigInteger> WIDTH =
      Parameter.required("width", "columns", ParameterType.integer(1, 8));
  static final Parameter<BigInteger> HEIGHT =
      Parameter.required("height", "rows", ParameterType.integer(1, 8));
  static final Parameter<BigInteger> K =
      Parameter.required("k", "how many in a row win", ParameterType.integer(1, 8));
  static final Parameter<Boolean> GRAVITY =
      Parameter.optional(
          "gravity",
          "whether pieces drop to the lowest empty cell of a column (Connect Four) rather than go on any empty cell",
          ParameterType.bool(),
          false);
  static final Parameter<List<BigInteger>> MOVES =
      Parameter.optional(
              "moves",
              "the moves played so far, from 1: cells row by row from the top left, or columns with gravity",
              ParameterType.listOf(ParameterType.integer(1, 64), 64),
              List.of())
          .ofPosition();

  /**
   * The numberings made so far, one a shape (at most 1,024 shapes): they hold no state that moves,
   * so every search and thread shares them, and an instance's plan does not make its own.
   */
  private final Map<Shape, RankedPositions> rankings = new ConcurrentHashMap<>();

  @Override
  public String id() {
    return "connect";
  }

  @Override
  public String description() {
    return "k in a row on a width × height board, tic-tac-toe style or with gravity (Connect Four); ties count";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(WIDTH, HEIGHT, K, GRAVITY, MOVES);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return "search";
  }

  /**
   * At most 20 cells, or with gravity at most 42 whose columns fit a bitboard (width · (height + 1)
   * ≤ 64); k no more than the longer side; each move legal, naming the first that is not.
   */
  @Override
  public void validate(Parameters parameters) {
    Shape shape = shape(parameters);
    if (shape.gravity() ? !DropRanking.fits(shape) : shape.cells() > ConnectRanking.MAX_CELLS) {
      throw InvalidParameterException.described(
          HEIGHT.name(),
          shape.width() + " × " + shape.height() + " = " + shape.cells() + " cells",
          shape.gravity()
              ? "with gravity, a board of at most "
                  + DropRanking.MAX_CELLS
                  + " cells whose width × (height + 1) is at most 64"
              : "a board of at most " + ConnectRanking.MAX_CELLS + " cells");
    }
    if (shape.k() > Math.max(shape.width(), shape.height())) {
      throw InvalidParameterException.described(
          K.name(),
          Integer.toString(shape.k()),
          "at most the longer side, " + Math.max(shape.width(), shape.height()));
    }
    replay(shape, parameters.get(MOVES));
  }

  /**
   * The board after the moves, or the reason the first bad one is refused. Only the last piece
   * placed can end the game, so each move looks for a line through its own piece: O(moves · k).
   */
  static Board replay(Shape shape, List<BigInteger> moves) {
    char[] cells = new char[shape.cells()];
    Arrays.fill(cells, '.');
    boolean over = false;
    for (int i = 0; i < moves.size(); i++) {
      int move = moves.get(i).intValueExact();
      if (over) {
        throw InvalidParameterException.described(
            MOVES.name() + "[" + (i + 1) + "]",
            Integer.toString(move),
            "no move: the game was over after the moves before it");
      }
      int target = shape.target(cells, move);
      if (target < 0) {
        throw InvalidParameterException.described(
            MOVES.name() + "[" + (i + 1) + "]",
            Integer.toString(move),
            shape.gravity()
                ? "a column from 1 to " + shape.width() + " that is not full"
                : "an empty cell from 1 to " + shape.cells());
      }
      cells[target] = i % 2 == 0 ? 'X' : 'O';
      over = shape.lineThrough(cells, target) || i + 1 == cells.length;
    }
    return new Board(shape, new String(cells));
  }

  static Shape shape(Parameters parameters) {
    return new Shape(
        parameters.intValue(WIDTH),
        parameters.intValue(HEIGHT),
        parameters.intValue(K),
        parameters.get(GRAVITY));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(this);
  }

  @Override
  public Position start(Parameters instance) {
    return replay(shape(instance), instance.get(MOVES));
  }

  /** The empty board of the shape: every board of the rules is reached from it. */
  @Override
  public Optional<Position> rulesetStart(Parameters instance) {
    return Optional.of(replay(shape(instance), List.of()));
  }

  /**
   * Every board of the shape, numbered by empty cells and rank: by column heights when pieces drop.
   */
  @Override
  public Optional<RankedPositions> ranked(Parameters instance) {
    return Optional.of(
        rankings.computeIfAbsent(
            shape(instance),
            shape -> shape.gravity() ? new DropRanking(shape) : new ConnectRanking(shape)));
  }

  /**
   * The boards as bit sets for the engine's weak search, with gravity ({@link DropCodes}) or
   * without ({@link CellCodes}), where they fit; otherwise the numbering.
   */
  @Override
  public Optional<CodedPositions> coded(Parameters instance) {
    Shape shape = shape(instance);
    if (FourDropCodes.fits(shape)) {
      return Optional.of(new FourDropCodes(shape));
    }
    if (DropCodes.fits(shape)) {
      return Optional.of(new DropCodes(shape));
    }
    return CellCodes.fits(shape)
        ? Optional.of(new CellCodes(shape))
        : ranked(instance).map(CodedPositions.class::cast);
  }

  /** Small boards, with and without gravity, from the start and after one move. */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    int[][] shapes = {{2, 2, 2}, {3, 2, 2}, {3, 3, 3}, {4, 3, 3}, {2, 3, 2}};
    for (int[] shape : shapes) {
      for (boolean gravity : new boolean[] {false, true}) {
        instances.add(instance(shape[0], shape[1], shape[2], gravity, List.of()));
        int firstMoves = gravity ? shape[0] : shape[0] * shape[1];
        for (int move = 1; move <= Math.min(firstMoves, size); move++) {
          instances.add(instance(shape[0], shape[1], shape[2], gravity, List.of(move)));
        }
      }
    }
    return instances;
  }

  Parameters instance(int width, int height, int k, boolean gravity, List<Integer> moves) {
    return Parameters.builder(this)
        .set(WIDTH, BigInteger.valueOf(width))
        .set(HEIGHT, BigInteger.valueOf(height))
        .set(K, BigInteger.valueOf(k))
        .set(GRAVITY, gravity)
        .set(MOVES, moves.stream().map(BigInteger::valueOf).toList())
        .build();
  }
}
