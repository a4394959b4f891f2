#!/usr/bin/env python3
"""The public surface each library product shows its users, from SwiftPM's symbol graphs.

For every product: how many public declarations a user's `import` makes visible (its own
module and the modules it re-exports with `@_exported`), and every public signature that
names a type no product lets the user name (a type of a module that is neither a library
product's nor re-exported by one). A signature may name another product's type (a UIKit
view in LayoutSnapTesting's assertions): a user who holds such a value depends on that
product. Exit status 1 when there is a signature no user can write.

    swift package dump-symbol-graph --minimum-access-level public
    python3 scripts/public-surface.py [.build/<triple>/symbolgraph]
"""
import collections, glob, json, os, re, sys

PRODUCTS = ["ConstraintSolver", "LayoutSnapTesting", "LayoutSnapUIKit", "LayoutSnapSnapshotTesting"]
# Modules every user has (the standard library, Foundation, the test frameworks) and the
# packages a product's users depend on anyway.
OUTSIDE = {"Swift", "Foundation", "FoundationEssentials", "Dispatch", "Testing", "XCTest", "SnapshotTesting", "_Concurrency"}


def module_of(usr):
    """The module a Swift USR's type belongs to; 'Swift' for the standard library's
    substitutions; None for C declarations."""
    if usr.startswith("c:"):
        return None
    body = usr[2:] if usr.startswith("s:") else usr
    if body.startswith("S"):
        return "Swift"
    match = re.match(r"(\d+)", body)
    if not match:
        return None
    length = int(match.group(1))
    start = len(match.group(1))
    return body[start:start + length]


def exported(module, sources):
    """`module` and every module it re-exports, from the sources' `@_exported import` lines."""
    seen, queue = set(), [module]
    while queue:
        name = queue.pop()
        if name in seen:
            continue
        seen.add(name)
        for path in glob.glob(os.path.join(sources, name, "**", "*.swift"), recursive=True):
            for line in open(path, encoding="utf-8"):
                found = re.match(r"\s*@_exported\s+import\s+(\w+)", line)
                if found:
                    queue.append(found.group(1))
    return seen


def symbols(folder, module):
    """The module's own declarations, extensions of other modules' types included, and not
    the members other modules add to those types (Yams's on Int, say)."""
    mangled = f"{len(module)}{module}"
    result = []
    for path in glob.glob(os.path.join(folder, module + ".symbols.json")) + glob.glob(os.path.join(folder, module + "@*.symbols.json")):
        result += [s for s in json.load(open(path))["symbols"] if mangled in s["identifier"]["precise"]]
    return result


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else glob.glob(".build/*/symbolgraph")[0]
    problems = 0
    nameable = set().union(*(exported(product, "Sources") for product in PRODUCTS))
    for product in PRODUCTS:
        visible = exported(product, "Sources")
        shown = [s for module in sorted(visible) for s in symbols(folder, module) if s["accessLevel"] in ("public", "open")]
        own = collections.Counter(m for m in visible for s in symbols(folder, m) if s["accessLevel"] in ("public", "open"))
        print(f"{product}: {len(shown)} public declarations ({', '.join(f'{m} {n}' for m, n in sorted(own.items()) if n)})")
        leaks = collections.defaultdict(set)
        for symbol in shown:
            for fragment in symbol.get("declarationFragments", []):
                usr = fragment.get("preciseIdentifier")
                if fragment.get("kind") != "typeIdentifier" or not usr:
                    continue
                module = module_of(usr)
                if module and module not in nameable and module not in OUTSIDE:
                    leaks[f"{module}.{fragment['spelling']}"].add(".".join(symbol["pathComponents"]))
        for name, users in sorted(leaks.items()):
            problems += 1
            print(f"  names {name}, which no product exports: {', '.join(sorted(users)[:4])}{' …' if len(users) > 4 else ''}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
