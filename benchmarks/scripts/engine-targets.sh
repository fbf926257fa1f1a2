#!/bin/bash
# The engine's targets that have no peer beside them, as whole processes with the launcher's defaults (medians of RUNS,
# the pairs alternating), each printed with its target and whether the answers agree with a slower or independent way:
#  - the method chosen by cost: `run` of 300 random Connect Four 6 x 4 positions (the set weak-vs-pons.sh draws, seed
#    1) with no --method against --method weak (target: within 1.5x), and `solve chomp width=12 height=11 -q move
#    --solver search` with no --method against --method strong (within 1.5x);
#  - no cliffs: node Kayles on a cycle of 60 vertices given by its edges, `--solver search -q grundy` (under 1 s; the
#    value against the dawson solver's for cycle:60); `run` of all 40,401 Wythoff positions with both heaps at most
#    200, `--solver search` (under 10 s; every outcome against the golden solver's); Wythoff's remoteness of
#    (299, 484) by the golden solver (from the losing pairs) against the search, the answers compared, and of
#    (1000, 1618) by golden (no target: the search takes minutes there); node Kayles' remoteness of path:60 and
#    cycle:60 by the search, against octal 0.137's (Dawson's Kayles, numbered heaps: an independent search);
#  - octal memory: `solve octal code=0.16 to=2^24 -q sparsity`, the values computed (the disk cache off), peak resident
#    memory (at most 100 MB).
# The remoteness of a Kayles row of 60 pins searched as objects is object-sums.sh's; serve's first play requests,
# serve-first-play.sh's.
# Usage: benchmarks/scripts/engine-targets.sh [RUNS]; default 3. Needs a built distribution (mvn package), python3.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
nimber="$root/distribution/target/nimber/bin/nimber"
runs=${1:-3}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$here/whole-process.sh"
source "$here/pons.sh"

# ratio A B: A / B to two places
ratio() { echo "scale=2; $1 / $2" | bc; }
# verdict A B MOST: "met" when A / B is at most MOST
verdict() { [ "$(echo "$1 / $2 <= $3" | bc -l)" = 1 ] && echo met || echo "NOT met"; }
# under A MOST: "met" when A is under MOST
under() { [ "$(echo "$1 < $2" | bc -l)" = 1 ] && echo met || echo "NOT met"; }

machine

random_positions 6 4 300 1 > "$work/set.txt"
connect_set_yaml 6 4 "$work/set.txt" > "$work/set.yaml"
for i in $(seq "$runs"); do
  measure_to "$work/auto.json" run-auto "$nimber" run "$work/set.yaml" --format json
  measure_to "$work/weak.json" run-weak "$nimber" --method weak run "$work/set.yaml" --format json
done
cmp -s <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' "$work/auto.json") \
  <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' "$work/weak.json") \
  && same="the same" || same="DIFFER"
auto=$(median "$work/run-auto" 1)
weak=$(median "$work/run-weak" 1)
echo "run of 300 Connect Four 6 x 4 positions: no --method $auto s, --method weak $weak s:" \
  "$(ratio "$auto" "$weak")x (target 1.5x: $(verdict "$auto" "$weak" 1.5)); answers $same"

chomp=(solve chomp width=12 height=11 -q move --solver search)
for i in $(seq "$runs"); do
  measure_to "$work/chomp-auto.out" chomp-auto "$nimber" "${chomp[@]}"
  measure_to "$work/chomp-strong.out" chomp-strong "$nimber" --method strong "${chomp[@]}"
done
cmp -s "$work/chomp-auto.out" "$work/chomp-strong.out" && same="the same" || same="DIFFER"
auto=$(median "$work/chomp-auto" 1)
strong=$(median "$work/chomp-strong" 1)
echo "chomp 12 x 11, move: no --method $auto s, --method strong $strong s:" \
  "$(ratio "$auto" "$strong")x (target 1.5x: $(verdict "$auto" "$strong" 1.5)); answers $same"

edges=$(python3 -c 'print(",".join(f"{i}-{(i + 1) % 60}" for i in range(60)))')
for i in $(seq "$runs"); do
  measure_to "$work/cycle.out" cycle "$nimber" solve nodekayles graph="$edges" --solver search -q grundy
