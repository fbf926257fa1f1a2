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

. "$(dirname "$0")/whole-process.sh"

for ((run = 0; run < runs; run++)); do
  measure solve ./nimber solve thuemorse n=387 m=22
  measure list ./nimber list
  measure solve-no-archive env NIMBER_OPTS=-Xshare:off ./nimber solve thuemorse n=387 m=22
  measure list-no-archive env NIMBER_OPTS=-Xshare:off ./nimber list
done
printf '%-40s %10s %12s\n' command "median s" "median RSS"
for label in solve list solve-no-archive list-no-archive; do
  printf '%-40s %10s %9s KB\n' "$label" "$(median "$work/$label" 1)" "$(median "$work/$label" 3)"
done
