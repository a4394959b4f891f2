#!/usr/bin/env bash
# What `make bench` needs beyond scripts/setup.sh: the PNG writers layoutsnap is measured
# against (Benchmarks/png_bench.py). Idempotent; never needed to build or test layoutsnap.
set -euo pipefail
missing=()
for package in libdeflate-dev libspng-dev; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup-bench: missing Debian packages: ${missing[*]}; run as root, or: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "setup-bench: installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
