"""Retrieval quality: recall@1/5/10 of each case's `relevant` chunks, per search mode.

    python bench/retrieval.py SET_DIR [--cases a,b] [--bm25 memory|lance] [-v]

The query is the case's bug report parsed by bot.core.bug_report.parse_report (frames mapped to repo
files), exactly what `repgen search --issue` uses. Recall@k of a case = share of its relevant
entries ("path.py::qualname") in the top k; the figure is the mean over cases.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from bot.cli.search import repo_python_files  # noqa: E402
from bot.core.bug_report import (
    parse_report,  # noqa: E402
    query_from_report,  # noqa: E402
)
from index import index_repo, search  # noqa: E402
from index.embed import default_embedder  # noqa: E402
from index.search import MODES  # noqa: E402

KS = (1, 5, 10)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("set_dir")
    ap.add_argument("--cases", default="")
    ap.add_argument("--bm25", default="memory", choices=["memory", "lance"])
    ap.add_argument("--home", default=None)
    ap.add_argument("-v", action="store_true")
    args = ap.parse_args(argv)
    home = args.home or tempfile.mkdtemp(prefix="repgen-bench-")
    cases = sorted(d for d in os.listdir(args.set_dir) if os.path.isfile(os.path.join(args.set_dir, d, "case.json")))
    if args.cases:
        cases = [c for c in cases if c in args.cases.split(",")]
    recall = {m: {k: [] for k in KS} for m in MODES}
    t0 = time.perf_counter()
    timing = []
    for case in cases:
        cdir = os.path.join(args.set_dir, case)
        meta = json.load(open(os.path.join(cdir, "case.json")))
        relevant = set(meta["relevant"])
        repo = os.path.join(cdir, "repo")
        t = time.perf_counter()
        st = index_repo(repo, home=home, fts=args.bm25 == "lance")
        t_index = time.perf_counter() - t
        report = parse_report(open(os.path.join(cdir, "issue.md"), encoding="utf-8").read(),
                              repo_python_files(repo))
        query = query_from_report(report)
        t = time.perf_counter()
        search(repo, query, k=max(KS), home=home, bm25_engine=args.bm25)
        timing.append((case, st.files, st.embedded, t_index, time.perf_counter() - t))
        for mode in MODES:
            hits = search(repo, query, k=max(KS), home=home, mode=mode, bm25_engine=args.bm25)
            ids = [f"{h.path}::{h.qualname}" for h in hits]
            for k in KS:
                recall[mode][k].append(len(relevant & set(ids[:k])) / len(relevant))
            if args.v:
                missing = sorted(relevant - set(ids[:5]))
                print(f"{case:40s} {mode:14s} r@5={len(relevant & set(ids[:5]))}/{len(relevant)}"
                      f"{'  missing ' + ', '.join(missing) if missing else ''}")
                if mode == "hybrid+rerank" and missing:
                    for i, h in enumerate(hits[:8], 1):
                        print(f"    {i}. {h.score:.3f} {h.path}::{h.qualname}  {'; '.join(h.why)}")
                    deep = search(repo, query, k=50, home=home, mode=mode, bm25_engine=args.bm25)
                    for i, h in enumerate(deep, 1):
                        if f"{h.path}::{h.qualname}" in missing:
                            print(f"   *{i}. {h.score:.3f} {h.path}::{h.qualname}  {'; '.join(h.why)}")
    print(f"{len(cases)} cases, bm25 engine {args.bm25}, {time.perf_counter() - t0:.1f}s")
    emb = default_embedder()
    print(f"model load {getattr(emb, 'load_seconds', 0) or 0:.2f}s (in the first case's index time)")
    for case, files, embedded, t_index, t_search in timing:
        print(f"  {case:40s} {files:3d} files, {embedded:3d} chunks embedded: index {t_index:6.2f}s, "
              f"search {t_search:.2f}s")
    print(f"{'mode':16s}" + "".join(f"recall@{k:<4d}" for k in KS))
    for mode in MODES:
        print(f"{mode:16s}" + "".join(f"{100 * sum(v) / len(v):8.1f}%  " for v in
                                      (recall[mode][k] for k in KS)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
