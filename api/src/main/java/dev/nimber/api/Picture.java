package dev.nimber.api;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A position as a small typed scene that the host draws ({@link Position#picture()}): a grid of
 * cells with pieces, rows of tokens, or a graph with tokens on its vertices. A plugin says what is
 * where and which element a click on makes which move; the host chooses sizes and colours, draws
 * SVG or PNG, and colours each clickable element by the value of its move for the player making it.
 *
 * <p>A clickable element names its move by the move's {@link Move#label() label}, which must be the
 * label of one legal move of the position ({@code nimber verify} and the host check it); two
 * elements may name the same move (either end pin of a row of Kayles knocks the same way). Moves no
 * element names stay playable from the list of moves. A scene holds at most {@value #MAX_ELEMENTS}
 * elements (cells listed, links, tokens, gaps, vertices, edges): a position too large to draw has
 * no picture.
 */
@API(status = API.Status.EXPERIMENTAL, since = "0.1")
public sealed interface Picture permits Picture.Grid, Picture.Rows, Picture.Graph {

  /** The most elements a scene holds. */
  int MAX_ELEMENTS = 4096;

  /** The outline of a piece. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  enum Shape {
    /** A filled round counter (connect four, a coin). */
    DISC,
    /** An open ring (tic-tac-toe's O). */
    RING,
    /** A cross (tic-tac-toe's X). */
    CROSS,
    /** A filled square (a block, a poisoned square). */
    SQUARE,
    /** A skittle (a Kayles pin, a stone in a pile). */
    PIN,
    /** A chess queen (Wythoff's game). */
    QUEEN
  }

  /** Whose a piece is; the host picks the colours. */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  enum Tint {
    /** The first player's. */
    FIRST,
    /** The second player's. */
    SECOND,
    /** Nobody's: a token of an impartial game. */
    NEUTRAL,
    /** Set apart: a poisoned square, the ground. */
    MARKED
  }

  /**
   * A piece drawn on a cell, a token or a vertex.
   *
   * @param shape its outline
   * @param tint whose it is
   * @param mark a short text written on it (at most 4 characters), or empty
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Piece(Shape shape, Tint tint, String mark) {

    /**
     * Checks the components.
     *
     * @param shape its outline
     * @param tint whose it is
     * @param mark a short text written on it (at most 4 characters), or empty
     */
    public Piece {
      requireNonNull(shape, "shape");
      requireNonNull(tint, "tint");
      requireNonNull(mark, "mark");
      if (mark.length() > 4) {
        throw new IllegalArgumentException("a piece's mark has at most 4 characters: " + mark);
      }
    }

    /**
     * A piece with no mark.
     *
     * @param shape its outline
     * @param tint whose it is
     * @return the piece
     */
    public static Piece of(Shape shape, Tint tint) {
      return new Piece(shape, tint, "");
    }
  }

  /**
   * One cell of a {@link Grid}, counted from 0 at the top left.
   *
   * @param row its row, from 0 at the top
   * @param column its column, from 0 at the left
   * @param open whether the cell is part of the board (a removed or covered cell is not)
   * @param piece what stands on it, if anything
   * @param move the label of the move a click on it makes, if any
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Cell(int row, int column, boolean open, Optional<Piece> piece, Optional<String> move) {

    /**
     * Checks the components.
     *
     * @param row its row, from 0 at the top
     * @param column its column, from 0 at the left
     * @param open whether the cell is part of the board (a removed or covered cell is not)
     * @param piece what stands on it, if anything
     * @param move the label of the move a click on it makes, if any
     */
    public Cell {
      requireNonNull(piece, "piece");
      requireNonNull(move, "move");
    }
  }

  /**
   * The border between a cell of a {@link Grid} and its neighbour to the right or below, for a move
   * that covers both (a domino of Cram).
   *
   * @param row the first cell's row
   * @param column the first cell's column
   * @param down whether the neighbour is below (else to the right)
   * @param move the label of the move a click on it makes
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Link(int row, int column, boolean down, String move) {

    /**
     * Checks the components.
     *
     * @param row the first cell's row
     * @param column the first cell's column
     * @param down whether the neighbour is below (else to the right)
     * @param move the label of the move a click on it makes
     */
    public Link {
      requireNonNull(move, "move");
    }
  }

  /**
   * A whole column of a {@link Grid} that takes clicks, for a move that drops a piece into it
   * (Connect Four): a click anywhere in the column makes the move, and the host marks the column
   * above the board.
   *
   * @param column the column, from 0 at the left
   * @param move the label of the move a click in it makes
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Drop(int column, String move) {

    /**
     * Checks the components.
     *
     * @param column the column, from 0 at the left
     * @param move the label of the move a click in it makes
     */
    public Drop {
      requireNonNull(move, "move");
    }
  }

  /**
   * A line drawn over a {@link Grid} from the centre of one cell to the centre of another, to point
   * something out (the winning line of k in a row); it takes no clicks.
   *
   * @param fromRow the first cell's row
   * @param fromColumn the first cell's column
   * @param toRow the last cell's row
   * @param toColumn the last cell's column
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Stroke(int fromRow, int fromColumn, int toRow, int toColumn) {}

  /**
   * A board of rows and columns (tic-tac-toe, connect four, Wythoff's queen, coins on a strip,
   * chomp, cram). Cells not listed are open and empty.
   *
   * @param rows how many rows, 1 to 64
   * @param columns how many columns, 1 to 64
   * @param cells the cells with something to draw or click, each at most once
   * @param links the clickable borders between neighbouring cells, each at most once
   * @param drops the clickable columns, each at most once
   * @param strokes the lines drawn over the board
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Grid(
      int rows,
      int columns,
      List<Cell> cells,
      List<Link> links,
      List<Drop> drops,
      List<Stroke> strokes)
      implements Picture {

    /**
     * Checks the components: sizes from 1 to 64, every cell inside and listed once, every link
     * between two cells of the grid and listed once, every drop on a column of the grid and listed
     * once, every stroke between two cells of the grid.
     *
     * @param rows how many rows, 1 to 64
     * @param columns how many columns, 1 to 64
     * @param cells the cells with something to draw or click, each at most once
     * @param links the clickable borders between neighbouring cells, each at most once
     * @param drops the clickable columns, each at most once
     * @param strokes the lines drawn over the board
     */
    public Grid {
      if (rows < 1 || rows > 64 || columns < 1 || columns > 64) {
        throw new IllegalArgumentException(
            "a grid has 1 to 64 rows and columns, not " + rows + " × " + columns);
      }
      cells = List.copyOf(cells);
      links = List.copyOf(links);
      drops = List.copyOf(drops);
      strokes = List.copyOf(strokes);
      checkSize(cells.size() + links.size() + drops.size() + strokes.size());
      boolean[] seen = new boolean[rows * columns];
      for (Cell cell : cells) {
        if (!inside(cell.row(), cell.column(), rows, columns)) {
          throw new IllegalArgumentException(
              "cell (" + cell.row() + ", " + cell.column() + ") is outside the grid");
        }
        int index = cell.row() * columns + cell.column();
        if (seen[index]) {
          throw new IllegalArgumentException(
              "cell (" + cell.row() + ", " + cell.column() + ") is listed twice");
        }
        seen[index] = true;
      }
      boolean[] linked = new boolean[2 * rows * columns];
      for (Link link : links) {
        int lastRow = link.down() ? rows - 2 : rows - 1;
        int lastColumn = link.down() ? columns - 1 : columns - 2;
        if (link.row() < 0
            || link.row() > lastRow
            || link.column() < 0
            || link.column() > lastColumn) {
          throw new IllegalArgumentException(
              "the link "
                  + (link.down() ? "down" : "across")
                  + " from cell ("
                  + link.row()
                  + ", "
                  + link.column()
                  + ") leaves the grid");
        }
        int index = 2 * (link.row() * columns + link.column()) + (link.down() ? 1 : 0);
        if (linked[index]) {
          throw new IllegalArgumentException(
              "the link from cell (" + link.row() + ", " + link.column() + ") is listed twice");
        }
        linked[index] = true;
      }
      boolean[] dropped = new boolean[columns];
      for (Drop drop : drops) {
        if (drop.column() < 0 || drop.column() >= columns) {
          throw new IllegalArgumentException(
              "the drop into column " + drop.column() + " is outside the grid");
        }
        if (dropped[drop.column()]) {
          throw new IllegalArgumentException(
              "the drop into column " + drop.column() + " is listed twice");
        }
        dropped[drop.column()] = true;
      }
      for (Stroke stroke : strokes) {
        if (!inside(stroke.fromRow(), stroke.fromColumn(), rows, columns)
            || !inside(stroke.toRow(), stroke.toColumn(), rows, columns)) {
          throw new IllegalArgumentException(
              "the stroke from cell ("
                  + stroke.fromRow()
                  + ", "
                  + stroke.fromColumn()
                  + ") to cell ("
                  + stroke.toRow()
                  + ", "
                  + stroke.toColumn()
                  + ") leaves the grid");
        }
      }
    }

    private static boolean inside(int row, int column, int rows, int columns) {
      return row >= 0 && row < rows && column >= 0 && column < columns;
    }

    /**
     * A grid without drops or strokes.
     *
     * @param rows how many rows, 1 to 64
     * @param columns how many columns, 1 to 64
     * @param cells the cells with something to draw or click, each at most once
     * @param links the clickable borders between neighbouring cells, each at most once
     */
    public Grid(int rows, int columns, List<Cell> cells, List<Link> links) {
      this(rows, columns, cells, links, List.of(), List.of());
    }

    /**
     * A grid without links, drops or strokes.
     *
     * @param rows how many rows, 1 to 64
     * @param columns how many columns, 1 to 64
     * @param cells the cells with something to draw or click, each at most once
     */
    public Grid(int rows, int columns, List<Cell> cells) {
      this(rows, columns, cells, List.of(), List.of(), List.of());
    }

    /**
     * This grid with these clickable columns in place of its own.
     *
     * @param drops the clickable columns, each at most once
     * @return the new grid
     */
    @API(status = API.Status.EXPERIMENTAL, since = "0.1")
    public Grid withDrops(List<Drop> drops) {
      return new Grid(rows, columns, cells, links, drops, strokes);
    }

    /**
     * This grid with these lines drawn over it in place of its own.
     *
     * @param strokes the lines drawn over the board
     * @return the new grid
     */
    @API(status = API.Status.EXPERIMENTAL, since = "0.1")
    public Grid withStrokes(List<Stroke> strokes) {
      return new Grid(rows, columns, cells, links, drops, strokes);
    }
  }

  /**
   * A token in a {@link Row}.
   *
   * @param piece how it is drawn
   * @param move the label of the move a click on it makes, if any
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Token(Piece piece, Optional<String> move) {

    /**
     * Checks the components.
     *
     * @param piece how it is drawn
     * @param move the label of the move a click on it makes, if any
     */
    public Token {
      requireNonNull(piece, "piece");
      requireNonNull(move, "move");
    }
  }

  /**
   * The space between two neighbouring tokens of a row, for a move that takes both (knocking two
   * adjacent Kayles pins).
   *
   * @param after the index of the token on its left
   * @param move the label of the move a click on it makes
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Gap(int after, String move) {

    /**
     * Checks the components.
     *
     * @param after the index of the token on its left
     * @param move the label of the move a click on it makes
     */
    public Gap {
      requireNonNull(move, "move");
    }
  }

  /**
   * One row of tokens: a heap, a row of pins.
   *
   * @param label written before the row ("heap 1"), or empty
   * @param tokens its tokens, left to right
   * @param gaps the clickable spaces between tokens, each at most once
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Row(String label, List<Token> tokens, List<Gap> gaps) {

    /**
     * Checks the components: every gap between two tokens of the row, listed once.
     *
     * @param label written before the row ("heap 1"), or empty
     * @param tokens its tokens, left to right
     * @param gaps the clickable spaces between tokens, each at most once
     */
    public Row {
      requireNonNull(label, "label");
      tokens = List.copyOf(tokens);
      gaps = List.copyOf(gaps);
      boolean[] seen = new boolean[Math.max(tokens.size(), 1)];
      for (Gap gap : gaps) {
        if (gap.after() < 0 || gap.after() + 1 >= tokens.size()) {
          throw new IllegalArgumentException(
              "a gap after token " + gap.after() + " in a row of " + tokens.size());
        }
        if (seen[gap.after()]) {
          throw new IllegalArgumentException("the gap after token " + gap.after() + " twice");
        }
        seen[gap.after()] = true;
      }
    }
  }

  /**
   * Rows of tokens, one above the other (heaps, piles, rows of pins).
   *
   * @param rows the rows, top to bottom
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Rows(List<Row> rows) implements Picture {

    /**
     * Checks the components.
     *
     * @param rows the rows, top to bottom
     */
    public Rows {
      rows = List.copyOf(rows);
      checkSize(rows.stream().mapToInt(row -> row.tokens().size() + row.gaps().size()).sum());
    }
  }

  /**
   * A vertex of a {@link Graph}, placed in the unit square ({@code x} to the right, {@code y}
   * down).
   *
   * @param name written beside it
   * @param x from 0 at the left to 1
   * @param y from 0 at the top to 1
   * @param gone whether it has been removed from play (drawn faint)
   * @param piece the token on it, if any
   * @param move the label of the move a click on it makes, if any
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Vertex(
      String name, double x, double y, boolean gone, Optional<Piece> piece, Optional<String> move) {

    /**
     * Checks the components.
     *
     * @param name written beside it
     * @param x from 0 at the left to 1
     * @param y from 0 at the top to 1
     * @param gone whether it has been removed from play (drawn faint)
     * @param piece the token on it, if any
     * @param move the label of the move a click on it makes, if any
     */
    public Vertex {
      requireNonNull(name, "name");
      requireNonNull(piece, "piece");
      requireNonNull(move, "move");
      if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) {
        throw new IllegalArgumentException(
            "vertex " + name + " at (" + x + ", " + y + ") is outside the unit square");
      }
    }

    /**
     * Where the {@code index}-th of {@code count} vertices goes on a circle, clockwise from the
     * top.
     *
     * @param index which vertex, from 0
     * @param count how many vertices share the circle
     * @return {@code {x, y}} in the unit square
     */
    public static double[] onCircle(int index, int count) {
      double angle = 2 * Math.PI * index / Math.max(count, 1) - Math.PI / 2;
      return new double[] {0.5 + 0.45 * Math.cos(angle), 0.5 + 0.45 * Math.sin(angle)};
    }
  }

  /**
   * An edge between two vertices, by their indices in the graph's list.
   *
   * @param from the index of one end (the tail of an arrow)
   * @param to the index of the other end
   * @param move the label of the move a click on it makes, if any
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Edge(int from, int to, Optional<String> move) {

    /**
     * Checks the components.
     *
     * @param from the index of one end (the tail of an arrow)
     * @param to the index of the other end
     * @param move the label of the move a click on it makes, if any
     */
    public Edge {
      requireNonNull(move, "move");
    }
  }

  /**
   * Vertices and edges (a digraph with tokens, node kayles).
   *
   * @param vertices the vertices
   * @param edges the edges
   * @param directed whether edges are drawn as arrows from {@code from} to {@code to}
   */
  @API(status = API.Status.EXPERIMENTAL, since = "0.1")
  record Graph(List<Vertex> vertices, List<Edge> edges, boolean directed) implements Picture {

    /**
     * Checks the components: every edge between two listed vertices.
     *
     * @param vertices the vertices
     * @param edges the edges
     * @param directed whether edges are drawn as arrows from {@code from} to {@code to}
     */
    public Graph {
      vertices = List.copyOf(vertices);
      edges = List.copyOf(edges);
      checkSize(vertices.size() + edges.size());
      for (Edge edge : edges) {
        if (edge.from() < 0
            || edge.from() >= vertices.size()
            || edge.to() < 0
            || edge.to() >= vertices.size()) {
          throw new IllegalArgumentException(
              "edge " + edge.from() + "-" + edge.to() + " names a vertex not in the graph");
        }
      }
    }
  }

  /**
   * The labels of the moves its elements make, in the order of the scene (cells, links and drops,
   * rows' tokens and gaps, or vertices and edges).
   *
   * @return the labels, one for each clickable element
   */
  default List<String> clicks() {
    List<String> labels = new ArrayList<>();
    if (this instanceof Grid grid) {
      grid.cells().forEach(cell -> cell.move().ifPresent(labels::add));
      grid.links().forEach(link -> labels.add(link.move()));
      grid.drops().forEach(drop -> labels.add(drop.move()));
    } else if (this instanceof Rows rows) {
      for (Row row : rows.rows()) {
        row.tokens().forEach(token -> token.move().ifPresent(labels::add));
        row.gaps().forEach(gap -> labels.add(gap.move()));
      }
    } else if (this instanceof Graph graph) {
      graph.vertices().forEach(vertex -> vertex.move().ifPresent(labels::add));
      graph.edges().forEach(edge -> edge.move().ifPresent(labels::add));
    }
    return List.copyOf(labels);
  }

  private static void checkSize(int elements) {
    if (elements > MAX_ELEMENTS) {
      throw new IllegalArgumentException(
          "a picture holds at most " + MAX_ELEMENTS + " elements, not " + elements);
    }
  }
}
