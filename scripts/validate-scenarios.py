#!/usr/bin/env python3
"""Validates scenario files (and the YAML examples in docs/*.md) against
docs/scenario.schema.json; prints one line per problem and exits 1 if there is any.

    validate-scenarios.py [PATH ...]   (default: scenarios/ and docs/)
"""
import json
import pathlib
import re
import sys

import jsonschema
import yaml

ROOT = pathlib.Path(__file__).resolve().parent.parent


def documents(paths):
    for path in paths:
        path = pathlib.Path(path)
        files = sorted(path.rglob("*")) if path.is_dir() else [path]
        for file in files:
            if file.suffix in (".yaml", ".yml"):
                text = file.read_text()
                if "# not-a-scenario" not in text:
                    yield f"{file}", text
            elif file.suffix == ".md":
                for index, block in enumerate(re.findall(r"```yaml\n(.*?)```", file.read_text(), re.S)):
                    if "# not-a-scenario" not in block:
                        yield f"{file} (example {index + 1})", block


def main():
    schema = json.loads((ROOT / "docs/scenario.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    paths = sys.argv[1:] or [ROOT / "scenarios", ROOT / "docs"]
    problems, count = 0, 0
    for name, text in documents(paths):
        count += 1
        document = yaml.safe_load(text)
        for error in validator.iter_errors(document):
            problems += 1
            location = "/".join(str(part) for part in error.absolute_path)
            print(f"{name}: {location}: {error.message}")
    # The recorded layout JSON against its schema (docs/layout.schema.json).
    layout_validator = jsonschema.Draft202012Validator(json.loads((ROOT / "docs/layout.schema.json").read_text()))
    layouts = 0
    if not sys.argv[1:]:
        for file in sorted((ROOT / "snapshots").rglob("*.layout.json")):
            layouts += 1
            for error in layout_validator.iter_errors(json.loads(file.read_text())):
                problems += 1
                location = "/".join(str(part) for part in error.absolute_path)
                print(f"{file}: {location}: {error.message}")
    print(f"validated {count} scenarios and {layouts} layout JSON files: {problems} problems")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
