package dev.nimber.games.octal;

import dev.nimber.api.Answer;
import dev.nimber.api.GameSolver;
import dev.nimber.api.IntegerSequence;
import dev.nimber.api.Move;
import dev.nimber.api.Outcome;
import dev.nimber.api.Parameters;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Answers from the Grundy values of single heaps, computed by a {@link GrundySequence}: a sum's
 * value is the XOR of its heaps' values; a winning move takes the sum to 0 in one heap; a heap
 * beyond the values computed is answered from a proven period. Values are computed in doublings up
 * to what a question needs and kept per code (a few codes at once), so later questions about the
 * same game are quick. Thread-safe.
 */
final class OctalSolver implements GameSolver {

  /**
   * The most values computed: heaps up to this are valued directly, larger ones from a proven
   * period. 0.354's period (1180 from heap 10,061,916) is proven within the first 2^25; all of them
   * take 256 MiB when every value is below 2^8 ({@link GrundyValues}), 1 GiB at most, and a
   * doubling copies the half before.
   */
  static final int MOST_VALUES = 1 << 28;

  /**
   * The most values a period search computes when no {@code to} is given: 0.16's period is proven
   * within them.
   */
  static final int DEFAULT_VALUES = (1 << 20) - 1;

  /**
   * Values the sparse method computes looking for a period before it may stop on values that are
   * not sparse.
   */
  static final int PLAIN_VALUES = (1 << 16) - 1;

  private static final String SPARSE_DESCRIPTION =
      "the sparse-space method: values split into rare and common"
          + " classes, so a heap's mex needs the splits with a rare part only; about O(n · rare heaps) for G(0..n), O(n²)"
          + " at worst; values kept on disk in the user's cache folder";

  /** The most values computed for a hexadecimal game that splits heaps in three: O(n³) each. */
  static final int HEXADECIMAL_VALUES = 4095;

  /** Codes whose values are kept at once. */
  private static final int CODES_KEPT = 8;

  private final OctalGame game;
  private final String name;
  private final String description;
  private final GrundySequence method;
  private final int mostValues;
  private final boolean reference;
  private final SequenceCache cache;
  private final Map<OctalCode, GrundyValues> known = new ConcurrentHashMap<>();
  private final Map<OctalCode, Integer> onDisk = new ConcurrentHashMap<>();

  OctalSolver(
      OctalGame game,
      String name,
      String description,
      GrundySequence method,
      int mostValues,
      boolean reference,
      SequenceCache cache) {
    this.game = game;
    this.name = name;
    this.description = description;
    this.method = method;
    this.mostValues = mostValues;
    this.reference = reference;
    this.cache = cache;
  }

  /** The sparse-space method, the default, keeping its values in the user's cache folder. */
  static OctalSolver sparse(OctalGame game) {
    return sparse(game, SequenceCache.ofUser());
  }

  /** The sparse-space method, keeping its values in the cache given. */
  static OctalSolver sparse(OctalGame game, SequenceCache cache) {
    return new OctalSolver(
        game, "sparse", SPARSE_DESCRIPTION, new SparseSequence(), MOST_VALUES, false, cache);
  }

  /** The plain recurrence, the reference: computed every time, never read from a cache. */
  static OctalSolver mex(OctalGame game) {
    return new OctalSolver(
        game,
        "mex",
        "the plain recurrence: G(n) is the mex over every move from a heap of n;"
            + " O(n²) for G(0..n) when heaps split",
        new MexSequence(),
        1 << 17,
        true,
        SequenceCache.none());
  }

  @Override
  public String name() {
    return name;
  }

  @Override
  public String description() {
    return description;
  }

  @Override
  public List<Question> questions() {
    return List.of(
        Question.OUTCOME,
        Question.MOVE,
        Question.GRUNDY,
        OctalQuestions.SEQUENCE,
        OctalQuestions.PERIOD,
        OctalQuestions.SPARSITY);
  }

