#!/usr/bin/env python3
"""A 16-render matrix of one seed layout (2 devices x 2 Dynamic Type sizes x 2 appearances x
2 directions) against one render of it, `layoutsnap render` from process start to files
written, median of 7 with the two interleaved. Renders of a matrix run in parallel; the budget
is 4x one render on 2 cores.

    python3 Benchmarks/matrix_bench.py [--layoutsnap PATH]
"""
import argparse
import pathlib
import re
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
SEED = HERE.parent / "scenarios/traits/alert-dynamic-type.yaml"
MATRIX = """renders:
  - name: alert
    matrix:
      device: [iphone-se, iphone-15-pro-max]
      contentSizeCategory: [large, AX3]
      appearance: [light, dark]
      direction: [ltr, rtl]
"""


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    arguments = parser.parse_args()
    base = re.sub(r"renders:.*", "", SEED.read_text(), flags=re.S)
    with tempfile.TemporaryDirectory() as folder:
        one = pathlib.Path(folder) / "one.yaml"
        one.write_text(base)
        matrix = pathlib.Path(folder) / "matrix.yaml"
        matrix.write_text(base + MATRIX)
        times = {"1 render": [], "16-render matrix": []}
        files = {}
        for _ in range(7):
            for name, path in (("1 render", one), ("16-render matrix", matrix)):
                out = pathlib.Path(folder) / f"out-{path.stem}"
                start = time.perf_counter()
                printed = subprocess.run([arguments.layoutsnap, "render", str(path), "-o", str(out)], check=True,
                                         capture_output=True, text=True).stdout
                times[name].append(time.perf_counter() - start)
                files[name] = len(printed.split())
        for name, values in times.items():
            print(f"render {name:17}: {statistics.median(values) * 1e3:7.1f} ms median of 7 ({files[name]} files)")
        ratio = statistics.median(times["16-render matrix"]) / statistics.median(times["1 render"])
        print(f"matrix / one render: {ratio:.2f}x (budget 4x)")


if __name__ == "__main__":
    main()
