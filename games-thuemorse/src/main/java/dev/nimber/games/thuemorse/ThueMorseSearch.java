package dev.nimber.games.thuemorse;

import com.google.auto.service.AutoService;
import dev.nimber.api.GameSolver;
import dev.nimber.api.SearchSolver;

/** The generic search over Thue–Morse piles: the ground truth for small n. */
@AutoService(GameSolver.class)
public final class ThueMorseSearch extends SearchSolver {

  public ThueMorseSearch() {
    super(new ThueMorseGame());
  }
}
