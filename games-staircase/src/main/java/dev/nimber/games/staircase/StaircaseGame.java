package dev.nimber.games.staircase;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Positions;
import dev.nimber.api.Question;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * The coin-sliding game (SDOI2019 "移动金币", Luogu P5363): m coins on distinct cells of a row of n; a
 * move slides one coin left by one or more cells, never onto or past another coin and never off the
 * row; who cannot move loses.
 */
@AutoService(GameDescriptor.class)
public final class StaircaseGame implements GameDescriptor {

  /** The most coins any solver accepts. */
  public static final int MAX_COINS = 2000;

  /** The modulus of the original problem. */
  public static final BigInteger ORIGINAL_MODULUS = BigInteger.valueOf(1_000_000_009);

  static final Parameter<BigInteger> N =
      Parameter.required("n", "cells in the row", ParameterType.integerFrom(0));
  static final Parameter<BigInteger> M =
      Parameter.required("m", "coins on the row", ParameterType.integer(0, MAX_COINS));
  static final Parameter<Optional<BigInteger>> MODULUS =
      Parameter.optional(
          "modulus",
          "counts are given modulo this",
          new ModulusType(),
          Optional.of(ORIGINAL_MODULUS));
  static final Parameter<List<BigInteger>> COINS =
      Parameter.optional(
              "coins",
              "the occupied cells (1-based), for the position questions",
              ParameterType.listOf(ParameterType.integerFrom(1), MAX_COINS),
              null)
          .ofPosition();

  @Override
  public String id() {
    return "staircase";
  }

  @Override
  public String description() {
    return "m coins slide left on n cells without passing each other; who cannot move loses (SDOI2019 移动金币)";
  }

  @Override
  public List<Parameter<?>> parameters() {
    return List.of(N, M, MODULUS, COINS);
  }

  @Override
  public Question defaultQuestion() {
    return StaircaseQuestions.COUNT;
  }

  @Override
  public String defaultSolver() {
    return "digits";
  }

  /** m <= n; the coins, when given, are m distinct cells from 1 to n. */
  @Override
  public void validate(Parameters parameters) {
    BigInteger n = parameters.get(N);
    BigInteger m = parameters.get(M);
    if (m.compareTo(n) > 0) {
      throw InvalidParameterException.of(M.name(), m, "at most n = " + n + " coins, one per cell");
    }
    Optional<List<BigInteger>> coins = coins(parameters);
    if (coins.isEmpty()) {
      return;
    }
    if (coins.get().size() != m.intValueExact()) {
      throw InvalidParameterException.described(
          COINS.name(), coins.get().size() + " cells", "exactly m = " + m + " cells, one per coin");
    }
    Set<BigInteger> seen = new HashSet<>();
    for (BigInteger cell : coins.get()) {
      if (cell.compareTo(n) > 0) {
        throw InvalidParameterException.described(
            COINS.name(), "cell " + cell, "cells from 1 to n = " + n);
      }
      if (!seen.add(cell)) {
        throw InvalidParameterException.described(
            COINS.name(), "cell " + cell + " twice", "distinct cells, one coin each");
      }
    }
  }

  /**
   * Staircase Nim over the digits of the gaps (the default), the original DP, and the placements
   * enumerated.
   */
  @Override
  public List<GameSolver> solvers() {
    return List.of(
        new StaircaseDigitsSolver(this),
        new StaircaseClassicSolver(this),
        new StaircaseEnumerateSolver());
  }

  @Override
  public Optional<Positions> positions() {
    return Optional.of(new StaircasePositions(this));
  }

  /**
   * Every row up to min(size, 12) cells with every m, and every placement on rows up to min(size,
   * 7) cells.
   */
  @Override
  public List<Parameters> smallInstances(int size) {
    List<Parameters> instances = new ArrayList<>();
    for (int n = 0; n <= Math.min(size, 12); n++) {
      for (int m = 0; m <= n; m++) {
        instances.add(instance(n, m, null));
      }
    }
    for (int n = 1; n <= Math.min(size, 7); n++) {
      for (int mask = 1; mask < 1 << n; mask++) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 1; cell <= n; cell++) {
          if ((mask >> (cell - 1) & 1) != 0) {
            cells.add(cell);
          }
        }
        instances.add(instance(n, cells.size(), cells));
      }
    }
    return instances;
  }

  /**
   * A row of up to {@code size} cells with up to 50 coins, within the classic solver's reach when
   * size is.
   */
  @Override
  public Optional<Parameters> randomInstance(long size, Random random) {
    long n = 1 + (long) (random.nextDouble() * size);
    return Optional.of(instance(n, random.nextInt((int) Math.min(n, 50) + 1), null));
  }

  /** The checked instance of n cells and m coins, on the given cells when they are not null. */
  Parameters instance(long n, int m, List<Integer> cells) {
    Parameters.Builder instance =
        Parameters.builder(this).set(N, BigInteger.valueOf(n)).set(M, BigInteger.valueOf(m));
    if (cells != null) {
      instance.set(COINS, cells.stream().map(BigInteger::valueOf).toList());
    }
    return instance.build();
  }

  @Override
  public Optional<JudgeFormat> judgeFormat() {
    return Optional.of(new StaircaseJudgeFormat());
  }

  /** The modulus, or empty for exact counts. */
  static Optional<BigInteger> modulus(Parameters parameters) {
    return parameters.get(MODULUS);
  }

  /** The coins' cells in ascending order, when the parameters give a placement. */
  static Optional<List<BigInteger>> sortedCoins(Parameters parameters) {
    return coins(parameters).map(cells -> cells.stream().sorted().toList());
  }

  static Optional<List<BigInteger>> coins(Parameters parameters) {
    return parameters.find(COINS);
  }
}
