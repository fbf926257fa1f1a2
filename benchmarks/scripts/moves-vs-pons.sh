#!/bin/bash
# Every move's value of one Connect Four 7 x 6 board (nimber solve -q moves) on one thread and on two, side by side
# with Pascal Pons' solver built here from its public source (https://github.com/PascalPons/connect4) with no opening
# book, given the boards the moves lead to one a line (its table kept from line to line, as nimber keeps its search).
# Whole processes, ROUNDS alternating rounds (Pons, nimber --threads 1, nimber --threads 2); prints each time, the
# medians and their ratios, and checks every move's value against Pons' score (turned into an outcome and a remoteness
# as pons_score.py does, one move more for the player who makes it) and the two threads' answer against one's.
# The board: MOVES, the columns played from 1 (default 4435: seven boards of five stones, about 10 s for Pons here);
# none of its moves may make a line, which Pons' solver does not take.
# Usage: benchmarks/scripts/moves-vs-pons.sh [PONS_SOURCE_DIR] [MOVES] [ROUNDS]; needs g++, python3 and a built
# distribution (mvn package).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
moves=${2:-4435}
rounds=${3:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
source "$here/pons.sh"
pons_fetch "${1:-}"
build_pons 7 6

machine g++
for column in 1 2 3 4 5 6 7; do
  [ "$(grep -o "$column" <<< "$moves" | wc -l)" -lt 6 ] && echo "$moves$column"
done > "$work/boards.txt"
solve=("$nimber" solve connect width=7 height=6 k=4 gravity=true "moves=$(sed 's/./&,/g; s/,$//' <<< "$moves")" -q moves)
for ((round = 0; round < rounds; round++)); do
  (cd "$work" && measure_to pons.out pons ./pons-7x6/c4solver < boards.txt)
  measure_to "$work/one.out" one "${solve[@]}" --threads 1
  measure_to "$work/two.out" two "${solve[@]}" --threads 2
done
for label in pons one two; do
  echo "$label: $(cut -d' ' -f1 "$work/$label" | tr '\n' ' ')s"
done
pons=$(median "$work/pons" 1)
one=$(median "$work/one" 1)
two=$(median "$work/two" 1)
echo "every move's value after $moves, medians of $rounds: Pons $pons s, nimber $one s on one thread" \
  "($(echo "scale=2; $one / $pons" | bc)x Pons), $two s on two ($(echo "scale=2; $two / $pons" | bc)x Pons," \
  "$(echo "scale=2; $one / $two" | bc)x faster than one)"
cmp -s "$work/one.out" "$work/two.out" && echo "two threads: the same answer as one" || echo "two threads: DIFFER"
PYTHONPATH="$here" python3 - "$work/pons.out" "$work/one.out" <<'PY'
import sys
from pons_score import after_move
expected = []
for line in open(sys.argv[1]):
    seq, score = line.split()
    outcome, remoteness = after_move(7, 6, seq, int(score))
    expected.append(f"column {seq[-1]}: {outcome} in {remoteness}")
answer = open(sys.argv[2]).read().strip().split("; ")
differ = [(e, a) for e, a in zip(expected, answer) if e != a]
print(f"{len(answer)} moves' values against Pons' scores: {len(differ)} differ", *differ, sep="\n" if differ else "")
PY
