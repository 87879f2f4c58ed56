"""The training-loop detector (index.training_loops) against hand labels.

    python bench/training_loops.py [--labels bench/labels/training_loops.json] [SET_DIR]

The labels file names, per case, every training function of its repository (`path::qualname`) as
a `step` (runs backward() and an optimizer step) or an `epoch` driver (loops over epochs and calls a
step). Each repository is indexed with the hashing embedder (detection reads syntax and the call
graph, not vectors). Prints the labelled functions found, by kind, and every function reported that
is not labelled (a false positive).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
from collections import Counter

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from index import index_repo, training_loops  # noqa: E402
from index.embed import HashEmbedder  # noqa: E402


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("set_dir", nargs="?", help="folder of cases (default: the labels file's `set`)")
    ap.add_argument("--labels", default=os.path.join(ROOT, "bench", "labels", "training_loops.json"))
    args = ap.parse_args(argv)
    with open(args.labels, encoding="utf-8") as f:
        labels = json.load(f)
    set_dir = args.set_dir or os.path.join(ROOT, labels["set"])
    emb, home = HashEmbedder(), tempfile.mkdtemp(prefix="repgen-loops-")
    found, wanted, false_pos = Counter(), Counter(), []
    for case, labelled in sorted(labels["cases"].items()):
        repo = os.path.join(set_dir, case, "repo")
        index_repo(repo, home=home, embedder=emb)
        reported = {f"{t.path}::{t.qualname}" for t in training_loops(repo, home, emb)}
        for fn, kind in labelled.items():
            wanted[kind] += 1
            found[kind] += fn in reported
            if fn not in reported:
                print(f"missed  {case}: {fn} ({kind})")
        false_pos += [f"{case}: {fn}" for fn in sorted(reported - set(labelled))]
    for fp in false_pos:
        print(f"false positive  {fp}")
    kinds = ", ".join(f"{found[k]}/{wanted[k]} {k}" for k in sorted(wanted))
    print(f"{len(labels['cases'])} repositories: {sum(found.values())}/{sum(wanted.values())} labelled training "
          f"functions found ({kinds}), {len(false_pos)} false positives")
    return 0


if __name__ == "__main__":
    sys.exit(main())
