#!/bin/bash
# The distribution's opening book of Connect Four 7 x 6 (plugins/connect-7x6.nimberbook, nimber db book) against
# Pascal Pons' solver built here from its public source (https://github.com/PascalPons/connect4) with no opening
# book: every position the book holds valued by both (Pons' score turned into an outcome and a remoteness as
# weak-vs-pons.sh does; any value that differs is printed), and the time each takes over them as whole processes,
# nimber answering from the book, Pons searching. Pons takes minutes for each board of few stones: about half an hour
# for the 8 boards within one move, and about an hour and a half more for the 49 of two moves.
# With COUNT, only that many of the book's positions, drawn at random (seed 1) and kept in the book's order: Pons
# takes half a minute to a minute for each board of three stones and about 40 s for each board of four, so checking
# all 1,120 boards of four stones of the book of four moves would take half a day here.
# Usage: benchmarks/scripts/connect4-book-vs-pons.sh [PONS_SOURCE_DIR] [COUNT]; needs g++, python3 and a built
# distribution (mvn package).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
book="$root/distribution/target/nimber/plugins/connect-7x6.nimberbook"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
source "$here/pons.sh"
pons_fetch "${1:-}"
build_pons 7 6

machine g++
# The book's lines as the columns played from 1: no column fills within the few plies of a book.
python3 -c 'import json, random, sys
lines = ["".join(str(index + 1) for index in position["line"])
         for position in json.load(open(sys.argv[1]))["positions"]]
if sys.argv[2]:
    kept = set(random.Random(1).sample(range(len(lines)), min(int(sys.argv[2]), len(lines))))
    lines = [line for index, line in enumerate(lines) if index in kept]
print("\n".join(lines))' "$book" "${2:-}" > "$work/set.txt"
connect_set_yaml 7 6 "$work/set.txt" > "$work/set.yaml"
/usr/bin/time -f "%e" -o "$work/nimber.time" "$nimber" run "$work/set.yaml" --format json --verbose \
  > "$work/nimber.json" 2> "$work/nimber.err"
echo "nimber: the weak method $(grep -m1 -o "answering from [^ ]*" "$work/nimber.err")"
(cd "$work" && /usr/bin/time -f "%e" -o pons.time ./pons-7x6/c4solver < set.txt > pons.out 2> /dev/null)
echo "$(wc -l < "$work/set.txt") positions; whole processes: nimber $(cat "$work/nimber.time") s," \
  "Pons $(cat "$work/pons.time") s"
python3 "$here/pons-values.py" 7 6 "$work/pons.out" "$work/nimber.json" "$(cat "$work/pons.time")"
