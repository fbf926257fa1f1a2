#!/bin/bash
# Connect Four 7 x 6 from the empty board, side by side with Pascal Pons' solver built here from its public source
# (https://github.com/PascalPons/connect4) with no opening book, both given the same time limit, one after the
# other (each on one thread, so that neither competes with the other for the cores): the value and remoteness
# (nimber's `-q remoteness`; Pons' score turned into them as weak-vs-pons.sh does), the wall time and the peak
# resident memory of each whole process, and their ratio. nimber leaves its opening book unread (the empty board is
# in it), so that the search is timed.
# Usage: benchmarks/scripts/connect4-7x6-vs-pons.sh [PONS_SOURCE_DIR] [LIMIT_SECONDS, default 1800]; needs g++ and a
# built distribution (mvn package), and about 15 GB of memory for nimber's table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
limit=${2:-1800}
source "$here/whole-process.sh"
source "$here/pons.sh"
pons_fetch "${1:-}"
build_pons 7 6

machine g++
(cd "$work" && echo "" | /usr/bin/time -f "%e %M" -o "$work/pons.time" timeout "$limit" "$work/pons-7x6/c4solver" \
  > "$work/pons.out" 2> /dev/null) || true
NIMBER_OPTS="-Xmx14g -Dnimber.search.table=8589934592 -Dnimber.search.books=false" /usr/bin/time -f "%e %M" -o "$work/nimber.time" \
  timeout "$limit" "$nimber" solve connect width=7 height=6 k=4 gravity=true -q remoteness --threads 1 \
  > "$work/nimber.out" 2> "$work/nimber.err" || true

pons_score=$(awk '{print $NF}' "$work/pons.out")
nimber_answer=$(cat "$work/nimber.out")
read -r pons_seconds pons_kb < <(tail -1 "$work/pons.time")
read -r nimber_seconds nimber_kb < <(tail -1 "$work/nimber.time")
# Pons: a win with the winner's k-th stone from the empty board scores 22 - k; its remoteness is 2k - 1 moves.
if [ -n "$pons_score" ] && [ "$pons_score" -gt 0 ]; then
  pons_answer=$((2 * (22 - pons_score) - 1))
else
  pons_answer="score $pons_score"
fi
echo "Pons (no opening book): score ${pons_score:-none in ${limit} s}, a first-player win in $pons_answer;" \
  "$pons_seconds s, $((pons_kb / 1024)) MB"
echo "nimber (weak method, one thread): ${nimber_answer:-no answer in ${limit} s}; $nimber_seconds s," \
  "$((nimber_kb / 1024)) MB"
[ "$nimber_answer" = "$pons_answer" ] && echo "values: the same" || echo "values: DIFFER"
awk -v a="$nimber_seconds" -v b="$pons_seconds" 'BEGIN { printf "nimber / Pons: %.2fx\n", a / b }'
