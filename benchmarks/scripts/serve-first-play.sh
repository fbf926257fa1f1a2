#!/bin/bash
# The first play request of a large ruleset on a fresh `nimber serve`, as a browser would send it (curl, the
# request's whole time): Connect Four 6 x 4 from the empty board, whose rules take about half a minute to solve, and
# 6 x 5 and 7 x 6, whose rules are too large to keep (7 x 6's empty board in the distribution's opening book); each a
# new server. With the engine's choice of method the weak search
# answers the board and every move's value at once while the rules are solved in the background where they fit (on
# 6 x 5 it answers alone); with --method strong, the request waits for that solve (202 with its progress past the time
# limit).
# Usage: benchmarks/scripts/serve-first-play.sh [RUNS]; needs a built distribution (mvn package) and curl.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
nimber="$(cd "$here/../.." && pwd)/distribution/target/nimber/bin/nimber"
runs=${1:-3}
port=18377

first_play() { # LABEL QUERY [SERVE OPTIONS...]: prints the status and seconds of the first play request
  local label=$1 query=$2
  shift 2
  "$nimber" serve --port "$port" --timeout 60s "$@" > /dev/null 2>&1 &
  local server=$!
  until curl -s -o /dev/null "http://127.0.0.1:$port/api/games"; do sleep 0.1; done
  curl -s -o /dev/null -w "$label: status %{http_code}, %{time_total} s\n" \
    "http://127.0.0.1:$port/api/games/connect/play?$query"
  kill "$server"
  wait "$server" 2> /dev/null || true
}

for ((run = 1; run <= runs; run++)); do
  first_play "6 x 4, the engine's choice" "width=6&height=4&k=4&gravity=true"
  first_play "6 x 4, --method strong" "width=6&height=4&k=4&gravity=true" --method strong
  first_play "6 x 5, the engine's choice" "width=6&height=5&k=4&gravity=true"
  first_play "7 x 6, the engine's choice (the opening book)" "width=7&height=6&k=4&gravity=true"
done
