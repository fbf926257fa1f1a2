# Checks nimber's answers to a set of Connect Four positions against Pons' solver's scores and compares their times,
# for the benchmark scripts that run beside it.
# Usage: pons-values.py WIDTH HEIGHT PONS_OUTPUT NIMBER_JSON PONS_SECONDS [PONS_INSIDE_SECONDS]
#  - PONS_OUTPUT: the solver's lines, the moves played and the score;
#  - NIMBER_JSON: nimber run --format json's answers to the same positions, in the same order;
#  - PONS_SECONDS: the solver's time over the set, as a whole process;
#  - PONS_INSIDE_SECONDS: the same run's time inside the solver, its solve() calls summed (pons.sh's c4solver-timed),
#    which the target compares nimber's time inside its solver with.
# Prints every position whose value differs (Pons' score turned into nimber's outcome and remoteness), then the
# times.
import json, sys
from pons_score import differences
w, h = int(sys.argv[1]), int(sys.argv[2])
pons = [line.split() for line in open(sys.argv[3])]
weak = [json.loads(line) for line in open(sys.argv[4])]
differ = 0
for difference in differences(w, h, pons, weak):
    differ += 1
    print("differs:", *difference)
inside = sum(a["solveNanos"] for a in weak) / 1e9
whole = float(sys.argv[5])
times = f"Pons {whole:.2f} s as a whole process: {inside / whole:.1f}x"
if len(sys.argv) > 6:
    pons_inside = float(sys.argv[6])
    times = (f"Pons {pons_inside:.2f} s inside its solver: {inside / pons_inside:.2f}x"
             f" ({whole:.2f} s as a whole process: {inside / whole:.2f}x)")
print(f"{w} x {h}, {len(weak)} positions: weak {inside:.2f} s inside the solver (the sum of nimber's solveNanos),"
      f" {times}; {differ} values differ")
