#!/usr/bin/env python3
"""Generates the solver's outside-reference fixtures (committed; rerun to regenerate):

  Tests/ConstraintSolverTests/Fixtures/solver-references.json

Random systems built around a known feasible point, in three sets:
  kiwi          required constraints plus one non-required level, solved by kiwisolver; kept
                only where HiGHS shows the optimum is unique, so both solvers must agree.
  lexicographic required constraints plus three priority levels, solved by HiGHS one level at
                a time (the strict-priority meaning kiwi cannot express); unique optima only.
  ambiguity     under-determined systems; for each variable, HiGHS minimises and maximises
                it over all optimal solutions to say whether it is determined.

A constraint is sum(coefficient * x[index]) + constant REL 0 at a priority (1000 = required).
"""
import json
import pathlib
import random

import kiwisolver as kiwi
import numpy as np
from scipy.optimize import linprog

OUT = pathlib.Path(__file__).resolve().parent.parent / "Tests/ConstraintSolverTests/Fixtures/solver-references.json"
TOL = 1e-6
# A variable counts as determined when its range over the optimal set is narrower than this;
# true ambiguities in these integer systems span whole units.
SPAN = 1e-4
HIGHS = {"primal_feasibility_tolerance": 1e-10, "dual_feasibility_tolerance": 1e-10}


