#!/usr/bin/env python3
"""Snapshot benchmarks:
  - comparing two 1500×3000-pixel PNGs (a settings list, one row's text changed and one row
    moved by a point): layoutsnap's comparison against pixelmatch (PyPI) on the same pixels,
    timing the comparison alone on both sides;
  - `layoutsnap check` over a directory of 100 scenarios (the bundled ones, copied), against
    references recorded first, from process start to exit. Median of 3.

    python3 Benchmarks/snapshot_bench.py
"""
import json
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
        ours = json.loads(subprocess.run([BENCH, "compare", folder / "pair/a.png", folder / "pair/b.png"], check=True,
                                         capture_output=True, text=True).stdout)
        a = (folder / "pair/a.rgba").read_bytes()
        b = (folder / "pair/b.rgba").read_bytes()
        start = time.perf_counter()
        theirs = pixelmatch(a, b, ours["width"], ours["height"], None, threshold=0.1)
        reference = time.perf_counter() - start
        print(f"compare {ours['width']}×{ours['height']} PNGs: layoutsnap {ours['seconds'] * 1e3:.1f} ms "
              f"({ours['differing']} pixels differ), pixelmatch {reference * 1e3:.1f} ms ({theirs} pixels differ): "
              f"{reference / ours['seconds']:.1f}× faster")

        many = folder / "many"
        sources = sorted((ROOT / "scenarios").rglob("*.yaml"))
        for index in range(100):
            source = sources[index % len(sources)]
            lines = [line for line in source.read_text().splitlines() if not line.startswith("name:")]
            (many / f"s{index:03}").mkdir(parents=True)
            (many / f"s{index:03}" / source.name).write_text(f"name: copy-{index:03}-{source.stem}\n" + "\n".join(lines) + "\n")
        snapshots = folder / "snapshots"
        subprocess.run([TOOL, "record", many, "--snapshots", snapshots], check=True, capture_output=True)
        times = []
        for _ in range(3):
            start = time.perf_counter()
            result = subprocess.run([TOOL, "check", many, "--snapshots", snapshots, "--ci"], capture_output=True, text=True)
            times.append(time.perf_counter() - start)
            assert result.returncode == 0, result.stdout + result.stderr
        summary = result.stdout.strip().splitlines()[-1]
        print(f"check of 100 scenarios: {statistics.median(times) * 1e3:.0f} ms median of 3 ({summary}); target ≤ 5,000 ms")


if __name__ == "__main__":
    main()
