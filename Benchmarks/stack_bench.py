#!/usr/bin/env python3
"""A vertical UIStackView of N labels in a scroll view against the same layout written as
explicit constraints, timed side by side in one run (`layoutsnap layout`, process start to
JSON, median of 7, the two interleaved). Both give the same frames; the stack may cost at
most 1.5x.

    python3 Benchmarks/stack_bench.py [--layoutsnap PATH] [--count N]
"""
import argparse
import json
import pathlib
import statistics
import subprocess
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
WORDS = "stack views arrange their subviews in a row or a column and add the constraints for you".split()


def label(index, indent):
    text = " ".join(WORDS[(index + k) % len(WORDS)] for k in range(5))
    return [f"{indent}- id: label{index}", f"{indent}  type: label", f"{indent}  text: \"{text} {index}\""]


def stacked(count):
    lines = ["device: iphone-8", "root:", "  subviews:", "    - id: scroll", "      type: scroll", "      subviews:",
             "        - id: stack", "          type: stack", "          axis: vertical", "          spacing: 8",
             "          subviews:"]
    for index in range(count):
        lines += label(index, "            ")
    constraints = ["scroll.edges == root.edges", "stack.edges == scroll.content.edges", "stack.width == scroll.frame.width"]
    return "\n".join(lines + ["constraints:"] + [f"  - \"{c}\"" for c in constraints]) + "\n"


def explicit(count):
    lines = ["device: iphone-8", "root:", "  subviews:", "    - id: scroll", "      type: scroll", "      subviews:",
             "        - id: stack", "          subviews:"]
    constraints = ["scroll.edges == root.edges", "stack.edges == scroll.content.edges", "stack.width == scroll.frame.width"]
    for index in range(count):
        lines += label(index, "            ")
        constraints.append(f"H:|[label{index}]|")
        constraints.append(f"label{index}.top == {'stack.top' if index == 0 else f'label{index - 1}.bottom + 8'}")
    constraints.append(f"stack.bottom == label{count - 1}.bottom")
    return "\n".join(lines + ["constraints:"] + [f"  - \"{c}\"" for c in constraints]) + "\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    parser.add_argument("--count", type=int, default=1000)
    arguments = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for name, make in (("stack view", stacked), ("explicit constraints", explicit)):
            paths[name] = pathlib.Path(folder) / f"{name.replace(' ', '-')}.yaml"
            paths[name].write_text(make(arguments.count))
        times = {name: [] for name in paths}
        outputs = {}
        for _ in range(7):
            for name, path in paths.items():
                start = time.perf_counter()
                outputs[name] = subprocess.run([arguments.layoutsnap, "layout", str(path)], check=True, capture_output=True, text=True).stdout
                times[name].append(time.perf_counter() - start)
        frames = {}
        for name, output in outputs.items():
            layout = json.loads(output)
            frames[name] = {v["id"]: v["frame"] for v in layout["views"] if v["id"].startswith("label")}
            scroll = next(v for v in layout["views"] if v["id"] == "scroll")
            print(f"{arguments.count} labels, {name:21}: {statistics.median(times[name]) * 1e3:7.1f} ms median of 7; "
                  f"content {scroll['contentSize']['width']} × {scroll['contentSize']['height']}, {len(layout['diagnostics'])} diagnostics")
        same = frames["stack view"] == frames["explicit constraints"]
        ratio = statistics.median(times["stack view"]) / statistics.median(times["explicit constraints"])
        print(f"stack / explicit: {ratio:.2f}x (budget 1.5x); same frames: {'yes' if same else 'NO'}")


if __name__ == "__main__":
    main()
