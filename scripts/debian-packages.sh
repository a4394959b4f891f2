#!/usr/bin/env bash
# Installs the Debian packages named after WHO that are not installed yet: the one place the
# setup scripts (setup.sh, setup-browser.sh, setup-bench.sh) do so. Usage:
#   bash scripts/debian-packages.sh WHO PACKAGE…
# Exits 1 with the command to run when something is missing and this is not root.
set -euo pipefail
who=$1
shift
missing=()
for package in "$@"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ]; then
  echo "$who: missing Debian packages: ${missing[*]}" >&2
  echo "$who: run as root, or: sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "$who: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