  @Override
  public boolean isReference() {
    return reference;
  }

  @Override
  public String limits() {
    return "heaps up to "
        + mostValues
        + " valued directly ("
        + Math.min(mostValues, HEXADECIMAL_VALUES)
        + " in a hexadecimal game that splits heaps in three), larger ones (to 10^18) once a period"
        + " is proven within them;"
        + " a sequence past heap "
        + mostValues
        + " likewise, printed as its values are read";
  }

  @Override
  public void checkSupports(Parameters parameters, Question question) {
    OctalCode code = parameters.get(OctalGame.CODE);
    if (question.equals(OctalQuestions.SPARSITY) && (!code.splits() || code.splitsInThree())) {
      throw new UnsupportedInstanceException(
          code
              + (code.splitsInThree()
                  ? " splits heaps in three, where rare and common classes do not find every value:"
                  : " never splits a heap, so its values have no rare and common classes:")
              + " 'sparsity' is for codes that split heaps in two (a digit 4 to 7)");
    }
    Optional<BigInteger> to = parameters.find(OctalGame.TO);
    if (!question.equals(OctalQuestions.SEQUENCE)
        && to.isPresent()
        && to.get().compareTo(BigInteger.valueOf(mostValues(code))) > 0) {
      throw new UnsupportedInstanceException(
          "solver '"
              + name
              + "' values heaps up to "
              + mostValues(code)
              + (code.splitsInThree() ? " in a hexadecimal game that splits heaps in three" : "")
              + ", and to = "
              + to.get()
              + " (only 'sequence' goes further, from a proven period)");
    }
  }

  @Override
  public Answer solve(Parameters parameters, Question question) {
    checkSupports(parameters, question);
    OctalCode code = parameters.get(OctalGame.CODE);
    Answer answer = answer(code, parameters, question);
    keepOnDisk(code);
    return answer;
  }

  private Answer answer(OctalCode code, Parameters parameters, Question question) {
    if (question.equals(OctalQuestions.SEQUENCE)) {
      long last = parameters.find(OctalGame.TO).map(BigInteger::longValueExact).orElse(100L);
      Values values =
          last <= mostValues(code)
              ? direct(code, (int) last)
              : valuesOf(code, List.of(BigInteger.valueOf(last)), periodLimit(code), true, false);
      return Answer.sequence(IntegerSequence.of(last + 1, values::of));
    }
    if (question.equals(OctalQuestions.SPARSITY)) {
      return sparsity(code, parameters);
    }
    if (question.equals(OctalQuestions.PERIOD)) {
      return period(code, searchLimit(code, parameters), stopsWhenNotSparse(parameters));
    }
    List<BigInteger> heaps = parameters.get(OctalGame.HEAPS);
    Values values =
        valuesOf(code, heaps, searchLimit(code, parameters), stopsWhenNotSparse(parameters), true);
    int sum = 0;
    for (BigInteger heap : heaps) {
      sum ^= values.of(heap.longValueExact());
    }
    if (question.equals(Question.GRUNDY)) {
      return Answer.number(sum);
    }
    if (question.equals(Question.OUTCOME)) {
      return Answer.outcome(sum == 0 ? Outcome.LOSS : Outcome.WIN, game.outcomeWords());
    }
    if (question.equals(Question.MOVE)) {
      if (sum == 0) {
        return Answer.noWinningMove();
      }
      int worth = sum;
      OctalMove move =
          winningMove(code, heaps, values, sum)
              .orElseThrow(
                  () ->
                      new IllegalStateException(
                          "the heaps are worth " + worth + " but no move takes them to 0"));
      List<Long> after = move.applyTo(heaps.stream().map(BigInteger::longValueExact).toList());
      Map<String, Object> details = new LinkedHashMap<>();
      details.put("heap", move.heap());
      details.put("taken", move.taken());
      details.put("left", move.left());
      return Answer.winningMove(new Move(move.label(), new OctalPosition(code, after)), details);
    }
    throw new IllegalArgumentException("solver '" + name + "' does not answer '" + question + "'");
  }

