#!/usr/bin/env python3
"""The gallery in a real browser: builds the gallery of the bundled scenarios, loads it in
headless chromium (Debian's), and checks that every image loaded and that the page has every
scenario's section. Leaves a screenshot in .build/browser-test/gallery.png to look at.

    python3 scripts/browser_test.py [--layoutsnap PATH]
"""
import argparse
import pathlib
import re
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def chromium(*arguments):
    command = ["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(ROOT / ".build/debug/layoutsnap"))
    tool = parser.parse_args().layoutsnap
    out = ROOT / ".build/browser-test"
    shutil.rmtree(out, ignore_errors=True)
    site = out / "site"
    subprocess.run([tool, "gallery", str(ROOT / "scenarios"), "-o", str(site)], check=True, capture_output=True)
    page = (site / "index.html").as_uri()
    dom = chromium("--virtual-time-budget=10000", "--dump-dom", page).stdout
    body = re.search(r'<body data-images="(\d+)" data-loaded="(\d+)"', dom)
    failures = []
    if not body:
        failures.append("the page's load handler did not run")
    elif body.group(1) != body.group(2) or int(body.group(1)) < 3:
        failures.append(f"{body.group(2)} of {body.group(1)} images loaded")
    scenarios = len(list((ROOT / "scenarios").rglob("*.yaml")))
    sections = len(re.findall(r'<section id="scenario-', dom))
    if sections != scenarios:
        failures.append(f"{sections} sections for {scenarios} scenarios")
    if 'data-broken="yes"' in dom:
        failures.append("an image failed to load")
    shot = out / "gallery.png"
    chromium("--window-size=1280,1800", f"--screenshot={shot}", page)
    if not shot.exists() or shot.stat().st_size < 20_000:
        failures.append("no screenshot (or a blank one)")
    if failures:
        print("browser test: " + "; ".join(failures), file=sys.stderr)
        sys.exit(1)
    print(f"browser test: {body.group(2)} images loaded in {sections} sections; screenshot {shot.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
