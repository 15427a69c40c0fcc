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
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/.."
photos=${1:-1000000}
queries=${2:-1000}
scratch=${SCRATCH_PATH:-.build-search-compare}
out=${OUT:-$here/out}
export PASSES=${PASSES:-3}
rounds=${ROUNDS:-3}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "ROUNDS must be a positive whole number: $rounds" >&2; exit 64; }
mkdir -p "$out"

swift build -c release --scratch-path "$scratch" --product MatcherScale
bin="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/MatcherScale"
python3 -c 'import sqlite3; print("python", __import__("sys").version.split()[0], "sqlite", sqlite3.sqlite_version)'
python3 -c 'import tantivy' 2>/dev/null || python3 -m pip install tantivy
python3 -c 'from importlib.metadata import version; print("tantivy", version("tantivy"))'

catalog="$out/catalog-$photos.jsonl"
echo "== writing $photos photos and $queries queries to $catalog" >&2
"$bin" "$photos" "$queries" --write-catalog "$catalog"
# The catalog (about 1 GB) written out to disk now, not while the first engine builds.
sync

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
      *)
        echo "run.sh: unknown engine '$engine' in round $round" >&2
        exit 70
        ;;
    esac
  done
done

python3 "$here/report.py" "${round_dirs[@]}" | tee "$out/table-$photos.md"
