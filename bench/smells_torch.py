"""Bug-pattern false positives over torch's own packages (index/smells.py on a large, healthy code base).

    python bench/smells_torch.py [PACKAGE ...]     # default: nn distributions optim utils/data ao/quantization

Each package of the installed torch is copied, indexed with the hashing embedder (the patterns read
the index's rows and call graph, not its vectors) and linted once. Prints, per package, its chunks,
the smells found with where they are, and the time `find_smells` took (CPU time is the figure
to compare on a shared machine). Every smell here is a false positive or a pattern torch uses on
purpose.
"""
from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from index import index_repo  # noqa: E402
from index.embed import HashEmbedder  # noqa: E402
from index.search import open_view  # noqa: E402
from index.smells import find_smells  # noqa: E402

PACKAGES = ["nn", "distributions", "optim", "utils/data", "ao/quantization"]


def main(argv=None) -> int:
    import torch
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("packages", nargs="*", default=PACKAGES, help="folders under the installed torch")
    args = ap.parse_args(argv)
    root = os.path.dirname(torch.__file__)
    emb = HashEmbedder()
    work = tempfile.mkdtemp(prefix="repgen-smells-")
    total = Counter()
    try:
        for pkg in args.packages:
            repo = os.path.join(work, pkg.replace("/", "_"))
            shutil.copytree(os.path.join(root, pkg), repo,
                            ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.so"))
            home = os.path.join(work, "home")
            index_repo(repo, home=home, embedder=emb)
            view = open_view(repo, home, emb)
            t, c = time.perf_counter(), time.process_time()
            smells = find_smells(view.slicer)
            wall, cpu = time.perf_counter() - t, time.process_time() - c
            print(f"torch/{pkg}: {len(view.rows)} chunks, {len(smells)} smells; find_smells {cpu:.1f}s CPU, "
                  f"{wall:.1f}s wall")
            for s in sorted(smells, key=lambda s: (s.kind, s.cid)):
                print(f"    {s.kind:26} {s.cid}:{s.line}")
            total.update({"chunks": len(view.rows), "smells": len(smells)})
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"all: {total['smells']} smells in {total['chunks']} chunks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
