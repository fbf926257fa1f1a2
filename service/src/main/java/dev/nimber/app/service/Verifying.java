package dev.nimber.app.service;

import dev.nimber.api.GameDescriptor;
import dev.nimber.api.GameSolver;
import dev.nimber.api.Parameters;
import dev.nimber.testkit.CheckPlan;
import dev.nimber.testkit.Verifier;
import java.util.List;
import java.util.Optional;

/**
 * Checks that a game's solvers agree and that every winning move they answer wins, with the test
 * kit's {@link Verifier}: on every small instance the game declares (where the search proves each
 * move's position lost), then on random larger instances without the reference solvers. What the
 * game's own code throws is the plugin's failure; what a solver throws is a finding.
 */
final class Verifying {

  private final GameEntry entry;
  private final Requests.VerifySolvers request;
  private final VerifyListener listener;

  Verifying(GameEntry entry, Requests.VerifySolvers request, VerifyListener listener) {
    this.entry = entry;
    this.request = request;
    this.listener = listener;
  }

  SolversChecked verify() {
    GameDescriptor descriptor = entry.descriptor();
    List<GameSolver> solvers =
        request.solvers().isEmpty()
            ? entry.solvers()
            : request.solvers().stream().map(entry::solver).toList();
    listener.started();
    CheckPlan plan =
        new CheckPlan(request.max(), request.random(), request.randomSize(), request.seed());
    List<Parameters> small =
        PluginCall.guard(
            () -> entry.describe() + ", asked for its small instances",
            () -> plan.smallInstances(descriptor));
    if (small.isEmpty()) {
      listener.noSmallInstances();
    }
    Verifier.Report first = check("small", solvers, small, true);
    Optional<Verifier.Report> second =
        first.finding().isEmpty() || request.keepGoing()
            ? checkRandom(solvers, plan)
            : Optional.empty();
    Optional<Verifier.Finding> finding =
        first.finding().or(() -> second.flatMap(Verifier.Report::finding));
    return new SolversChecked(
        solvers.size(),
        first.instances(),
        second.map(Verifier.Report::instances),
        first.movesChecked() + second.map(Verifier.Report::movesChecked).orElse(0L),
        finding.map(found -> new SolversChecked.Finding(kind(found), found.describe())),
        first.findings() + second.map(Verifier.Report::findings).orElse(0L));
  }

  private static String kind(Verifier.Finding finding) {
    if (finding instanceof Verifier.Disagreement) {
      return "DISAGREEMENT";
    }
    if (finding instanceof Verifier.BadNumbering) {
      return "BAD NUMBERING";
    }
    return finding instanceof Verifier.BadMove ? "BAD MOVE" : "SOLVER BROKE";
  }

  /** The random phase, without the reference solvers. */
  private Optional<Verifier.Report> checkRandom(List<GameSolver> solvers, CheckPlan plan) {
    List<GameSolver> fast = CheckPlan.fastSolvers(solvers);
    if (request.random() == 0) {
      return Optional.empty();
    }
    if (fast.isEmpty()) {
      listener.noFastSolvers();
      return Optional.empty();
    }
    List<Parameters> instances =
        PluginCall.guard(
            () -> entry.describe() + ", asked for random instances",
            () -> plan.randomInstances(entry.descriptor()));
    return Optional.of(check("random", fast, instances, false));
  }

  private Verifier.Report check(
      String phase, List<GameSolver> solvers, List<Parameters> instances, boolean searchMoves) {
    Verifier.Report report;
    try (Progress bar = listener.phase(phase, instances.size())) {
      report =
          PluginCall.guard(
              () -> entry.describe() + ", while verifying (" + phase + ")",
              () ->
                  new Verifier(entry.descriptor(), solvers, searchMoves)
                      .check(instances, request.keepGoing(), bar::step));
    }
    listener.phaseDone(
        phase,
        report.pairs().stream()
            .map(
                pair ->
                    new SolversChecked.PairTally(
                        pair.first(), pair.second(), pair.compared(), pair.agreed(), pair.nanos()))
            .toList());
    return report;
  }
}
