#!/usr/bin/env python3
"""PNG writing: layoutsnap's encoder beside the writers it could use instead, from the same
pixels (every render of the bundled scenarios), each file decoded by libpng and checked:

- libpng (Up filter, zlib level 1, run-length matching), in the same process (medians of 9);
- layoutsnap's filter choice with libdeflate (level 1) for the DEFLATE stream, and libspng
  (level 1, run-length matching, Up and Sub), in a small C program (medians of 5;
  Benchmarks/png_alternatives.c, built here with cc against Debian's libdeflate-dev and
  libspng-dev, which scripts/setup-bench.sh installs).

Runs in a scratch folder and leaves the checkout as it was.

    python3 Benchmarks/png_bench.py [--bench PATH]
"""
import argparse
import json
import pathlib
import subprocess
import tempfile

HERE = pathlib.Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=str(HERE.parent / ".build/release/snapshot-bench"))
    arguments = parser.parse_args()
    scenarios = str(HERE.parent / "scenarios")
    result = json.loads(subprocess.run([arguments.bench, "png", scenarios], check=True, capture_output=True, text=True).stdout)
    ours, libpng = result["layoutsnap"], result["libpng"]
    print(f"PNG writing, {result['renders']} renders: layoutsnap's encoder {ours * 1e3:.0f} ms, {result['layoutsnapBytes'] / 1e6:.2f} MB; "
          f"libpng (Up, level 1, RLE) {libpng * 1e3:.0f} ms, {result['libpngBytes'] / 1e6:.2f} MB: libpng takes {libpng / ours:.2f}x as long")
    with tempfile.TemporaryDirectory() as scratch:
        folder = pathlib.Path(scratch)
        subprocess.run([arguments.bench, "pixels", scenarios, scratch], check=True)
        program = folder / "png_alternatives"
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "libdeflate", "spng", "libpng"], check=True, capture_output=True,
                               text=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", str(program), str(HERE / "png_alternatives.c")] + flags, check=True)
        files = sorted(str(path) for path in folder.glob("*.rgba"))
        other = json.loads(subprocess.run([str(program), "5"] + files, check=True, capture_output=True, text=True).stdout)
    for name, label in (("libdeflate", "its filters + libdeflate (level 1)"), ("libspng", "libspng (level 1, RLE, Up|Sub)")):
        seconds, size = other[name], other[name + "Bytes"]
        print(f"  {label}: {seconds * 1e3:.0f} ms, {size / 1e6:.2f} MB: {seconds / ours:.2f}x layoutsnap's time")


if __name__ == "__main__":
    main()
