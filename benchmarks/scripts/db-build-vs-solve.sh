#!/usr/bin/env bash
# Whole-process figures for the solved-database issue: building a database against solving the same instance in
# memory, and starting `play` from a database. Runs each command RUNS times (default 5), alternating, and prints the
# median wall time, user CPU time and peak resident memory of each.
#
#   benchmarks/scripts/db-build-vs-solve.sh [RUNS] [GAME name=value ...]
#
# Default instance: Connect Four on 5 columns of 5 with gravity (172 million boards). Run from the repository root
# after `mvn package` (./nimber builds the distribution when it is missing).
set -euo pipefail
runs=${1:-5}
shift || true
instance=("$@")
if [ ${#instance[@]} -eq 0 ]; then
  instance=(connect width=5 height=5 k=4 gravity=true)
fi
threads=${THREADS:-2}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./nimber list > /dev/null

. "$(dirname "$0")/whole-process.sh"

for ((i = 1; i <= runs; i++)); do
  measure solve ./nimber solve "${instance[@]}" --threads "$threads"
  rm -rf "$work/db"
  measure build ./nimber db build "${instance[@]}" --threads "$threads" --db "$work/db"
done
for ((i = 1; i <= runs; i++)); do
  measure play sh -c "printf '' | ./nimber play ${instance[*]} --first computer --db $work/db"
done
echo "instance: ${instance[*]}, $threads threads, $runs runs each, medians ($(nproc) cores, $(uname -m))"
for label in solve build play; do
  printf '%-6s wall %6s s  user %7s s  peak %8s KB\n' "$label" "$(median "$work/$label" 1)" \
    "$(median "$work/$label" 2)" "$(median "$work/$label" 3)"
done
awk -v s="$(median "$work/solve" 1)" -v b="$(median "$work/build" 1)" \
  'BEGIN { printf "build throughput vs solve in memory: %.2fx (median wall times)\n", s / b }'
du -sb "$work/db" | awk '{ print "database: " $1 " bytes" }'
