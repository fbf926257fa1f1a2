# Helpers for the whole-process benchmark scripts, sourced by them: measure a command and take medians.
# The caller sets $work to a scratch folder.

# measure LABEL COMMAND...: runs the command with stdout discarded and appends "wall user rss" (seconds, seconds, KB)
# to $work/LABEL; a failing command prints its stderr and stops the script.
measure() {
  local label=$1
  shift
  /usr/bin/time -f "%e %U %M" -o "$work/time" "$@" > /dev/null 2> "$work/err" || { cat "$work/err"; exit 1; }
  cat "$work/time" >> "$work/$label"
}

# measure_to OUTPUT LABEL COMMAND...: as measure, with stdout written to the file OUTPUT.
measure_to() {
  local output=$1 label=$2
  shift 2
  /usr/bin/time -f "%e %U %M" -o "$work/time" "$@" > "$output" 2> "$work/err" || { cat "$work/err"; exit 1; }
  cat "$work/time" >> "$work/$label"
}

# median FILE COLUMN: the median of one column of a file measure wrote.
median() {
  sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { print v[int((NR + 1) / 2)] }'
}
