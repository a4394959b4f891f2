#!/usr/bin/env bash
# Installs Debian's chromium and its driver for the browser tests (a heavy dependency, kept
# out of the core setup), and Selenium from PyPI to drive it (the live preview's test edits a
# file while the page is open). Idempotent.
set -euo pipefail
bash "$(dirname "$0")/debian-packages.sh" setup-browser chromium chromium-driver
python3 -c 'import selenium' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore 'selenium>=4.20,<5'
