#!/bin/bash
# The remoteness of random Connect Four 7 x 6 boards past the opening book, each asked of a fresh process, side by
# side with Pascal Pons' solver built here from its public source (https://github.com/PascalPons/connect4) with no
# opening book: nimber solve -q remoteness alone (--threads 1), as it runs by default (on this machine's cores: with
# a helper thread on two, which joins a question once it has made 2^24 visits), and Pons' solver given the board's
# moves on stdin. The three settings run
# back to back on each board, ROUNDS rounds over the set; prints each board's medians and their ratios to Pons', each
# round's totals, and checks every answer, alone and by default, against Pons' score (as pons-values.py turns
# it into nimber's outcome and remoteness).
# The set: COUNT boards (default 12) of 5 to 8 stones drawn from SEED (default 7) as weak-vs-pons.sh draws its sets.
# Usage: benchmarks/scripts/boards-vs-pons.sh [PONS_SOURCE_DIR] [COUNT] [ROUNDS] [SEED]; needs g++, python3 and a
# built distribution (mvn package). Without a source folder, it clones the solver from GitHub.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
count=${2:-12}
rounds=${3:-3}
seed=${4:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
source "$here/pons.sh"
pons_fetch "${1:-}"
build_pons 7 6

machine g++
random_positions 7 6 "$count" "$seed" 5 8 > "$work/boards.txt"
mapfile -t boards < "$work/boards.txt"
for ((round = 0; round < rounds; round++)); do
  for i in "${!boards[@]}"; do
    board=${boards[$i]}
    solve=("$nimber" solve connect width=7 height=6 k=4 gravity=true "moves=$(sed 's/./&,/g; s/,$//' <<< "$board")"
      -q remoteness --format json)
    (cd "$work" && echo "$board" | measure_to "pons-$i.out" "pons-$i" ./pons-7x6/c4solver)
    measure_to "$work/alone-$i.json" "alone-$i" "${solve[@]}" --threads 1
    measure_to "$work/default-$i.json" "default-$i" "${solve[@]}"
  done
done

printf '%-10s %8s %8s %8s %7s %7s\n' board Pons alone default alone/P deflt/P
for i in "${!boards[@]}"; do
  pons=$(median "$work/pons-$i" 1)
  alone=$(median "$work/alone-$i" 1)
  default=$(median "$work/default-$i" 1)
  printf '%-10s %7.2fs %7.2fs %7.2fs %6.2fx %6.2fx\n' "${boards[$i]}" "$pons" "$alone" "$default" \
    "$(echo "scale=3; $alone / $pons" | bc)" "$(echo "scale=3; $default / $pons" | bc)"
done
echo "the $count boards (seed $seed), medians of $rounds rounds above, whole processes; each round's total:"
round_totals "$rounds" "${#boards[@]}" pons alone default
for label in alone default; do
  for i in "${!boards[@]}"; do cat "$work/pons-$i.out"; done > "$work/pons.out"
  for i in "${!boards[@]}"; do cat "$work/$label-$i.json"; done > "$work/$label.json"
  echo -n "$label: "
  python3 "$here/pons-values.py" 7 6 "$work/pons.out" "$work/$label.json" \
    "$(for i in "${!boards[@]}"; do median "$work/pons-$i" 1; done | awk '{ s += $1 } END { print s }')"
done
