package dev.nimber.games.staircase;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameDescriptor;
import dev.nimber.api.InvalidParameterException;
import dev.nimber.api.JudgeFormat;
import dev.nimber.api.Parameter;
import dev.nimber.api.ParameterType;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Question;
import dev.nimber.api.UnsupportedInstanceException;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * The coin-sliding game (SDOI2019 "移动金币", Luogu P5363): m coins on distinct cells of a row of n; a move slides one
 * coin left by one or more cells, never onto or past another coin and never off the row; who cannot move loses.
 */
@AutoService(GameDescriptor.class)
public final class StaircaseGame implements GameDescriptor {

  /** The most coins any solver accepts. */
  public static final int MAX_COINS = 2000;
  /** The modulus of the original problem. */
  public static final BigInteger ORIGINAL_MODULUS = BigInteger.valueOf(1_000_000_009);

  static final Parameter<BigInteger> N = Parameter.required(
      "n", "cells in the row", ParameterType.integerFrom(0));
  static final Parameter<BigInteger> M = Parameter.required(
      "m", "coins on the row", ParameterType.integer(0, MAX_COINS));
  static final Parameter<Optional<BigInteger>> MODULUS = Parameter.optional(
      "modulus", "counts are given modulo this", new ModulusType(), Optional.of(ORIGINAL_MODULUS));
  static final Parameter<List<BigInteger>> COINS = Parameter.optional(
      "coins", "the occupied cells (1-based), for the position questions",
      ParameterType.listOf(ParameterType.integerFrom(1), MAX_COINS), null);

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
    BigInteger n = parameters.integer(N.name());
    BigInteger m = parameters.integer(M.name());
    if (m.compareTo(n) > 0) {
      throw InvalidParameterException.of(M.name(), m, "at most n = " + n + " coins, one per cell");
    }
    Optional<List<BigInteger>> coins = coins(parameters);
    if (coins.isEmpty()) {
      return;
    }
    if (coins.get().size() != m.intValueExact()) {
      throw InvalidParameterException.described(COINS.name(), coins.get().size() + " cells",
          "exactly m = " + m + " cells, one per coin");
    }
    Set<BigInteger> seen = new HashSet<>();
    for (BigInteger cell : coins.get()) {
      if (cell.compareTo(n) > 0) {
        throw InvalidParameterException.described(COINS.name(), "cell " + cell, "cells from 1 to n = " + n);
      }
      if (!seen.add(cell)) {
        throw InvalidParameterException.described(COINS.name(), "cell " + cell + " twice", "distinct cells, one coin each");
      }
    }
  }

  /**
   * The placement given by {@code coins}, when its cells fit in a {@code long}.
   *
   * @throws UnsupportedInstanceException when {@code coins} is not given: a row of cells alone is not a position
   */
  @Override
  public Optional<Position> startPosition(Parameters parameters) {
    if (coins(parameters).isEmpty()) {
      throw new UnsupportedInstanceException("a position needs the parameter 'coins', the occupied cells (for example"
          + " coins=2,5,9); n and m alone define only the count of placements");
    }
    return sortedCoins(parameters).map(cells -> {
      List<Long> sorted = new ArrayList<>();
      for (BigInteger cell : cells) {
        if (cell.bitLength() > 62) {
          throw new UnsupportedInstanceException("the search moves coins cell by cell, so cells must be below 2^62;"
              + " got " + cell + ". The digits solver answers any placement");
        }
        sorted.add(cell.longValueExact());
      }
      return new CoinRow(sorted);
    });
  }

  /** Every row up to min(size, 12) cells with every m, and every placement on rows up to min(size, 7) cells. */
  @Override
  public List<Map<String, Object>> smallInstances(int size) {
    List<Map<String, Object>> instances = new ArrayList<>();
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

  /** A row of up to {@code size} cells with up to 50 coins, within the classic solver's reach when size is. */
  @Override
  public Optional<Map<String, Object>> randomInstance(long size, Random random) {
    long n = 1 + (long) (random.nextDouble() * size);
    return Optional.of(instance(n, random.nextInt((int) Math.min(n, 50) + 1), null));
  }

  /** The raw values of an instance, in declaration order; {@code cells} may be null for none. */
  private static Map<String, Object> instance(long n, int m, List<Integer> cells) {
    Map<String, Object> instance = new LinkedHashMap<>();
    instance.put(N.name(), n);
    instance.put(M.name(), m);
    if (cells != null) {
      instance.put(COINS.name(), cells);
    }
    return instance;
  }

  @Override
  public Optional<JudgeFormat> judgeFormat() {
    return Optional.of(new StaircaseJudgeFormat());
  }

  /** The modulus, or empty for exact counts. */
  @SuppressWarnings("unchecked")
  static Optional<BigInteger> modulus(Parameters parameters) {
    return parameters.get(MODULUS.name(), Optional.class);
  }

  /** The coins' cells in ascending order, when the parameters give a placement. */
  static Optional<List<BigInteger>> sortedCoins(Parameters parameters) {
    return coins(parameters).map(cells -> cells.stream().sorted().toList());
  }

  @SuppressWarnings("unchecked")
  static Optional<List<BigInteger>> coins(Parameters parameters) {
    return parameters.find(COINS.name(), List.class).map(list -> (List<BigInteger>) list);
  }
}
