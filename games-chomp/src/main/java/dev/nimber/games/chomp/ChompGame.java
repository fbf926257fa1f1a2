package dev.nimber.games.chomp;

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
 * Chomp (Gale 1974; Schuh 1952): a bar of chocolate whose top-left square is poisoned; a move bites
 * a square and eats every square below it and to its right; who must eat the poisoned square (is
 * left it alone) loses. An instance is a bar ({@code width=7 height=5}), the rules, and optionally
 * the squares left in it as a Young diagram by its rows ({@code rows=5,5,3,1}).
 */
@AutoService(GameDescriptor.class)
public final class ChompGame implements GameDescriptor {

  static final long MAX_SIDE = 1_000_000_000_000_000_000L;

  static final Parameter<BigInteger> WIDTH =
      Parameter.required("width", "the bar's columns", ParameterType.integer(1, MAX_SIDE));

  static final Parameter<BigInteger> HEIGHT =
      Parameter.required("height", "the bar's rows", ParameterType.integer(1, MAX_SIDE));

  static final Parameter<List<BigInteger>> ROWS =
      Parameter.optional(
              "rows",
              "the squares left, as the rows' lengths from the top, none longer than the one above"
                  + " (a Young diagram inside the bar; default: the whole bar)",
              ParameterType.listOf(ParameterType.integer(1, MAX_SIDE), ChompPosition.MAX_SIDE),
              null)
          .ofPosition();

  @Override
  public String id() {
    return "chomp";
  }

  @Override
  public String description() {
    return "bite a square of a chocolate bar, eating every square below and to its right; who is"
        + " left the poisoned top-left square loses (Gale 1974)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(WIDTH, HEIGHT, ROWS);
  }

  @Override
  public Question defaultQuestion() {
    return Question.OUTCOME;
  }

  @Override
  public String defaultSolver() {
    return TheorySolver.NAME;
  }

