#!/usr/bin/env python3
"""Lint's cost (issue 33): `layoutsnap lint` of a 256-render matrix of the bundled settings
screen against `layoutsnap layout` of the same matrix (both whole processes; lint measures
text and colours but draws nothing), and lint of a 1,000-scenario project (copies of the
bundled screens under other names). Medians of 5, interleaved.

    python3 Benchmarks/lint_bench.py [--layoutsnap PATH]
"""
import argparse
import pathlib
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
ROOT = HERE.parent
MATRIX = ("renders:\n  - name: wide\n    matrix: {device: [iphone-se, iphone-8, iphone-x, iphone-13, iphone-15, iphone-15-pro-max, ipad, iphone-8-plus], "
          "contentSizeCategory: [small, medium, large, xLarge, xxLarge, AX1, AX3, AX5], appearance: [light, dark], direction: [ltr, rtl]}\n")


def timed(command):
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if status not in (0, 1):  # lint exits 1 with findings
        raise SystemExit(f"{' '.join(command)} exited {status}")
    return time.perf_counter() - start


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(ROOT / ".build/release/layoutsnap"))
    arguments = parser.parse_args()
    binary = arguments.layoutsnap
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        settings = (ROOT / "scenarios/screens/settings.yaml").read_text()
        # The screen's own renders replaced by the 256-render matrix (8 × 8 × 2 × 2).
        body = settings.split("\nrenders:")[0] if "\nrenders:" in settings else settings
        matrix = folder / "settings-256.yaml"
        matrix.write_text(body.rstrip() + "\n" + MATRIX)
        lint, layout = [], []
        for _ in range(5):
            layout.append(timed([binary, "layout", str(matrix)]))
            lint.append(timed([binary, "lint", str(matrix)]))
        ratio = statistics.median(lint) / statistics.median(layout)
        print(f"256-render matrix: lint {statistics.median(lint) * 1e3:.0f} ms, layout {statistics.median(layout) * 1e3:.0f} ms; "
              f"lint / layout {ratio:.2f} (target ≤ 2)")

        project = folder / "project"
        project.mkdir()
        screens = sorted((ROOT / "scenarios").rglob("*.yaml"))
        for index in range(1000):
            source = screens[index % len(screens)]
            text = source.read_text()
            # Each copy keeps its images reachable through --assets.
            (project / f"s{index:04}-{source.name}").write_text(text.replace(f"name: {source.stem}", f"name: s{index:04}-{source.stem}"))
        assets = sorted({str(p.parent) for p in screens})
        command = [binary, "lint", str(project)] + [word for path in assets for word in ("--assets", path)]
        times = [timed(command) for _ in range(3)]
        print(f"1,000 scenarios ({len(screens)} bundled ones repeated): lint {statistics.median(times):.2f} s median of 3 (target ≤ 10 s on 2 cores)")


if __name__ == "__main__":
    main()
