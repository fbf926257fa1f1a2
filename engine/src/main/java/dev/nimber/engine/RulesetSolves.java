package dev.nimber.engine;

import dev.nimber.api.API;
import dev.nimber.api.Parameters;
import dev.nimber.api.Position;
import dev.nimber.api.Positions;
import dev.nimber.api.RankedPositions;
import dev.nimber.api.SolverFailureException;
import dev.nimber.api.UnsupportedInstanceException;
import dev.nimber.engine.loopy.LoopySearch;
import dev.nimber.engine.tier.SolvedTiers;
import dev.nimber.engine.tier.TierArchive;
import dev.nimber.engine.tier.TierSolver;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * Solves of every position an instance's rules reach, kept whole, by the engine's search's
 * convention, threads and progress ({@link SearchSolver#rulesets}): the tiers of a numbered
 * instance for play and for a batch that shares a ruleset, the tiers written to an archive as a
 * solved database is built, and every position of a game that does not number them. Each costs the
 * ranked solve's time and keeps what it solves (two bytes a position for tiers).
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public final class RulesetSolves {

  private final Positions positions;
  private final int threads;
  private final boolean misere;
  private final TierSolver.Progress progress;
  private final GameSearch.Options options;

  RulesetSolves(
      Positions positions,
      int threads,
      boolean misere,
      TierSolver.Progress progress,
      GameSearch.Options options) {
    this.positions = positions;
    this.threads = threads;
    this.misere = misere;
    this.progress = progress;
    this.options = options;
  }

  /**
   * Values every position reachable from a ranked instance's start, for play: the start's tier and
   * every tier it needs are solved on the search's threads, by this solver's convention, and all
   * are kept (two bytes per position), reporting progress as the search's progress listener says.
   *
   * @param parameters checked parameters of the game
   * @return the values, or empty when the game numbers no positions of this instance
   * @throws UnsupportedInstanceException when the tiers would not fit the heap, with the numbers
   * @throws SolverFailureException when interrupted, or when a remoteness passes what the records
   *     hold
   */
  public Optional<RankedValues> solveEveryTier(Parameters parameters) {
    return numbered(parameters)
        .map(
            start ->
                new RankedValues(
                    start.space(), tierSolver(false, true).solve(start.space(), start.tier())));
  }

  /**
   * Solves the rules of a ranked instance and keeps every tier, so that every position they hold is
   * answered from them ({@link StoredAnswers#answerFrom}) without solving again: what a batch of
   * many positions of one ruleset shares. Solved from the ruleset's start when the game names one
   * ({@link dev.nimber.api.Positions#rulesetStart}) and its tiers fit {@code mostBytes}, otherwise
   * from the instance's start. Outcome and remoteness only, no Grundy values.
   *
   * @param parameters checked parameters of the game
   * @param mostBytes the most the kept tiers may take
   * @return the tiers, or empty when the game numbers no positions of this instance or when keeping
   *     every tier would take more than {@code mostBytes} (then each position is better solved
   *     alone, keeping only what it needs)
   * @throws UnsupportedInstanceException when the tiers would not fit the heap, with the numbers
   * @throws SolverFailureException when interrupted, or when a remoteness passes what the records
   *     hold
   */
  public Optional<SolvedTiers> solveRuleset(Parameters parameters, long mostBytes) {
    Optional<NumberedStart> numbered = numbered(parameters);
    if (numbered.isEmpty()) {
      return Optional.empty();
    }
    RankedPositions space = numbered.get().space();
    int asked = numbered.get().tier();
    int rules =
        positions.rulesetStart(parameters).map(start -> space.rankOf(start).tier()).orElse(asked);
    TierSolver solver = tierSolver(false, true);
    for (int top : rules > asked ? new int[] {rules, asked} : new int[] {asked}) {
      TierSolver.Plan plan = solver.plan(space, top);
      if (plan.positions() <= mostBytes / Math.max(1, plan.bytesPerPosition())) {
        return Optional.of(solver.solve(space, top));
      }
    }
    return Optional.empty();
  }

  /**
   * Solves a ranked instance's start tier and every tier it needs by this solver's convention, on
   * the search's threads, keeping each tier in an archive as it is solved and skipping the tiers
   * the archive holds already: what building a solved database does. With Grundy values when the
   * archive {@linkplain TierArchive#keepsGrundy keeps them}.
   *
   * @param parameters checked parameters of the game
   * @param archive where each tier solved is kept and tiers solved before are found
   * @return the plan of the solve (the tiers, lowest first), or empty when the game numbers no
   *     positions of this instance
   * @throws UnsupportedInstanceException when the tiers would not fit the heap, with the numbers
   * @throws SolverFailureException when interrupted, or when a remoteness passes what the records
   *     hold
   */
  public Optional<TierSolver.Plan> solveInto(Parameters parameters, TierArchive archive) {
    return numbered(parameters)
        .map(
            start -> {
              TierSolver solver = tierSolver(archive.keepsGrundy(), false);
              TierSolver.Plan plan = solver.plan(start.space(), start.tier());
              solver.solve(start.space(), start.tier(), archive);
              return plan;
            });
  }

  /** A numbered instance's positions and its start's tier. */
  private record NumberedStart(RankedPositions space, int tier) {}

  /** The instance's numbering and its start's tier, or empty when the game numbers none. */
  private Optional<NumberedStart> numbered(Parameters parameters) {
    return positions
        .ranked(parameters)
        .map(space -> new NumberedStart(space, space.rankOf(positions.start(parameters)).tier()));
  }

  /** The ranked solve by the search's convention, threads and progress. */
  private TierSolver tierSolver(boolean grundy, boolean keepAll) {
    return new TierSolver(new TierSolver.Options(threads, misere, grundy, keepAll, progress));
  }

  /**
   * Values every position reachable from an instance's start, numbered or not, by retrograde
   * analysis of the whole reachable graph ({@link LoopySearch}, which also decides loopy games and
   * draws): what building a solved database of a game that does not number its positions does. Time
   * and memory O(P + M) for P positions and M moves, within the search's budget.
   *
   * @param parameters checked parameters of the game
   * @param into told each position and its outcome and remoteness (no Grundy value), the start
   *     first
   * @return how many positions there are
   * @throws SolverFailureException when the budget or the heap runs out, or when interrupted
   */
  public long solveEveryPosition(
      Parameters parameters, BiConsumer<Position, GameSearch.Evaluation> into) {
    LoopySearch.Solution solution = new LoopySearch(options).solve(positions.start(parameters));
    solution.forEach(into);
    return solution.positions();
  }

  /**
   * Values every position reachable from an instance's start with its Grundy value too, by the
   * search of positions as objects (whole, not by components), for a solved database that keeps a
   * Grundy column. Normal play only.
   *
   * @param parameters checked parameters of the game
   * @param into told each position and its outcome, remoteness and Grundy value (−1 where
   *     undefined)
   * @return how many positions there are
   * @throws SolverFailureException when a line of play repeats (a loopy game has generalized
   *     values, which a database does not keep), the budget or the heap runs out, or when
   *     interrupted
   */
  public long solveEveryPositionWithGrundy(
      Parameters parameters, BiConsumer<Position, GameSearch.Evaluation> into) {
    if (misere) {
      throw new IllegalStateException("misère play has no Grundy values");
    }
    GameSearch search = GameSearch.keepingEveryPosition(options);
    search.evaluate(positions.start(parameters));
    search.forEachEvaluated(into);
    return search.positionsEvaluated();
  }
}
