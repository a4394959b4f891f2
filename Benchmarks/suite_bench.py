#!/usr/bin/env python3
"""Suites of 120 and 1,000 renders (the bundled scenarios copied under new names until there
are as many renders), recorded in a scratch folder, then:
  - `check` cold (empty cache) against warm (every render unchanged, from the cache): the
    warm run should cost at most 15% of the cold one at 120 renders, 5% at 1,000;
  - at 1,000 renders, the four shards `--shard K/4` run one after another (no cache) against
    one full run (no cache): at most 1.2x;
  - a cold check of a store written by an older build (every PNG in other bytes, same pixels,
    its manifest as that build wrote it) against one of the store just recorded: at most 1.2x.
Each ratio is the median of five interleaved pairs (cold then warm, full then shards), with
its range: the machine is noisy, and a pair's two runs share its moment.

    python3 Benchmarks/suite_bench.py [--layoutsnap PATH] [--pairs K]
"""
import argparse
import json
import pathlib
import shutil
import statistics
import struct
import subprocess
import tempfile
import time
import zlib

import yaml

HERE = pathlib.Path(__file__).resolve().parent


def timed(commands, cwd):
    start = time.perf_counter()
    for command in commands:
        result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
        assert result.returncode == 0, result.stdout + result.stderr
    return time.perf_counter() - start


def pairs(first, second, count, before=None):
    """`count` interleaved pairs: the median of each side, and the median and range of the
    second's time over the first's."""
    firsts, seconds, ratios = [], [], []
    for _ in range(count):
        if before:
            before()
        firsts.append(first())
        seconds.append(second())
        ratios.append(seconds[-1] / firsts[-1])
    ratios.sort()
    return statistics.median(firsts), statistics.median(seconds), statistics.median(ratios), ratios[0], ratios[-1]


def reencode_store(store):
    """Every PNG below `store` written again in other bytes with the same pixels (its image
    data recompressed at zlib's level 1 in one chunk), and each manifest's `png` entry made to
    match, as a build with another encoder would have recorded them."""
    for png in store.rglob("*.png"):
        data = png.read_bytes()
        chunks, position = [], 8
        while position < len(data):
            length = struct.unpack(">I", data[position:position + 4])[0]
            chunks.append((data[position + 4:position + 8], data[position + 8:position + 8 + length]))
            position += 12 + length
        pixels = zlib.decompress(b"".join(body for kind, body in chunks if kind == b"IDAT"))

        def chunk(kind, body):
            return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

        out = data[:8]
        for kind, body in chunks:
            if kind == b"IDAT":
                if pixels is not None:
                    out += chunk(b"IDAT", zlib.compress(pixels, 1))
                    pixels = None
            else:
                out += chunk(kind, body)
        assert out != data
        png.write_bytes(out)
        manifest_path = png.with_name(png.name[:-len(".png")] + ".manifest.json")
        manifest = json.loads(manifest_path.read_text())
        manifest["files"]["png"] = f"{zlib.crc32(out):08x} {len(out)}"
        manifest_path.write_text(json.dumps(manifest, indent=2, sort_keys=True) + "\n")


def render_count(text):
    """How many renders a scenario declares: each entry, times its matrix's combinations."""
    entries = (yaml.safe_load(text) or {}).get("renders") or [{}]
    total = 0
    for entry in entries:
        count = 1
        for values in (entry.get("matrix") or {}).values():
            count *= len(values)
        total += count
    return total


def build_suite(folder, size):
    """The bundled scenarios copied under new names into `folder`/scenarios until they hold
    `size` renders; returns the count."""
    sources = sorted((HERE.parent / "scenarios").rglob("*.yaml"))
    (folder / "scenarios").mkdir(parents=True)
    renders, copy = 0, 0
    while renders < size and copy <= 200:
        for source in sources:
            text = source.read_text()
            count = render_count(text)
            if renders + count > size:
                continue
            name = f"{source.stem}-{copy}"
            lines = [line for line in text.split("\n") if not line.startswith("name:")]
            (folder / "scenarios" / f"{name}.yaml").write_text(f"name: {name}\n" + "\n".join(lines))
            for image in source.parent.glob("*.png"):
                shutil.copy(image, folder / "scenarios" / image.name)
            renders += count
        copy += 1
    return renders


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    parser.add_argument("--pairs", type=int, default=5)
    arguments = parser.parse_args()
    tool, pair_count = arguments.layoutsnap, arguments.pairs
    print(f"{pair_count} interleaved pairs each")
    with tempfile.TemporaryDirectory() as scratch:
        for size, target in ((120, 0.15), (1000, 0.05)):
            folder = pathlib.Path(scratch) / f"suite-{size}"
            renders = build_suite(folder, size)
            subprocess.run([tool, "record", "scenarios"], cwd=folder, check=True, capture_output=True)
            cache = folder / ".layoutsnap" / "cache"
            check = [[tool, "check", "scenarios"]]
            cold, warm, ratio, low, high = pairs(
                lambda: timed(check, folder), lambda: timed(check, folder), pair_count, before=lambda: shutil.rmtree(cache, ignore_errors=True))
            print(f"suite of {renders} renders: check cold {cold:.2f} s, warm (all from the cache) {warm:.3f} s: "
                  f"warm/cold {ratio:.3f} ({low:.3f}–{high:.3f}; target <= {target})")
        full, shards, ratio, low, high = pairs(
            lambda: timed([[tool, "check", "scenarios", "--no-cache"]], folder),
            lambda: timed([[tool, "check", "scenarios", "--no-cache", "--shard", f"{k}/4"] for k in range(1, 5)], folder), pair_count)
        print(f"  one full run {full:.2f} s, four shards one after another {shards:.2f} s: ratio {ratio:.2f} ({low:.2f}–{high:.2f}; target <= 1.2)")
        shutil.copytree(folder / "snapshots", folder / "older")
        reencode_store(folder / "older")
        fresh, older, ratio, low, high = pairs(
            lambda: timed([[tool, "check", "scenarios", "--no-cache"]], folder),
            lambda: timed([[tool, "check", "scenarios", "--no-cache", "--snapshots", "older"]], folder), pair_count)
        print(f"  cold check against the store just recorded {fresh:.2f} s, against one an older build wrote {older:.2f} s: "
              f"ratio {ratio:.2f} ({low:.2f}–{high:.2f}; target <= 1.2)")


if __name__ == "__main__":
    main()
