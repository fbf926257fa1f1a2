#!/bin/bash
# The weak method (alpha-beta search) side by side with Pascal Pons' Connect Four solver, built here from its public
# source (https://github.com/PascalPons/connect4), on boards of 5 x 4, 6 x 4 and 6 x 5:
#  - from the empty board, as whole processes: nimber --method weak, nimber --method strong (5 x 4 only: 6 x 4 takes a
#    minute and 6 x 5 half an hour), and Pons' solver (exact score); and the outcome alone by nimber --method proof;
#  - a set of random positions at every depth of 6 x 4 and 6 x 5, and of 7 x 6 with 16 stones or more (no line made,
#    the player to move not winning at once, as Pons' solver requires): the total time inside each solver (nimber run's
#    solveNanos, summed; Pons' solve() calls, summed, as pons.sh's c4solver-timed reports them, and also its whole
#    process, whose start clears a table of 2^24 entries), medians of ROUNDS rounds that alternate the two solvers,
#    with the first 100 positions (the JIT's warm-up) shown apart, and every value of every round compared, Pons'
#    score turned into nimber's outcome and remoteness (pons-rounds.py); and nimber again with one helper thread
#    (lazy SMP), answers compared;
#  - the same set on two threads against one (run --threads 2 and 1, medians of ROUNDS alternating): whole processes, and
#    the batch alone, as run --verbose times it (the JVM's start, the plugins' loading and the config's reading left out);
#    the helper and the two threads are not run on 7 x 6, nor the searches from its empty board (minutes each: see
#    connect4-7x6-vs-pons.sh).
# Usage: benchmarks/scripts/weak-vs-pons.sh [PONS_SOURCE_DIR] [POSITIONS_PER_SET] [ROUNDS]; needs g++, python3 and a
# built distribution (mvn package). Without a source folder, it clones the solver from GitHub. ROUNDS defaults to 5:
# one process's time on a set varies by a third and more on a shared machine. About 15 minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
count=${2:-300}
rounds=${3:-5}
source "$here/pons.sh"
pons_fetch "${1:-}"

machine g++
for shape in "5 4" "6 4" "6 5" "7 6"; do
  set -- $shape
  build_pons "$1" "$2"
  pons="$work/pons-$1x$2/c4solver"
  least=0
  [ "$1" = 7 ] && least=16
  if [ "$1" != 7 ]; then
    for i in 1 2 3; do
      measure "time-weak-$1x$2" "$nimber" --method weak solve connect width=$1 height=$2 k=4 gravity=true -q remoteness
      measure "time-proof-$1x$2" "$nimber" --method proof solve connect width=$1 height=$2 k=4 gravity=true -q outcome
      echo | measure "time-pons-$1x$2" "$pons"
    done
    echo "$1 x $2 from the empty board, the outcome alone by proof-number search (--method proof):" \
      "$(median "$work/time-proof-$1x$2" 1) s ($(median "$work/time-proof-$1x$2" 3) KB), median of 3 whole processes"
    if [ "$1" = 5 ]; then
      for i in 1 2 3; do
        measure "time-strong-$1x$2" "$nimber" --method strong solve connect width=$1 height=$2 k=4 gravity=true -q remoteness
      done
      echo "$1 x $2 from the empty board: weak $(median "$work/time-weak-$1x$2" 1) s ($(median "$work/time-weak-$1x$2" 3) KB)," \
        "strong $(median "$work/time-strong-$1x$2" 1) s ($(median "$work/time-strong-$1x$2" 3) KB)," \
        "Pons $(median "$work/time-pons-$1x$2" 1) s ($(median "$work/time-pons-$1x$2" 3) KB), medians of 3 whole processes"
    else
      echo "$1 x $2 from the empty board: weak $(median "$work/time-weak-$1x$2" 1) s ($(median "$work/time-weak-$1x$2" 3) KB)," \
        "Pons $(median "$work/time-pons-$1x$2" 1) s ($(median "$work/time-pons-$1x$2" 3) KB), medians of 3 whole processes"
    fi
  fi
  [ "$1" = 5 ] && continue
  random_positions "$1" "$2" "$count" 1 "$least" > "$work/set-$1x$2.txt"
  connect_set_yaml "$1" "$2" "$work/set-$1x$2.txt" > "$work/set-$1x$2.yaml"
  mkdir -p "$work/rounds-$1x$2"
  for ((round = 1; round <= rounds; round++)); do
    start=$EPOCHREALTIME
    "$pons-timed" < "$work/set-$1x$2.txt" > "$work/rounds-$1x$2/pons-$round.out" 2> "$work/rounds-$1x$2/pons-$round.err"
    awk -v s="$start" -v e="$EPOCHREALTIME" 'BEGIN { printf "%.3f\n", e - s }' > "$work/rounds-$1x$2/pons-$round.seconds"
    "$nimber" --method weak run "$work/set-$1x$2.yaml" --format json --threads 1 > "$work/rounds-$1x$2/weak-$round.json"
  done
  cp "$work/rounds-$1x$2/weak-1.json" "$work/weak-$1x$2.json"
  if [ "$1" != 7 ]; then
    NIMBER_OPTS="-Dnimber.search.helpers=1" "$nimber" --method weak run "$work/set-$1x$2.yaml" --format json \
      --threads 1 > "$work/helped-$1x$2.json"
    python3 - "$1" "$2" "$work/weak-$1x$2.json" "$work/helped-$1x$2.json" <<'PY'
