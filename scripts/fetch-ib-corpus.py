#!/usr/bin/env python3
"""Fetches the wide Interface Builder corpus (scripts/ib-corpus-wide.tsv) by commit.

The files belong to their projects (MIT or Apache-2.0, as the list says) and stay out of git:
this script puts them in a folder (default .ib-corpus/, ignored), one subfolder per set
(`tuning`: the files the importer was fixed against; `holdout`: files measured only once
the fixes were done), with a SOURCES.tsv and each repository's licence beside them.

Every file is checked against the git blob id in the list, so the bytes are the ones the
figures in docs/interface-builder.md were measured on.

    scripts/fetch-ib-corpus.py                  # from raw.githubusercontent.com
    scripts/fetch-ib-corpus.py --mirror DIR     # from local clones DIR/OWNER+NAME/repo
"""
import argparse
import hashlib
import os
import subprocess
import sys
import urllib.parse
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def blob_id(data: bytes) -> str:
    return hashlib.sha1(b"blob %d\0" % len(data) + data).hexdigest()


def from_mirror(mirror: str, repo: str, blob: str) -> bytes:
    git_dir = os.path.join(mirror, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "-C", git_dir, "cat-file", "-p", blob], check=True, capture_output=True).stdout


def from_github(repo: str, commit: str, path: str) -> bytes:
    url = f"https://raw.githubusercontent.com/{repo}/{commit}/{urllib.parse.quote(path)}"
    with urllib.request.urlopen(url, timeout=60) as response:
        return response.read()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--list", default=os.path.join(HERE, "ib-corpus-wide.tsv"))
    parser.add_argument("--out", default=os.path.join(HERE, "..", ".ib-corpus"))
    parser.add_argument("--mirror", help="a folder of git clones named OWNER+NAME/repo")
    args = parser.parse_args()

    lines = open(args.list, encoding="utf-8").read().splitlines()
    header, rows = lines[0].split("\t"), [dict(zip(lines[0].split("\t"), line.split("\t"))) for line in lines[1:] if line]
    failed = 0
    for row in rows:
        folder = os.path.join(args.out, row["set"])
        os.makedirs(folder, exist_ok=True)
        target = os.path.join(folder, row["name"])
        if os.path.exists(target) and blob_id(open(target, "rb").read()) == row["blob_sha1"]:
            continue
        try:
            data = from_mirror(args.mirror, row["repo"], row["blob_sha1"]) if args.mirror else from_github(row["repo"], row["commit"], row["path"])
        except Exception as error:  # one missing file should not stop the rest
            print(f"{row['name']}: not fetched: {error}", file=sys.stderr)
            failed += 1
            continue
        if blob_id(data) != row["blob_sha1"]:
            print(f"{row['name']}: fetched bytes are not blob {row['blob_sha1']}", file=sys.stderr)
            failed += 1
            continue
        with open(target + ".tmp", "wb") as file:
            file.write(data)
        os.replace(target + ".tmp", target)
    for set_name in sorted({row["set"] for row in rows}):
        with open(os.path.join(args.out, set_name, "SOURCES.tsv"), "w", encoding="utf-8") as file:
            file.write("\t".join(header) + "\n")
            for row in rows:
                if row["set"] == set_name:
                    file.write("\t".join(row[column] for column in header) + "\n")
    print(f"{len(rows) - failed} of {len(rows)} files in {os.path.normpath(args.out)}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
