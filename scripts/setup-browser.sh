#!/usr/bin/env bash
# Installs Debian's chromium and its driver for the browser tests (a heavy dependency, kept
# out of the core setup), and Selenium from PyPI to drive it (the live preview's test edits a
# file while the page is open). Idempotent.
set -euo pipefail
missing=""
for package in chromium chromium-driver; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing="$missing $package"
done
if [ -n "$missing" ]; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup-browser:$missing missing; run as root, or: sudo apt-get install -y$missing" >&2
    exit 1
  fi
  echo "setup-browser: installing$missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends $missing >/dev/null
fi
python3 -c 'import selenium' 2>/dev/null || python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore 'selenium>=4.20,<5'
