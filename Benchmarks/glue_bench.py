#!/usr/bin/env python3
"""The whole `layoutsnap layout` process on a stack of N plain views (scenario read, UIKit's
rules, solve, constraint geometry, JSON printed) against kiwisolver's solve alone of the same
system (`kiwi_bench.py stack N`: left and right 16, each top 8 below the previous bottom,
height 44). Five interleaved pairs; the figure is the median of the pairs' ratios, with their
range. Issue 34 asks for at most 0.1 at N = 5,000: the engine's glue must not eat the
solver's lead.

    python3 Benchmarks/glue_bench.py [--layoutsnap PATH] [--count N] [--pairs K]
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent


def scenario(count):
    lines = ["device: iphone-8", "root:", "  subviews:", "    - id: scroll", "      type: scroll", "      subviews:",
             "        - id: content", "          subviews:"]
    constraints = ["scroll.edges == root.edges", "content.edges == scroll.content.edges", "content.width == scroll.frame.width"]
    for index in range(count):
        lines.append(f"            - id: v{index}")
        constraints.append(f"H:|-16-[v{index}]-16-|")
        constraints.append(f"v{index}.top == {'content.top + 8' if index == 0 else f'v{index - 1}.bottom + 8'}")
        constraints.append(f"v{index}.height == 44")
    constraints.append(f"content.bottom == v{count - 1}.bottom + 8")
    return "\n".join(lines + ["constraints:"] + [f"  - \"{c}\"" for c in constraints]) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    parser.add_argument("--count", type=int, default=5000)
    parser.add_argument("--pairs", type=int, default=5)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / f"stack-{arguments.count}.yaml"
        path.write_text(scenario(arguments.count))
        ours, kiwis, ratios = [], [], []
        for _ in range(arguments.pairs):
            start = time.perf_counter()
            output = subprocess.run([arguments.layoutsnap, "layout", str(path)], check=True, capture_output=True, text=True).stdout
            ours.append(time.perf_counter() - start)
            kiwi = json.loads(subprocess.run([sys.executable, str(HERE / "kiwi_bench.py"), "stack", str(arguments.count)],
                                             check=True, capture_output=True, text=True).stdout.strip().splitlines()[-1])
            kiwis.append(kiwi["seconds"])
            ratios.append(ours[-1] / kiwi["seconds"])
        layout = json.loads(output)
        content = next(v for v in layout["views"] if v["id"] == "content")
        agree = abs(content["frame"]["height"] - kiwi["check"]) < 1e-6
        ratios.sort()
        print(f"stack of {arguments.count} views: layoutsnap layout, whole process {statistics.median(ours) * 1e3:.0f} ms; "
              f"kiwisolver solve {statistics.median(kiwis) * 1e3:.0f} ms; ratio {statistics.median(ratios):.3f} "
              f"({ratios[0]:.3f}–{ratios[-1]:.3f}, {arguments.pairs} interleaved pairs; target ≤ 0.1); "
              f"content height {content['frame']['height']} vs kiwi {kiwi['check']}: {'same' if agree else 'DIFFERENT'}")
        if not agree:
            sys.exit(1)


if __name__ == "__main__":
    main()