import json, sys
alone = [json.loads(line) for line in open(sys.argv[3])]
helped = [json.loads(line) for line in open(sys.argv[4])]
same = [a["answer"] for a in alone] == [h["answer"] for h in helped]
print(f"{sys.argv[1]} x {sys.argv[2]}, the same set with one helper thread (-Dnimber.search.helpers=1):"
      f" {sum(h['solveNanos'] for h in helped) / 1e9:.2f} s against {sum(a['solveNanos'] for a in alone) / 1e9:.2f} s"
      f" alone; answers {'the same' if same else 'DIFFER'}")
PY
    for ((round = 1; round <= rounds; round++)); do
      for threads in 1 2; do
        measure_to "$work/threads-$threads-$1x$2.json" "run-threads-$threads-$1x$2" \
          "$nimber" --method weak run "$work/set-$1x$2.yaml" --format json --threads "$threads" --verbose
        sed -n 's/^nimber: [0-9]* instances in \([0-9.]*\) s on .*/\1/p' "$work/err" \
          >> "$work/batch-threads-$threads-$1x$2"
      done
    done
    cmp -s <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' \
        "$work/threads-1-$1x$2.json") \
      <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' \
        "$work/threads-2-$1x$2.json") && same="the same" || same="DIFFER"
    echo "$1 x $2, the set on two threads (run --threads 2, whole process): $(median "$work/run-threads-2-$1x$2" 1) s" \
      "against $(median "$work/run-threads-1-$1x$2" 1) s on one:" \
      "$(echo "scale=2; $(median "$work/run-threads-1-$1x$2" 1) / $(median "$work/run-threads-2-$1x$2" 1)" | bc)x;" \
      "the batch alone (its time as --verbose reports it, from the first instance read to the last answer):" \
      "$(median "$work/batch-threads-2-$1x$2" 1) s against $(median "$work/batch-threads-1-$1x$2" 1) s:" \
      "$(echo "scale=2; $(median "$work/batch-threads-1-$1x$2" 1) / $(median "$work/batch-threads-2-$1x$2" 1)" | bc)x;" \
      "medians of $rounds alternating; answers $same"
  fi
  python3 "$here/pons-rounds.py" "$1" "$2" 100 "$work/rounds-$1x$2" "$rounds"
done
