#!/usr/bin/env bash
# Who wins a position whose play splits into sums, by the engine's search (`--solver search`, or `engine` for octal):
# `-q outcome`, which values components whole only up to a point and then searches for a winning move beside a nim-heap
# (SumOutcomes), side by side with `-q grundy`, which values every component reachable; the two must agree (the first
# player wins exactly when the value is not 0). Instances: Cram boards with both sides odd (no symmetry strategy), node
# Kayles on two random graphs drawn here (seeded), and a single heap of Kayles (0.77), whose few components stay valued
# whole. Whole processes, median wall time and peak resident memory of RUNS runs (default 1: the Grundy value of Cram
# 5 x 7 takes minutes). With a second launcher (another distribution's bin/nimber), its `-q outcome` runs after this
# one's each time, and its medians are printed beside.
# Run from the repository root (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/sum-outcomes.sh [RUNS] [OTHER_LAUNCHER]
set -euo pipefail
runs=${1:-1}
other=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./nimber list > /dev/null
launcher=distribution/target/nimber/bin/nimber
. "$(dirname "$0")/whole-process.sh"

# random_graph SEED VERTICES EDGES: a connected graph, each vertex joined to one of the four before it, then random
# edges up to EDGES, as node Kayles' edges A-B.
random_graph() {
  python3 -c 'import random, sys
seed, n, m = map(int, sys.argv[1:])
r = random.Random(seed)
edges = set()
for i in range(1, n):
    edges.add((r.randrange(max(0, i - 4), i), i))
while len(edges) < m:
    a, b = r.sample(range(n), 2)
    edges.add((min(a, b), max(a, b)))
print(",".join(f"{a}-{b}" for a, b in sorted(edges)))' "$@"
}

machine
instances=(
  "cram width=5 height=5 --solver search"
  "cram width=3 height=11 --solver search"
  "cram width=5 height=7 --solver search"
  "nodekayles graph=$(random_graph 3 40 55) --solver search"
  "nodekayles graph=$(random_graph 5 50 62) --solver search"
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
  fi
  echo "$line"
done
