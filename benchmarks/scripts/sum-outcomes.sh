#!/usr/bin/env bash
# Who wins, and the Grundy value of, positions whose play splits into sums, by the engine's search (`--solver
# search`, or `engine` for octal): `-q outcome`, which values components whole only up to a point and then searches
# for a winning move beside a nim-heap (SumOutcomes), and `-q grundy`, which does the same for a game that decides no
# position by rule (Cram, node Kayles and green Hackenbush say so) and otherwise values every component reachable; the
# two must agree (the first player wins exactly when the value is not 0). Instances: Cram boards with both sides odd
# (no symmetry strategy) and one of 4 x 9, node Kayles on three random graphs drawn here (seeded), a random drawing
# of green Hackenbush, and a single heap of Kayles (0.77), whose few components stay valued whole. Whole processes,
# median wall time and peak resident memory of RUNS runs (default 1: the Grundy value of Cram 5 x 7 takes minutes
# where every component is valued). With a second launcher (another distribution's bin/nimber), its `-q outcome` and
# `-q grundy` run after this one's each time, their answers must be the same, and its medians are printed beside.
# Run from the repository root (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/sum-outcomes.sh [RUNS] [OTHER_LAUNCHER]
set -euo pipefail
runs=${1:-1}
other=${2:-}
. "$(dirname "$0")/whole-process.sh"
from_repository
. "$(dirname "$0")/graphs.sh"

machine
instances=(
  "cram width=5 height=5 --solver search"
  "cram width=3 height=11 --solver search"
  "cram width=5 height=7 --solver search"
  "cram width=4 height=9 --solver search"
  "nodekayles graph=$(random_edges 3 40 55 4) --solver search"
  "nodekayles graph=$(random_edges 5 50 62 4) --solver search"
  "nodekayles graph=$(random_edges 11 56 70 4) --solver search"
  "hackenbush edges=$(random_edges 3 19 26) --solver search"
  "octal code=0.77 heaps=3000 --solver engine"
)
for index in "${!instances[@]}"; do
  read -r -a args <<< "${instances[$index]}"
  for ((run = 0; run < runs; run++)); do
    measure_to "$work/answer-$index" "outcome-$index" "$launcher" solve "${args[@]}" -q outcome
    if [ -n "$other" ]; then
      measure_to "$work/other-answer-$index" "other-$index" "$other" solve "${args[@]}" -q outcome
      cmp -s "$work/answer-$index" "$work/other-answer-$index" || { echo "${args[*]}: the outcomes differ"; exit 1; }
    fi
    measure_to "$work/value-$index" "grundy-$index" "$launcher" solve "${args[@]}" -q grundy
    if [ -n "$other" ]; then
      measure_to "$work/other-value-$index" "other-grundy-$index" "$other" solve "${args[@]}" -q grundy
      cmp -s "$work/value-$index" "$work/other-value-$index" || { echo "${args[*]}: the values differ"; exit 1; }
    fi
  done
  outcome=$(cat "$work/answer-$index")
  grundy=$(cat "$work/value-$index")
  if [ "$outcome" != "$([ "$grundy" = 0 ] && echo Second || echo First)" ]; then
    echo "${args[*]}: outcome $outcome but Grundy value $grundy"
    exit 1
  fi
  shown=${args[1]}
  if [ ${#shown} -gt 40 ]; then
    shown="${shown:0:40}…"
  fi
  name="${args[0]} $shown ${args[*]:2}"
  line="$name: $outcome, outcome $(median "$work/outcome-$index" 1) s ($(median "$work/outcome-$index" 3) KB)"
  line="$line; Grundy value $grundy, $(median "$work/grundy-$index" 1) s ($(median "$work/grundy-$index" 3) KB)"
  if [ -n "$other" ]; then
    line="$line; the other launcher's outcome $(median "$work/other-$index" 1) s ($(median "$work/other-$index" 3) KB)"
    line="$line, Grundy value $(median "$work/other-grundy-$index" 1) s ($(median "$work/other-grundy-$index" 3) KB)"
  fi
  echo "$line"
done
