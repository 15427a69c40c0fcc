#!/usr/bin/env bash
# Builds the plain C pipeline, the stemma CLI and the in-process Analyzer harness in release
# mode, makes a corpus of WORDS words (default 5 million) and one ten times larger, and a
# corpus without repeated lines (make_fresh_corpus.py: WordNet's glosses from Debian's
# wordnet-base, 10 MB, and a 100 MB variant), and runs compare.py on both in one command.
# Usage: bash benchmarks/compare/run.sh [WORDS] [REPEAT]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
words="${1:-5000000}"
repeat="${2:-5}"
out="$here/out"
mkdir -p "$out"

bash "$root/scripts/install-dependencies.sh"
cc -O2 -o "$out/c_pipeline" "$here/c_pipeline.c" $(pkg-config --cflags --libs icu-uc) -lstemmer
(cd "$root" && swift build -c release --product stemma >&2)
(cd "$root/benchmarks" && swift build -c release --product AnalyzerThroughput >&2)

[ -s "$out/corpus.txt" ] && [ "$(cat "$out/corpus.words" 2>/dev/null)" = "$words" ] || {
  python3 "$here/make_corpus.py" "$words" "$out/corpus.txt"
  python3 "$here/make_corpus.py" "$((words * 10))" "$out/corpus-10x.txt"
  echo "$words" > "$out/corpus.words"
}

[ -s "$out/fresh.txt" ] || python3 "$here/make_fresh_corpus.py" 10 "$out/fresh.txt"
[ -s "$out/fresh-100mb.txt" ] || python3 "$here/make_fresh_corpus.py" 100 "$out/fresh-100mb.txt"

python3 "$here/compare.py" --c "$out/c_pipeline" --stemma "$root/.build/release/stemma" \
  --analyzer "$root/benchmarks/.build/release/AnalyzerThroughput" \
  --corpus "$out/corpus.txt" --large "$out/corpus-10x.txt" \
  --fresh "$out/fresh.txt" --fresh-large "$out/fresh-100mb.txt" --repeat "$repeat"
