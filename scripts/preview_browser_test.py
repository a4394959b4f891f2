#!/usr/bin/env python3
"""The live preview in a real browser (Debian's chromium, driven by Selenium through Debian's
chromedriver): starts `layoutsnap preview` on a copy of two seed scenarios, opens a file's
page headless, hovers a view, clicks a diagnostic, edits the file and waits for the drawing to
change (timing each save to the page showing it), breaks the file, then deletes it. Leaves
screenshots in .build/browser-test/preview-*.png to look at.

    python3 scripts/preview_browser_test.py [--layoutsnap PATH] [--edits N]

With --every-scenario it times instead the page's own update after saves of every bundled
scenario file (`make bench` runs it on the release build): saves that change the drawing (a
constant nudged by a point, as a developer tries one) and saves that leave it as it was (a
comment added). Each is timed from the page hearing of the change (the new content comes with
the event; the server drew it before) to having it in the page, and that plus the work of the
browser's next frame (style, layout and paint); the quiet period, the watcher and the wait for
the frame's turn, which wait rather than work, are not part of it. It waits inside the page
rather than polling it, which would take the page's one thread from the update it times.
"""
import argparse
import pathlib
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

ROOT = pathlib.Path(__file__).resolve().parent.parent


def start_preview(tool, folder):
    process = subprocess.Popen([tool, "preview", str(folder), "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = process.stdout.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        process.kill()
        sys.exit(f"preview browser test: the preview did not start: {line!r} {process.stderr.read()!r}")
    return process, f"http://127.0.0.1:{match.group(1)}"


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1000"):
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)


def card_frame(driver):
    return driver.execute_script(
        "const g = document.querySelector('figure[data-mode=screen] g[id$=\"-view-card\"]'); return g ? g.dataset.frame : null;")


def next_frame(driver, before):
    """Waits inside the page (no polling, which would take the page's thread from the update it
    times) for the frame after the next update; returns the update's time in the page and to
    that frame, in ms."""
    return [float(v) for v in driver.execute_async_script("""
        const before = arguments[0], done = arguments[arguments.length - 1], data = document.body.dataset;
        const finished = () => {
          if (!data.framed || data.framed === before) return false;
          observer.disconnect();
          done([data.updateMs, data.framedMs]);
          return true;
        };
        const observer = new MutationObserver(finished);
        observer.observe(document.body, {attributes: true, attributeFilter: ['data-framed']});
        finished();""", before)]


NUMBER = re.compile(r"(?<![\w.])\d+(?![\w.])")


def nudged(text, save):
    """The file with one number changed so that the drawing changes (a developer trying a
    constant): the first number in the constraints, else the first stack spacing, else the first
    scroll offset; one more than it was on odd saves, as it was on even ones. None if the file
    has none of them."""
    lines = text.split("\n")
    section = ""
    candidates = []
    for index, line in enumerate(lines):
        if line and not line.startswith((" ", "-", "#")):
            section = line.split(":")[0]
        code = line.split("#")[0]
        if section == "constraints" and code.lstrip().startswith("- "):
            candidates.append((0, index))
        elif "spacing:" in code:
            candidates.append((1, index))
        elif "offsets:" in code:
            candidates.append((2, index))
    for _, index in sorted(candidates):
        line = lines[index]
        match = NUMBER.search(line.split("#")[0], line.index("spacing:") if "spacing:" in line else 0)
        if match:
            lines[index] = line[:match.start()] + str(int(match.group()) + save % 2) + line[match.end():]
            return "\n".join(lines)
    return None


def every_scenario(tool, saves):
    """The page's own update after saves of each bundled scenario file, in ms: saves that change
    the drawing (a constant nudged) and saves that leave it as it was (a comment added)."""
    work = pathlib.Path(tempfile.mkdtemp(prefix="preview-every-"))
    shutil.copytree(ROOT / "scenarios", work / "scenarios")
    process, base = start_preview(tool, work / "scenarios")
    driver = browser()
    driver.set_script_timeout(20)
    wait = WebDriverWait(driver, 20, poll_frequency=0.005)
    slowest, unchanged = [], []
    try:
        # One save not timed, on the first file: a fresh browser's first update also starts
        # what every later one finds ready (the page's script compiled, the fonts loaded).
        first = sorted((work / "scenarios").rglob("*.yaml"))[0]
        driver.get(base + "/file/" + str(first.relative_to(work)))
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "figure.drawing svg"))
        before = driver.execute_script("return document.body.dataset.framed || ''")
        first.write_text(first.read_text() + "\n# warming up\n")
        next_frame(driver, before)
        for path in sorted((work / "scenarios").rglob("*.yaml")):
            relative = path.relative_to(work)
            driver.get(base + "/file/" + str(relative))
            wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "figure.drawing svg"))
            original = path.read_text()
            if nudged(original, 1) is None:
                print(f"  {relative}: no number to nudge", flush=True)
                return 1
            timed = {"moved": ([], []), "same": ([], [])}
            for save in range(1, 2 * saves + 1):
                before = driver.execute_script("return document.body.dataset.framed || ''")
                kind = "moved" if save % 2 else "same"
                step = (save + 1) // 2
                if kind == "moved":
                    current = nudged(original, step)
                else:
                    current = current + f"\n# save {save}\n"
                path.write_text(current)
                update, frame = next_frame(driver, before)
                timed[kind][0].append(update)
                timed[kind][1].append(frame)
            path.write_text(original)
            updates, framed = timed["moved"]
            slowest.append((statistics.median(framed), max(framed), statistics.median(updates), str(relative)))
            unchanged.append(statistics.median(timed["same"][1]))
            print(f"  {relative}: to the next frame median {statistics.median(framed):.1f} ms, max {max(framed):.1f} ms "
                  f"(in the page {statistics.median(updates):.1f} ms); drawing unchanged "
                  f"{statistics.median(timed['same'][1]):.1f} ms", flush=True)
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)
    medians = sorted(m for m, _, _, _ in slowest)
    worst = max(slowest)
    in_page = sorted((m, f) for _, _, m, f in slowest)
    print(f"page update after a save that moves something, {len(slowest)} files x {saves} saves: in the page, "
          f"median of medians {statistics.median(m for m, _ in in_page):.1f} ms, slowest file {in_page[-1][1]} "
          f"({in_page[-1][0]:.1f} ms); with the next frame's work, median of medians {statistics.median(medians):.1f} ms, "
          f"slowest file {worst[3]} (median {worst[0]:.1f} ms, max {worst[1]:.1f} ms; {worst[2]:.1f} ms of it before "
          f"the frame); {sum(1 for m in medians if m <= 16)} of {len(medians)} files within 16 ms; a save that leaves "
          f"the drawing as it was: median of medians {statistics.median(unchanged):.1f} ms, slowest {max(unchanged):.1f} ms")
    return 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--layoutsnap", default=str(ROOT / ".build/debug/layoutsnap"))
    parser.add_argument("--edits", type=int, default=9)
    parser.add_argument("--every-scenario", action="store_true")
    parser.add_argument("--saves", type=int, default=10)
    arguments = parser.parse_args()
    if arguments.every_scenario:
        return every_scenario(arguments.layoutsnap, arguments.saves)
    out = ROOT / ".build/browser-test"
    out.mkdir(parents=True, exist_ok=True)
    work = pathlib.Path(tempfile.mkdtemp(prefix="preview-browser-"))
    folder = work / "scenarios"
    folder.mkdir()
    scenario = folder / "003-max-height.yaml"
    original = (ROOT / "scenarios/seeds/003-max-height.yaml").read_text()
    scenario.write_text(original)
    shutil.copy(ROOT / "scenarios/seeds/002-v1-ambiguous.yaml", folder)
    shutil.copy(ROOT / "scenarios/traits/settings-dark.yaml", folder)

    process, base = start_preview(arguments.layoutsnap, folder)
    driver = browser()
    failures = []
    wait = WebDriverWait(driver, 10, poll_frequency=0.005)
    try:
        # The index lists both files.
        driver.get(base + "/")
        links = [a.text for a in driver.find_elements(By.CSS_SELECTOR, "ul.files a")]
        if links != ["scenarios/002-v1-ambiguous.yaml", "scenarios/003-max-height.yaml", "scenarios/settings-dark.yaml"]:
            failures.append(f"index lists {links}")
        # Each file shows its first render's screen as a thumbnail.
        try:
            WebDriverWait(driver, 20, poll_frequency=0.05).until(lambda d: d.execute_script(
                "const t = [...document.querySelectorAll('img.thumb')];"
                "return t.length === 3 && t.every(i => i.complete && i.naturalWidth > 300 && i.getBoundingClientRect().height === 150);"))
        except Exception:
            failures.append("the index's thumbnails did not all load at 150 px high: " + str(driver.execute_script(
                "return [...document.querySelectorAll('img.thumb')].map(i => [i.complete, i.naturalWidth, i.getBoundingClientRect().height])")))
        driver.save_screenshot(str(out / "preview-index.png"))

        # A matrix's renders sit side by side where the window has room.
        driver.set_window_size(2000, 1000)
        driver.get(base + "/file/scenarios/settings-dark.yaml")
        tops = driver.execute_script("return [...document.querySelectorAll('article.render')].map(a => a.getBoundingClientRect().top)")
        if len(tops) != 2 or tops[0] != tops[1]:
            failures.append(f"on a wide window the two renders' tops are {tops}, not one row")
        driver.save_screenshot(str(out / "preview-matrix.png"))
        driver.set_window_size(1280, 1000)

        # The render matrix's switch: choosing dark leaves the dark render only.
        driver.get(base + "/file/scenarios/settings-dark.yaml")
        menu = wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#switches select[data-trait=appearance]"))[0]
        Select(menu).select_by_value("dark")
        shown = [a.find_element(By.CSS_SELECTOR, ".render-name").text for a in driver.find_elements(By.CSS_SELECTOR, "article.render") if a.is_displayed()]
        if shown != ["settings-dark"]:
            failures.append(f"with appearance dark the page shows {shown}")
        driver.save_screenshot(str(out / "preview-switch.png"))

        # A diagnostic highlights its views when clicked.
        driver.get(base + "/file/scenarios/002-v1-ambiguous.yaml")
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "ul.diagnostics li"))
        driver.find_element(By.CSS_SELECTOR, "ul.diagnostics li").click()
        marked = len(driver.find_elements(By.CSS_SELECTOR, "rect.hl.diagnosed"))
        if marked == 0:
            failures.append("clicking a diagnostic highlighted no view")
        driver.save_screenshot(str(out / "preview-diagnostic.png"))

        # Hovering a view shows its id, frame and constraints with their source lines.
        driver.get(base + "/file/scenarios/003-max-height.yaml")
        wait.until(lambda d: card_frame(d))
        hit = driver.find_element(By.CSS_SELECTOR, "figure[data-mode=screen] rect.hit[data-view=card]")
        ActionChains(driver).move_to_element_with_offset(hit, 0, 35).perform()
        tip = driver.find_element(By.ID, "tip")
        wait.until(lambda d: tip.is_displayed())
        text = tip.text
        if not text.startswith("card") or "frame 24, " not in text or "003-max-height.yaml:22:5" not in text:
            failures.append(f"hover tip reads {text!r}")
        if not driver.find_elements(By.CSS_SELECTOR, "rect.hl.hover"):
            failures.append("hovering drew no highlight")
        driver.save_screenshot(str(out / "preview-hover.png"))
        ActionChains(driver).move_to_element(driver.find_element(By.TAG_NAME, "h1")).perform()

        # The constraint switch shows each drawing with its constraints (and their legend,
        # so taller than the plain drawing), and switching back shows the plain drawings.
        driver.find_element(By.ID, "constraints").click()
        try:
            WebDriverWait(driver, 20, poll_frequency=0.05).until(lambda d: d.execute_script(
                "const f = [...document.querySelectorAll('figure.drawing')];"
                "return f.length === 4 && f.every(x => { const i = x.querySelector('img.constraints'), s = x.querySelector('svg');"
                " return i && i.complete && i.naturalWidth > 0 && !i.hidden && getComputedStyle(s).display === 'none'"
                " && i.getBoundingClientRect().height > s.height.baseVal.value; });"))
        except Exception:
            failures.append("the constraint switch did not show four taller drawings with constraints")
        driver.save_screenshot(str(out / "preview-constraints.png"))
        driver.find_element(By.ID, "constraints").click()
        if driver.execute_script("return [...document.querySelectorAll('figure.drawing svg')].some(s => getComputedStyle(s).display === 'none')"):
            failures.append("switching constraints off left a drawing hidden")

        # A view inside a scroll view is outlined only where the scroll view shows it on
        # screen; in content mode (where nothing is clipped) over its whole frame.
        def heights(mode, view):
            return [float(r.get_attribute("height")) for r in driver.find_elements(By.CSS_SELECTOR, f"figure[data-mode={mode}] rect.hit[data-view={view}]")]
        for mode, clipped in (("screen", True), ("content", False)):
            message, scroll = heights(mode, "message"), heights(mode, "msgScrollView")
            taller = any(m > s + 0.5 for m, s in zip(message, scroll))
            if not message or len(message) != len(scroll) or taller == clipped:
                failures.append(f"{mode} mode: message outlines {message} against the scroll view's {scroll}")

        # Saves redraw the page, pushed by the server; each timed from the write to the page
        # holding the new drawing (the page stamps the moment it swapped it in).
        latencies, updates, framed = [], [], []
        driver.set_script_timeout(10)
        for step in range(1, arguments.edits + 1):
            before = driver.execute_script("return document.body.dataset.framed || ''")
            written = time.time() * 1000
            scenario.write_text(original.replace("card.left == root.left + 24", f"card.left == root.left + {24 + 2 * step}"))
            update, frame = next_frame(driver, before)
            shown = float(driver.execute_script("return document.body.dataset.updated"))
            latencies.append(shown - written)
            updates.append(update)
            framed.append(frame)
            if not card_frame(driver).startswith(f"{24 + 2 * step} "):
                failures.append(f"after edit {step} the card is at {card_frame(driver)}")
        driver.save_screenshot(str(out / "preview-edited.png"))

        # A broken save shows its located error; the last good drawing stays.
        good = card_frame(driver)
        scenario.write_text(original.replace("card.centerY == root.centerY", "card.centerY == == root.centerY"))
        wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, ".error pre"))
        error = driver.find_element(By.CSS_SELECTOR, ".error pre").text
        if not re.search(r"003-max-height\.yaml:24:21: error: expected a number", error):
            failures.append(f"the error reads {error!r}")
        if card_frame(driver) != good:
            failures.append("the last good drawing did not stay")
        driver.save_screenshot(str(out / "preview-broken.png"))

        # A deleted file says so.
        scenario.unlink()
        wait.until(lambda d: "deleted" in d.find_element(By.ID, "status").text)
    finally:
        driver.quit()
        process.terminate()
        process.wait(timeout=10)
        shutil.rmtree(work, ignore_errors=True)

    if failures:
        print("preview browser test: " + "; ".join(failures), file=sys.stderr)
        return 1
    print(
        f"preview browser test: passed; save to page, {len(latencies)} edits: median {statistics.median(latencies):.0f} ms "
        f"(min {min(latencies):.0f}, max {max(latencies):.0f}; the 30 ms quiet period and the watcher included); "
        f"the page's own update (from hearing of the change, its new content with it, to having it in the page): median "
        f"{statistics.median(updates):.1f} ms (max {max(updates):.1f}), with the next frame's style, layout and paint "
        f"{statistics.median(framed):.1f} ms (max {max(framed):.1f}); screenshots in {out.relative_to(ROOT)}/preview-*.png"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
