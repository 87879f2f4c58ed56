"""Minimize a test that reproduced: drop what the failure does not need, keep the smallest test that still fails
the same way.

Candidates, largest first, each one step smaller than the current test: a statement of the test function (a setup
run, a prepared input) whose names nothing later uses. (`option_candidates`, the options of a command line the test
passes, are not tried by default: without an option a script runs at its default size, usually larger and slower,
and the reporter's settings are part of the story.)
Each candidate runs in the sandbox like the test did, twice side by side: on the repository as it is, where it
must still reproduce (the same verdict rule as the reproduction) with the **same failure** (the same symptom, the
same check kind, and for an exception the same type raised at the same repository function), and on the copy with
the verified cause's repair, where it must pass and still run the repaired code. A candidate whose failure comes
from somewhere else (the test's own code, another function, a missing file) is refused with the reason, so
minimizing never trades the reported bug for another failure; one that fails on the repaired copy too is refused,
so the smaller test still passes once the bug is fixed. Without a verified cause there is no fixed code to hold a
smaller test to: the test stays as it reproduced.
"""
from __future__ import annotations

import ast
import json
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

from bot.core.bug_report import BugReport
from bot.core.origin import failure_origin
from bot.core.verdict import match_symptom
from runner.models import RunLimits, RunResult

RunTest = Callable[[str, str, RunLimits], RunResult]
# (candidate test source) -> (it passes on the repaired copy and runs the repaired code, in words)
PassesFixed = Callable[[str], "tuple[bool, str]"]

MAX_TRIES = 3            # candidates tried, one at a time (each runs on the buggy and the repaired copy at once)


@dataclass
class Minimized:
    source: str
    dropped: list[str] = field(default_factory=list)    # what was taken away, in words
    refused: list[str] = field(default_factory=list)    # candidates whose failure changed, and why
    tries: int = 0
    seconds: float = 0.0
    last_run: RunResult | None = None                   # the run of the kept (smallest) test

    def to_dict(self) -> dict:
        return {"dropped": self.dropped, "refused": self.refused, "tries": self.tries, "seconds": self.seconds}


# --------------------------------------------------------------------------- what the failure is
def failure_key(report: BugReport, result: RunResult, repo_dir: str) -> tuple | None:
    """What makes two failures the same one: the verdict's symptom, the check's kind, and for an exception its type
    and the repository function it was raised in. None when the run does not reproduce."""
    match = match_symptom(report, result, repo_dir)
    if not match.matched:
        return None
    kind = (result.failure_record or {}).get("kind")
    exc = result.exception
    where = None
    if exc is not None and exc.type.rsplit(".", 1)[-1] != "AssertionError":
        origin = failure_origin(exc.frames, repo_dir)
        where = (origin.kind, (origin.frame or {}).get("file"), (origin.frame or {}).get("function"))
    return match.symptom, kind, exc.type if exc is not None else None, where


def same_failure(report: BugReport, want: tuple, after: RunResult, repo_dir: str) -> tuple[bool, str]:
    """Whether `after` fails as the failure `want` (its `failure_key`) did, and why not in words."""
    got = failure_key(report, after, repo_dir)
    if got is None:
        return False, match_symptom(report, after, repo_dir).reason
    if got != want:
        return False, f"a different failure: {_words(got)} instead of {_words(want)}"
    return True, "the same failure"


def _words(key: tuple | None) -> str:
    if key is None:
        return "no reproduction"
    symptom, kind, exc, where = key
    text = exc or kind or symptom
    if where is not None:
        text += f" raised in {where[1]} ({where[2]}, {where[0]})"
    return text


# --------------------------------------------------------------------------- candidates
def _tests(tree: ast.Module) -> list[ast.FunctionDef]:
    return [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test")]


def _bound(node: ast.stmt) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}


def _loaded(nodes: list[ast.stmt]) -> set[str]:
    return {n.id for s in nodes for n in ast.walk(s) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)}


def _drop_lines(source: str, first: int, last: int) -> str:
    lines = source.splitlines(keepends=True)
    return "".join(lines[:first - 1] + lines[last:])


