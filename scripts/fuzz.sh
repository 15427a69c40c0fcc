#!/usr/bin/env bash
# Builds Stemma's libFuzzer targets (FuzzTesting/) with the fuzzer and AddressSanitizer and runs
# each for a bounded time, printing executions, executions per second, seconds and the corpus
# size.
#
#   bash scripts/fuzz.sh                 # 60 s per target
#   bash scripts/fuzz.sh 3600            # an hour per target
#   bash scripts/fuzz.sh 600 FuzzQuery   # only the targets named
#   FUZZ_PARALLEL=1 bash scripts/fuzz.sh 3600 FuzzAnalyzer FuzzQuery   # side by side, one core each
#   FUZZ_RUNS=10000000 bash scripts/fuzz.sh 3600 FuzzEntryLine   # stop at 10 M executions or 1 h
#
# Each run starts from a scratch copy of FuzzTesting/Corpora/<target> plus the regression inputs
# (libFuzzer adds what it finds to the first folder, so the committed seeds stay as they are).
# A crash or broken invariant stops that target, leaves the input in
# FuzzTesting/.build/fuzz/artifacts/<target>/ and makes the script exit 1 after the others ran:
# copy the input into FuzzTesting/Regressions/<target>/, fix the bug, and `swift test` replays it.
set -euo pipefail
cd "$(dirname "$0")/../FuzzTesting"

seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(FuzzAnalyzer FuzzQuery FuzzCatalogLine FuzzEntryLine FuzzSnapshot)
fi

flags=(-c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library)
for target in "${targets[@]}"; do
  echo "==> building $target" >&2
  swift build "${flags[@]}" --product "$target" >&2
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

# Leak checks off: the Swift runtime's and ICU's caches live until exit and read as leaks.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
# The Swift backtracer reads memory ASan flags after a trap; libFuzzer reports the trap itself.
export SWIFT_BACKTRACE="${SWIFT_BACKTRACE:-enable=no}"
# Runs one target; prints its summary line, and returns libFuzzer's exit status.
run_target() {
  local target="$1"
  local work=".build/fuzz/corpus/$target"
  local artifacts=".build/fuzz/artifacts/$target/"
  mkdir -p "$work" "$artifacts"
  cp -n Corpora/"$target"/* "$work"/ 2>/dev/null || true
  local log=".build/fuzz/$target.log"
  # A snapshot seed is a whole small file (about 5 KB); the other targets read one line.
  local max_len=4096
  if [ "$target" = FuzzSnapshot ]; then max_len=16384; fi
  echo "==> fuzzing $target for $seconds s (log: FuzzTesting/$log)" >&2
  local status=0
  # A run ends at the time limit, or at FUZZ_RUNS executions when that is set (-1: no limit).
  "$bin/$target" "$work" "Corpora/$target" "Regressions/$target" \
    -max_total_time="$seconds" -runs="${FUZZ_RUNS:--1}" -print_final_stats=1 -artifact_prefix="$artifacts" \
    -timeout=20 -rss_limit_mb=4096 -max_len="$max_len" >"$log" 2>&1 || status=$?
  local runs rate time corpus
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)
  time=$(sed -n 's/^Done [0-9]* runs in \([0-9]*\) second.*/\1/p' "$log" | tail -1)
  corpus=$(find "$work" -type f | wc -l)
  if [ "$status" -ne 0 ]; then
    echo "!! $target failed (exit $status); the last lines of its log:" >&2
    grep -E "invariant broken|ERROR|Fatal error|SUMMARY|Test unit written" "$log" | head -20 >&2
  fi
  printf '%-16s %12s runs %8s exec/s %6s s %6s inputs  exit %s\n' \
    "$target" "${runs:-?}" "${rate:-?}" "${time:-?}" "$corpus" "$status"
  return "$status"
}

failed=0
mkdir -p .build/fuzz
if [ "${FUZZ_PARALLEL:-0}" = 1 ]; then
  pids=()
  for target in "${targets[@]}"; do
    run_target "$target" >".build/fuzz/$target.summary" &
    pids+=("$!")
  done
  for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
  for target in "${targets[@]}"; do cat ".build/fuzz/$target.summary"; done
else
  summary=()
  for target in "${targets[@]}"; do
    line=$(run_target "$target") || failed=1
    summary+=("$line")
  done
  printf '%s\n' "${summary[@]}"
fi
exit "$failed"
