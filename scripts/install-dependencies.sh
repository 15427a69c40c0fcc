#!/usr/bin/env bash
# Installs the Debian packages Stemma needs, if any is missing:
#   libicu-dev      ICU word breaks and normalization (Sources/CStemmaICU)
#   libstemmer-dev  Snowball's libstemmer (Sources/CLibstemmer)
#   unicode-data    Unicode's WordBreakTest.txt, for the tokenizer's conformance test
#   pkg-config      build helper
set -euo pipefail
packages=(libicu-dev libstemmer-dev unicode-data pkg-config)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
    || missing+=("$package")
done
if [ "${#missing[@]}" -eq 0 ]; then
  echo "==> system packages present: ${packages[*]}" >&2
  exit 0
fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "==> apt-get install ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq "${missing[@]}" >/dev/null
