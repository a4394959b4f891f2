#!/usr/bin/env bash
# Installs what layoutsnap needs on a fresh Debian 12 machine: the C libraries Cairo and Pango
# link against, the two pinned font families, and kiwisolver (the solver's outside reference).
# Idempotent: does nothing when everything is already present.
set -euo pipefail

# The list Containerfile installs too (scripts/debian-packages.txt).
mapfile -t debian_packages < <(grep -v '^[[:space:]]*\(#\|$\)' "$(dirname "$0")/debian-packages.txt")

bash "$(dirname "$0")/debian-packages.sh" setup "${debian_packages[@]}"

# Python tools the tests and benchmarks use: kiwisolver (the solver's reference), jsonschema
# and PyYAML (schema checks of the scenarios), pixelmatch (the image comparison's reference).
python_packages=()
python3 -c 'import kiwisolver' 2>/dev/null || python_packages+=(kiwisolver)
python3 -c 'import jsonschema' 2>/dev/null || python_packages+=(jsonschema)
python3 -c 'import yaml' 2>/dev/null || python_packages+=(pyyaml)
python3 -c 'import pixelmatch' 2>/dev/null || python_packages+=(pixelmatch)
if [ ${#python_packages[@]} -gt 0 ]; then
  echo "setup: installing ${python_packages[*]} (PyPI)"
  python3 -m pip install --quiet --disable-pip-version-check "${python_packages[@]}"
fi
