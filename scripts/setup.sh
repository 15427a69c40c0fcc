#!/usr/bin/env bash
# Sets Stemma up on a fresh Debian 12 machine and runs the main job on the bundled sample:
# installs the system libraries that are missing, builds the release binary, and normalizes
# samples/terms.txt. Usage: bash scripts/setup.sh
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-dependencies.sh

echo "==> swift build -c release" >&2
swift build -c release

echo "==> stemma normalize --language en --format tsv samples/terms.txt" >&2
echo "    (columns: surface, folded, lemma, stem)" >&2
.build/release/stemma normalize --language en --format tsv samples/terms.txt
