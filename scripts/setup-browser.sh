#!/usr/bin/env bash
# Installs Debian's chromium for the browser tests (a heavy dependency, kept out of the core
# setup). Idempotent.
set -euo pipefail
if ! dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "install ok installed"; then
  if [ "$(id -u)" -ne 0 ]; then
    echo "setup-browser: chromium is missing; run as root, or: sudo apt-get install -y chromium" >&2
    exit 1
  fi
  echo "setup-browser: installing chromium"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium >/dev/null
fi
