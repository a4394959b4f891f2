#!/usr/bin/env python3
"""The live preview's redraw (issue 12): for each bundled scenario file, in process as the server does
it (fonts and text caches kept between edits), the median over 28 edits of
  - a changed file's bytes to the new PNG the preview serves (budget: 16 ms, one frame at 60 Hz);
  - the whole page's redraw on a save: every render laid out and drawn as the page's two SVGs,
    with hover data and lint findings (budget: 16 ms); and that followed by the first render's
    PNG, which the server draws only when the page asks for one (the PNG link, a thumbnail).
The browser's save-to-screen figure comes from `make browser-test` (scripts/preview_browser_test.py).

    python3 Benchmarks/preview_bench.py [--bench PATH]
"""
import argparse
import json
import pathlib
import statistics
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default=str(HERE.parent / ".build/release/preview-bench"))
    arguments = parser.parse_args()
    output = subprocess.run([arguments.bench, str(HERE.parent / "scenarios"), "31"], check=True, capture_output=True, text=True).stdout
    results = json.loads(output)
    for result in results:
        print(f"  {result['seed']:<42} bytes→PNG {result['png']:6.2f} ms   page redraw {result['page']:6.2f} ms"
              f"   with a PNG {result['pageAndPNG']:6.2f} ms")
    pngs = [r["png"] for r in results]
    pages = [r["page"] for r in results]
    over = [r["seed"] for r in results if r["png"] >= 16]
    pages_over = [r["seed"] for r in results if r["page"] >= 16]
    print(
        f"preview redraw, {len(results)} scenario files: bytes→PNG median {statistics.median(pngs):.2f} ms, slowest {max(pngs):.2f} ms "
        f"(budget 16 ms{'; over: ' + ', '.join(over) if over else ', every file under'}); "
        f"page redraw median {statistics.median(pages):.2f} ms, slowest {max(pages):.2f} ms "
        f"(budget 16 ms{'; over: ' + ', '.join(pages_over) if pages_over else ', every file under'}); "
        f"with the first PNG, slowest {max(r['pageAndPNG'] for r in results):.2f} ms"
    )


if __name__ == "__main__":
    main()
