#!/bin/bash
# nimber db book on one thread and on two (--threads 1 and 2), whole processes, alternating: the time of each (the
# median of RUNS), their ratio, and the two books compared byte for byte (the book is the same for any number of
# threads). By default the book of Connect Four 6 x 5 within 5 moves of the empty board (3,106 positions, about 20 s
# on one thread here).
# Usage: benchmarks/scripts/book-threads.sh [RUNS] [WIDTH HEIGHT PLIES]; needs a built distribution (mvn package).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
runs=${1:-3}
width=${2:-6}
height=${3:-5}
plies=${4:-5}

machine
for i in $(seq "$runs"); do
  for threads in 1 2; do
    measure "threads-$threads" "$nimber" db book connect width="$width" height="$height" k=4 gravity=true \
      --plies "$plies" --threads "$threads" --book "$work/book-$threads.nimberbook"
  done
done
cmp -s "$work/book-1.nimberbook" "$work/book-2.nimberbook" && same="the same" || same="DIFFER"
one=$(median "$work/threads-1" 1)
two=$(median "$work/threads-2" 1)
echo "db book of Connect Four $width x $height within $plies moves: one thread $one s, two $two s:" \
  "$(echo "scale=2; $one / $two" | bc)x (medians of $runs alternating; processor time" \
  "$(median "$work/threads-1" 2) s and $(median "$work/threads-2" 2) s); books $same"
