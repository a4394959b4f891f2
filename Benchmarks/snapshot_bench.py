#!/usr/bin/env python3
"""Snapshot benchmarks, everything in a scratch folder (the checkout is left as it was):
  - comparing two 1500×3000-pixel PNGs (a settings list, one row's text changed and one row
    moved by a point), layoutsnap's comparison against pixelmatch (PyPI) on the same pixels
    with the same definition of "differ", timing the comparison alone on both sides: exact
    (threshold 0, anti-aliased pixels counted) and pixelmatch's default (threshold 0.1,
    anti-aliased pixels not counted, layoutsnap's --threshold 0.1 --ignore-antialiasing);
    median of 5 runs each;
  - `layoutsnap check` over 100 scenarios (the bundled ones, copied) against references
    recorded first, from process start to exit: cold (an empty cache, every render drawn and
    compared) and warm (every render unchanged since it last passed), median of 5 each.

    python3 Benchmarks/snapshot_bench.py
"""
import json
import shutil
import pathlib
import statistics
import subprocess
import tempfile
import time

from pixelmatch.core import pixelmatch

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
BENCH = ROOT / ".build/release/snapshot-bench"
TOOL = ROOT / ".build/release/layoutsnap"


def main():
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        subprocess.run([BENCH, "pair", folder / "pair"], check=True, capture_output=True)
        a = (folder / "pair/a.rgba").read_bytes()
        b = (folder / "pair/b.rgba").read_bytes()
        for name, threshold, aa in (("exact", 0.0, True), ("pixelmatch's default", 0.1, False)):
            ours = json.loads(subprocess.run(
                [BENCH, "compare", folder / "pair/a.png", folder / "pair/b.png", str(threshold), "aa" if aa else "no-aa"],
                check=True, capture_output=True, text=True).stdout)
            times = []
            for _ in range(5):
                start = time.perf_counter()
                theirs = pixelmatch(a, b, ours["width"], ours["height"], None, threshold=threshold, includeAA=aa)
                times.append(time.perf_counter() - start)
            reference = statistics.median(times)
            same = "same count" if theirs == ours["differing"] else "COUNTS DIFFER"
            print(f"compare {ours['width']}×{ours['height']} PNGs, {name} (threshold {threshold}, anti-aliasing {'counted' if aa else 'ignored'}): "
                  f"layoutsnap {ours['seconds'] * 1e3:.1f} ms, {ours['differing']} pixels differ; pixelmatch {reference * 1e3:.1f} ms, "
                  f"{theirs} pixels differ ({same}); {reference / ours['seconds']:.1f}× faster")

        many = folder / "many"
        sources = sorted((ROOT / "scenarios").rglob("*.yaml"))
        for index in range(100):
            source = sources[index % len(sources)]
            lines = [line for line in source.read_text().splitlines() if not line.startswith("name:")]
            (many / f"s{index:03}").mkdir(parents=True)
            (many / f"s{index:03}" / source.name).write_text(f"name: copy-{index:03}-{source.stem}\n" + "\n".join(lines) + "\n")
        snapshots = folder / "snapshots"
        cache = folder / "cache"
        subprocess.run([TOOL, "record", many, "--snapshots", snapshots], check=True, capture_output=True)

        def check():
            start = time.perf_counter()
            result = subprocess.run([TOOL, "check", many, "--snapshots", snapshots, "--cache", cache, "--ci"], capture_output=True, text=True)
            assert result.returncode == 0, result.stdout + result.stderr
            return time.perf_counter() - start, result.stdout.strip().splitlines()[-1]

        cold, warm = [], []
        for _ in range(5):
            shutil.rmtree(cache, ignore_errors=True)
            seconds, summary = check()
            cold.append(seconds)
            seconds, _ = check()
            warm.append(seconds)
        ratios = sorted(w / c for w, c in zip(warm, cold))
        print(f"check of 100 scenarios ({summary}): cold {statistics.median(cold) * 1e3:.0f} ms, warm {statistics.median(warm) * 1e3:.0f} ms, "
              f"median of 5 interleaved; warm / cold {statistics.median(ratios):.3f} ({ratios[0]:.3f}–{ratios[-1]:.3f}); target ≤ 5,000 ms cold")


if __name__ == "__main__":
    main()
