#!/usr/bin/env bash
# What `make bench` needs beyond scripts/setup.sh: the PNG writers layoutsnap is measured
# against (Benchmarks/png_bench.py). Idempotent; never needed to build or test layoutsnap.
set -euo pipefail
bash "$(dirname "$0")/debian-packages.sh" setup-bench libdeflate-dev libspng-dev
