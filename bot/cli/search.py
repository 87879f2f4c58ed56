"""`repgen search DIR (QUERY | --issue FILE) [--k N] [--json]`: hybrid search of a repository.

With --issue the query is the parsed bug report, so traceback frames, quoted identifiers and the
symptom drive the reranker.
"""
from __future__ import annotations

import json
import sys

from bot.core.bug_report import parse_report, query_from_report
from index.models import Query


def repo_python_files(root: str) -> list[str]:
    from index.files import walk_repo
    return [f.path for f in walk_repo(root).files]


def register(subparsers) -> None:
    p = subparsers.add_parser("search", help="search a repository (indexes it first if needed)")
    p.add_argument("dir", help="repository directory")
    p.add_argument("query", nargs="?", help="free-text query")
    p.add_argument("--issue", help="a bug report (markdown) to use as the query")
    p.add_argument("--k", type=int, default=10)
    p.add_argument("--mode", default="hybrid+rerank", choices=["bm25", "vector", "hybrid", "hybrid+rerank"])
    p.add_argument("--home", default=None, help="index home (default $REPGEN_HOME or ~/.repgen)")
    p.add_argument("--json", action="store_true", help="print a JSON list of results")
    p.set_defaults(func=run)


def run(args) -> int:
    from index import index_repo, search
    if bool(args.query) == bool(args.issue):
        print("give a QUERY or --issue FILE (not both)", file=sys.stderr)
        return 2
    stats = index_repo(args.dir, home=args.home)
    if args.issue:
        with open(args.issue, encoding="utf-8", errors="replace") as fh:
            report = parse_report(fh.read(), repo_python_files(stats.repo))
        query = query_from_report(report)
    else:
        query = Query(text=args.query)
    hits = search(stats.repo, query, k=args.k, home=args.home, mode=args.mode)
    if args.json:
        print(json.dumps([{"path": h.path, "qualname": h.qualname, "start": h.start, "end": h.end,
                           "kind": h.kind, "score": h.score, "why": h.why} for h in hits], indent=2))
    else:
        for i, h in enumerate(hits, 1):
            print(f"{i:2d}. {h.score:7.3f}  {h.path}:{h.start}-{h.end}  {h.qualname}  [{h.kind}]")
            print(f"      {'; '.join(h.why)}")
    return 0
