#!/usr/bin/env python3
"""kiwisolver on the benchmark systems of Benchmarks/SolverBench/main.swift, built in the same
order with the same constraints, printing the same JSON line:

    kiwi_bench.py CASE N [REPEATS]  ->  {"case": ..., "n": ..., "seconds": ..., "check": ..., "peak_rss_mb": ...}

kiwi's strengths for priorities p < 1000 are kiwi.strength.create(0, 0, p) ... see strength().
"""
import json
import resource
import sys
import time

import kiwisolver as kiwi


def strength(priority):
    # kiwi packs strong/medium/weak into one double; a UIKit priority below 1000 maps onto its
    # "weak" scale times the priority, the usual mapping in kiwi-based layout engines.
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, 0, priority)


def stack(count, competing, solver, fixed_width=True):
    root_width = kiwi.Variable("root.width")
    content_left, content_top = kiwi.Variable("content.left"), kiwi.Variable("content.top")
    content_width, content_height = kiwi.Variable("content.width"), kiwi.Variable("content.height")
    solver.addConstraint(content_left == 0)
    solver.addConstraint(content_top == 0)
    solver.addConstraint(content_width == root_width)
    if fixed_width:
        solver.addConstraint(root_width == 375)
    previous_bottom = content_top + 0
    for index in range(count):
        left, top = kiwi.Variable(f"v{index}.left"), kiwi.Variable(f"v{index}.top")
        width, height = kiwi.Variable(f"v{index}.width"), kiwi.Variable(f"v{index}.height")
        solver.addConstraint(left == content_left + 16)
        solver.addConstraint(left + width == content_left + content_width - 16)
        solver.addConstraint(top == previous_bottom + 8)
        if competing:
            solver.addConstraint((height >= 30) | strength(750))
            solver.addConstraint((height <= 60) | strength(250))
            solver.addConstraint((height == 100) | strength(500))
        else:
            solver.addConstraint(height == 44)
        previous_bottom = top + height
    solver.addConstraint(content_top + content_height == previous_bottom + 8)
    return root_width, content_height, width


def grid(side, solver):
    V = kiwi.Variable
    lefts = [[V(f"c{r}_{c}.left") for c in range(side)] for r in range(side)]
    tops = [[V(f"c{r}_{c}.top") for c in range(side)] for r in range(side)]
    widths = [[V(f"c{r}_{c}.width") for c in range(side)] for r in range(side)]
    heights = [[V(f"c{r}_{c}.height") for c in range(side)] for r in range(side)]
    for r in range(side):
        for c in range(side):
            if c == 0:
                solver.addConstraint(lefts[r][c] == 8)
            else:
                solver.addConstraint(lefts[r][c] == lefts[r][c - 1] + widths[r][c - 1] + 8)
                solver.addConstraint(widths[r][c] == widths[r][0])
            if r == 0:
                solver.addConstraint(tops[r][c] == 8)
            else:
                solver.addConstraint(tops[r][c] == tops[r - 1][c] + heights[r - 1][c] + 8)
                solver.addConstraint(heights[r][c] == heights[0][c])
        solver.addConstraint(lefts[r][side - 1] + widths[r][side - 1] + 8 == 1000)
    for c in range(side):
        solver.addConstraint(tops[side - 1][c] + heights[side - 1][c] + 8 == 1000)
    return widths[side - 1][side - 1]


def median_of(repeats, body):
    """The median time of `repeats` runs of body(solver), each with a fresh solver, and the
    last run's check value (REPEATS: small systems are timed many times in one process)."""
    samples, check = [], None
    for _ in range(repeats):
        solver = kiwi.Solver()
        start = time.perf_counter()
        check = body(solver)
        samples.append(time.perf_counter() - start)
    return sorted(samples)[len(samples) // 2], check


def main():
    name, count = sys.argv[1], int(sys.argv[2])
    repeats = max(1, int(sys.argv[3])) if len(sys.argv) > 3 else 1
    solver = kiwi.Solver()
    if name in ("stack", "competing"):
        def build(solver):
            _, content_height, _ = stack(count, name == "competing", solver)
            solver.updateVariables()
            return content_height.value()
        elapsed, check = median_of(repeats, build)
    elif name == "grid":
        def build(solver):
            cell_width = grid(count, solver)
            solver.updateVariables()
            return cell_width.value()
        elapsed, check = median_of(repeats, build)
    elif name in ("edit", "edit-all"):  # updateVariables() always computes every value
        root_width, _, last_width = stack(count, False, solver, fixed_width=False)
        solver.addEditVariable(root_width, strength(999))
        solver.suggestValue(root_width, 375)
        solver.updateVariables()
        suggestions = 201
        start = time.perf_counter()
        for index in range(suggestions):
            solver.suggestValue(root_width, 320 if index % 2 == 0 else 375)
            solver.updateVariables()
            check = last_width.value()
        elapsed = (time.perf_counter() - start) / suggestions
    else:
        sys.exit(f"unknown case {name}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"case": name, "n": count, "seconds": elapsed, "check": check, "peak_rss_mb": peak}))


if __name__ == "__main__":
    main()
