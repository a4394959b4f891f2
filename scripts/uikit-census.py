#!/usr/bin/env python3
"""The UIKit and SnapKit API census (../shared/uikit-api-census.md, or the path given) with a
column saying whether LayoutSnapUIKit declares each item, read from SwiftPM's symbol graph of
the module: written to docs/uikit-census.md.

A name check, as the census's own count is a lexical one: an item is "declared" when a type,
initialiser or member of that name exists (under the owner the census files it under, or,
since the census files members under their usual UIKit owner, under any type); Foundation's
types (CGRect, NSCoder, …) count as there. Whether a declared item also does what UIKit does
is docs/uikit-code.md's subject ("What is there").

    swift package dump-symbol-graph --minimum-access-level public
    python3 scripts/uikit-census.py [CENSUS] [--check]
"""
import glob, json, os, re, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FOUNDATION = {"CGRect", "CGSize", "CGPoint", "CGFloat", "NSCoder", "NSLocalizedString", "NSAttributedString", "NSMutableAttributedString", "Date", "URL",
              "IndexPath", "NSObject", "NSNumber", "Data", "TimeInterval", "DispatchQueue", "NotificationCenter", "Notification", "Bundle"}

# Names the lexical scan found that no iOS SDK declares for apps: nothing to declare.
NOT_IN_SDK = {"UIKitCore": "not in the SDK (UIKit's private framework)"}


def symbols():
    folder = glob.glob(os.path.join(ROOT, ".build/*/symbolgraph"))[0]
    types, members = set(), set()
    # Initialisers by type, and each class's superclass: `UILabel(frame:)` is UIView's.
    inits, parents, names = {}, {}, {}
    functions = set()
    for path in glob.glob(os.path.join(folder, "LayoutSnapUIKit*.symbols.json")):
        graph = json.load(open(path))
        for symbol in graph["symbols"]:
            components = symbol["pathComponents"]
            names[symbol["identifier"]["precise"]] = components[-1]
            if symbol["kind"]["identifier"] in ("swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias"):
                types.add(components[-1])
            if symbol["kind"]["identifier"] == "swift.init" and len(components) >= 2:
                # `fileID:` and `line:` are layoutsnap's defaulted additions (source locations).
                inits.setdefault(components[-2], set()).add(components[-1].replace("fileID:", "").replace("line:", ""))
            name = components[-1].split("(")[0]
            members.add(name)
            if symbol["kind"]["identifier"] == "swift.func" and len(components) == 1:
                functions.add(name)
        for relation in graph.get("relationships", []):
            if relation["kind"] == "inheritsFrom":
                parents[relation["source"]] = relation["target"]
    superclass = {names.get(child): names.get(parent) for child, parent in parents.items()}
    # Declared as the SDK declares them, unavailable under a new name: the symbol graph leaves
    # unavailable declarations out, so they are read from the sources.
    renamed = {}
    for path in glob.glob(os.path.join(ROOT, "Sources", "LayoutSnapUIKit", "**", "*.swift"), recursive=True):
        source = open(path, encoding="utf-8").read()
        for new, old in re.findall(r'@available\(\*, unavailable, renamed: "([^"]+)"\)\s*public func (\w+)', source):
            renamed[old] = new
    return types, members, inits, superclass, functions, renamed


def status(item, types, members, inits, superclass, functions, renamed):
    text = re.sub(r"^SnapKit ", "", item)
    names = re.findall(r"`([^`]*)`", text)
    if not names:
        return "?"
    name = names[0]
    if name in NOT_IN_SDK:
        return NOT_IN_SDK[name]
    if text.endswith("(type)"):
        return "declared" if name in types else ("Foundation's" if name in FOUNDATION else "not declared")
    if "(init)" in text:
        owner = name.split("(")[0]
        labels = name[len(owner):]
        owner = owner.split(".")[-1]  # `NSLayoutConstraint.FormatOptions`: the nested type's name
        if owner in functions:  # `UIGraphicsBeginImageContext(_:)`: a function, filed as an initialiser
            return "declared"
        if owner not in types:
            return "Foundation's" if owner in FOUNDATION else "not declared"
        if labels == "()":
            return "declared"
        # With labels: that initialiser, on the type or a class it inherits from.
        while owner:
            if "init" + labels in inits.get(owner, []):
                return "declared"
            owner = superclass.get(owner)
        return "not declared"
    if "(override)" in text:
        member = re.sub(r"^(override |required )*(func )?", "", name).split("(")[0].rstrip("?")
        return "declared" if member in members else "not declared"
    # `(ambiguous: A / B).center`, `UIKit (delegate/data source).delegate`: a member whose
    # owner the scan could not tell.
    head = name.rsplit(").", 1)[-1] if ")." in name else name.split("(")[0]
    member = head.split(".")[-1].split(" ")[0]
    owner = head.rsplit(".", 1)[0] if "." in head else ""
    if member in renamed:
        return f"declared unavailable, renamed `{renamed[member]}` (as in the SDK)"
    # A Foundation type's member is Foundation's, even where a UIKit type has one of that name.
    if owner and all(part in FOUNDATION for part in owner.split("/")):
        return "Foundation's"
    if member in members:
        return "declared"
    if owner.split("/")[0] in FOUNDATION:
        return "Foundation's"
    return "not declared"


def main():
    arguments = [a for a in sys.argv[1:] if not a.startswith("--")]
    census = arguments[0] if arguments else os.path.join(ROOT, "..", "shared", "uikit-api-census.md")
    types, members, inits, superclass, functions, renamed = symbols()
    rows, counts = [], {}
    for line in open(census, encoding="utf-8"):
        match = re.match(r"\| (\d+) \| (.*) \| ([A-Z]) \|$", line.rstrip())
        if not match:
            continue
        files, item, category = int(match.group(1)), match.group(2), match.group(3)
        state = status(item, types, members, inits, superclass, functions, renamed)
        counts[(category, state)] = counts.get((category, state), 0) + 1
        rows.append(f"| {files} | {item} | {category} | {state} |")
    summary = []
    for category in "LABXOP":
        found = {state: n for (c, state), n in counts.items() if c == category}
        if found:
            summary.append(f"- **{category}**: " + ", ".join(f"{n} {state}" for state, n in sorted(found.items())))
    text = ("# The UIKit API census, item by item\n\n"
            "The census of the UIKit and SnapKit API that 37 real view files use (how it was counted: its own\n"
            "introduction, in the shared census file), each item with whether LayoutSnapUIKit declares it.\n"
            "Written by `scripts/uikit-census.py` from the module's symbol graph (`make census`): a name check,\n"
            "like the census's own lexical count. What declared items do is [uikit-code.md](uikit-code.md)'s subject.\n"
            "Categories: L layout, A appearance, B non-layout UIKit that must compile, X reactive frameworks,\n"
            "O trivial stored properties, P a project's own base classes.\n\n"
            + "\n".join(summary) + "\n\n| files | API | cat | LayoutSnapUIKit |\n|---|---|---|---|\n" + "\n".join(rows) + "\n")
    target = os.path.join(ROOT, "docs", "uikit-census.md")
    if "--check" in sys.argv:
        current = open(target, encoding="utf-8").read() if os.path.exists(target) else ""
        if current != text:
            sys.exit("docs/uikit-census.md is stale: run make census")
        print("docs/uikit-census.md is current")
        return
    open(target, "w", encoding="utf-8").write(text)
    print("\n".join(summary))


if __name__ == "__main__":
    main()
