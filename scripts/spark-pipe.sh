#!/usr/bin/env bash
# Runs the README's Spark recipe for real: `stemma normalize` through PySpark's RDD.pipe in
# local mode over a generated corpus (6,000 lines: several scripts, CRLF, empty, blank and
# punctuation-only lines) in 6-7 partitions, compared line for line with a direct run; then
# checks that pipes which drop, add or reorder lines are caught (scripts/spark/pipe_check.py).
#
# Installs what is missing: a Java runtime (Debian's default-jre-headless) and pyspark 3.5.5
# in a venv under .spark/ (git-ignored; also the corpus and Spark's scratch). Builds the
# release binary unless --stemma names one.
#
# Usage: bash scripts/spark-pipe.sh [--stemma PATH] [pipe_check.py options, e.g. --cmd CMD]
# Exit: 0 equal; 1 a mismatch (the first differing line is printed); 77 Java or pyspark cannot
# be installed (the reason is printed); anything else, an error.
set -euo pipefail
cd "$(dirname "$0")/.."

pyspark_version=3.5.5
work=.spark
venv=$work/venv
skip() {
  echo "spark-pipe: SKIPPED: $*" >&2
  exit 77
}

stemma=""
if [ "${1:-}" = "--stemma" ]; then
  stemma=$2
  shift 2
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
apt_install() {
  echo "==> apt-get install $*" >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get update -qq &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

if ! java -version >/dev/null 2>&1; then
  apt_install default-jre-headless || skip "cannot install a Java runtime (default-jre-headless)"
fi

installed="import pyspark, sys; sys.exit(pyspark.__version__ != '$pyspark_version')"
if ! "$venv/bin/python" -c "$installed" 2>/dev/null; then
  rm -rf "$venv"
  mkdir -p "$work"
  # Debian ships venv's pip bootstrap apart, in python3-venv.
  if ! python3 -m venv "$venv" >/dev/null 2>&1; then
    rm -rf "$venv"
    apt_install python3-venv && python3 -m venv "$venv" ||
      skip "cannot create a Python venv (python3-venv)"
  fi
  echo "==> pip install pyspark==$pyspark_version (into $venv)" >&2
  "$venv/bin/pip" install -q --disable-pip-version-check "pyspark==$pyspark_version" ||
    skip "cannot install pyspark==$pyspark_version from PyPI"
fi

if [ -z "$stemma" ]; then
  echo "==> swift build -c release --product stemma" >&2
  swift build -c release --product stemma
  stemma=.build/release/stemma
fi

java_version=$(java -version 2>&1 | head -1)
echo "==> RDD.pipe vs a direct run ($stemma, pyspark $pyspark_version, $java_version)" >&2
exec "$venv/bin/python" scripts/spark/pipe_check.py --stemma "$stemma" --work "$work" "$@"
