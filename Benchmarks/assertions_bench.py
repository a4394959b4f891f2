#!/usr/bin/env python3
"""1,000 snapshot assertions in one `swift test` run (issue 31: at most 30 s on 2 cores).

`ThousandSnapshotsBenchmark` (Examples/UIKitScreens, built into this package's tests) asserts
the five example screens in turn, 1,000 times, each with text of its own where it has text,
one render each, with `expectLayoutSnapshot`. It runs as a user's `swift test` does: a debug
build, the tests on the main actor one after another. The references are recorded first into
a scratch folder (not timed), then the checking run is timed `--runs` times; the median and
range are printed, with the time Swift Testing reports.

    python3 Benchmarks/assertions_bench.py [--runs K]
"""
import argparse
import os
import pathlib
import re
import statistics
import subprocess
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent


def run_tests(folder, record):
    environment = dict(os.environ, LAYOUTSNAP_BENCH_SNAPSHOTS=str(folder))
    if record:
        environment["LAYOUTSNAP_BENCH_RECORD"] = "1"
    start = time.perf_counter()
    result = subprocess.run(
        ["swift", "test", "--skip-build", "--filter", "ThousandSnapshotsBenchmark"],
        cwd=ROOT, env=environment, capture_output=True, text=True, errors="replace")
    elapsed = time.perf_counter() - start
    reported = re.search(r"Test run with 1 test in 1 suite (passed|failed) after ([0-9.]+) seconds", result.stdout)
    return result.returncode, elapsed, float(reported.group(2)) if reported else None, result.stdout[-2000:]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    arguments = parser.parse_args()
    subprocess.run(["swift", "build", "--build-tests"], cwd=ROOT, check=True, capture_output=True)
    with tempfile.TemporaryDirectory() as scratch:
        # Recording fails by design (every assertion records a new reference).
        run_tests(scratch, record=True)
        walls, reported = [], []
        for _ in range(arguments.runs):
            status, wall, inside, tail = run_tests(scratch, record=False)
            assert status == 0, tail
            walls.append(wall)
            reported.append(inside)
    print("1,000 snapshot assertions, one swift test run (debug build, as swift test builds)")
    print(f"  whole run, wall     median {statistics.median(walls):6.1f} s  (range {min(walls):.1f}-{max(walls):.1f}, target <= 30 s)")
    print(f"  as Swift Testing    median {statistics.median(reported):6.1f} s")


if __name__ == "__main__":
    main()
