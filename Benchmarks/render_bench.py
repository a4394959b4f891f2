#!/usr/bin/env python3
"""Times `layoutsnap render` from process start to files written:
  - one seed scenario (scenarios/seeds/003-max-height.yaml, two renders), median of 10;
  - a directory of 100 scenarios (the bundled ones, copied under new names), median of 3;
  - content mode on a scroll view holding 1,000 labels (one-line at the device scale; wrapped
    at --scale 1, since at @2x its 86,000-point-tall diagram passes the 64-megapixel limit).

    python3 Benchmarks/render_bench.py [--layoutsnap PATH]
"""
import argparse
import pathlib
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from layout_bench import scenario as label_scenario  # noqa: E402


def timed(command, repeats):
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(command, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    tool = parser.parse_args().layoutsnap
    root = HERE.parent
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        one = timed([tool, "render", str(root / "scenarios/seeds/003-max-height.yaml"), "-o", str(folder / "one")], 10)
        print(f"render one seed scenario (2 PNGs):      {one * 1e3:8.1f} ms  (target ≤ 60 ms)")

        many = folder / "many"
        sources = sorted((root / "scenarios").rglob("*.yaml"))
        for index in range(100):
            source = sources[index % len(sources)]
            text = source.read_text()
            lines = [line for line in text.splitlines() if not line.startswith("name:")]
            (many / f"s{index:03}").mkdir(parents=True)
            (many / f"s{index:03}" / source.name).write_text(f"name: copy-{index:03}-{source.stem}\n" + "\n".join(lines) + "\n")
        renders = sum(len(list((many).rglob("*.yaml"))) for _ in [0])
        directory = timed([tool, "render", str(many), "-o", str(folder / "many-out")], 3)
        written = len(list((folder / "many-out").rglob("*.png")))
        print(f"render a directory of {renders} scenarios ({written} PNGs): {directory * 1e3:8.1f} ms  (target ≤ 5,000 ms)")

        for wrapped, scale in ((False, None), (True, "1")):
            path = folder / f"labels-{'wrapped' if wrapped else 'one-line'}.yaml"
            path.write_text(label_scenario(1000, wrapped))
            command = [tool, "render", str(path), "--mode", "content", "-o", str(folder / "labels-out")]
            if scale:
                command += ["--scale", scale]
            seconds = timed(command, 3)
            print(f"content-mode render, 1,000 labels {'wrapped @1x' if wrapped else 'one line @2x'}: {seconds * 1e3:8.1f} ms")
        shutil.rmtree(folder / "labels-out", ignore_errors=True)


if __name__ == "__main__":
    main()
