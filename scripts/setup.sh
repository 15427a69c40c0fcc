#!/usr/bin/env bash
# Sets Stemma up on a fresh Debian 12 machine and runs the main job on the bundled sample:
# installs the system libraries that are missing, builds the release binary, and normalizes
# samples/terms.txt, searches samples/photos.jsonl and ranks its tags. Usage: bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-dependencies.sh

echo "==> swift build -c release" >&2
swift build -c release

echo "==> stemma normalize --language en --format tsv samples/terms.txt" >&2
echo "    (columns: surface, folded, lemma, stem)" >&2
.build/release/stemma normalize --language en --format tsv samples/terms.txt

echo "==> stemma search --catalog samples/photos.jsonl --queries samples/queries.txt --limit 5" >&2
echo "    (one JSON object per query: parsed filters, total, the best hits)" >&2
.build/release/stemma search --catalog samples/photos.jsonl --queries samples/queries.txt \
  --limit 5 --now 2024-06-01T00:00:00Z

echo "==> stemma vocab rank --catalog samples/photos.jsonl --kind photoTag --limit 10" >&2
.build/release/stemma vocab rank --catalog samples/photos.jsonl --kind photoTag --limit 10 \
  --now 2024-06-01T00:00:00Z
