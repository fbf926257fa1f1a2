# Checks nimber's answers to a set of Connect Four positions against Pons' solver's scores in every round of a run
# that alternated the two solvers, and compares their times inside the solvers as medians over the rounds, for the
# benchmark scripts that run beside it (weak-vs-pons.sh). Both solvers' times vary from one process to the next on a
# shared machine (a third and more for the same process on the same set), so one round says little; the median of
# several alternating ones, and the range of the rounds' own ratios, say more.
# Usage: pons-rounds.py WIDTH HEIGHT WARM_UP DIR ROUNDS
#  - DIR/pons-R.out: round R's solver lines (the moves played and the score), R from 1 to ROUNDS;
#  - DIR/pons-R.err: the same run's microseconds inside the solver for each line (pons.sh's c4solver-timed);
#  - DIR/pons-R.seconds: the same run's time as a whole process;
#  - DIR/weak-R.json: nimber run --format json's answers to the same positions, in the same order;
#  - WARM_UP: how many positions count as the JIT's warm-up: the first so many, whose time is shown apart.
# Prints every position whose value differs (Pons' score turned into nimber's outcome and remoteness), then the times.
import json, statistics, sys
from pons_score import differences

w, h, warm_up, folder, rounds = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], int(sys.argv[5])


def pons_round(r):
    lines = [line.split() for line in open(f"{folder}/pons-{r}.out")]
    micros = [int(line) for line in open(f"{folder}/pons-{r}.err") if line.strip().isdigit()]
    assert len(lines) == len(micros), (len(lines), len(micros))
    return lines, [m / 1e6 for m in micros], float(open(f"{folder}/pons-{r}.seconds").read())


def weak_round(r):
    return [json.loads(line) for line in open(f"{folder}/weak-{r}.json")]


differ = 0
nimber_inside, pons_inside, pons_whole, ratios = [], [], [], []
nimber_warm, nimber_rest, pons_warm, pons_rest = [], [], [], []
for r in range(1, rounds + 1):
    lines, pons_seconds, whole = pons_round(r)
    weak = weak_round(r)
    for difference in differences(w, h, lines, weak):
        differ += 1
        print(f"round {r} differs:", *difference)
    nimber_seconds = [a["solveNanos"] / 1e9 for a in weak]
    nimber_inside.append(sum(nimber_seconds))
    pons_inside.append(sum(pons_seconds))
    pons_whole.append(whole)
    ratios.append(nimber_inside[-1] / pons_inside[-1])
    nimber_warm.append(sum(nimber_seconds[:warm_up]))
    nimber_rest.append(sum(nimber_seconds[warm_up:]))
    pons_warm.append(sum(pons_seconds[:warm_up]))
    pons_rest.append(sum(pons_seconds[warm_up:]))

median = statistics.median
positions = len(weak)
print(f"{w} x {h}, {positions} positions, medians of {rounds} alternating rounds: weak {median(nimber_inside):.2f} s"
      f" inside the solver (the sum of nimber's solveNanos), Pons {median(pons_inside):.2f} s inside its solver:"
      f" {median(nimber_inside) / median(pons_inside):.2f}x (the rounds' own ratios {min(ratios):.2f}x to"
      f" {max(ratios):.2f}x; Pons {median(pons_whole):.2f} s as a whole process:"
      f" {median(nimber_inside) / median(pons_whole):.2f}x); the first {warm_up} positions, the JIT's warm-up:"
      f" {median(nimber_warm):.2f} s against {median(pons_warm):.2f} s ({median(nimber_warm) / median(pons_warm):.2f}x),"
      f" the other {positions - warm_up}: {median(nimber_rest):.2f} s against {median(pons_rest):.2f} s"
      f" ({median(nimber_rest) / median(pons_rest):.2f}x); {differ} values differ")
