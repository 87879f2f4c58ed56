"""Repository index and hybrid retrieval.

    index_repo(repo, sha=None, home=None, progress=None) -> IndexStats   # incremental by file hash
    search(repo, query, k=10, home=None, mode="hybrid+rerank") -> list[Snippet]
    build_context(repo, query, k=12, home=None, disable=frozenset()) -> Context
"""
from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys

from index.first import pointed_files
from index.indexer import IndexStats, index_repo
from index.loops import LOOP_THRESHOLD
from index.models import Context, Frame, Query, Snippet, TrainingLoop
from index.search import open_view, search
from index.smells import suspicions

__all__ = ["IndexStats", "Query", "Frame", "Snippet", "Context", "TrainingLoop", "build_context",
           "index_repo", "search", "training_loops"]


def training_loops(repo: str, home: str | None = None, embedder=None) -> list[TrainingLoop]:
    """Functions of an indexed repo that look like training loops, best first."""
    from index.embed import default_embedder
    view = open_view(repo, home, embedder or default_embedder())
    rows = view.rows
    steps = {cid for cid, r in rows.items() if r["kind"] != "class" and (r["loop_score"] or 0) >= LOOP_THRESHOLD}
    loops = {cid: (float(rows[cid]["loop_score"]), json.loads(rows[cid]["loop_signals"] or "[]")) for cid in steps}
    # an epoch driver (fit(), main()) that loops over epochs and calls a training step is a loop too
    for cid, callees in view.graph.calls.items():
        r = rows.get(cid)
        if cid in steps or not r or r["kind"] != "function":
            continue
        signals = json.loads(r["loop_signals"] or "[]")
        called = sorted(callees & steps)
        if called and "epoch loop" in signals:
            name = rows[called[0]]["qualname"]
            loops[cid] = (float(r["loop_score"]) + 2.0, [*signals, f"calls training step {name}"])
    out = [TrainingLoop(rows[cid]["path"], rows[cid]["qualname"], rows[cid]["start"], rows[cid]["end"], score, sig)
           for cid, (score, sig) in loops.items()]
    return sorted(out, key=lambda t: (-t.score, t.path, t.start))


def _entry_points(repo: str) -> list:
    try:
        mod = importlib.import_module("index.entry_points")
    except ModuleNotFoundError as exc:
        if exc.name == "index.entry_points":
            return []       # the lead's module is not there yet
        raise
    return list(mod.find_entry_points(repo))


FIRST_MIN_FILES = int(os.environ.get("REPGEN_FIRST_MIN_FILES", "300"))


def index_rest_in_background(root: str, home: str | None) -> int:
    """Index the rest of `root` in a detached process (it waits for the write lock); its pid."""
    code = "import sys; from index import index_repo; index_repo(sys.argv[1], home=sys.argv[2] or None)"
    proc = subprocess.Popen([sys.executable, "-c", code, root, home or ""], start_new_session=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    return proc.pid


def build_context(repo: str, query: Query, k: int = 12, home: str | None = None,
                  disable: frozenset[str] = frozenset(), embedder=None, background: bool | None = None) -> Context:
    """Index `repo` incrementally, search it for `query` and gather what a generator needs.

    `disable` may hold "retrieval" (no search), "rerank" (hybrid without rerank) and
    "training-loops" (no loop detection).

    Report first: when FIRST_MIN_FILES or more files are not indexed yet (a first index of a large
    repository), only the files the report points at are indexed now (index.first) and searched;
    the rest is indexed by a background process (`background`, default: when the embedder is the
    process default, which that process uses too) and later searches see it. `Context.searched`
    says so.
    """
    from index.embed import default_embedder
    embedder = embedder or default_embedder()
    picked: dict[str, int] = {}

    def report_first(changed: list[str], texts: dict[str, str], indexed: int) -> list[str] | None:
        if len(changed) < FIRST_MIN_FILES:
            return None
        chosen = pointed_files(query, texts)
        picked.update(chosen=len(chosen), changed=len(changed))
        # a report that points nowhere, on an empty index, waits for the whole index
        return chosen if chosen or indexed else None

    stats = index_repo(repo, home=home, embedder=embedder, only=report_first, first=[f.file for f in query.frames])
    root = stats.repo
    ctx = Context(skipped=list(stats.skipped))
    if stats.pending:
        if background is None:
            background = embedder is default_embedder()
        later = (f"the other {stats.pending} are being indexed in the background (pid "
                 f"{index_rest_in_background(root, home)}) for later searches") if background else \
            f"the other {stats.pending} are indexed on the next index run"
        ctx.searched = (f"searched {stats.files - stats.pending} of {stats.files} files: {picked.get('chosen', 0)} "
                        f"the report points at (traceback files, files it names or that define names it quotes, "
                        f"their imports and importers) were indexed first; {later}")
    if "retrieval" not in disable:
        mode = "hybrid" if "rerank" in disable else "hybrid+rerank"
        ctx.snippets = search(root, query, k=k, home=home, mode=mode, embedder=embedder)
        for s in ctx.snippets:
            s.repo = repo
    if "training-loops" not in disable:
        ctx.training_loops = training_loops(root, home, embedder)
    ctx.entry_points = _entry_points(root)
    view = open_view(root, home, embedder)
    focus = {f"{s.path}::{s.qualname}" for s in ctx.snippets} | \
        {f"{t.path}::{t.qualname}" for t in ctx.training_loops}
    ctx.edges = [(a, b) for a, b in view.graph.edges() if a in focus or b in focus]
    ctx.config_files = json.loads(view.store.meta().get("configs") or "[]")
    if "retrieval" not in disable:
        ctx.suspicions = suspicions(view.smells, view.rows, query.symptom)
    return ctx
