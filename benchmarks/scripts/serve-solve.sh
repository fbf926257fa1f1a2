#!/bin/bash
# Questions about Connect Four positions asked of serve's API (GET /api/games/connect/solve), each of a fresh server
# with its defaults (--timeout 10s, the distribution's opening books): the request is asked again every second while
# it is answered 202 (the position searched in the background), and the script prints how many 202s came first, the
# seconds until the answer, and the same question's time by `nimber solve` as a whole process, its answer compared.
# Usage: benchmarks/scripts/serve-solve.sh [WIDTH HEIGHT] [MOVES:QUESTION ...]; defaults 7 6, 4,4,3:remoteness and
# 4,4,5:moves (columns from 1). Needs a built distribution (mvn package), curl and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/whole-process.sh"
nimber="$(cd "$here/../.." && pwd)/distribution/target/nimber/bin/nimber"
width=7
height=6
if [ $# -ge 2 ] && [[ $1 =~ ^[0-9]+$ ]]; then
  width=$1
  height=$2
  shift 2
fi
[ $# -eq 0 ] && set -- 4,4,3:remoteness 4,4,5:moves
port=18380
work=$(mktemp -d)
server=
trap 'kill "$server" 2> /dev/null || true; rm -rf "$work"' EXIT
machine
for asked in "$@"; do
  moves=${asked%%:*}
  question=${asked##*:}
  "$nimber" serve --port "$port" > /dev/null 2>&1 &
  server=$!
  until curl -s -o /dev/null "http://127.0.0.1:$port/api/games"; do sleep 0.1; done
  query="p.width=$width&p.height=$height&p.k=4&p.gravity=true&p.moves=$moves&question=$question"
  started=$(date +%s%N)
  waited=0
  while :; do
    status=$(curl -s -o "$work/served" -w "%{http_code}" "http://127.0.0.1:$port/api/games/connect/solve?$query")
    [ "$status" != 202 ] && break
    waited=$((waited + 1))
    sleep 1
  done
  served=$((($(date +%s%N) - started) / 1000000))
  kill "$server"
  wait "$server" 2> /dev/null || true
  if [ "$status" != 200 ]; then
    echo "moves $moves, $question: status $status: $(head -c 300 "$work/served")"
    exit 1
  fi
  started=$(date +%s%N)
  "$nimber" solve connect width="$width" height="$height" k=4 gravity=true moves="$moves" -q "$question" \
    --format json > "$work/solved"
  solved=$((($(date +%s%N) - started) / 1000000))
  same=$(python3 -c 'import json, sys
print("the same" if json.load(open(sys.argv[1]))["answer"] == json.load(open(sys.argv[2]))["answer"] else "DIFFERENT")' \
    "$work/served" "$work/solved")
  printf "moves %s, %s: serve %d answers 202 first, %d.%03d s; nimber solve %d.%03d s; answers %s\n" "$moves" \
    "$question" "$waited" $((served / 1000)) $((served % 1000)) $((solved / 1000)) $((solved % 1000)) "$same"
done
