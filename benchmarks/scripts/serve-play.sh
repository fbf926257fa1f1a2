#!/bin/bash
# A whole game of Connect Four played through serve's API, as a script or the play page plays it: the person (this
# script) always plays the perfect move the previous answer names, and asks for the computer's reply with it
# (reply=true); each request is asked again every second while it is answered 202 (its position searched in the
# background), and the script prints, for each request, the moves played, how many 202s came first and the seconds
# until the answer. A fresh server with the distribution's opening books; --timeout 10s.
# Usage: benchmarks/scripts/serve-play.sh [WIDTH HEIGHT] [PLIES] [MOST_SECONDS_A_REQUEST]; defaults 7 6, 12 plies,
# 1800 s. Needs a built distribution (mvn package), curl and python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
source "$here/whole-process.sh"
nimber="$(cd "$here/../.." && pwd)/distribution/target/nimber/bin/nimber"
width=${1:-7}
height=${2:-6}
plies=${3:-12}
most=${4:-1800}
port=18379
"$nimber" serve --port "$port" --timeout 10s > /dev/null 2>&1 &
server=$!
trap 'kill "$server" 2> /dev/null || true' EXIT
until curl -s -o /dev/null "http://127.0.0.1:$port/api/games"; do sleep 0.1; done
machine
echo "Connect Four $width x $height, the person first, playing the perfect move each time"
moves=""
while :; do
  query="width=$width&height=$height&k=4&gravity=true&first=you&reply=true${moves:+&moves=$moves}"
  started=$(date +%s%N)
  waited=0
  while :; do
    status=$(curl -s -o /tmp/serve-play.$$ -w "%{http_code}" "http://127.0.0.1:$port/api/games/connect/play?$query")
    [ "$status" != 202 ] && break
    waited=$((waited + 1))
    if (($(date +%s) - started / 1000000000 > most)); then
      echo "moves [$moves]: still 202 after $most s; stopped"
      exit 1
    fi
    sleep 1
  done
  millis=$((($(date +%s%N) - started) / 1000000))
  if [ "$status" != 200 ]; then
    echo "moves [$moves]: status $status: $(head -c 300 /tmp/serve-play.$$)"
    exit 1
  fi
  read -r played over perfect value < <(python3 -c 'import json, sys
state = json.load(open(sys.argv[1]))
print(",".join(str(m) for m in state["movesPlayed"]) or "-", state["over"], state["perfectMove"],
      state["value"]["outcome"] + " in " + str(state["value"]["remoteness"]))' /tmp/serve-play.$$)
  [ "$played" = - ] && played=""
  printf "moves [%s]: %d answers 202 first, %d.%03d s; the person's position: %s\n" "$played" "$waited" \
    $((millis / 1000)) $((millis % 1000)) "$value"
  count=$(echo "$played" | tr ',' '\n' | grep -c . || true)
  if [ "$over" = True ] || ((count >= plies)); then
    break
  fi
  moves="${played:+$played,}$perfect"
done
rm -f /tmp/serve-play.$$
