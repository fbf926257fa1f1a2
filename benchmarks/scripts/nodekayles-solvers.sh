#!/usr/bin/env bash
# Node Kayles' two solvers side by side on graphs of edges, the Grundy value (-q grundy): with no solver named (dawson,
# which values every part of the graph reachable and, past 4,194,304 parts, refuses the graph, so that the engine's
# search answers after it) and by the engine's search (--solver search), which takes a part's value from dawson's
# tables while they cost little and otherwise searches for the least nim-heap beside which the part is lost.
# Instances: the grids of 6 x 6, 7 x 6, 7 x 7 and 8 x 7, and the three random graphs of sum-outcomes.sh. Whole
# processes, median wall time and peak resident memory of RUNS runs (default 1), the two solvers alternating; their
# answers must be equal. With a second launcher (another distribution's bin/nimber), its --solver search runs after
# this one's each time, its answer must be the same, and its median is printed beside. About two minutes a run.
# Run from the repository root (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/nodekayles-solvers.sh [RUNS] [OTHER_LAUNCHER]
set -euo pipefail
runs=${1:-1}
other=${2:-}
. "$(dirname "$0")/whole-process.sh"
from_repository
. "$(dirname "$0")/graphs.sh"

machine
names=("grid 6 x 6" "grid 7 x 6" "grid 7 x 7" "grid 8 x 7" "random, 40 vertices, 55 edges (seed 3)"
  "random, 50 vertices, 62 edges (seed 5)" "random, 56 vertices, 70 edges (seed 11)")
graphs=("$(grid_edges 6 6)" "$(grid_edges 7 6)" "$(grid_edges 7 7)" "$(grid_edges 8 7)"
  "$(random_edges 3 40 55 4)" "$(random_edges 5 50 62 4)" "$(random_edges 11 56 70 4)")
for index in "${!graphs[@]}"; do
  for ((run = 0; run < runs; run++)); do
    measure_to "$work/default-$index.out" "default-$index" \
      "$launcher" solve nodekayles "graph=${graphs[$index]}" -q grundy
    measure_to "$work/search-$index.out" "search-$index" \
      "$launcher" solve nodekayles "graph=${graphs[$index]}" --solver search -q grundy
    cmp -s "$work/default-$index.out" "$work/search-$index.out" \
      || { echo "${names[$index]}: the solvers' values differ"; exit 1; }
    if [ -n "$other" ]; then
      measure_to "$work/other-$index.out" "other-$index" \
        "$other" solve nodekayles "graph=${graphs[$index]}" --solver search -q grundy
      cmp -s "$work/search-$index.out" "$work/other-$index.out" \
        || { echo "${names[$index]}: the other launcher's value differs"; exit 1; }
    fi
  done
  line="${names[$index]}: Grundy value $(cat "$work/search-$index.out");"
  line="$line no solver named $(median "$work/default-$index" 1) s ($(median "$work/default-$index" 3) KB),"
  line="$line --solver search $(median "$work/search-$index" 1) s ($(median "$work/search-$index" 3) KB)"
  if [ -n "$other" ]; then
    line="$line; the other launcher's search $(median "$work/other-$index" 1) s ($(median "$work/other-$index" 3) KB)"
  fi
  echo "$line"
done