  @Override
  public List<GameSolver> solvers() {
    return List.of(new TheorySolver(this));
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new ChompPositions(this));
  }

  /** The rows, when given: inside the bar, none longer than the one above. */
  @Override
  public void validate(Parameters parameters) {
    Optional<List<BigInteger>> rows = parameters.find(ROWS);
    if (rows.isEmpty()) {
      return;
    }
    List<BigInteger> lengths = rows.get();
    if (lengths.isEmpty()) {
      throw InvalidParameterException.described(ROWS.name(), "no row", "at least one row");
    }
    if (lengths.size() > parameters.longValue(HEIGHT)) {
      throw InvalidParameterException.described(
          ROWS.name(),
          join(lengths),
          "at most the bar's " + parameters.longValue(HEIGHT) + " rows");
    }
    if (lengths.get(0).compareTo(parameters.get(WIDTH)) > 0) {
      throw InvalidParameterException.described(
          ROWS.name(),
          join(lengths),
          "rows of at most the bar's " + parameters.get(WIDTH) + " columns");
    }
    for (int i = 1; i < lengths.size(); i++) {
      if (lengths.get(i).compareTo(lengths.get(i - 1)) > 0) {
        throw InvalidParameterException.described(
            ROWS.name(),
            join(lengths),
            "rows none longer than the one above; row "
                + (i + 1)
                + " has "
                + lengths.get(i)
                + " after "
                + lengths.get(i - 1));
      }
    }
  }

  private static String join(List<BigInteger> values) {
    return String.join(",", values.stream().map(BigInteger::toString).toList());
  }

  /** The diagram an instance starts from: its rows, or the whole bar. */
  Diagram diagram(Parameters instance) {
    Optional<List<BigInteger>> rows = instance.find(ROWS);
    if (rows.isPresent()) {
      return Diagram.ofRows(rows.get().stream().mapToLong(BigInteger::longValueExact).toArray());
    }
    return Diagram.rectangle(instance.longValue(WIDTH), instance.longValue(HEIGHT));
  }

  /** The instance's position, when its bar is small enough for positions. */
  Optional<ChompPosition> position(Parameters instance) {
    long width = instance.longValue(WIDTH);
    long height = instance.longValue(HEIGHT);
    if (width > ChompPosition.MAX_SIDE || height > ChompPosition.MAX_SIDE) {
      return Optional.empty();
    }
    return Optional.of(new ChompPosition((int) width, (int) height, diagram(instance)));
  }

  /** The whole bar of an instance's rules. */
  Parameters bar(Parameters instance) {
    return rectangle(instance.longValue(WIDTH), instance.longValue(HEIGHT));
  }

  /**
   * Every rectangle of up to 6 × 6 and every other diagram inside a box of 4 × 4: each checked
   * against the search, which values every diagram inside it.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    int side = Math.min(size, 6);
    for (long height = 1; height <= side; height++) {
      for (long width = 1; width <= side; width++) {
        instances.add(rectangle(width, height));
      }
    }
    int box = Math.min(size, 4);
    diagrams(new long[0], box, box, instances);
    return instances;
  }

  private void diagrams(long[] above, long longest, int rowsLeft, List<Parameters> into) {
    if (above.length >= 2 && above[above.length - 1] != above[0]) {
      into.add(instance(4, 4, above));
    }
    if (rowsLeft == 0) {
      return;
    }
    for (long length = 1; length <= longest; length++) {
      long[] rows = java.util.Arrays.copyOf(above, above.length + 1);
      rows[above.length] = length;
      diagrams(rows, length, rowsLeft - 1, into);
    }
  }

  /**
   * A rectangle of up to {@code size} rows and columns, or a diagram of two rows, two columns or a
   * hook that large: shapes the theory answers, so that its moves are checked far beyond the
   * search.
   */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long most = Math.max(1, Math.min(size, MAX_SIDE));
    long a = 1 + random.nextLong(most);
    long b = 1 + random.nextLong(most);
    return Optional.of(
        switch (random.nextInt(4)) {
          case 0 -> rectangle(a, b);
          case 1 -> instance(Math.max(a, b), 2, new long[] {Math.max(a, b), Math.min(a, b)});
          case 2 -> rectangle(2, b);
          default -> {
            long[] hook = new long[(int) Math.min(b, ChompPosition.MAX_SIDE)];
            java.util.Arrays.fill(hook, 1);
            hook[0] = a;
            yield instance(a, hook.length, hook);
          }
        });
  }

  /**
   * Checks a winning bite on diagrams too large for positions: a square of the diagram, not the
   * poisoned one, that leaves a diagram the theory proves lost.
   */
  @Override
  public Optional<String> checkMove(Parameters instance, Answer answer) {
    Diagram diagram = diagram(instance);
    Optional<Bite> bite = Bite.parse(answer.moveLabel());
    if (bite.isEmpty() || !diagram.has(bite.get())) {
      return Optional.of("which is not a legal move here");
    }
    Optional<Boolean> lost = diagram.after(bite.get()).lost();
    return lost.isPresent() && !lost.get()
        ? Optional.of("but it leaves a position the opponent wins")
        : Optional.empty();
  }

  Parameters rectangle(long width, long height) {
    return Parameters.builder(this)
        .set(WIDTH, BigInteger.valueOf(width))
        .set(HEIGHT, BigInteger.valueOf(height))
        .build();
  }

  /** The diagram of these rows inside a bar of {@code width} × {@code height}. */
  Parameters instance(long width, long height, long[] rows) {
    List<BigInteger> lengths = new ArrayList<>();
    for (long row : rows) {
      lengths.add(BigInteger.valueOf(row));
    }
    return Parameters.builder(this)
        .set(WIDTH, BigInteger.valueOf(width))
        .set(HEIGHT, BigInteger.valueOf(height))
        .set(ROWS, lengths)
        .build();
  }

  /** The diagram of these rows inside its own bar (as wide as its first row, as tall as it). */
  Parameters instance(long[] rows) {
    return instance(rows[0], rows.length, rows);
  }
}
