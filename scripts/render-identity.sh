#!/usr/bin/env bash
# Everything the bundled inputs make, for a byte-for-byte comparison of two builds (a change
# that must not alter output: issue 30's "no behaviour change"):
#   scripts/render-identity.sh OLD_BINARY /tmp/before
#   scripts/render-identity.sh .build/debug/layoutsnap /tmp/after
#   diff -r /tmp/before /tmp/after && echo identical
# Renders every scenario (screen, content, SVG, overlays), lays out every scenario and
# Interface Builder corpus file as JSON, and imports every corpus file.
set -uo pipefail
binary=$(realpath "$1")
out=$2
cd "$(dirname "$0")/.."
rm -rf "$out"
mkdir -p "$out"
"$binary" render scenarios -o "$out/png" --force >/dev/null 2>&1
"$binary" render scenarios -o "$out/content" --mode content --force >/dev/null 2>&1
"$binary" render scenarios -o "$out/svg" --format svg --force >/dev/null 2>&1
"$binary" render scenarios -o "$out/overlays" --overlay frames,constraints,caption,safe-area --force >/dev/null 2>&1
for file in Tests/Fixtures/ib-corpus/*.xib Tests/Fixtures/ib-corpus/*.storyboard; do
  name=$(basename "$file")
  "$binary" render "$file" -o "$out/ib" --force >/dev/null 2>&1
  "$binary" layout "$file" --format json >"$out/ib-$name.json" 2>&1
  "$binary" import "$file" -o "$out/import-$name.yaml" --force >/dev/null 2>&1
done
find scenarios -name '*.yaml' | sort | while read -r file; do
  "$binary" layout "$file" --format json >"$out/layout-$(echo "$file" | tr / _).json" 2>&1
done
echo "$(find "$out" -type f | wc -l) files in $out"
