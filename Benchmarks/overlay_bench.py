#!/usr/bin/env python3
"""Diagram figures (issue 11):
  - what the constraint overlay adds to a render: every render of the bundled scenarios laid
    out and drawn as PNG with and without `--overlay constraints`, in one process on one
    thread, each render both ways back to back (medians of 15 rounds, and the quickest round of
    each side, and each render's quickest round summed, which a busy machine disturbs least).
    Quoted for the drawing alone and for the whole render (layout and drawing); process start
    would only dilute the figure. The budget is +25%;
  - the same from process start to files written: `layoutsnap render` of the bundled scenarios
    with and without the overlay, 11 interleaved runs, medians and quickest runs;
  - `layoutsnap gallery` of the bundled scenarios, process start to files written, median of
    5; the budget is 5 s.

    python3 Benchmarks/overlay_bench.py [--bench PATH] [--layoutsnap PATH]
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=str(HERE.parent / ".build/release/snapshot-bench"))
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    arguments = parser.parse_args()
    bench = arguments.bench
    result = json.loads(subprocess.run([bench, "overlay", str(HERE.parent / "scenarios")], check=True, capture_output=True, text=True).stdout)
    plain, overlay, layout = result["plain"], result["constraints"], result["layout"]
    print(f"{result['renders']} renders: layout {layout * 1e3:.0f} ms; drawing {plain * 1e3:.0f} ms plain, {overlay * 1e3:.0f} ms with the constraint overlay")
    print(f"overlay / plain: drawing {overlay / plain:.2f}x, whole render {(layout + overlay) / (layout + plain):.2f}x (budget 1.25x)")
    plain, overlay, layout = result["plainMin"], result["constraintsMin"], result["layoutMin"]
    print(f"quickest rounds: drawing {overlay / plain:.2f}x, whole render {(layout + overlay) / (layout + plain):.2f}x")
    plain, overlay, layout = result["plainBest"], result["constraintsBest"], result["layoutBest"]
    print(f"each render's quickest round, summed (steadiest on a busy machine): {layout * 1e3:.0f} ms layout, drawing {plain * 1e3:.0f} ms "
          f"plain, {overlay * 1e3:.0f} ms with the overlay: drawing {overlay / plain:.2f}x, whole render {(layout + overlay) / (layout + plain):.2f}x")
    runs = {"plain": [], "constraints": []}
    for index in range(11):
        for side in ("plain", "constraints") if index % 2 == 0 else ("constraints", "plain"):
            with tempfile.TemporaryDirectory() as folder:
                command = [arguments.layoutsnap, "render", str(HERE.parent / "scenarios"), "-o", folder]
                if side == "constraints":
                    command += ["--overlay", "constraints"]
                start = time.perf_counter()
                subprocess.run(command, check=True, capture_output=True)
                runs[side].append(time.perf_counter() - start)
    whole_plain, whole_overlay = statistics.median(runs["plain"]), statistics.median(runs["constraints"])
    print(f"layoutsnap render of the bundled scenarios, process start to files written: {whole_plain * 1e3:.0f} ms plain, "
          f"{whole_overlay * 1e3:.0f} ms with the overlay: {whole_overlay / whole_plain:.2f}x "
          f"(quickest runs {min(runs['constraints']) / min(runs['plain']):.2f}x)")
    times = []
    with tempfile.TemporaryDirectory() as folder:
        for _ in range(5):
            start = time.perf_counter()
            subprocess.run([arguments.layoutsnap, "gallery", str(HERE.parent / "scenarios"), "-o", folder], check=True, capture_output=True)
            times.append(time.perf_counter() - start)
    print(f"gallery of the bundled scenarios: {statistics.median(times):.2f} s median of 5 (budget 5 s)")


if __name__ == "__main__":
    main()
