#!/bin/bash
# Peak resident memory of the solves in the README's memory table, against what their results need: two bytes a
# position for a ranked solve (the positions as --verbose counts them) and, for the search of objects, its memo
# (measured in process after a full collection, see Performance). Also the search of objects' time inside the solver (solveNanos), the figure the
# weak-solver issue's last target is about. Whole processes with /usr/bin/time, the launcher's defaults, one run each.
# Usage: benchmarks/scripts/memory-vs-results.sh; needs a built distribution (mvn package).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
machine
ranked() { # LABEL ARGS...: a ranked solve, its results against its peak
  local label=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$nimber" --method strong "$@" --verbose > /dev/null 2> "$work/err"
  local positions
  positions=$(sed -n 's/.*analysis ([^)]*): \([0-9]*\) positions.*/\1/p' "$work/err")
  read -r seconds kb < "$work/time"
  echo "$label: $positions positions, results $((positions * 2 / 1000000)) MB; $seconds s, peak $((kb / 1000)) MB" \
    "(results + 200 MB: $((positions * 2 / 1000000 + 200)) MB)"
}
ranked "4 x 4 tic-tac-toe, k = 4" solve connect width=4 height=4 k=4 -q remoteness
ranked "Connect Four 5 x 4" solve connect width=5 height=4 k=4 gravity=true
ranked "Connect Four 6 x 4" solve connect width=6 height=4 k=4 gravity=true
ranked "Connect Four 5 x 5" solve connect width=5 height=5 k=4 gravity=true
for i in 1 2 3 4 5; do
  measure_to "$work/thuemorse.json" thuemorse "$nimber" solve thuemorse n=1000000 m=3 --solver search --format json
  python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['solveNanos'] / 1e9)" "$work/thuemorse.json" \
    >> "$work/thuemorse-inside"
done
echo "thuemorse m = 3 from n = 10^6, search of objects (500,001 piles held, memo about 32 MB):" \
  "$(sort -n "$work/thuemorse-inside" | sed -n 3p) s inside the solver, $(median "$work/thuemorse" 1) s whole," \
  "peak $(($(median "$work/thuemorse" 3) / 1000)) MB (medians of 5)"