  /**
   * The sparsity report ({@link Sparsity}) of G(0 .. to), or without {@code to} of the values
   * already known, at least {@value #PLAIN_VALUES} + 1 of them.
   */
  private Answer sparsity(OctalCode code, Parameters parameters) {
    int last =
        parameters
            .find(OctalGame.TO)
            .map(BigInteger::intValueExact)
            .orElseGet(
                () ->
                    Math.min(
                        mostValues(code), Math.max(PLAIN_VALUES, valuesUpTo(code, 0).size() - 1)));
    List<Sparsity.Row> rows = Sparsity.of(code, firstValues(code, last));
    List<Map<String, Object>> details = new ArrayList<>();
    for (Sparsity.Row row : rows) {
      Map<String, Object> fields = new LinkedHashMap<>();
      fields.put("heaps", row.heaps());
      fields.put("largest", row.largest());
      fields.put("largestAt", row.largestAt());
      fields.put("mask", row.mask());
      fields.put("heapParity", row.heapParity());
      fields.put("rareHeaps", row.rareHeaps());
      fields.put("lastRare", row.lastRare());
      details.add(fields);
    }
    return new Answer(
        String.join("\n", rows.stream().map(Sparsity.Row::text).toList()), Map.of("rows", details));
  }

  /**
   * The most values to compute looking for a period: {@code to} when given (up to all this solver
   * may), else as many as {@linkplain #periodLimit are known or} {@value #DEFAULT_VALUES}, where
   * the sparse method also stops early, past {@value #PLAIN_VALUES} values, once it finds the
   * values not sparse: going on would cost O(n²).
   */
  private int searchLimit(OctalCode code, Parameters parameters) {
    return parameters
        .find(OctalGame.TO)
        .map(BigInteger::intValueExact)
        .orElseGet(() -> periodLimit(code));
  }

  /**
   * How far a question without {@code to}, or a sequence past the values computed, looks for a
   * period: {@value #DEFAULT_VALUES} values, or as many as are already known (in memory or on disk)
   * when there are more, so that a period once proven answers the next question at once.
   */
  private int periodLimit(OctalCode code) {
    return Math.min(mostValues(code), Math.max(DEFAULT_VALUES, valuesUpTo(code, 0).size() - 1));
  }

  /**
   * Whether the period search may stop early on values that are not sparse: only when no {@code to}
   * is given.
   */
  private static boolean stopsWhenNotSparse(Parameters parameters) {
    return parameters.find(OctalGame.TO).isEmpty();
  }

  /**
   * The period, found by doubling the values known until it is proven or the limit is reached:
   * "period 12 from heap 71, proven (checked to heap 106)", or "period … seen up to heap N, not
   * proven", or "no period seen up to heap N".
   */
  private Answer period(OctalCode code, int limit, boolean stopWhenNotSparse) {
    Search search = searchPeriod(code, limit, stopWhenNotSparse);
    Optional<Periodicity> found = search.period();
    Map<String, Object> fields = new LinkedHashMap<>();
    String further =
        search.searchedUpTo() < mostValues(code) - 1 ? " (a larger to=N looks further)" : "";
    if (found.isEmpty()) {
      int seen = search.searchedUpTo();
      fields.put("proven", false);
      fields.put("seenUpTo", seen);
      return new Answer("no period seen up to heap " + seen + further, fields);
    }
    Periodicity period = found.get();
    fields.put("preperiod", period.preperiod());
    fields.put("period", period.period());
    fields.put("proven", period.proven());
    fields.put("seenUpTo", period.seenUpTo());
    String text =
        "period "
            + period.period()
            + " from heap "
            + period.preperiod()
            + (period.proven()
                ? ", proven (values checked up to heap "
                    + period.seenUpTo()
                    + ", as the periodicity theorem asks)"
                : ", seen up to heap "
                    + period.seenUpTo()
                    + ", not proven"
                    + (provable(code)
                        ? further
                        : " (the periodicity theorem does not cover Grundy's game)"));
    return new Answer(text, fields);
  }

