#!/usr/bin/env bash
# The command line's speed as a user sees it, whole processes (JVM start included), for the README's Performance
# section. After one warm-up it runs each of these RUNS times (default 5), alternating, and prints the median wall
# time, the lines per second of the judge runs and the median peak resident memory:
#   - start-up: `solve thuemorse n=387 m=22`, `--version` and `list` through the distribution's launcher
#     (distribution/target/nimber/bin/nimber, as an installed nimber runs), `solve` and `list` with the
#     class-data-sharing archive off (-Xshare:off), and `solve` through the repository's ./nimber, which first checks
#     that the build is current;
#   - `./nimber judge GAME` with --threads 1 and 2, output to a file, on generated inputs (the same on every run):
#     thuemorse, 10^6 lines `n m` with n <= 10^18 and m <= 50; rulestones, 10^6 lines of instances of 1 to 4 rules
#     (a <= 10^18, b <= 20, m <= 10^18); staircase, 10^5 lines `n m` at the original limits (n <= 150000, m <= 50).
# The two outputs of each game are compared: the threads must not change a byte. Run from the repository root
# (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/cli-speed.sh [RUNS]
set -euo pipefail
runs=${1:-5}
. "$(dirname "$0")/whole-process.sh"
from_repository

# Inputs from awk's seeded generator; a number up to 10^18 is written as two draws of nine digits.
awk 'BEGIN { srand(15); for (i = 0; i < 1000000; i++)
  printf "%d%09d %d\n", int(rand() * 1e9), int(rand() * 1e9), 1 + int(rand() * 50) }' > "$work/thuemorse.in"
awk 'BEGIN { srand(16); lines = 0; while (lines < 1000000) { k = 1 + int(rand() * 4)
  printf "%d %d%09d\n", k, int(rand() * 1e9), int(rand() * 1e9); lines++
  for (j = 0; j < k; j++) { a = rand() < 0.25 ? sprintf("%d%09d", 1 + int(rand() * 1e9), int(rand() * 1e9)) \
      : 1 + int(rand() * 100); printf "%s %d\n", a, 1 + int(rand() * 20); lines++ } } }' > "$work/rulestones.in"
awk 'BEGIN { srand(17); for (i = 0; i < 100000; i++) { n = 1 + int(rand() * 150000); m = 1 + int(rand() * 50)
  printf "%d %d\n", n, (m > n ? n : m) } }' > "$work/staircase.in"
games=(thuemorse rulestones staircase)

for ((run = 0; run < runs; run++)); do
  measure solve "$launcher" solve thuemorse n=387 m=22
  measure version "$launcher" --version
  measure list "$launcher" list
  measure solve-no-archive env NIMBER_OPTS=-Xshare:off "$launcher" solve thuemorse n=387 m=22
  measure list-no-archive env NIMBER_OPTS=-Xshare:off "$launcher" list
  measure solve-repository ./nimber solve thuemorse n=387 m=22
  for game in "${games[@]}"; do
    for threads in 1 2; do
      measure_to "$work/$game.out$threads" "judge-$game-$threads" ./nimber judge "$game" --threads "$threads" \
        < "$work/$game.in"
    done
    cmp -s "$work/$game.out1" "$work/$game.out2" || { echo "judge $game: the threads changed the output"; exit 1; }
  done
done

printf '%-36s %10s %16s %12s\n' command "median s" "lines per second" "median RSS"
for label in solve version list solve-no-archive list-no-archive solve-repository; do
  printf '%-36s %10s %16s %9s KB\n' "$label" "$(median "$work/$label" 1)" - "$(median "$work/$label" 3)"
done
for game in "${games[@]}"; do
  lines=$(wc -l < "$work/$game.in")
  for threads in 1 2; do
    label="judge-$game-$threads"
    wall=$(median "$work/$label" 1)
    printf '%-36s %10s %16s %9s KB\n' "judge $game --threads $threads" "$wall" \
      "$(awk -v n="$lines" -v s="$wall" 'BEGIN { printf "%d", n / s }')" "$(median "$work/$label" 3)"
  done
done
