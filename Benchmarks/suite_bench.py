#!/usr/bin/env python3
"""A suite of 1,000 renders (the bundled scenarios copied under new names until there are
1,000 renders), recorded, then:
  - `check` cold (empty cache) against warm (every render unchanged, from the cache): the
    warm run should cost at most 10% of the cold one;
  - the four shards `--shard K/4` run one after another (no cache) against one full run (no
    cache): at most 1.2x.
Medians of 3; the ratios are what to read (the machine is noisy).

    python3 Benchmarks/suite_bench.py [--layoutsnap PATH]
"""
import argparse
import pathlib
import shutil
import statistics
import subprocess
import tempfile
import time

import yaml

HERE = pathlib.Path(__file__).resolve().parent


def timed(commands, cwd, repeats=3, before=None):
    times = []
    for _ in range(repeats):
        if before:
            before()
        start = time.perf_counter()
        for command in commands:
            result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
            assert result.returncode == 0, result.stdout + result.stderr
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def render_count(text):
    """How many renders a scenario declares: each entry, times its matrix's combinations."""
    entries = (yaml.safe_load(text) or {}).get("renders") or [{}]
    total = 0
    for entry in entries:
        count = 1
        for values in (entry.get("matrix") or {}).values():
            count *= len(values)
        total += count
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(HERE.parent / ".build/release/layoutsnap"))
    tool = parser.parse_args().layoutsnap
    sources = sorted((HERE.parent / "scenarios").rglob("*.yaml"))
    with tempfile.TemporaryDirectory() as folder:
        folder = pathlib.Path(folder)
        (folder / "scenarios").mkdir()
        renders, copy = 0, 0
        while renders < 1000:
            for source in sources:
                text = source.read_text()
                count = render_count(text)
                if renders + count > 1000:
                    continue
                name = f"{source.stem}-{copy}"
                lines = [line for line in text.split("\n") if not line.startswith("name:")]
                (folder / "scenarios" / f"{name}.yaml").write_text(f"name: {name}\n" + "\n".join(lines))
                for image in source.parent.glob("*.png"):
                    shutil.copy(image, folder / "scenarios" / image.name)
                renders += count
            copy += 1
            if copy > 200:
                break
        subprocess.run([tool, "record", "scenarios"], cwd=folder, check=True, capture_output=True)
        cache = folder / ".layoutsnap" / "cache"
        cold = timed([[tool, "check", "scenarios"]], folder, before=lambda: shutil.rmtree(cache, ignore_errors=True))
        subprocess.run([tool, "check", "scenarios"], cwd=folder, check=True, capture_output=True)
        warm = timed([[tool, "check", "scenarios"]], folder)
        full = timed([[tool, "check", "scenarios", "--no-cache"]], folder)
        shards = timed([[tool, "check", "scenarios", "--no-cache", "--shard", f"{k}/4"] for k in range(1, 5)], folder)
        print(f"suite of {renders} renders")
        print(f"  check cold {cold:.2f} s, warm (all from the cache) {warm:.3f} s: warm/cold = {warm / cold:.3f} (target <= 0.10)")
        print(f"  one full run {full:.2f} s, four shards one after another {shards:.2f} s: ratio {shards / full:.2f} (target <= 1.2)")


if __name__ == "__main__":
    main()
