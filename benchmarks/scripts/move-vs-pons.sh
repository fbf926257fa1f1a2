#!/bin/bash
# The best move of random Connect Four 7 x 6 boards of 4 to 8 stones (those of four stones in the opening book, the
# boards their moves lead to past it), each asked of a fresh process, side by side with Pascal Pons' solver built here
# from its public source (https://github.com/PascalPons/connect4) with no opening book, which has no question for the
# best move alone and scores every column (its -a analysis): nimber solve -q move as it runs by default, and Pons'
# solver -a given the board on stdin. ROUNDS rounds over the set; prints each board's medians and their ratio, each
# round's totals, and checks every move nimber names against Pons' scores: the first column (nimber lists columns
# from 1) with his best score, and for a tie or a loss the number of moves nimber gives with it.
# The set: COUNT boards (default 8) drawn from SEED (default 11) as weak-vs-pons.sh draws its sets.
# Usage: benchmarks/scripts/move-vs-pons.sh [PONS_SOURCE_DIR] [COUNT] [ROUNDS] [SEED]; needs g++, python3 and a built
# distribution (mvn package). Without a source folder, it clones the solver from GitHub.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
count=${2:-8}
rounds=${3:-1}
seed=${4:-11}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
source "$here/pons.sh"
pons_fetch "${1:-}"
build_pons 7 6

machine g++
random_positions 7 6 "$count" "$seed" 4 8 > "$work/boards.txt"
mapfile -t boards < "$work/boards.txt"
for ((round = 0; round < rounds; round++)); do
  for i in "${!boards[@]}"; do
    board=${boards[$i]}
    (cd "$work" && echo "$board" | measure_to "pons-$i.out" "pons-$i" ./pons-7x6/c4solver -a)
    measure_to "$work/move-$i.out" "move-$i" "$nimber" solve connect width=7 height=6 k=4 gravity=true \
      "moves=$(sed 's/./&,/g; s/,$//' <<< "$board")" -q move
  done
done

printf '%-10s %8s %8s %7s  %s\n' board Pons nimber nimber/P move
for i in "${!boards[@]}"; do
  pons=$(median "$work/pons-$i" 1)
  move=$(median "$work/move-$i" 1)
  printf '%-10s %7.2fs %7.2fs %6.2fx  %s\n' "${boards[$i]}" "$pons" "$move" \
    "$(echo "scale=3; $move / $pons" | bc)" "$(cat "$work/move-$i.out")"
done
echo "the $count boards (seed $seed), medians of $rounds rounds above, whole processes; each round's total:"
round_totals "$rounds" "${#boards[@]}" pons move
for i in "${!boards[@]}"; do
  echo "$(cat "$work/pons-$i.out") | $(cat "$work/move-$i.out")"
done | PYTHONPATH="$here" python3 -c '
import sys
from pons_score import after_move
wrong = 0
for line in sys.stdin:
    pons, move = line.split(" | ")
    board, *scores = pons.split()
    scores = [int(s) for s in scores]
    column = scores.index(max(scores)) + 1  # the first column with the best score; full ones score -1000
    # Pons scores a column for the player who plays it: the board it leads to scores the opposite.
    outcome, remoteness = after_move(7, 6, board + str(column), -max(scores))
    expected = f"column {column}" + {
        "win": "", "tie": f" (keeps the tie, in {remoteness})", "loss": f" (loses slowest, in {remoteness})"}[outcome]
    if move.strip() != expected:
        wrong += 1
        print(f"{board}: nimber says {move.strip()!r}, Pons scores {scores}: {expected!r}")
print("every move the first with Pons'"'"' best score, and its length his" if wrong == 0
      else f"{wrong} moves DIFFER from Pons'"'"' scores")
'
