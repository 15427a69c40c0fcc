#!/usr/bin/env bash
# Builds the DocC documentation of the three library modules (Linguistics, Vocabulary,
# Matcher), with their articles and the snippets in Snippets/, and fails if DocC reports any
# warning or error (a broken symbol link, an unknown article, a snippet that does not exist).
# DocC prints its diagnostics at the start of a line ("warning: 'X' doesn't exist at …");
# the compiler's ("FILE:LINE:COL: warning: …") appear only for the files the plugin happens
# to recompile, so they are shown but do not decide the result: a clean `swift build` is
# where compiler warnings are checked.
# Usage: bash scripts/docs.sh [extra generate-documentation options, e.g. --output-path DIR]
# The archives go to .build/plugins/Swift-DocC/outputs/<Module>.doccarchive by default.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "==> swift package generate-documentation (Linguistics, Vocabulary, Matcher)" >&2
status=0
swift package generate-documentation \
  --target Linguistics --target Vocabulary --target Matcher "$@" 2>&1 | tee "$log" >&2 \
  || status=$?

if [ "$status" -ne 0 ]; then
  echo "docs.sh: generate-documentation failed (exit $status)" >&2
  exit "$status"
fi
if grep -E -q '^(warning|error):' "$log"; then
  echo "docs.sh: DocC reported warnings or errors:" >&2
  grep -E '^(warning|error):' "$log" >&2
  exit 1
fi
if grep -E -q '\.swift:[0-9]+:[0-9]+: warning:' "$log"; then
  echo "docs.sh: note: the compiler warned while building (not a documentation problem):" >&2
  grep -E '\.swift:[0-9]+:[0-9]+: warning:' "$log" | sort -u >&2
fi
echo "docs.sh: documentation built without warnings" >&2