def statement_candidates(source: str) -> list[tuple[str, str]]:
    """(what is dropped, the test without it) for each statement of a test function, but its docstring and its
    last statement (the check), whose bound names nothing after it uses; largest first."""
    tree = ast.parse(source)
    out = []
    for test in _tests(tree):
        body = test.body
        start = 1 if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) else 0
        for i in range(start, len(body) - 1):
            stmt = body[i]
            if _bound(stmt) & _loaded(body[i + 1:]):
                continue
            # the seed keeps the buggy and the fixed runs comparable: one run cannot show it is not needed
            if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) \
                    and getattr(stmt.value.func, "id", "") == "_seed_all":
                continue
            text = ast.get_source_segment(source, stmt) or ""
            out.append((f"`{text.splitlines()[0][:100]}`", _drop_lines(source, stmt.lineno, stmt.end_lineno)))
    return sorted(out, key=lambda c: len(c[1]))


def option_candidates(source: str) -> list[tuple[str, str]]:
    """(what is dropped, the test without it) for each option of a command line (a list of string literals that
    holds `--flag`s) in a test function."""
    tree = ast.parse(source)
    lines = source.splitlines(keepends=True)
    out = []
    for test in _tests(tree):
        for node in ast.walk(test):
            if not (isinstance(node, ast.List) and node.elts and node.lineno == node.end_lineno
                    and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in node.elts)):
                continue
            words = [e.value for e in node.elts]
            for i, word in enumerate(words):
                if not word.startswith("--"):
                    continue
                span = 2 if i + 1 < len(words) and not words[i + 1].startswith("-") else 1
                kept = words[:i] + words[i + span:]
                line = lines[node.lineno - 1]
                # byte offsets: col_offset counts UTF-8 bytes
                raw = line.encode()
                new = raw[:node.col_offset] + json.dumps(kept, ensure_ascii=False).encode() + raw[node.end_col_offset:]
                edited = lines[:node.lineno - 1] + [new.decode()] + lines[node.lineno:]
                out.append((f"`{' '.join(words[i:i + span])}`", "".join(edited)))
    return out


def candidates(source: str, options: bool = False) -> list[tuple[str, str]]:
    try:
        return statement_candidates(source) + (option_candidates(source) if options else [])
    except SyntaxError:
        return []


# --------------------------------------------------------------------------- the search
def minimize(source: str, report: BugReport, result: RunResult, repo_dir: str, run_test: RunTest,
             passes_fixed: PassesFixed, budget_s: float, timeout_s: float, max_tries: int = MAX_TRIES) -> Minimized:
    """The smallest test found within `max_tries` candidates and `budget_s` that fails as `result` did on the
    repository and passes where `passes_fixed` says the bug is repaired."""
    started = time.monotonic()
    out = Minimized(source, last_run=result)
    want = failure_key(report, result, repo_dir)    # every smaller test must fail this way
    if want is None:
        return out
    tried: set[str] = set()
    with ThreadPoolExecutor(2) as pool:
        while out.tries < max_tries and budget_s - (time.monotonic() - started) >= timeout_s:
            pending = [c for c in candidates(out.source) if c[0] not in tried]
            if not pending:
                break
            words, smaller = pending[0]
            tried.add(words)
            out.tries += 1
            buggy = pool.submit(run_test, repo_dir, smaller, RunLimits(timeout_s=timeout_s))
            fixed = pool.submit(passes_fixed, smaller)
            try:
                after, (green, green_words) = buggy.result(), fixed.result()
            except Exception as exc:  # a candidate that cannot be run is one that is refused
                out.refused.append(f"{words}: could not be run ({exc})")
                continue
            ok, why = same_failure(report, want, after, repo_dir)
            if not ok:
                out.refused.append(f"dropping {words}: {why}")
            elif not green:
                out.refused.append(f"dropping {words}: on the repaired code {green_words}")
            else:
                out.source, out.last_run = smaller, after
                out.dropped.append(words)
    out.seconds = round(time.monotonic() - started, 2)
    return out
