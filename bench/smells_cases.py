"""Bug-pattern hits over every bench case's repository, each marked by whether it sits in a function the case's
real fix changes (its `relevant` list): a pattern that fires elsewhere is a false positive on code written
apart from it.

    python bench/smells_cases.py [--kinds a,b] [--fixed] [SET_DIR ...]
        # default: bench/cases (every set below it), ../shared/bench/dev, examples

`--fixed` also lints each case's repository with its fix.patch applied (in a temporary copy): a pattern
that still fires there is not the bug. Repositories are indexed with the hashing embedder (the patterns
read rows and the call graph, not vectors).
"""
from __future__ import annotations

import argparse
import glob
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from index import index_repo  # noqa: E402
from index.embed import HashEmbedder  # noqa: E402
from index.search import open_view  # noqa: E402

DEFAULT_SETS = [os.path.join(ROOT, "bench", "cases"), os.path.join(ROOT, "..", "shared", "bench", "dev"),
                os.path.join(ROOT, "examples")]


def case_dirs(sets: list[str]) -> list[str]:
    out: list[str] = []
    for s in sets:
        out += [os.path.dirname(p) for p in glob.glob(os.path.join(s, "**", "case.json"), recursive=True)
                if os.path.isdir(os.path.join(os.path.dirname(p), "repo"))]
    return sorted(set(out))


def smells_of(repo: str, home: str) -> list:
    emb = HashEmbedder()
    index_repo(repo, home=home, embedder=emb)
    return open_view(repo, home, emb).smells


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sets", nargs="*", default=DEFAULT_SETS)
    ap.add_argument("--kinds", default="", help="comma-separated pattern kinds (default: all)")
    ap.add_argument("--fixed", action="store_true", help="also lint each repository with its fix applied")
    args = ap.parse_args(argv)
    kinds = set(filter(None, args.kinds.split(",")))
    counts: Counter = Counter()
    with tempfile.TemporaryDirectory(prefix="repgen-smells-") as tmp:
        home = os.path.join(tmp, "home")
        for cdir in case_dirs(args.sets):
            relevant = set(json.load(open(os.path.join(cdir, "case.json"))).get("relevant", []))
            name = os.path.relpath(cdir, os.path.join(ROOT, ".."))
            copies = [("buggy", os.path.join(cdir, "repo"))]
            if args.fixed and os.path.isfile(os.path.join(cdir, "fix.patch")):
                fixed = os.path.join(tmp, "fixed", name.replace(os.sep, "_"))
                shutil.copytree(os.path.join(cdir, "repo"), fixed)
                with open(os.path.join(cdir, "fix.patch"), encoding="utf-8") as fh:
                    done = subprocess.run(["patch", "-p1", "-s"], stdin=fh, cwd=fixed, capture_output=True)
                if done.returncode == 0:
                    copies.append(("fixed", fixed))
            for label, repo in copies:
                for sm in smells_of(repo, home):
                    if kinds and sm.kind not in kinds:
                        continue
                    where = "relevant" if sm.cid in relevant else "other"
                    counts[(label, where)] += 1
                    print(f"{label:5s} {where:8s} {name}  {sm.kind}  {sm.cid}:{sm.line}")
    print("hits: " + ", ".join(f"{label} {where} {n}" for (label, where), n in sorted(counts.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
