#!/bin/bash
# nimber's sparse method side by side with tczajka's octal-games calculator (old/src/analyze_exec.cc, the program
# that checked Flammenkamp's tables), built here from its public source (https://github.com/tczajka/octal-games):
# for each code and power of two 2^K, the wall time and peak resident memory to compute G(0 .. 2^K - 1), whole
# processes, medians of RUNS runs. The calculator prints a line at each power of two and goes on (to a period or
# 2^28), so it is timed to the line for 2^K (its peak memory read from /proc then) and stopped; nimber answers
# `solve octal code=C to=2^K-1 -q sparsity` with the disk cache off. The two programs' lines for 2^K (largest value
# and where, mask, rare heaps, last rare heap) are compared: the script stops on any difference.
# Usage: benchmarks/scripts/octal-vs-peer.sh [PEER_SOURCE_DIR] [RUNS] [CODE:K ...]
#   default runs 3, default work 0.007:20 0.106:24 0.354:24 0.6:22; needs g++, python3 and a built distribution.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
if [ -n "${1:-}" ]; then
  peer_source=$1
else
  git clone -q https://github.com/tczajka/octal-games "$work/peer-source"
  peer_source="$work/peer-source"
fi
runs=${2:-3}
shift $(($# >= 2 ? 2 : $#))
cases=("$@")
[ ${#cases[@]} -gt 0 ] || cases=(0.007:20 0.106:24 0.354:24 0.6:22)

mkdir -p "$work/peer"
if [ -d "$peer_source/.git" ] || [ -f "$peer_source/.git" ]; then
  git -C "$peer_source" archive HEAD old/src | tar -x -C "$work/peer"
else
  git --git-dir="$peer_source" archive HEAD old/src | tar -x -C "$work/peer"
fi
src="$work/peer/old/src"
g++ -O2 -std=c++11 -I"$src" "$src/analyze_exec.cc" "$src/game.cc" "$src/game_util.cc" "$src/hadamard.cc" \
  -o "$work/analyze"

# peer_to CODE K: runs the calculator until its line for 2^K; appends "wall rss" to $work/peer-CODE-K and writes the
# line to $work/peer-line.
peer_to() {
  python3 - "$work/analyze" "${1#0}" "$2" "$work/peer-line" >> "$work/peer-$1-$2" <<'PY'
import subprocess, sys, time
program, code, power, out = sys.argv[1:5]
start = time.monotonic()
peer = subprocess.Popen([program, code], stdout=subprocess.PIPE, text=True)
for line in peer.stdout:
    if line.startswith(f"n=2^{power} "):
        wall = time.monotonic() - start
        with open(f"/proc/{peer.pid}/status") as status:
            rss = next(l.split()[1] for l in status if l.startswith("VmHWM"))
        peer.kill()
        open(out, "w").write(line)
        print(f"{wall:.2f} {rss}")
        break
else:
    sys.exit(f"the calculator stopped before 2^{power}")
PY
}

# same_line CODE K: compares nimber's last sparsity line with the calculator's.
same_line() {
  python3 - "$work/nimber-out" "$work/peer-line" "$1" "$2" <<'PY'
import re, sys
ours = open(sys.argv[1]).read().strip().splitlines()[-1]
peer = open(sys.argv[2]).read().strip()
o = re.fullmatch(r"2\^(\d+) heaps: largest G\((\d+)\) = (\d+); mask 0x([0-9a-f]+)( with the heap's parity)?: "
                 r"(\d+) rare heaps?(?:, the last (\d+))?", ours)
p = re.fullmatch(r"n=2\^(\d+) largest G\[(\d+)\]=(\d+) rare_mask=([0-9a-f]+)(pos)? num_rare=(\d+) last_rare=(\d+)", peer)
mine = (o[1], o[2], o[3], o[4], o[5] is not None, o[6], o[7] or "0")
theirs = (p[1], p[2], p[3], p[4], p[5] is not None, p[6], p[7])
if mine != theirs:
    sys.exit(f"{sys.argv[3]} 2^{sys.argv[4]}: nimber says {ours!r}, the calculator {peer!r}")
PY
}

echo "| work | nimber | peer | nimber ÷ peer (time, memory) |"
echo "|---|---|---|---|"
for each in "${cases[@]}"; do
  code=${each%%:*}
  power=${each##*:}
  to=$(((1 << power) - 1))
  for ((run = 0; run < runs; run++)); do
    NIMBER_OPTS="-Dnimber.cache=off ${NIMBER_OPTS:-}" measure_to "$work/nimber-out" "nimber-$code-$power" \
      "$nimber" solve octal "code=$code" "to=$to" -q sparsity
    peer_to "$code" "$power"
    same_line "$code" "$power"
  done
  ours_wall=$(median "$work/nimber-$code-$power" 1)
  ours_rss=$(median "$work/nimber-$code-$power" 3)
  peer_wall=$(median "$work/peer-$code-$power" 1)
  peer_rss=$(median "$work/peer-$code-$power" 2)
  awk -v c="$code" -v k="$power" -v ow="$ours_wall" -v or="$ours_rss" -v pw="$peer_wall" -v pr="$peer_rss" 'BEGIN {
    printf "| %s, G(0..2^%s − 1) | %.2f s, %.0f MiB | %.2f s, %.0f MiB | %.2f×, %.2f× |\n",
      c, k, ow, or / 1024, pw, pr / 1024, ow / pw, or / pr }'
done
echo "(medians of $runs; $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); lines for 2^K agree)"
