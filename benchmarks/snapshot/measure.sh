#!/bin/sh
# A saved index against the built one at scale, in one run (SnapshotScale, release build):
#  1. saving (write(toFile:) alone, SAVES times), the file's bytes a photo, and query latency
#     of the compound and one-word benchmark queries on the opened file against the built
#     index, in one process, ROUNDS rounds side by side (CPU time a query; ratio opened ÷
#     built within each round, then its median and range);
#  2. resident memory after the queries, each index in its own process (built: the library
#     made, indexed and freed; opened: the file opened), MEMORY_ROUNDS times in turn, and the
#     ratio opened ÷ built of the medians, for the whole resident set and for its anonymous
#     part (the opened file's pages are clean, shared with the page cache and reclaimable).
#
#   benchmarks/snapshot/measure.sh [PHOTOS] [QUERIES]      # defaults: 1000000 1000
#   ROUNDS=5 SAVES=3 MEMORY_ROUNDS=3 WORK=/tmp/snapshot-measure SCRATCH_PATH=.build
set -eu

photos=${1:-1000000}
queries=${2:-1000}
rounds=${ROUNDS:-5}
saves=${SAVES:-3}
memory_rounds=${MEMORY_ROUNDS:-3}
work=${WORK:-/tmp/snapshot-measure-$photos}
scratch=${SCRATCH_PATH:-.build}
here=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$work"
file=$work/index.stemma

(cd "$here" && swift build -c release --scratch-path "$scratch" --product SnapshotScale >/dev/null)
bin="$(cd "$here" && swift build -c release --scratch-path "$scratch" --show-bin-path)/SnapshotScale"

echo "== saving, bytes a photo, query latency opened vs built ($photos photos, $queries queries)"
"$bin" compare "$photos" "$queries" --file "$file" --rounds "$rounds" --saves "$saves" \
  --write-queries "$work/queries.jsonl" | tee "$work/compare.txt"

echo "== resident memory after opening or building and running the queries, $memory_rounds rounds"
: >"$work/memory.txt"
round=1
while [ "$round" -le "$memory_rounds" ]; do
  cat "$file" >/dev/null
  "$bin" memory opened "$file" --queries "$work/queries.jsonl" | tee -a "$work/memory.txt"
  "$bin" memory built "$photos" --queries "$work/queries.jsonl" | tee -a "$work/memory.txt"
  round=$((round + 1))
done
# The medians of the figures after the queries, and opened ÷ built.
awk -F'\t' '
  $1 == "memory" && $3 == "after queries" {
    for (field = 4; field <= NF; field++) {
      split($field, part, " ")
      values[$2 "," part[1]] = values[$2 "," part[1]] " " part[2]
    }
  }
  function median(list,   count, items, i, j, swap) {
    count = split(list, items, " ")
    for (i = 1; i <= count; i++)
      for (j = i + 1; j <= count; j++)
        if (items[j] + 0 < items[i] + 0) { swap = items[i]; items[i] = items[j]; items[j] = swap }
    return items[int((count + 1) / 2)]
  }
  END {
    split("VmRSS RssAnon RssFile VmHWM", names, " ")
    for (n = 1; n <= 4; n++) {
      opened = median(values["opened," names[n]])
      built = median(values["built," names[n]])
      printf "memory median\t%s\topened %.0f MB\tbuilt %.0f MB\tratio %.3f\n",
        names[n], opened / 1024, built / 1024, (built > 0 ? opened / built : 0)
    }
  }' "$work/memory.txt"
