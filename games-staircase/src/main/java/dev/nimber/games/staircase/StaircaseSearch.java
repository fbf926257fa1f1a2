package dev.nimber.games.staircase;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SearchSolver;

/** The generic search over coin placements: the ground truth for small rows. */
@AutoService(GameSolver.class)
public final class StaircaseSearch extends SearchSolver {

  public StaircaseSearch() {
    super(new StaircaseGame());
  }
}
