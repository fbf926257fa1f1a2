#!/usr/bin/env bash
# nimber and GamesmanOne side by side on the game both ship, 3 × 3 tic-tac-toe (nimber: connect width=3 height=3 k=3;
# GamesmanOne: mtttier), whole processes: each solves it into its database once (time and bytes of the database's
# files), then answers RUNS times (default 9, alternating) the question its `query` answers, the value of a position
# and of every move from it: `nimber solve … moves=1,5 -q moves --db` against `gamesman query mtttier 0 x---o----`.
# Prints the medians and their ratio. GamesmanOne is built from its repository (git submodules json-c, xz and lz4;
# `cmake -S . -B build -DCMAKE_BUILD_TYPE=Release && cmake --build build`). Run from nimber's repository root:
#
#   benchmarks/scripts/gamesmanone-side-by-side.sh PATH/TO/GamesmanOne [RUNS]
set -euo pipefail
gamesman_home=$(cd "$1" && pwd -P)
runs=${2:-9}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
. "$(dirname "$0")/whole-process.sh"
./nimber list > /dev/null

measure nimber-build ./nimber db build connect width=3 height=3 k=3 --db "$work/ttt"
# GamesmanOne takes its data path relative to the working folder (an absolute one fails to be created).
(cd "$work" && measure gamesman-build "$gamesman_home/bin/gamesman" -q --data-path=g1 solve mtttier)
nimber_bytes=$(find "$work/ttt" -name 'tier-*.nimberdb' -exec stat -c %s {} + | awk '{ s += $1 } END { print s }')
gamesman_bytes=$(find "$work/g1" -name '*.adb.xz' -exec stat -c %s {} + | awk '{ s += $1 } END { print s }')
# Milliseconds of wall time (GamesmanOne's query takes less than /usr/bin/time's hundredth of a second).
millis() {
  local label=$1 start end
  shift
  start=$EPOCHREALTIME
  "$@" > /dev/null 2> "$work/err" || { cat "$work/err"; exit 1; }
  end=$EPOCHREALTIME
  awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f\n", (e - s) * 1000 }' >> "$work/$label"
}
for ((i = 0; i < runs; i++)); do
  millis nimber-query ./nimber solve connect width=3 height=3 k=3 moves=1,5 -q moves --db "$work/ttt"
  (cd "$work" && millis gamesman-query "$gamesman_home/bin/gamesman" --data-path=g1 query mtttier 0 -- x---o----)
done
nimber=$(median "$work/nimber-query" 1)
gamesman=$(median "$work/gamesman-query" 1)
echo "3 x 3 tic-tac-toe, database build: nimber $(median "$work/nimber-build" 1) s, GamesmanOne" \
  "$(median "$work/gamesman-build" 1) s"
echo "database files: nimber $nimber_bytes bytes, GamesmanOne $gamesman_bytes bytes" \
  "(ratio $(awk -v a="$nimber_bytes" -v b="$gamesman_bytes" 'BEGIN { printf "%.2f", a / b }'))"
echo "a position and every move's value, median of $runs: nimber $nimber ms, GamesmanOne $gamesman ms" \
  "(ratio $(awk -v a="$nimber" -v b="$gamesman" 'BEGIN { printf "%.0f", a / b }'))"
