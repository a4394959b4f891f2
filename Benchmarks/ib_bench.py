#!/usr/bin/env python3
"""Interface Builder files' cost (issue 32): `layoutsnap layout` and `layoutsnap render` of
each file of the corpora (the vendored one, and the wide one where scripts/fetch-ib-corpus.py
has fetched it), whole processes, the best of 3 per file; the 50th and 95th percentiles over
the files against the budgets (layout ≤ 50 ms, render ≤ 100 ms at p95). The process floor —
`layout` of a one-view scenario — is printed beside them, for scale on a noisy machine.

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


def timed(command):
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
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
        floor = min(timed([binary, "layout", str(floor_file)]) for _ in range(5))
        layout, render, worst = [], [], []
        for file in files:
            out = folder / "out"
            layout_time = min(timed([binary, "layout", "--format", "json", "--intrinsic-sizes", "stored", str(file)]) for _ in range(arguments.runs))
            render_time = min(timed([binary, "render", str(file), "-o", str(out)]) for _ in range(arguments.runs))
            layout.append(layout_time)
            render.append(render_time)
            worst.append((render_time, file.name))
    print(f"{len(files)} Interface Builder files (release build, whole processes, best of {arguments.runs})")
    print(f"process floor (one-view scenario): {floor * 1e3:.1f} ms")
    print(f"layout: median {statistics.median(layout) * 1e3:.1f} ms, p95 {percentile(layout, 0.95) * 1e3:.1f} ms, "
          f"max {max(layout) * 1e3:.1f} ms (budget p95 ≤ 50 ms)")
    print(f"render: median {statistics.median(render) * 1e3:.1f} ms, p95 {percentile(render, 0.95) * 1e3:.1f} ms, "
          f"max {max(render) * 1e3:.1f} ms (budget p95 ≤ 100 ms)")
    print("slowest renders: " + ", ".join(f"{name} {seconds * 1e3:.0f} ms" for seconds, name in sorted(worst, reverse=True)[:3]))


if __name__ == "__main__":
    main()
