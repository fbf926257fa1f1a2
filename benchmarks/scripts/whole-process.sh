# Helpers for the whole-process benchmark scripts, sourced by them: measure a command, take medians, name the machine.
# The caller sets $work to a scratch folder, or calls from_repository.

# from_repository: for a script run from the repository root, sets $work to a scratch folder removed when the script
# exits, and $launcher to this checkout's distribution, which ./nimber builds first when it is missing.
from_repository() {
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  ./nimber list > /dev/null
  launcher=distribution/target/nimber/bin/nimber
}

# measure LABEL COMMAND...: runs the command with stdout discarded and appends "wall user rss" (seconds to the
# millisecond, seconds, KB) to $work/LABEL; a failing command prints its stderr and stops the script.
measure() {
  local label=$1
  shift
  measure_to /dev/null "$label" "$@"
}

# measure_to OUTPUT LABEL COMMAND...: as measure, with stdout written to the file OUTPUT. The wall time is the shell's
# clock around /usr/bin/time (which gives hundredths), so it includes starting that program, about a millisecond.
measure_to() {
  local output=$1 label=$2 start end
  shift 2
  start=$EPOCHREALTIME
  /usr/bin/time -f "%U %M" -o "$work/time" "$@" > "$output" 2> "$work/err" || { cat "$work/err"; exit 1; }
  end=$EPOCHREALTIME
  printf '%s %s\n' "$(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.3f", e - s }')" "$(cat "$work/time")" \
    >> "$work/$label"
}

# median FILE COLUMN: the median of one column of a file measure wrote.
median() {
  sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}

# round_totals ROUNDS COUNT LABEL...: for each LABEL, one line of each round's time over a set of COUNT items measured
# one a process as LABEL-0 to LABEL-(COUNT-1): the sum of that round's wall times.
round_totals() {
  local rounds=$1 count=$2 label round i totals
  shift 2
  for label in "$@"; do
    totals=()
    for ((round = 0; round < rounds; round++)); do
      totals+=("$(for ((i = 0; i < count; i++)); do sed -n "$((round + 1))p" "$work/$label-$i"; done \
        | awk '{ s += $1 } END { printf "%.1f", s }')")
    done
    echo "  $label: ${totals[*]} s"
  done
}

# machine [g++]: the first line of a script's report: the cores, the memory and the JVM, and g++'s version when given
# g++ (for the scripts that build a peer from its source).
machine() {
  local line
  line="machine: $(nproc) cores, $(free -g | awk '/Mem:/ {print $2}') GiB; $(java -version 2>&1 | head -1)"
  [ "${1:-}" = g++ ] && line="$line; g++ $(g++ -dumpversion)"
  echo "$line"
}
