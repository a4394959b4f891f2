#!/usr/bin/env python3
"""The PNG encoder beside its outside reference, libpng (issue 13 asked for writing through
libpng; issue 9's matrix budget is why layoutsnap keeps its own encoder): every render of the
bundled scenarios encoded from the same pixels by both, back to back, in one process (medians of
9 rounds). Both files are decoded and checked to hold exactly the pixels they were given.

    python3 Benchmarks/png_bench.py [--bench PATH]
"""
import argparse
import json
import pathlib
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=str(HERE.parent / ".build/release/snapshot-bench"))
    arguments = parser.parse_args()
    result = json.loads(subprocess.run([arguments.bench, "png", str(HERE.parent / "scenarios")], check=True, capture_output=True,
                                       text=True).stdout)
    ours, libpng = result["layoutsnap"], result["libpng"]
    print(f"PNG writing, {result['renders']} renders: layoutsnap's encoder {ours * 1e3:.0f} ms, {result['layoutsnapBytes'] / 1e6:.2f} MB; "
          f"libpng (Up, level 1, RLE) {libpng * 1e3:.0f} ms, {result['libpngBytes'] / 1e6:.2f} MB: libpng takes {libpng / ours:.2f}x as long")


if __name__ == "__main__":
    main()
