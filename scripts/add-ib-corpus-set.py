#!/usr/bin/env python3
"""Appends a new set of real Interface Builder files to scripts/ib-corpus-wide.tsv.

Each repository is read from a local clone (`--mirror DIR`, folders named OWNER+NAME/repo, as
the tool library's `fetch` leaves them) at its checked-out commit: every .xib and .storyboard
not already listed (by git blob id) becomes a row, named `PREFIX-path-without-lproj`. Paths
that name macOS, tvOS or watchOS are skipped. Check each repository's licence first: it is
written into the row and the files stay their project's.

    scripts/add-ib-corpus-set.py SET OWNER/NAME,PREFIX,LICENCE[,PATH-REGEX] ... [--mirror DIR]

Then `scripts/fetch-ib-corpus.py --mirror DIR` copies them into .ib-corpus/SET and
`layoutsnap fidelity .ib-corpus/SET --find-misplaced` measures them, first.
"""
import argparse
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SKIPPED = re.compile(r"(?i)(mac|osx|tvos|watch|appkit|cocoa/)")


def git(mirror: str, repo: str, *args: str) -> str:
    git_dir = os.path.join(mirror, repo.replace("/", "+"), "repo")
    return subprocess.run(["git", "-C", git_dir, *args], check=True, capture_output=True, text=True).stdout


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("set", help="the new set's name (a folder of .ib-corpus/)")
    parser.add_argument("sources", nargs="+", help="OWNER/NAME,PREFIX,LICENCE[,PATH-REGEX]")
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--list", default=os.path.join(HERE, "ib-corpus-wide.tsv"))
    args = parser.parse_args()

    lines = open(args.list, encoding="utf-8").read().splitlines()
    rows = [line.split("\t") for line in lines[1:] if line]
    known_blobs = {row[5] for row in rows}
    names = {row[0] for row in rows}
    added = []
    for source in args.sources:
        repo, prefix, licence, *rest = source.split(",")
        wanted = re.compile(rest[0]) if rest else None
        try:
            commit = git(args.mirror, repo, "rev-parse", "HEAD").strip()
        except subprocess.CalledProcessError:
            print(f"{repo}: no clone in {args.mirror} (fetch it first); nothing added", file=sys.stderr)
            return 2
        count = 0
        for entry in git(args.mirror, repo, "ls-tree", "-r", "HEAD").splitlines():
            meta, path = entry.split("\t", 1)
            blob = meta.split()[2]
            if not path.endswith((".xib", ".storyboard")) or SKIPPED.search(path) or blob in known_blobs:
                continue
            if wanted and not wanted.search(path):
                continue
            name = prefix + "-" + "-".join(part for part in path.split("/") if not part.endswith(".lproj")).replace(" ", "_")
            while name in names:
                name = name.replace(".", "_2.", 1)
            known_blobs.add(blob)
            names.add(name)
            added.append("\t".join([name, args.set, repo, path, commit, blob, licence]))
            count += 1
        print(f"{repo}: {count} files", file=sys.stderr)
    with open(args.list, "a", encoding="utf-8") as file:
        file.writelines(row + "\n" for row in added)
    print(f"{len(added)} rows added to {os.path.relpath(args.list)} as {args.set}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
