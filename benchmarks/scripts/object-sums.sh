#!/usr/bin/env bash
# The remoteness of a sum searched as objects: the outside-style Kayles of examples/games/kayles.java (rows as a sorted
# list of pins), `solve kayles rows=N -q remoteness` for rows of 40, 50 and 60 pins, whole processes (JVM start and
# the one-file game's cached jar included), median wall time and peak resident memory of RUNS runs (default 3) after
# one warm-up that compiles the game into a cache folder of the script's own. With a second launcher (another
# distribution's bin/nimber), each run of it alternates with one of this one, and its medians are printed beside.
# Run from the repository root (./nimber builds the distribution when it is missing).
#
#   benchmarks/scripts/object-sums.sh [RUNS] [OTHER_LAUNCHER]
set -euo pipefail
runs=${1:-3}
other=${2:-}
. "$(dirname "$0")/whole-process.sh"
from_repository
game=examples/games/kayles.java

for pins in 40 50 60; do
  NIMBER_CACHE="$work/cache" "$launcher" --plugins "$game" solve kayles rows=$pins -q remoteness > "$work/answer-$pins"
  if [ -n "$other" ]; then
    NIMBER_CACHE="$work/other-cache" "$other" --plugins "$game" solve kayles rows=$pins -q remoteness \
      > "$work/other-answer-$pins"
    cmp -s "$work/answer-$pins" "$work/other-answer-$pins" || { echo "rows=$pins: the answers differ"; exit 1; }
  fi
  for ((run = 0; run < runs; run++)); do
    measure "this-$pins" env NIMBER_CACHE="$work/cache" "$launcher" --plugins "$game" solve kayles rows=$pins \
      -q remoteness
    if [ -n "$other" ]; then
      measure "other-$pins" env NIMBER_CACHE="$work/other-cache" "$other" --plugins "$game" solve kayles \
        rows=$pins -q remoteness
    fi
  done
  line="rows=$pins (remoteness $(cat "$work/answer-$pins")): $(median "$work/this-$pins" 1) s, $(median "$work/this-$pins" 3) KB"
  if [ -n "$other" ]; then
    line="$line; the other launcher $(median "$work/other-$pins" 1) s, $(median "$work/other-$pins" 3) KB"
  fi
  echo "$line"
done
