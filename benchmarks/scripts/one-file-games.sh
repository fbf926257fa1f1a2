#!/usr/bin/env bash
# A game in one Java file as a user starts it, whole processes: the first start (which compiles the file into the
# cache) and the next (which loads the cached jar), beside a built-in game's start, alternating. Prints the median
# wall time and resident memory of each. (The search of a one-file game against the same game written as a full
# plugin is CompactGameBenchmark, in JMH.) Run from the repository root (./nimber builds the distribution when it is
# missing).
#
#   benchmarks/scripts/one-file-games.sh [RUNS]
set -euo pipefail
runs=${1:-10}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./nimber list > /dev/null

. "$(dirname "$0")/whole-process.sh"

game=examples/games/subtraction.java
for ((run = 0; run < runs; run++)); do
  rm -rf "$work/cache"
  measure first-start env NIMBER_CACHE="$work/cache" ./nimber --plugins "$game" solve subtraction n=10
  measure next-start env NIMBER_CACHE="$work/cache" ./nimber --plugins "$game" solve subtraction n=10
  measure built-in env NIMBER_CACHE="$work/cache" ./nimber solve thuemorse n=387 m=22
done

printf '%-44s %10s %12s\n' command "median s" "median RSS"
for label in built-in next-start first-start; do
  printf '%-44s %10s %9s KB\n' "$label" "$(median "$work/$label" 1)" "$(median "$work/$label" 3)"
done
