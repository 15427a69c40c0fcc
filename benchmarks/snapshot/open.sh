#!/bin/sh
# Opening a saved index against building one, as whole processes, in one run: a library of
# synthetic photos (MatcherScale's generator) saved with `stemma index build`, then one query
# answered by `stemma search --index FILE` and by `stemma search --catalog CATALOG`, each under
# /usr/bin/time -v (wall time, CPU time, peak resident memory), and the in-process figure
# (open + first query, SnapshotOpen) with the file in the page cache.
#
#   benchmarks/snapshot/open.sh [PHOTOS] [QUERY] [ROUNDS]     # defaults: 1000000 dog 3
#
# The catalog and the index are kept in $WORK (default /tmp/stemma-open-PHOTOS) and made again
# only when missing. Release builds; run on a quiet machine, and read the medians.
set -eu

photos=${1:-1000000}
query=${2:-dog}
rounds=${3:-3}
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${WORK:-/tmp/stemma-open-$photos}
mkdir -p "$work"
catalog=$work/catalog.jsonl
index=$work/index.stemma

(cd "$root" && swift build -c release --product stemma >/dev/null)
(cd "$root/benchmarks" && swift build -c release --product MatcherScale >/dev/null)
(cd "$root/benchmarks" && swift build -c release --product SnapshotOpen >/dev/null)
stemma=$root/.build/release/stemma
bin=$(cd "$root/benchmarks" && swift build -c release --show-bin-path)

[ -f "$catalog" ] || "$bin/MatcherScale" "$photos" 1000 --write-catalog "$catalog"
if [ ! -f "$index" ]; then
  /usr/bin/time -f "index build: %e s wall, %U s user, %S s system, %M KB peak" \
    "$stemma" index build --catalog "$catalog" --output "$index"
fi
"$stemma" index info "$index" | sed -n '1,6p'
# Both inputs in the page cache, as for a process that runs again and again.
cat "$catalog" "$index" >/dev/null

# One line per run: the figures /usr/bin/time -v reports that matter here.
measure() {
  label=$1
  shift
  /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt" || {
    echo "$label: exit $?"
    cat "$work/time.txt"
    return 1
  }
  awk -v label="$label" -F': ' '
    /Elapsed \(wall clock\)/ { wall = $2 }
    /User time/ { user = $2 }
    /System time/ { kernel = $2 }
    /Maximum resident set size/ { peak = $2 }
    END { printf "%s: wall %s, CPU %.2f s (user %s + system %s), peak %.0f MB\n",
      label, wall, user + kernel, user, kernel, peak / 1024 }' "$work/time.txt"
}

echo "== whole process, one query ('$query'), $photos photos, $rounds rounds each"
round=1
while [ "$round" -le "$rounds" ]; do
  measure "search --index  " "$stemma" search --index "$index" "$query"
  measure "search --catalog" "$stemma" search --catalog "$catalog" "$query"
  round=$((round + 1))
done

echo "== in process: open + first query (SnapshotOpen, 5 rounds)"
"$bin/SnapshotOpen" "$index" "$query" 5
