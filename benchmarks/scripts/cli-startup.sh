#!/usr/bin/env bash
# Whole-process start-up of the command line, as a user runs it: `./nimber solve thuemorse n=387 m=22` and
# `./nimber list`, each RUNS times (default 7), alternating, after one warm-up; prints the median wall time and peak
# resident memory of each, then the same with the class-data-sharing archive switched off (-Xshare:off), to show what
# it brings. Run from the repository root (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/cli-startup.sh [RUNS]
set -euo pipefail
runs=${1:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
./nimber list > /dev/null

measure() { # label, then the command; appends "wall rss" to $work/label
  local label=$1
  shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" > /dev/null 2> "$work/err" || { cat "$work/err"; exit 1; }
  cat "$work/time" >> "$work/$label"
}

median() { # column of a file
  sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}

for ((run = 0; run < runs; run++)); do
  measure solve ./nimber solve thuemorse n=387 m=22
  measure list ./nimber list
  measure solve-no-archive env NIMBER_OPTS=-Xshare:off ./nimber solve thuemorse n=387 m=22
  measure list-no-archive env NIMBER_OPTS=-Xshare:off ./nimber list
done
printf '%-40s %10s %12s\n' command "median s" "median RSS"
for label in solve list solve-no-archive list-no-archive; do
  printf '%-40s %10s %9s KB\n' "$label" "$(median "$work/$label" 1)" "$(median "$work/$label" 2)"
done
