#!/usr/bin/env bash
# Stemma's Matcher beside SQLite FTS5 (porter) and Tantivy (Python) on one synthetic catalog
# and one query set, in one run. Usage, from benchmarks/:
#   bash search-compare/run.sh [PHOTOS (default 1000000)] [QUERIES (default 1000)]
# Environment: SCRATCH_PATH (SwiftPM scratch folder, default .build-search-compare),
# OUT (where the catalog, raw outputs and table go, default search-compare/out), PASSES (each
# engine runs each query set this many times in a row and reports its fastest pass by
# median, default 3: a shared machine's neighbours make single passes swing), ROUNDS (the
# three engines run this many times, and the table reports each figure's median over the
# rounds and each ratio's median and range, default 3: the machine's speed drifts over
# minutes, so ratios are taken within a round; 1 for a quick run). The order within a round
# is `report.py --order N`'s: Stemma and Tantivy, the close pair, next to each other, each
# first in every other round; FTS5 (about 7 minutes a round) after them.
# Open to first result (OPEN=1, the default; 0 to skip): each engine's index is also saved on
# disk once (Stemma's snapshot by SnapshotScale save, Tantivy's directory and FTS5's database
# by on_disk.py build), and after the engines in each round every engine opens its index and
# answers a query, in a fresh process, OPEN_RUNS times (default 5) in turn, with the files in
# the page cache; run N of a round answers query N of the set (the same for every engine). OPEN_ONLY=1 runs only that (no in-memory engines).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
photos=${1:-1000000}
queries=${2:-1000}
scratch=${SCRATCH_PATH:-.build-search-compare}
out=${OUT:-$here/out}
export PASSES=${PASSES:-3}
rounds=${ROUNDS:-3}
open_runs=${OPEN_RUNS:-5}
open_only=${OPEN_ONLY:-0}
[[ $open_only == 1 ]] && measure_open=1 || measure_open=${OPEN:-1}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS must be a positive whole number: $rounds" >&2; exit 64; }
mkdir -p "$out"

swift build -c release --scratch-path "$scratch" --product MatcherScale
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/MatcherScale"
if [[ $measure_open == 1 ]]; then
  swift build -c release --scratch-path "$scratch" --product SnapshotScale
  snapshot_scale="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/SnapshotScale"
fi
python3 -c 'import sqlite3; print("python", __import__("sys").version.split()[0], "sqlite", sqlite3.sqlite_version)'
python3 -c 'import tantivy' 2>/dev/null || python3 -m pip install tantivy
python3 -c 'from importlib.metadata import version; print("tantivy", version("tantivy"))'

catalog="$out/catalog-$photos.jsonl"
echo "== writing $photos photos and $queries queries to $catalog" >&2
"$bin" "$photos" "$queries" --write-catalog "$catalog"
# The catalog (about 1 GB) written out to disk now, not while the first engine builds.
sync

# The on-disk indexes, made again with the catalog (each engine's own format).
disk="$out/disk-$photos"
if [[ $measure_open == 1 ]]; then
  rm -rf "$disk"
  mkdir -p "$disk"
  echo "== saving the indexes on disk in $disk" >&2
  "$snapshot_scale" save "$photos" "$disk/stemma.stemma" >&2
  python3 "$here/on_disk.py" build tantivy "$disk/tantivy" "$catalog" | tee "$disk/builds.jsonl" >&2
  python3 "$here/on_disk.py" build fts5 "$disk/fts5.sqlite" "$catalog" | tee -a "$disk/builds.jsonl" >&2
  sync
fi

# Each engine opens its on-disk index and answers a query, in a fresh process, in turn,
# OPEN_RUNS times (run N: query N); one JSON line a process in $1/open.jsonl.
open_rounds() {
  : > "$1/open.jsonl"
  # In the page cache, as for a process that runs again and again.
  cat "$disk/stemma.stemma" "$disk/fts5.sqlite" "$disk"/tantivy/* > /dev/null
  for run in $(seq 0 $((open_runs - 1))); do
    "$snapshot_scale" open "$disk/stemma.stemma" --queries "$catalog.queries.jsonl" \
      --query "$run" >> "$1/open.jsonl"
    python3 "$here/on_disk.py" open tantivy "$disk/tantivy" "$catalog.queries.jsonl" "$run" \
      >> "$1/open.jsonl"
    python3 "$here/on_disk.py" open fts5 "$disk/fts5.sqlite" "$catalog.queries.jsonl" "$run" \
      >> "$1/open.jsonl"
  done
}

# One engine at a time, so that none shares the cores with another.
# Rounds of an earlier run would otherwise sit beside this run's.
rm -rf "$out"/round-*
round_dirs=()
for round in $(seq 1 "$rounds"); do
  dir="$out/round-$round"
  mkdir -p "$dir"
  round_dirs+=("$dir")
  : > "$dir/order"
  read -ra order <<< "$(python3 "$here/report.py" --order "$round")"
  [[ $open_only == 1 ]] && order=()
  [[ $measure_open == 1 ]] && order+=(open)
  for engine in "${order[@]}"; do
    echo "$engine" >> "$dir/order"
    case $engine in
      stemma)
        echo "== round $round: Stemma (MatcherScale, the same generator and seed, in-process)" >&2
        "$bin" "$photos" "$queries" --passes "$PASSES" | tee "$dir/stemma.txt" >&2
        ;;
      fts5)
        echo "== round $round: SQLite FTS5" >&2
        python3 "$here/fts5.py" "$catalog" "$catalog.queries.jsonl" > "$dir/fts5.jsonl"
        ;;
      tantivy)
        echo "== round $round: Tantivy" >&2
        python3 "$here/tantivy_bench.py" "$catalog" "$catalog.queries.jsonl" > "$dir/tantivy.jsonl"
        ;;
      open)
        echo "== round $round: open to first result, $open_runs runs each" >&2
        open_rounds "$dir"
        ;;
      *)
        echo "run.sh: unknown engine '$engine' in round $round" >&2
        exit 70
        ;;
    esac
  done
done

python3 "$here/report.py" "${round_dirs[@]}" | tee "$out/table-$photos.md"
