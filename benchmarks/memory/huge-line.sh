#!/usr/bin/env bash
# Peak memory of `stemma normalize` and `stemma tokenize` on one huge line (issue 28): the
# line's size, the output's size and the peak resident set from /usr/bin/time -v, for each
# output format (and normalize's --trace), with the ratio of peak to line size. The issue's
# bound: at most 4x the line for text, 8x for jsonl.
#
#   bash benchmarks/memory/huge-line.sh [--stemma PATH] [--megabytes N]   # N defaults to 50
#
# Not a timed test: run it by hand (on a release build) after a change to the line engine.
set -euo pipefail
cd "$(dirname "$0")/../.."

stemma=""
megabytes=50
while [ $# -gt 0 ]; do
  case "$1" in
    --stemma) stemma="$2"; shift 2 ;;
    --megabytes) megabytes="$2"; shift 2 ;;
    *) echo "usage: $0 [--stemma PATH] [--megabytes N]" >&2; exit 64 ;;
  esac
done
if [ -z "$stemma" ]; then
  swift build -c release --product stemma >&2
  stemma="$(swift build -c release --show-bin-path)/stemma"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Words of several scripts, repeated without a line break up to the size asked for.
python3 - "$work/line.txt" "$megabytes" <<'PY'
import sys
path, megabytes = sys.argv[1], int(sys.argv[2])
words = "The dogs were running by the lakes, café Straße 東京タワー ภาษาไทย Привет 3.14 don't ".encode()
target = megabytes * 1_000_000
with open(path, "wb") as f:
    written = 0
    while written + len(words) <= target:
        f.write(words)
        written += len(words)
    f.write(b"\n")
PY
line_bytes=$(stat -c %s "$work/line.txt")

printf '%-24s %12s %14s %14s %8s\n' command "line bytes" "output bytes" "peak RSS KiB" "peak/line"
cases=(
  "normalize --format text"
  "normalize --format jsonl"
  "normalize --format tsv"
  "normalize --trace --format jsonl"
  "tokenize --format text"
  "tokenize --format jsonl"
)
for case in "${cases[@]}"; do
  read -r -a words <<<"$case"
  /usr/bin/time -v "$stemma" "${words[0]}" -l en "${words[@]:1}" "$work/line.txt" \
    >"$work/out" 2>"$work/time"
  peak=$(sed -n 's/^\s*Maximum resident set size (kbytes): //p' "$work/time")
  lines=$(wc -l <"$work/out")
  if [ "$lines" -ne 1 ]; then echo "!! $case: $lines output lines for 1 input line" >&2; exit 1; fi
  out_bytes=$(stat -c %s "$work/out")
  ratio=$(python3 -c "print(f'{$peak * 1024 / $line_bytes:.1f}')")
  label="${words[0]} ${words[*]:1}"
  label="${label//--format /}"
  printf '%-24s %12s %14s %14s %8s\n' "$label" "$line_bytes" "$out_bytes" "$peak" "$ratio"
done
