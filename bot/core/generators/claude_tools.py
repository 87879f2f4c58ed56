"""The tools Claude may call while writing a reproduction, and the short summaries they return.

Every tool answers with bounded text: the model sees symptoms and tails, never megabytes of output.
"""
from __future__ import annotations

import ast
import os
import re
from collections.abc import Callable
from pathlib import Path

from index.models import Context, EntryPoint, Snippet
from runner.models import RunResult

MAX_READ_LINES = 300
MAX_TOOL_CHARS = 12_000
SKIP_DIRS = {".git", "__pycache__", ".venv", "venv", "node_modules", ".pytest_cache", ".mypy_cache"}

# (repo_dir, query, k) -> ranked snippets; the pipeline passes the hybrid index here
SearchFn = Callable[[str, str, int], list[Snippet]]


class ToolError(ValueError):
    """A tool call the model got wrong; its message goes back as an is_error tool_result."""


def clip(text: str, limit: int = MAX_TOOL_CHARS) -> str:
    if len(text) <= limit:
        return text
    head = limit // 3
    return f"{text[:head]}\n... [{len(text) - limit} characters cut] ...\n{text[-(limit - head):]}"


# --------------------------------------------------------------------------- search_code
def lexical_search(repo_dir: str, query: str, k: int) -> list[Snippet]:
    """Token-overlap search over 40-line windows of the repository's Python files.

    Used when no index is available (the tool still works on a bare checkout).
    """
    terms = {t.lower() for t in re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", query)}
    if not terms:
        return []
    hits: list[Snippet] = []
    for rel in python_files(repo_dir):
        try:
            lines = Path(repo_dir, rel).read_text(errors="replace").splitlines()
        except OSError:
            continue
        for start in range(0, max(len(lines), 1), 20):
            window = lines[start:start + 40]
            words = re.findall(r"[A-Za-z_][A-Za-z0-9_]{2,}", "\n".join(window).lower())
            score = sum(1 for w in words if w in terms) + 3 * len(terms & set(words))
            if score:
                hits.append(Snippet(repo="", path=rel, qualname="<window>", start=start + 1,
                                    end=start + len(window), kind="module", text="\n".join(window),
                                    score=float(score), why=["lexical"]))
    hits.sort(key=lambda s: -s.score)
    out: list[Snippet] = []
    for h in hits:  # overlapping windows: keep the better one
        if all(h.path != o.path or h.end < o.start or h.start > o.end for o in out):
            out.append(h)
        if len(out) >= k:
            break
    return out


def index_search(home: str | None, mode: str = "hybrid+rerank") -> SearchFn:
    """search_code backed by the repository's hybrid index (built by the pipeline's context stage)."""
    def run(repo_dir: str, query: str, k: int) -> list[Snippet]:
        try:
            from index import search
            from index.models import Query

            idents = re.findall(r"[A-Za-z_][\w.]{2,}", query)[:20]
            hits = search(repo_dir, Query(text=query, identifiers=idents), k=k, home=home, mode=mode)
        except Exception:   # no index for this checkout: the lexical search still answers
            hits = []
        return hits or lexical_search(repo_dir, query, k)
    return run


def format_snippets(snippets: list[Snippet]) -> str:
    if not snippets:
        return "no results"
    parts = []
    for s in snippets:
        why = f" [{', '.join(s.why)}]" if s.why else ""
        parts.append(f"### {s.path}::{s.qualname} lines {s.start}-{s.end}{why}\n{s.text}")
    return clip("\n\n".join(parts))


# --------------------------------------------------------------------------- read_code
def read_code(repo_dir: str, path: str, start: int | None = None, end: int | None = None) -> str:
    root = os.path.realpath(repo_dir)
    full = os.path.realpath(os.path.join(root, str(path).lstrip("/")))
    # the model's path comes from untrusted text: stay inside the repository
    if full != root and not full.startswith(root + os.sep):
        raise ToolError(f"{path!r} is outside the repository")
    if not os.path.isfile(full):
        near = [f for f in python_files(repo_dir) if f.endswith(os.path.basename(str(path)))][:5]
        raise ToolError(f"no file {path!r}" + (f"; did you mean {', '.join(near)}?" if near else ""))
    lines = Path(full).read_text(errors="replace").splitlines()
    first = max(1, int(start or 1))
    last = min(len(lines), int(end) if end else first + 199, first + MAX_READ_LINES - 1)
    body = "\n".join(f"{n:5d}  {lines[n - 1]}" for n in range(first, last + 1))
    return clip(f"{path} lines {first}-{last} of {len(lines)}\n{body}")


def python_files(repo_dir: str) -> list[str]:
    out = []
    for dirpath, dirnames, filenames in os.walk(repo_dir):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS)
        for name in sorted(filenames):
            if name.endswith(".py"):
                out.append(os.path.relpath(os.path.join(dirpath, name), repo_dir).replace(os.sep, "/"))
    return out


# --------------------------------------------------------------------------- list_entry_points
def format_entry_points(context: Context, repo_dir: str) -> str:
    eps: list[EntryPoint] = list(context.entry_points)
    if not eps:  # no index: scripts with a main guard are the entry points
        lines = []
        for rel in python_files(repo_dir):
            text = Path(repo_dir, rel).read_text(errors="replace")
            if re.search(r"^if __name__ == ['\"]__main__['\"]", text, re.M):
                lines.append(f"- {rel} (has a __main__ block)")
        return "\n".join(lines) or "no entry points found"
    lines = []
    for ep in eps:
        head = f"- {ep.path}" + (f" module={ep.module}" if ep.module else "") + (
            f" main={ep.main}(argv)" if ep.main and ep.main_accepts_argv else f" main={ep.main}" if ep.main else "")
        lines.append(head)
        for opt in ep.options:
            extra = ", ".join(f"{k}={v!r}" for k, v in (("type", opt.type), ("default", opt.default),
                                                         ("action", opt.action)) if v is not None)
            lines.append(f"    {'/'.join(opt.flags)}" + (f" ({extra})" if extra else ""))
        if ep.config_files:
            lines.append(f"    config files: {', '.join(ep.config_files)}")
    return clip("\n".join(lines))


# --------------------------------------------------------------------------- run_test
def summarize_run(result: RunResult, tail_chars: int = 2000) -> str:
    """What a run showed, in a few lines: outcome, exception, failure message, symptoms, series ends."""
    lines = [f"outcome: {result.outcome} in {result.seconds:.1f}s"]
    if result.exception:
        lines.append(f"exception: {result.exception.type}: {result.exception.message[:600]}")
    if result.failure_message:
        lines.append(f"failure message: {result.failure_message[:800]}")
    for sym in result.symptoms:
        lines.append(f"observed symptom: {sym.symptom} — " + "; ".join(sym.evidence[:3]))
    for name, points in result.series.items():
        if points:
            lines.append(f"series {name}: {len(points)} points, first {points[0][1]:.4g}, last {points[-1][1]:.4g}")
    if result.output_tail:
        lines.append("output tail:\n" + result.output_tail[-tail_chars:])
    return "\n".join(lines)


def syntax_error(source: str) -> str | None:
    try:
        ast.parse(source)
    except SyntaxError as exc:
        return f"SyntaxError line {exc.lineno}: {exc.msg}"
    return None
