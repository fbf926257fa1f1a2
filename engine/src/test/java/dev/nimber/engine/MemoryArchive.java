package dev.nimber.engine;

import dev.nimber.engine.tier.TierArchive;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.LongUnaryOperator;

/**
 * Tiers kept in memory, as a database folder keeps them in files; it can stop the solve after some
 * tiers.
 */
final class MemoryArchive implements TierArchive {

  final Map<Integer, int[]> kept = new LinkedHashMap<>();
  final List<Integer> read = new ArrayList<>();
  int keepsBeforeCrash = Integer.MAX_VALUE;

  @Override
  public boolean holds(int tier, long positions) {
    return kept.containsKey(tier) && kept.get(tier).length == positions;
  }

  @Override
  public void read(int tier, RecordSink into) {
    read.add(tier);
    int[] records = kept.get(tier);
    for (int rank = 0; rank < records.length; rank++) {
      into.accept(rank, records[rank]);
    }
  }

  @Override
  public void keep(int tier, long positions, LongUnaryOperator recordAt) {
    if (keepsBeforeCrash-- == 0) {
      throw new IllegalStateException("stopped before tier " + tier + " was kept");
    }
    int[] records = new int[(int) positions];
    for (int rank = 0; rank < positions; rank++) {
      records[rank] = (int) recordAt.applyAsLong(rank);
    }
    kept.put(tier, records);
  }
}
