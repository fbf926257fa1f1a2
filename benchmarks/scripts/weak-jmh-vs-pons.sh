#!/bin/bash
# The weak method's steady state side by side with Pascal Pons' Connect Four solver (built here from its public source,
# https://github.com/PascalPons/connect4, no opening book): WeakSearchBenchmark (JMH) times the search of a set of
# random positions of 6 x 4 and of 6 x 5 once the JIT has compiled it, on one thread and on two, and Pons' solver
# searches the same set, timed inside its solver (its solve() calls summed: pons.sh's c4solver-timed) and as a whole
# process (whose start clears a table of 2^24 entries, about 0.1 s here). The values are checked first:
# nimber run's answers to the set against Pons' scores. weak-vs-pons.sh compares whole processes, the JVM's start and
# the JIT's warm-up included.
# Usage: benchmarks/scripts/weak-jmh-vs-pons.sh [PONS_SOURCE_DIR] [POSITIONS_PER_SET]; needs g++, python3, bc and a
# built project (mvn package: the distribution and benchmarks/target/benchmarks.jar). About four minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
jar="$root/benchmarks/target/benchmarks.jar"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
count=${2:-300}
source "$here/pons.sh"
pons_fetch "${1:-}"

machine g++
for shape in "6 4" "6 5"; do
  set -- $shape
  build_pons "$1" "$2"
  pons="$work/pons-$1x$2/c4solver"
  java -cp "$jar" dev.nimber.benchmarks.WeakSearchBenchmark "$1x$2" "$count" > "$work/set-$1x$2.txt"
  connect_set_yaml "$1" "$2" "$work/set-$1x$2.txt" > "$work/set-$1x$2.yaml"
  "$nimber" --method weak run "$work/set-$1x$2.yaml" --format json --threads 1 > "$work/weak-$1x$2.json"
  for i in 1 2 3 4 5; do
    measure_to "$work/pons-$1x$2.out" "time-pons-$1x$2" "$pons-timed" < "$work/set-$1x$2.txt"
    pons_inside_seconds "$work/err" >> "$work/inside-pons-$1x$2"
  done
  python3 "$here/pons-values.py" "$1" "$2" "$work/pons-$1x$2.out" "$work/weak-$1x$2.json" \
    "$(median "$work/time-pons-$1x$2" 1)" "$(median "$work/inside-pons-$1x$2" 1)"
done
java -jar "$jar" WeakSearchBenchmark -p "positions=$count" -rf json -rff "$work/jmh.json" > "$work/jmh.out"
grep -E '^(Benchmark|WeakSearchBenchmark)' "$work/jmh.out"
python3 - "$work/jmh.json" "$(median "$work/time-pons-6x4" 1)" "$(median "$work/time-pons-6x5" 1)" \
  "$(median "$work/inside-pons-6x4" 1)" "$(median "$work/inside-pons-6x5" 1)" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))
pons = {"6x4": float(sys.argv[2]), "6x5": float(sys.argv[3])}
inside = {"6x4": float(sys.argv[4]), "6x5": float(sys.argv[5])}
ms = {(r["benchmark"].rsplit(".", 1)[1], r["params"]["board"]): r["primaryMetric"]["score"] for r in runs}
for board in ("6x4", "6x5"):
    one, two = ms[("oneThread", board)] / 1e3, ms[("twoThreads", board)] / 1e3
    print(f"{board}: one thread {one:.3f} s, Pons {inside[board]:.3f} s inside its solver: {one / inside[board]:.2f}x"
          f" ({pons[board]:.3f} s as a whole process: {one / pons[board]:.2f}x; medians of 5);"
          f" two threads {two:.3f} s: {one / two:.2f}x faster than one")
PY
