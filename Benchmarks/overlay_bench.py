#!/usr/bin/env python3
"""What the constraint overlay adds to a render: every render of the bundled scenarios drawn as
PNG with and without `--overlay constraints`, in one process on one thread (laid out once,
medians of 9 interleaved rounds: process start and layout would only dilute the figure). The
budget is +25%.

    python3 Benchmarks/overlay_bench.py [--bench PATH]
"""
import argparse
import json
import pathlib
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=str(HERE.parent / ".build/release/snapshot-bench"))
    bench = parser.parse_args().bench
    result = json.loads(subprocess.run([bench, "overlay", str(HERE.parent / "scenarios")], check=True, capture_output=True, text=True).stdout)
    plain, overlay = result["plain"], result["constraints"]
    print(f"draw {result['renders']} renders: {plain * 1e3:.0f} ms plain, {overlay * 1e3:.0f} ms with the constraint overlay")
    print(f"overlay / plain: {overlay / plain:.2f}x (budget 1.25x)")


if __name__ == "__main__":
    main()
