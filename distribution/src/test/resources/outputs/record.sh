#!/usr/bin/env bash
# Records what each line of commands.sh prints (standard output, standard error, exit code) with a distribution, in
# the form OutputsUnchangedIT compares: the distribution's folder written <home>, the working folder <work>, the
# times of JSON answers (solveNanos) 0, and a plugin jar's checksum (which changes with the time the jar was built)
# <crc>. Run it to re-record when an output changes on purpose, and say why in the
# commit:
#
#   distribution/src/test/resources/outputs/record.sh distribution/target/nimber examples \
#     distribution/src/test/resources/outputs/expected
set -euo pipefail
home=$(cd "$1" && pwd -P)
examples=$(cd "$2" && pwd -P)
mkdir -p "$3"
expected=$(cd "$3" && pwd -P)
commands="$(cd "$(dirname "$0")" && pwd -P)/commands.sh"
work=$(mktemp -d)
work=$(cd "$work" && pwd -P)
trap 'rm -rf "$work"' EXIT
printf '#!/bin/sh\nexec "%s/bin/nimber" "$@"\n' "$home" > "$work/nimber"
chmod +x "$work/nimber"
ln -s "$examples" "$work/examples"
export NIMBER_CACHE="$work/.cache"
unset NIMBER_OPTS CI
normalize() {
  sed -e "s#$home#<home>#g" -e "s#$work#<work>#g" -e 's/"solveNanos":[0-9]*/"solveNanos":0/g' \
    -e 's/jar crc32c [0-9a-f]*/jar crc32c <crc>/g'
}
n=0
while IFS= read -r line; do
  n=$((n + 1))
  name=$(printf '%02d' "$n")
  code=0
  (cd "$work" && sh -c "$line" > "$work/.out" 2> "$work/.err" < /dev/null) || code=$?
  normalize < "$work/.out" > "$expected/$name.out"
  normalize < "$work/.err" > "$expected/$name.err"
  echo "$code" > "$expected/$name.code"
done < "$commands"