done
dawson=$("$nimber" solve nodekayles graph=cycle:60 -q grundy)
[ "$(cat "$work/cycle.out")" = "$dawson" ] && same="the same" || same="DIFFERENT"
seconds=$(median "$work/cycle" 1)
echo "node Kayles on a cycle of 60 given by its edges, search, grundy $(cat "$work/cycle.out"): $seconds s" \
  "(target under 1 s: $(under "$seconds" 1)); the dawson solver's value of cycle:60 $dawson, $same"

# wythoff_yaml SOLVER: a run config asking the outcome of every position with both heaps at most 200
wythoff_yaml() {
  echo "game: wythoff"
  echo "solver: $1"
  echo "question: outcome"
  echo "instances:"
  python3 -c 'for a in range(201):
    for b in range(201):
        print(f"  - {{a: {a}, b: {b}}}")'
}
wythoff_yaml search > "$work/wythoff-search.yaml"
wythoff_yaml golden > "$work/wythoff-golden.yaml"
for i in $(seq "$runs"); do
  measure_to "$work/wythoff-search.json" wythoff "$nimber" run "$work/wythoff-search.yaml" --format json
done
"$nimber" run "$work/wythoff-golden.yaml" --format json > "$work/wythoff-golden.json"
cmp -s <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' \
    "$work/wythoff-search.json") \
  <(python3 -c 'import json,sys; [print(json.loads(l)["answer"]) for l in open(sys.argv[1])]' \
    "$work/wythoff-golden.json") && same="the same" || same="DIFFER"
seconds=$(median "$work/wythoff" 1)
echo "run of the 40,401 Wythoff positions with both heaps at most 200, search: $seconds s" \
  "(target under 10 s: $(under "$seconds" 10)); outcomes against the golden solver's: $same"

for i in $(seq "$runs"); do
  measure_to "$work/remote-golden.out" remote-golden "$nimber" solve wythoff a=299 b=484 -q remoteness
  measure_to "$work/remote-search.out" remote-search "$nimber" solve wythoff a=299 b=484 -q remoteness \
    --solver search
  measure_to "$work/remote-far.out" remote-far "$nimber" solve wythoff a=1000 b=1618 -q remoteness
done
cmp -s "$work/remote-golden.out" "$work/remote-search.out" && same="the same" || same="DIFFERENT"
echo "Wythoff's remoteness of (299, 484), $(cat "$work/remote-golden.out"): golden $(median "$work/remote-golden" 1) s," \
  "search $(median "$work/remote-search" 1) s, $same; of (1000, 1618), $(cat "$work/remote-far.out"):" \
  "golden $(median "$work/remote-far" 1) s"

for i in $(seq "$runs"); do
  measure_to "$work/path.out" nk-path "$nimber" solve nodekayles graph=path:60 -q remoteness
  measure_to "$work/cycle60.out" nk-cycle "$nimber" solve nodekayles graph=cycle:60 -q remoteness
done
octal_path=$("$nimber" solve octal code=0.137 heaps=60 -q remoteness)
octal_cycle=$(( $("$nimber" solve octal code=0.137 heaps=57 -q remoteness) + 1 ))
[ "$(cat "$work/path.out")" = "$octal_path" ] && [ "$(cat "$work/cycle60.out")" = "$octal_cycle" ] \
  && same="the same" || same="DIFFERENT"
echo "node Kayles' remoteness, search: path:60 $(cat "$work/path.out") in $(median "$work/nk-path" 1) s," \
  "cycle:60 $(cat "$work/cycle60.out") in $(median "$work/nk-cycle" 1) s; octal 0.137's heap of 60, and 1 + its heap" \
  "of 57 (the path a cycle's first move leaves): $same"

for i in $(seq "$runs"); do
  NIMBER_CACHE=off measure_to /dev/null octal "$nimber" solve octal code=0.16 to=2^24 -q sparsity
done
kilobytes=$(median "$work/octal" 3)
megabytes=$((kilobytes * 1024 / 1000000))
echo "octal 0.16 to 2^24, sparsity: peak resident $megabytes MB, $(median "$work/octal" 1) s" \
  "(target at most 100 MB: $( ((megabytes <= 100)) && echo met || echo "NOT met"))"
