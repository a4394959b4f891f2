#!/usr/bin/env python3
"""Interface Builder files' cost (issue 32): `layoutsnap layout` and `layoutsnap render` of
each file of the corpora (the vendored one, and the wide one where scripts/fetch-ib-corpus.py
has fetched it), whole processes, the best of 3 per file; the 50th and 95th percentiles over
the files against the budgets (layout ≤ 50 ms, render ≤ 100 ms at p95); files layoutsnap refuses
(no view to lay out, an Xcode 4 archive, a macOS document) are counted, not timed. Each file's own cost is
its time less the process floor — `layout` of a one-view scenario, timed between the file's runs
(best of each) — so that a noisy machine's process start-up does not count against the file;
the whole processes' figures are printed too.

    python3 Benchmarks/ib_bench.py [--layoutsnap PATH] [--runs N]
"""
import argparse
import pathlib
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent


class Refused(Exception):
    """layoutsnap refused the file with its reason (exit status 2)."""


def timed(command):
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if status == 2:
        raise Refused()
    if status not in (0, 1):  # 1: diagnostics (a file Xcode itself leaves ambiguous)
        raise SystemExit(f"{' '.join(map(str, command))} exited {status}")
    return time.perf_counter() - start


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(ROOT / ".build/release/layoutsnap"))
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    binary = arguments.layoutsnap
    files = sorted((ROOT / "Tests/Fixtures/ib-corpus").glob("*.xib")) + sorted((ROOT / "Tests/Fixtures/ib-corpus").glob("*.storyboard"))
    wide = ROOT / ".ib-corpus"
    files += sorted(p for p in wide.rglob("*") if p.suffix in (".xib", ".storyboard")) if wide.exists() else []
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        floor_file = folder / "floor.yaml"
        floor_file.write_text("name: floor\ndevice: iphone-8\nroot:\n  subviews:\n    - id: box\n")
        floors = []
        layout, render, layout_own, render_own, worst = [], [], [], [], []
        refused = []
        for file in files:
            out = folder / "out"
            floor, layout_time, render_time = [], [], []
            try:
                for _ in range(arguments.runs):
                    floor.append(timed([binary, "layout", str(floor_file)]))
                    layout_time.append(timed([binary, "layout", "--format", "json", "--intrinsic-sizes", "stored", str(file)]))
                    render_time.append(timed([binary, "render", str(file), "-o", str(out)]))
            except Refused:
                # No scene with a view, an Xcode 4 archive, a macOS document: nothing to time.
                refused.append(file.name)
                continue
            layout.append(min(layout_time))
            render.append(min(render_time))
            layout_own.append(max(0.0, min(layout_time) - min(floor)))
            render_own.append(max(0.0, min(render_time) - min(floor)))
            worst.append((min(render_time), file.name))
            floors.append(min(floor))
    print(f"{len(layout)} Interface Builder files (release build, best of {arguments.runs}, interleaved with the process floor); "
          f"{len(refused)} refused with a reason and not timed")
    print(f"process floor (one-view scenario): median {statistics.median(floors) * 1e3:.1f} ms")
    for name, own, whole, budget in (("layout", layout_own, layout, 50), ("render", render_own, render, 100)):
        print(f"{name}, the file's own cost: median {statistics.median(own) * 1e3:.1f} ms, p95 {percentile(own, 0.95) * 1e3:.1f} ms, "
              f"max {max(own) * 1e3:.1f} ms (budget p95 ≤ {budget} ms); whole process p95 {percentile(whole, 0.95) * 1e3:.1f} ms")
    print("slowest renders: " + ", ".join(f"{name} {seconds * 1e3:.0f} ms" for seconds, name in sorted(worst, reverse=True)[:3]))

if __name__ == "__main__":
    main()
