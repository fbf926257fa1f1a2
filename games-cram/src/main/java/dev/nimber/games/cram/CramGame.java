package dev.nimber.games.cram;

import com.google.auto.service.AutoService;
import dev.nimber.api.Answer;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Cram (Gardner 1974; impartial Domineering): players take turns placing a domino on two
 * neighbouring free cells of a board, lying or standing; who cannot place one loses. An instance is
 * a board ({@code width=4 height=3}, the rules) and, optionally, its cells already covered ({@code
 * board=..../.##./....}).
 */
@AutoService(GameDescriptor.class)
public final class CramGame implements GameDescriptor {

  static final long MAX_SIDE = 1_000_000_000_000_000_000L;

  static final Parameter<BigInteger> WIDTH =
      Parameter.required("width", "the board's columns", ParameterType.integer(1, MAX_SIDE));

  static final Parameter<BigInteger> HEIGHT =
      Parameter.required("height", "the board's rows", ParameterType.integer(1, MAX_SIDE));

  static final Parameter<String> BOARD =
      Parameter.optional(
              "board",
              "the cells, row by row from the top, rows separated by /: . free, # covered"
                  + " (default: every cell free; boards of at most 64 cells)",
              new BoardType(),
              null)
          .ofPosition();

  @Override
  public String id() {
    return "cram";
  }

  @Override
  public String description() {
    return "place a domino on two neighbouring free cells, lying or standing; who cannot place one"
        + " loses (impartial Domineering)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(WIDTH, HEIGHT, BOARD);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return SymmetrySolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new SymmetrySolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new CramPositions(this));
  }

  /** The board, when given: {@code height} rows of {@code width} cells, each . or #. */
  @Override
  public void validate(Parameters parameters) {
    Optional<String> board = parameters.find(BOARD);
    if (board.isEmpty()) {
      return;
    }
    long width = parameters.longValue(WIDTH);
    long height = parameters.longValue(HEIGHT);
    if (width * height > Board.MAX_CELLS || width > Board.MAX_CELLS || height > Board.MAX_CELLS) {
      throw InvalidParameterException.described(
          BOARD.name(),
          board.get(),
          "a board of at most "
              + Board.MAX_CELLS
              + " cells; this one is "
              + width
              + " × "
              + height);
    }
    String[] rows = board.get().split("/", -1);
    if (rows.length != height) {
      throw InvalidParameterException.described(
          BOARD.name(), board.get(), height + " rows separated by /, not " + rows.length);
    }
    for (int row = 0; row < rows.length; row++) {
      if (rows[row].length() != width || !rows[row].matches("[.#]*")) {
        throw InvalidParameterException.described(
            BOARD.name(),
            board.get(),
            "rows of "
                + width
                + " cells, each . (free) or # (covered); row "
                + (row + 1)
                + " is '"
                + rows[row]
                + "'");
      }
    }
  }

  /** The instance's board, when it has at most 64 cells. */
  Optional<Board> board(Parameters instance) {
    long width = instance.longValue(WIDTH);
    long height = instance.longValue(HEIGHT);
    if (width > Board.MAX_CELLS || height > Board.MAX_CELLS || width * height > Board.MAX_CELLS) {
      return Optional.empty();
    }
    Board empty = Board.empty((int) width, (int) height);
    Optional<String> text = instance.find(BOARD);
    if (text.isEmpty()) {
      return Optional.of(empty);
    }
    String cells = text.get().replace("/", "");
    long free = 0;
    for (int at = 0; at < cells.length(); at++) {
      if (cells.charAt(at) == '.') {
        free |= 1L << at;
      }
    }
    return Optional.of(new Board((int) width, (int) height, free));
  }

  /** Whether the instance covers any cell. */
  boolean hasCoveredCells(Parameters instance) {
    return instance.find(BOARD).map(text -> text.contains("#")).orElse(false);
  }

  /** The empty board of an instance's size. */
  Parameters emptyBoard(Parameters instance) {
    return board(instance.longValue(WIDTH), instance.longValue(HEIGHT));
  }

  Parameters board(long width, long height) {
    return Parameters.builder(this)
        .set(WIDTH, BigInteger.valueOf(width))
        .set(HEIGHT, BigInteger.valueOf(height))
        .build();
  }

  Parameters instance(Board board) {
    return Parameters.builder(this)
        .set(WIDTH, BigInteger.valueOf(board.width()))
        .set(HEIGHT, BigInteger.valueOf(board.height()))
        .set(BOARD, board.text())
        .build();
  }

  /**
   * Every empty board of up to 16 cells, and a few with covered cells: each checked against the
   * search.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    int most = Math.min(size, 16);
    for (long height = 1; height <= most; height++) {
      for (long width = 1; width * height <= most; width++) {
        instances.add(board(width, height));
      }
    }
    for (String[] covered :
        new String[][] {
          {"4", "4", "...#/..../.#../...."},
          {"5", "3", "..#../...../..#.."},
          {"3", "3", ".#./.../.#."},
          {"6", "2", "#....#/.#..#."}
        }) {
      instances.add(
          Parameters.builder(this)
              .set(WIDTH, new BigInteger(covered[0]))
              .set(HEIGHT, new BigInteger(covered[1]))
              .set(BOARD, covered[2])
              .build());
    }
    return instances;
  }

  /** An empty board with an even side, or a strip, of up to {@code size} cells a side. */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long most = Math.max(1, Math.min(size, MAX_SIDE));
    long a = 1 + random.nextLong(most);
    long b = 1 + random.nextLong(most);
    return Optional.of(
        switch (random.nextInt(3)) {
          case 0 -> board(a, 1);
          case 1 -> board(a % 2 == 0 ? a : a + 1, b);
          default -> board(1, b);
        });
  }

  /**
   * Checks a winning domino on boards too large for positions: a domino on the board that leaves a
   * strip worth 0, or the centre domino of an even × odd board; on a larger board no other domino
   * is proven to win, and is refused. On a board with positions, only that the domino fits: the
   * host and {@code verify} prove it there.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    long width = instance.longValue(WIDTH);
    long height = instance.longValue(HEIGHT);
    Optional<Domino> parsed = Domino.parse(answer.moveLabel());
    if (parsed.isEmpty()) {
      return Optional.of("which is not a legal move here");
    }
    Optional<Board> board = board(instance);
    if (board.isPresent()) {
      // A board with positions: the host finds the move among them, and verify proves it wins.
      return board.get().move(answer.moveLabel()).isPresent()
          ? Optional.empty()
          : Optional.of("which is not a legal move here");
    }
    Domino domino = parsed.get();
    long lastRow = domino.row() + (domino.down() ? 1 : 0);
    long lastColumn = domino.column() + (domino.down() ? 0 : 1);
    if (domino.row() < 1 || domino.column() < 1 || lastRow > height || lastColumn > width) {
      return Optional.of("which is not a legal move here");
    }
    if (width == 1 || height == 1) {
      long before = height == 1 ? domino.column() - 1 : domino.row() - 1;
      long cells = Math.max(width, height);
      return (DawsonsKayles.value(before) ^ DawsonsKayles.value(cells - 2 - before)) == 0
          ? Optional.empty()
          : Optional.of("but it leaves a position the opponent wins");
    }
    boolean centre =
        width % 2 == 0 && height % 2 == 1
            ? !domino.down() && domino.row() == (height + 1) / 2 && domino.column() == width / 2
            : width % 2 == 1
                && height % 2 == 0
                && domino.down()
                && domino.row() == height / 2
                && domino.column() == (width + 1) / 2;
    return centre
        ? Optional.empty()
        : Optional.of("but no theory shows that it leaves a lost position on a board this large");
  }
}