def random_system(rng, levels, determined_bias):
    n = rng.randint(2, 9)
    truth = [rng.randint(0, 100) for _ in range(n)]
    constraints = []

    def linear(k):
        indices = rng.sample(range(n), min(k, n))
        terms = [[i, float(rng.choice([-2, -1, 1, 1, 2]))] for i in indices]
        return terms, sum(c * truth[i] for i, c in terms)

    for _ in range(rng.randint(1, n + 2)):
        terms, value = linear(rng.randint(1, 3))
        relation = rng.choice(["==", "<=", ">="])
        slack = 0 if relation == "==" else rng.randint(0, 20)
        constant = -value + (slack if relation == ">=" else -slack if relation == "<=" else 0)
        constraints.append({"terms": terms, "constant": float(constant), "relation": relation, "priority": 1000})
    for _ in range(rng.randint(n // 2, n * determined_bias)):
        terms, _ = linear(rng.randint(1, 2))
        relation = rng.choice(["==", "==", "<=", ">="])
        constant = float(-rng.randint(-50, 150))
        constraints.append({"terms": terms, "constant": constant, "relation": relation, "priority": rng.choice(levels)})
    return n, constraints


def lp_matrices(n, constraints):
    """Variables: x (free), then one or two errors per non-required constraint."""
    soft = [c for c in constraints if c["priority"] < 1000]
    error_count = sum(2 if c["relation"] == "==" else 1 for c in soft)
    width = n + error_count
    a_eq, b_eq, a_ub, b_ub = [], [], [], []
    error_of = []  # (priority, column)
    column = n
    for c in constraints:
        row = np.zeros(width)
        for i, coefficient in c["terms"]:
            row[i] += coefficient
        rhs = -c["constant"]
        if c["priority"] < 1000:
            if c["relation"] == "==":
                row[column], row[column + 1] = -1, 1
                error_of += [(c["priority"], column), (c["priority"], column + 1)]
                column += 2
            else:
                row[column] = -1 if c["relation"] == "<=" else 1
                error_of.append((c["priority"], column))
                column += 1
        if c["relation"] == "==":
            a_eq.append(row); b_eq.append(rhs)
        elif c["relation"] == "<=":
            a_ub.append(row); b_ub.append(rhs)
        else:
            a_ub.append(-row); b_ub.append(-rhs)
    bounds = [(None, None)] * n + [(0, None)] * error_count
    return width, a_eq, b_eq, a_ub, b_ub, bounds, error_of


def solve_lexicographic(n, constraints):
    """HiGHS, one priority level at a time; returns (x, extra inequality rows) or None."""
    width, a_eq, b_eq, a_ub, b_ub, bounds, error_of = lp_matrices(n, constraints)
    a_ub, b_ub = list(a_ub), list(b_ub)
    x = None
    for priority in sorted({p for p, _ in error_of}, reverse=True):
        cost = np.zeros(width)
        for p, col in error_of:
            if p == priority:
                cost[col] = 1
        result = linprog(cost, A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None, b_eq=b_eq or None,
                         bounds=bounds, method="highs", options=HIGHS)
        if result.status != 0:
            return None
        a_ub.append(cost); b_ub.append(result.fun + 1e-9)
        x = result.x
    if x is None:
        result = linprog(np.zeros(width), A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None,
                         b_eq=b_eq or None, bounds=bounds, method="highs", options=HIGHS)
        if result.status != 0:
            return None
        x = result.x
    determined = []
    for i in range(n):
        span = []
        for sign in (1, -1):
            cost = np.zeros(width); cost[i] = sign
            result = linprog(cost, A_ub=a_ub or None, b_ub=b_ub or None, A_eq=a_eq or None, b_eq=b_eq or None,
                             bounds=bounds, method="highs", options=HIGHS)
            span.append(None if result.status != 0 else sign * result.fun)
        determined.append(span[0] is not None and span[1] is not None and abs(span[0] - span[1]) < SPAN)
    return [float(v) for v in x[:n]], determined


def solve_kiwi(n, constraints):
    solver = kiwi.Solver()
    xs = [kiwi.Variable(f"x{i}") for i in range(n)]
    for c in constraints:
        expression = sum((coefficient * xs[i] for i, coefficient in c["terms"]), c["constant"])
        relation = {"==": expression == 0, "<=": expression <= 0, ">=": expression >= 0}[c["relation"]]
        strength = kiwi.strength.required if c["priority"] >= 1000 else kiwi.strength.medium
        solver.addConstraint(relation | strength)
    solver.updateVariables()
    return [x.value() for x in xs]


def main():
    rng = random.Random(20261121)
    kiwi_cases, lexicographic_cases, ambiguity_cases = [], [], []
    while len(kiwi_cases) < 250:
        n, constraints = random_system(rng, [500], 3)
        solved = solve_lexicographic(n, constraints)
        if solved is None or not all(solved[1]):
            continue
        kiwi_values = solve_kiwi(n, constraints)
        if max(abs(a - b) for a, b in zip(kiwi_values, solved[0])) > TOL:
            continue  # kiwi and HiGHS disagree: not a fair comparison case (none expected)
        kiwi_cases.append({"variables": n, "constraints": constraints, "values": kiwi_values})
    while len(lexicographic_cases) < 200:
        n, constraints = random_system(rng, [250, 500, 750], 3)
        solved = solve_lexicographic(n, constraints)
        if solved is None or not all(solved[1]):
            continue
        lexicographic_cases.append({"variables": n, "constraints": constraints, "values": solved[0]})
    while len(ambiguity_cases) < 200:
        n, constraints = random_system(rng, [250, 750], 1)
        solved = solve_lexicographic(n, constraints)
        if solved is None:
            continue
        ambiguity_cases.append({"variables": n, "constraints": constraints, "determined": solved[1]})
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps({
        "about": "Generated by scripts/solver-fixtures.py; see its docstring.",
        "kiwi": kiwi_cases, "lexicographic": lexicographic_cases, "ambiguity": ambiguity_cases,
    }, separators=(",", ":")) + "\n")
    undetermined = sum(not all(c["determined"]) for c in ambiguity_cases)
    print(f"wrote {OUT}: {len(kiwi_cases)} kiwi, {len(lexicographic_cases)} lexicographic, "
          f"{len(ambiguity_cases)} ambiguity cases ({undetermined} with undetermined variables)")


if __name__ == "__main__":
    main()
