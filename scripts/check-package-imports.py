#!/usr/bin/env python3
"""Package.swift lists exactly what each target imports (issue 16): for every target, the
modules its sources import (of those the package or its dependencies provide) must equal the
dependencies Package.swift names for it. Prints each mismatch; exit status 1 if any.

    python3 scripts/check-package-imports.py
"""
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
# Modules that come from the package's dependencies (products named in Package.swift).
EXTERNAL = {"ArgumentParser", "HeapModule", "Yams", "SnapshotTesting", "FlyingFox", "FlyingSocks"}


C_LIBRARY = {"stdio.h", "stdlib.h", "setjmp.h", "string.h", "stdint.h", "stddef.h", "stdbool.h", "math.h"}


def targets(manifest):
    found = {}
    pattern = r'\.(target|executableTarget|testTarget|systemLibrary)\(\s*name:\s*"([^"]+)"(.*?)\)(?=,\s*\n\s*(?:\.|//|\]))'
    for match in re.finditer(pattern, manifest, re.S):
        kind, name, rest = match.groups()
        head = rest.split("path:")[0]
        dependencies = set(re.findall(r'"([A-Za-z0-9_\-]+)"', head)) | set(re.findall(r'\.product\(name:\s*"([^"]+)"', rest))
        path = re.search(r'path:\s*"([^"]+)"', rest)
        found[name] = (kind, dependencies - {name}, path.group(1) if path else None)
    return found


def main():
    found = targets((ROOT / "Package.swift").read_text())
    modules = set(found) | EXTERNAL
    # A C target "imports" a system library when it includes a header that library's shim does.
    headers = {}
    for name, (kind, _, path) in found.items():
        if kind == "systemLibrary":
            shim = (ROOT / (path or f"Sources/{name}") / "shim.h").read_text()
            for header in re.findall(r"#include <([^>]+)>", shim):
                # The C library's own headers (a shim's stdio.h for jpeglib.h) belong to no library.
                if header not in C_LIBRARY:
                    headers[header] = name
    problems = []
    for name, (kind, dependencies, path) in sorted(found.items()):
        if kind == "systemLibrary":
            continue
        folder = ROOT / (path or (("Tests/" if kind == "testTarget" else "Sources/") + name))
        imports = set()
        for source in folder.rglob("*.c"):
            imports |= {headers[header] for header in re.findall(r"#include <([^>]+)>", source.read_text()) if header in headers}
        for source in folder.rglob("*.swift"):
            for line in source.read_text().splitlines():
                match = re.match(r"\s*(?:@testable |@_exported )?import (\w+)", line)
                if match and match.group(1) in modules:
                    imports.add(match.group(1))
        named = dependencies & modules
        if imports != named:
            problems.append(f"{name}: imported but not named {sorted(imports - named)}, named but not imported {sorted(named - imports)}")
    print("\n".join(problems) if problems else f"{len(found)} targets: every dependency imported, every import named")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
