#!/usr/bin/env python3
"""Times `layoutsnap layout` on generated scenarios: a scroll view holding a stack of N labels,
one-line and wrapped (lines: 0), from process start to JSON printed. Median of 5 runs.

    python3 Benchmarks/layout_bench.py [--layoutsnap PATH] [--count N]
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
WORDS = "scroll views have a frame and a content area constraints attach edges to the content area".split()


def scenario(count, wrapped):
    lines = ["device: iphone-8", "root:", "  subviews:", "    - id: scroll", "      type: scroll", "      subviews:",
             "        - id: content", "          subviews:"]
    constraints = ["scroll.edges == root.edges", "content.edges == scroll.edges", "content.width == scroll.width"]
    for index in range(count):
        text = " ".join(WORDS[(index + k) % len(WORDS)] for k in range(24 if wrapped else 4))
        lines += [f"            - id: label{index}", "              type: label", f"              text: \"{text} {index}\""]
        if wrapped:
            lines.append("              lines: 0")
        constraints.append(f"H:|-16-[label{index}]-16-|")
        constraints.append(f"label{index}.top == {'content.top' if index == 0 else f'label{index - 1}.bottom'} + 8")
    constraints.append(f"content.bottom == label{count - 1}.bottom + 8")
    return "\n".join(lines + ["constraints:"] + [f"  - \"{c}\"" for c in constraints]) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    parser.add_argument("--count", type=int, default=1000)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for wrapped in (False, True):
            path = pathlib.Path(folder) / f"labels-{arguments.count}-{'wrapped' if wrapped else 'one-line'}.yaml"
            path.write_text(scenario(arguments.count, wrapped))
            times, output = [], ""
            for _ in range(5):
                start = time.perf_counter()
                output = subprocess.run([arguments.layoutsnap, "layout", str(path)], check=True, capture_output=True, text=True).stdout
                times.append(time.perf_counter() - start)
            layout = json.loads(output)
            scroll = next(v for v in layout["views"] if v["id"] == "scroll")
            print(f"layout {arguments.count} labels, {'wrapped ' if wrapped else 'one line'}: "
                  f"{statistics.median(times) * 1e3:7.1f} ms median of 5 (process start to JSON); "
                  f"content {scroll['contentSize']['width']} × {scroll['contentSize']['height']}, "
                  f"{len(layout['diagnostics'])} diagnostics")


if __name__ == "__main__":
    main()