  /**
   * What a period search found: the period (the first proven, or the last found when none is), and
   * the values it looked at, G(0 .. searchedUpTo).
   */
  private record Search(Optional<Periodicity> period, GrundyValues values) {

    int searchedUpTo() {
      return values.size() - 1;
    }
  }

  /**
   * Looks for a period with the values computed in doublings, G(0 .. 2^k − 1), up to {@code limit},
   * until one is proven; the sparse method without a {@code to} also stops at the first doubling
   * past {@value #PLAIN_VALUES} where the values are not sparse, since going on would cost O(n²).
   */
  private Search searchPeriod(OctalCode code, int limit, boolean stopWhenNotSparse) {
    Optional<Periodicity> last = Optional.empty();
    int upTo = Math.min(limit, 1023);
    while (true) {
      GrundyValues values = firstValues(code, upTo);
      last =
          Periodicity.find(values, code.maxTaken(), mostHeapsLeft(code))
              .map(found -> provable(code) ? found : found.unproven());
      if (last.isPresent() && last.get().proven()
          || upTo >= limit
          || stopWhenNotSparse
              && !reference
              && upTo >= PLAIN_VALUES
              && !SparseSequence.isSparse(code, values)) {
        return new Search(last, values);
      }
      upTo = (int) Math.min(limit, 2L * upTo + 1);
    }
  }

  /**
   * Values of any heap the instance has: from a proven period when one is found among the values up
   * to the largest heap (or, beyond the values this solver computes, within them), otherwise
   * directly. {@code toGoesOn} says whether a {@code to} would let the search go on where values
   * that are not sparse stopped it, for the message.
   */
  private Values valuesOf(
      OctalCode code,
      List<BigInteger> heaps,
      int limit,
      boolean stopWhenNotSparse,
      boolean toGoesOn) {
    long largest = heaps.stream().mapToLong(BigInteger::longValueExact).max().orElse(0);
    if (largest <= 1023 && largest <= limit) {
      return direct(code, (int) largest);
    }
    boolean beyond = largest > Math.min(limit, mostValues(code));
    Search search =
        searchPeriod(
            code,
            beyond ? Math.min(limit, mostValues(code)) : (int) largest,
            beyond && stopWhenNotSparse);
    Optional<Periodicity> period = search.period();
    if (!beyond && (period.isEmpty() || !period.get().proven())) {
      return direct(code, (int) largest);
    }
    if (period.isEmpty() || !period.get().proven()) {
      throw new UnsupportedInstanceException(
          "a heap of "
              + largest
              + " is beyond the values solver '"
              + name
              + "' computed (up to heap "
              + search.searchedUpTo()
              + "), and no period of "
              + code
              + " is proven within"
              + " them"
              + (search.searchedUpTo() < Math.min(limit, mostValues(code))
                  ? " (they are not sparse, so going on would"
                      + " take O(n²)"
                      + (toGoesOn ? "; give to=N to go on anyway)" : ")")
                  : ""));
    }
    GrundyValues values = search.values();
    Periodicity proven = period.get();
    return new Values() {
      @Override
      public int of(long heap) {
        return proven.valueOf(values, heap);
      }

      /**
       * A split (a, b) with a ≥ preperiod + period leaves the same values as (a − period, b +
       * period), both parts being past the preperiod, so smaller parts below preperiod + period are
       * all there is to try; likewise a split in three (a, b, c), a ≤ b ≤ c, with b ≥ preperiod +
       * period leaves the values of (a, b − period, c + period).
       */
      @Override
      public long mostSmallerPart() {
        return (long) proven.preperiod() + proven.period();
      }
    };
  }

