#!/usr/bin/env bash
# Regenerate every benchsuite/<name>/expected_small.txt by running GNU Octave
# on <name>.m at its small size (the value written in the script itself).
# Usage: regen_expected.sh [name ...]   (default: all programs)
# Works from any current directory.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
octave="${OCTAVE:-octave-cli}"
if [ "$#" -gt 0 ]; then
  names=("$@")
else
  names=()
  for d in "$here"/*/; do
    n="$(basename "$d")"
    [ -f "$d/$n.m" ] && names+=("$n")
  done
fi
status=0
for n in "${names[@]}"; do
  dir="$here/$n"
  if [ ! -f "$dir/$n.m" ]; then
    echo "regen_expected: no $dir/$n.m" >&2
    status=1
    continue
  fi
  tmp="$(mktemp)"
  if (cd "$dir" && "$octave" --no-gui -q --norc --no-history "$n.m") > "$tmp"; then
    mv "$tmp" "$dir/expected_small.txt"
    echo "regen_expected: $n ok"
  else
    rm -f "$tmp"
    echo "regen_expected: $n FAILED" >&2
    status=1
  fi
done
exit $status
