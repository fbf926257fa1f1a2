package dev.nimber.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.nimber.api.Outcome;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierSolver;
import dev.nimber.engine.weak.AlphaBetaValues;
import dev.nimber.engine.weak.ProofNumberSearch;
import dev.nimber.engine.weak.ScoreTable;
import dev.nimber.engine.weak.SearchProgress;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The proof-number search's outcomes against the strong solve's, which it cannot share a bug with.
 */
class ProofNumberSearchTest {

  private static SolvedTiers strong(dev.nimber.api.RankedPositions space, boolean misere) {
    return new TierSolver(new TierSolver.Options(1, misere, false, true, TierSolver.Progress.NONE))
        .solve(space, space.tierCount() - 1);
  }

  /**
   * Random tiered games with wins, losses and ties decided by rule, under both conventions, with a
   * table far smaller than the game and one that holds it: every position's outcome as the ranked
   * solve finds it.
   */
  @Test
  void randomTieredGamesHaveTheOutcomesTheStrongSolveFinds() {
    int outcomes = 0;
    for (long seed = 0; seed < 2000; seed++) {
      RandomTiers game = new RandomTiers(seed, seed % 2 == 0);
      for (boolean misere : new boolean[] {false, true}) {
        SolvedTiers solved = strong(game, misere);
        ProofNumberSearch proofs = new ProofNumberSearch(game, misere, seed % 3 == 0 ? 0 : 1 << 20);
        for (RandomTiers.Node node : game.nodes()) {
          dev.nimber.api.RankedPositions.TierRank at = game.rankOf(node);
          assertThat(proofs.outcome(at.tier(), at.rank()))
              .as("seed %d misère %s %s", seed, misere, node)
              .isEqualTo(solved.evaluate(at).outcome());
          outcomes++;
        }
      }
    }
    assertThat(outcomes).isGreaterThan(20_000);
  }

  /**
   * Every tic-tac-toe board, with and without symmetries, in a table of 1,024 entries: a tie from
   * the start.
   */
  @Test
  void everyTicTacToeBoardHasTheOutcomeTheStrongSolveFinds() {
    for (boolean symmetric : new boolean[] {false, true}) {
      TicTacToe game = new TicTacToe(symmetric);
      SolvedTiers solved = strong(game, false);
      ProofNumberSearch proofs =
          new ProofNumberSearch(game, false, 1024 * ScoreTable.BYTES_PER_ENTRY);
      assertThat(proofs.outcome(game.tierCount() - 1, 0)).isEqualTo(Outcome.TIE);
      for (int tier = 0; tier < game.tierCount(); tier++) {
        for (long rank = 0; rank < game.tierSize(tier); rank++) {
          assertThat(proofs.outcome(tier, rank))
              .as("symmetric %s tier %d rank %d", symmetric, tier, rank)
              .isEqualTo(solved.evaluate(tier, rank).outcome());
        }
      }
    }
  }

  /** A move that keeps the tier is refused with the reason, as the alpha-beta search refuses it. */
  @Test
  void aMoveWithinItsTierIsRefused() {
    CycleTiers game = new CycleTiers(3, 50, false);
    assertThatThrownBy(() -> new ProofNumberSearch(game, false, 1 << 16).outcome(2, 1))
        .isInstanceOf(AlphaBetaValues.NotAcyclicException.class)
        .hasMessage(
            "the proof-number search answers games whose every move lowers the tier; a move of tier 2 stays"
                + " in it");
  }

  /**
   * A listener given to the search hears the visits since it was given, every so many or, when
   * fewer than 1,024, on each of the search's checks (every 1,024 visits), rising, up to the visits
   * made, and nothing once taken back; the outcome is the same as without it; no listener is heard
   * every 0 visits.
   */
  @Test
  void aListenerHearsTheVisitsAsTheSearchComesAlong() {
    TicTacToe game = new TicTacToe(false);
    ProofNumberSearch proofs =
        new ProofNumberSearch(game, false, 1024 * ScoreTable.BYTES_PER_ENTRY);
    List<Long> heard = new ArrayList<>();
    proofs.reportTo(heard::add, 256);
    assertThat(proofs.outcome(game.tierCount() - 1, 0)).isEqualTo(Outcome.TIE);
    long visits = proofs.visited();
    assertThat(visits).as("visits of the empty board").isGreaterThan(2 * 1024);
    assertThat(heard).hasSizeGreaterThanOrEqualTo(2);
    HeardVisits.assertRiseToward(heard, 256, visits);
    int reports = heard.size();
    proofs.reportTo(SearchProgress.NONE, 256);
    proofs.outcome(game.tierCount() - 2, 4);
    assertThat(heard).hasSize(reports);
    assertThatThrownBy(() -> proofs.reportTo(heard::add, 0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("reports come every 1 visit or more, not 0");
  }
}