  /** G(0 .. upTo) exactly: the values kept when there are no more, else a copy of the first. */
  private GrundyValues firstValues(OctalCode code, int upTo) {
    GrundyValues values = valuesUpTo(code, upTo);
    return values.size() == upTo + 1 ? values : values.copyOf(upTo + 1);
  }

  /** The values of heaps up to {@code largest}, looked up directly. */
  private Values direct(OctalCode code, int largest) {
    GrundyValues values = valuesUpTo(code, largest);
    return heap -> values.get((int) heap);
  }

  /**
   * G(0 .. upTo), extending what is kept for the code in memory or, failing that, in the cache on
   * disk; the values computed are kept in memory, and on disk once the question is answered ({@link
   * #keepOnDisk}).
   */
  private GrundyValues valuesUpTo(OctalCode code, int upTo) {
    GrundyValues values = known.get(code);
    if (values == null) {
      values = cache.read(code);
      keep(code, values);
      onDisk.put(code, values.size());
    }
    if (values.size() > upTo) {
      return values;
    }
    GrundyValues extended = method.extend(code, values, upTo);
    keep(code, extended);
    return extended;
  }

  /**
   * Writes a code's values to the cache on disk once there are at least {@value
   * SequenceCache#LEAST_KEPT} and more than it holds: once per question, however many doublings the
   * question took.
   */
  private void keepOnDisk(OctalCode code) {
    GrundyValues values = known.get(code);
    if (values != null
        && values.size() >= SequenceCache.LEAST_KEPT
        && values.size() > onDisk.getOrDefault(code, 0)) {
      cache.write(code, values);
      onDisk.put(code, values.size());
    }
  }

  private void keep(OctalCode code, GrundyValues values) {
    if (known.size() >= CODES_KEPT && !known.containsKey(code)) {
      known.clear();
    }
    known.merge(code, values, (old, fresh) -> old.size() >= fresh.size() ? old : fresh);
  }

  /**
   * A move in one heap to the value that makes the sum 0: the first heap, number taken and split
   * that does it, in the order the position lists its moves. For a heap beyond a proven period only
   * splits whose smaller part is below the preperiod plus the period are tried: any other leaves
   * the same values as one of those.
   */
  private Optional<OctalMove> winningMove(
      OctalCode code, List<BigInteger> heaps, Values values, int sum) {
    for (int index = 0; index < heaps.size(); index++) {
      long size = heaps.get(index).longValueExact();
      int target = values.of(size) ^ sum;
      Optional<OctalMove> move =
          OctalPosition.firstMove(
              code,
              index + 1,
              size,
              values.mostSmallerPart(),
              each -> valueLeft(each, values) == target);
      if (move.isPresent()) {
        return move;
      }
    }
    return Optional.empty();
  }

  /** The value of what a move leaves of its heap: nothing, or the XOR of the heaps left. */
  private static int valueLeft(OctalMove move, Values values) {
    int value = 0;
    for (long heap : move.left()) {
      value ^= values.of(heap);
    }
    return value;
  }

  /**
   * The most heaps this solver values directly for a code: fewer in a hexadecimal game that splits
   * heaps in three, whose values take O(n³).
   */
  private int mostValues(OctalCode code) {
    return code.splitsInThree() ? Math.min(mostValues, HEXADECIMAL_VALUES) : mostValues;
  }

  /** Whether the periodicity theorem proves a period of the code: not in Grundy's game. */
  private static boolean provable(OctalCode code) {
    return code.equalSplits();
  }

  /** The most heaps a move leaves, as the periodicity theorem counts them: 3 or 2. */
  private static int mostHeapsLeft(OctalCode code) {
    return code.splitsInThree() ? 3 : 2;
  }

  /** The value of a single heap. */
  @FunctionalInterface
  private interface Values {
    int of(long heap);

    /** The largest smaller part of a split worth trying: any, unless a period bounds them. */
    default long mostSmallerPart() {
      return Long.MAX_VALUE;
    }
  }
}
