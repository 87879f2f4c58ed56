"""`repgen search DIR (QUERY | --issue FILE) [--k N] [--json]`: hybrid search of a repository.

With --issue the query is the parsed bug report, so traceback frames, quoted identifiers and the
symptom drive the reranker.
"""
from __future__ import annotations

import json
import sys

from bot.report import BugReport, parse_report
from index.models import Frame, Query


def query_from_report(report: BugReport) -> Query:
    """The retrieval query of a bug report: its prose plus structure for the reranker."""
    exc = f"{report.exception_type}: {report.exception_message}" if report.exception_type else ""
    text = "\n".join(x for x in (report.title, exc, report.body) if x)
    frames = [Frame(f.repo_path, f.line, f.function) for f in report.frames if f.repo_path]
    idents = list(report.identifiers)
    for cmd in report.commands:
        if cmd.script:
            idents.append(cmd.script)
        elif cmd.module:
            idents.append(cmd.module)
    idents.extend(k for k in report.config_overrides if k not in idents)
    return Query(text=text, frames=frames, identifiers=list(dict.fromkeys(idents)), symptom=report.symptom)


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
