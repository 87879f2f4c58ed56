"""Verified cause: after a reproduction, try small repairs at the suspected places and keep one that turns the
test green while the test still runs the repaired function.

Where to look (`suspected_sites`), strongest first: the innermost repository frame of the failure, with the repair
its exception asks for; the known bug patterns the index found that cause the reported symptom
(`index.smells`); removed framework APIs in the repository's code; then looser patterns in the functions on the
failing path and the best-ranked ones. Each site gives candidate edits (`bot.core.repairs`, libcst) on a copy of
the repository; the reproduction test runs on each copy through the pipeline's own `run_test` (the same sandbox),
two at a time, under a time budget.

A candidate is a **verified cause** only when the test passes (one test ran and passed: none skipped) and the
harness saw the repaired function run: a repair that makes the test green by taking the code path away is rejected.
The copy's watched functions start with a call that tells the harness they ran (`mark_reach`); one that cannot be
marked is watched by the harness's trace probe instead (`repgen_reach.json`, runner/harness), which costs every
Python call of the run. A nondeterminism test must pass twice. Where the repository has its own
tests, they run before and after on the repaired copy and may not get worse.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

import libcst as cst

from bot.core.bug_report import BugReport
from bot.core.origin import REPOSITORY, failure_origin
from bot.core.repairs import (
    Repair,
    Site,
    axis_change,
    enclosing_function,
    function_spans,
    probe_axes,
    repairs_at,
    unified_diff,
)
from bot.core.templating import render
from index.models import Context
from runner.local import COPY_IGNORE, REACH_NAME
from runner.models import RunLimits, RunResult

RunTest = Callable[[str, str, RunLimits], RunResult]

MAX_CANDIDATES = 8
WORKERS = 2                  # runs side by side (each test is single-threaded; this machine kind has 2 cores)
MIN_RUN_S = 15.0             # a candidate run given less than this cannot start torch and a test
LOOSE_FUNCTIONS = 4          # functions on the failing path / best ranked, tried with the looser patterns
REPEATS = {"nondeterminism": 2}   # a flaky symptom must stay away this many runs

# exception text -> (site kind, detail), tried at the innermost repository frame
EXCEPTION_KINDS: list[tuple[re.Pattern, str, str]] = [
    (re.compile(r"shapes? cannot be multiplied|size mismatch|mat1 and mat2", re.I), "shape_mismatch", ""),
    (re.compile(r"expected scalar type Long|expected .*dtype.* Long|Long.*expected|target.*Long", re.I),
     "dtype_mismatch", "long"),
    (re.compile(r"dtype Long but expected Float|can't be cast to the desired output type Long|"
                r"expected scalar type Float|Found dtype \w+ but expected Float", re.I), "dtype_mismatch", "float"),
    (re.compile(r"view size is not compatible", re.I), "view_not_contiguous", ""),
    (re.compile(r"modified by an inplace operation|in-place operation", re.I), "inplace_modified", ""),
    (re.compile(r"Dimension out of range|out of range|index \d+ is out of bounds", re.I), "dim_out_of_range", ""),
]
# "Target -1 is out of bounds": a padding label the loss was not told to ignore (the value is the detail)
TARGET_OUT_OF_BOUNDS = re.compile(r"Target (-?\d+) is out of bounds")
LOOSE_BY_SYMPTOM: dict[str, tuple[str, ...]] = {
    "nondeterminism": ("missing_eval", "wrong_dim"),
    "wrong_output": ("missing_eval", "wrong_dim", "missing_ignore_index"),
    "nan_or_inf": ("missing_epsilon",),
    "no_learning": ("missing_ignore_index", "wrong_dim"),
    "memory_growth": ("tensor_accumulated",),
    "exception": ("wrong_dim",),
}
# exceptions raised away from their cause (at backward(), in the framework): looser sites in the failing path's
# and the best-ranked functions
LOOSE_BY_EXCEPTION: list[tuple[re.Pattern, str]] = [
    (re.compile(r"modified by an inplace operation|in-place operation", re.I), "inplace_modified"),
]
ACCUMULATOR = re.compile(r"loss|total|sum|running|acc|hist", re.I)


@dataclass
class Tried:
    path: str
    line: int
    function: str
    repair: str               # what the edit did, in words
    result: str               # what the test did on the repaired copy, in words


@dataclass
class Cause:
    verified: bool
    path: str = ""
    line: int = 0
    function: str = ""
    kind: str = ""
    repair: str = ""
    diff: str = ""
    own_tests: str = ""       # "12 passed before, 12 after" where the repository has tests
    tried: list[Tried] = field(default_factory=list)
    seconds: float = 0.0
    note: str = ""            # why the search stopped, when it did not finish
    fixed_source: str = ""    # the repaired file's whole text (for a PR's second commit; not in result.json)

    def to_dict(self) -> dict:
        out = asdict(self)
        out.pop("fixed_source")
        return out

    @property
    def where(self) -> str:
        return f"{self.path}:{self.line}"


# --------------------------------------------------------------------------- where to look
def _read(repo_dir: str, rel: str) -> str | None:
    try:
        return Path(repo_dir, rel).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _repository_frames(result: RunResult, repo_dir: str) -> list[dict]:
    """The failure's frames in repository files, innermost first (the test's and the framework's left out)."""
    frames = (result.exception.frames if result.exception else []) or []
    origin = failure_origin(frames, repo_dir)
    if origin.kind != REPOSITORY:
        return []
    out = []
    for frame in reversed(frames):
        rel = str(frame.get("file", ""))
        if rel and not os.path.isabs(rel) and _read(repo_dir, rel) is not None and rel != "test_repro.py":
            out.append(frame)
    return out


def exception_sites(result: RunResult, repo_dir: str) -> list[Site]:
    if result.exception is None:
        return []
    text = f"{result.exception.type}: {result.exception.message}"
    out = []
    for frame in _repository_frames(result, repo_dir)[:2]:
        rel, line = str(frame["file"]), int(frame.get("line") or 0)
        source = _read(repo_dir, rel) or ""
        function = enclosing_function(source, line)
        why = f"the failure passes through {rel}:{line}"
        if result.exception.type.endswith("ZeroDivisionError"):
            out.append(Site(rel, line, function, "zero_division", why=why))
        if m := TARGET_OUT_OF_BOUNDS.search(text):
            out.append(Site(rel, line, function, "target_out_of_bounds", m.group(1), why))
        for pattern, kind, detail in EXCEPTION_KINDS:
            if pattern.search(text):
                out.append(Site(rel, line, function, kind, detail, why))
    return out


def suspected_sites(report: BugReport, context: Context | None, result: RunResult, repo_dir: str,
                    removed_apis: list[tuple[str, int, str]] = ()) -> list[Site]:
    """Every place worth a repair, strongest first. `removed_apis`: (path, line, api) in the repository's code."""
    sites = exception_sites(result, repo_dir)
    for path, line, api in removed_apis:
        sites.append(Site(path, line, enclosing_function(_read(repo_dir, path) or "", line), "removed_api", api,
                          "a removed framework API"))
    for s in (context.suspicions if context else []):
        sites.append(Site(s.path, s.line, s.qualname, s.kind, why=s.message))
    loose = LOOSE_BY_SYMPTOM.get(report.symptom, ())
    if result.exception is not None:
        text = f"{result.exception.type}: {result.exception.message}"
        loose = tuple(kind for pattern, kind in LOOSE_BY_EXCEPTION if pattern.search(text)) + tuple(loose)
    for path, function in _loose_functions(context, result, repo_dir):
        source = _read(repo_dir, path) or ""
        span = function_spans(source).get(function)
        if span is None:
            continue
        for kind in loose:
            if kind == "tensor_accumulated":
                sites += [Site(path, ln, function, kind, why="a value summed across steps")
                          for ln in _accumulations(source, span)]
            else:
                sites.append(Site(path, span.start, function, kind, why="on the failing path"))
    seen, out = set(), []
    for s in sites:
        key = (s.path, s.line, s.kind, s.detail)
        if key not in seen:
            seen.add(key)
            out.append(s)
    return out


def _loose_functions(context: Context | None, result: RunResult, repo_dir: str) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for frame in _repository_frames(result, repo_dir)[:2]:
        rel = str(frame["file"])
        out.append((rel, enclosing_function(_read(repo_dir, rel) or "", int(frame.get("line") or 0))))
    for s in (context.suspicions if context else []):
        out.append((s.path, s.qualname))
    for snip in (context.snippets if context else []):
        if snip.kind == "function":
            out.append((snip.path, snip.qualname))
    return list(dict.fromkeys(o for o in out if o[1]))[:LOOSE_FUNCTIONS]


def _accumulations(source: str, span: range) -> list[int]:
    lines = source.splitlines()
    return [ln for ln in span if 0 < ln <= len(lines)
            and re.match(r"\s*([\w.\[\]'\"]+)\s*\+=", lines[ln - 1])
            and ACCUMULATOR.search(lines[ln - 1].split("+=")[0])][:3]


def candidate_repairs(sites: list[Site], repo_dir: str, limit: int = MAX_CANDIDATES) -> list[Repair]:
    out: list[Repair] = []
    for site in sites:
        source = _read(repo_dir, site.path)
        if source is None:
            continue
        for repair in repairs_at(site, source):
            if not any(r.path == repair.path and r.source == repair.source for r in out):
                out.append(repair)
            if len(out) >= limit:
                return out
    return out


def repair_from_edit(repo_dir: str, path: str, old: str, new: str) -> Repair:
    """A repair proposed as text (Claude's try_fix): `old` replaced once by `new` in one repository file.
    ValueError with the reason when it cannot be applied."""
    rel = os.path.normpath(path.strip().lstrip("/"))
    if not rel or rel.startswith("..") or not Path(repo_dir, rel).is_file():
        raise ValueError(f"no such repository file: {path!r}")
    source = _read(repo_dir, rel)
    if source is None:
        raise ValueError(f"{rel} is not a text file")
    if not old or source.count(old) != 1:
        raise ValueError(f"`old` must occur exactly once in {rel} (found {source.count(old) if old else 0})")
    fixed = source.replace(old, new, 1)
    try:
        compile(fixed, rel, "exec")
    except SyntaxError as exc:
        raise ValueError(f"the repaired {rel} does not parse: {exc.msg} (line {exc.lineno})") from exc
    line = source[:source.index(old)].count("\n") + 1
    return Repair(rel, line, enclosing_function(source, line), "proposed", "the proposed repair", fixed,
                  unified_diff(rel, source, fixed))


# --------------------------------------------------------------------------- checking a candidate
def watched(repair: Repair, failing_path: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """What a green run must still run: the repaired function, and every repository function the failure
    passed through (a repair that takes the failing call away skips one of them)."""
    return list(dict.fromkeys([(repair.path, repair.function), *failing_path]))


def failing_path(result: RunResult, repo_dir: str) -> list[tuple[str, str]]:
    out = []
    for frame in _repository_frames(result, repo_dir):
        rel = str(frame["file"])
        function = enclosing_function(_read(repo_dir, rel) or "", int(frame.get("line") or 0))
        if function:
            out.append((rel, function))
    return out


class _ReachMarker(cst.CSTTransformer):
    """Puts `__import__("repgen_harness").reach(key)` first in each wanted function (after its docstring)."""

    def __init__(self, wanted: dict[str, str]) -> None:
        self.wanted, self.stack, self.marked = wanted, [], set()

    def visit_ClassDef(self, node: cst.ClassDef) -> None:
        self.stack.append(node.name.value)

    def leave_ClassDef(self, original: cst.ClassDef, updated: cst.ClassDef) -> cst.ClassDef:
        self.stack.pop()
        return updated

    def visit_FunctionDef(self, node: cst.FunctionDef) -> None:
        self.stack.append(node.name.value)

    def leave_FunctionDef(self, original: cst.FunctionDef, updated: cst.FunctionDef) -> cst.FunctionDef:
        qualname = ".".join(self.stack)
        self.stack.pop()
        key = self.wanted.get(qualname)
        if key is None or qualname in self.marked or not isinstance(updated.body, cst.IndentedBlock):
            return updated
        body = list(updated.body.body)
        at = 1 if body and isinstance(body[0], cst.SimpleStatementLine) and isinstance(body[0].body[0], cst.Expr) \
            and isinstance(body[0].body[0].value, cst.SimpleString | cst.ConcatenatedString) else 0
        marker = cst.parse_statement(f"__import__('repgen_harness').reach({key!r})\n")
        self.marked.add(qualname)
        return updated.with_changes(body=updated.body.with_changes(body=[*body[:at], marker, *body[at:]]))


def mark_reach(source: str, qualnames: dict[str, str]) -> tuple[str, set[str]]:
    """`source` with a reach marker first in each function of `qualnames` ({qualname: key}), and the qualnames it
    marked (none when it does not parse)."""
    try:
        module = cst.parse_module(source)
    except cst.ParserSyntaxError:
        return source, set()
    marker = _ReachMarker(qualnames)
    return module.visit(marker).code, marker.marked


def repaired_copy(repo_dir: str, repair: Repair, dest: str, watch: list[tuple[str, str]] = (),
                  mark: bool = True) -> str:
    """A copy of the repository with the repair applied and the functions in `watch` watched (`mark=False`: none,
    for runs whose reach nobody reads)."""
    copy = os.path.join(dest, "repo")
    shutil.copytree(repo_dir, copy, ignore=COPY_IGNORE, symlinks=True)
    Path(copy, repair.path).write_text(repair.source, encoding="utf-8")
    if not mark:
        return copy
    axes = _axis_probe(repo_dir, repair)
    if axes:
        Path(copy, repair.path).write_text(axes, encoding="utf-8")
    targets = watch or [(repair.path, repair.function)]
    by_file: dict[str, dict[str, str]] = {}
    for p, q in targets:
        by_file.setdefault(p, {})[q] = f"{p}::{q}"
    traced = []
    for rel, wanted in by_file.items():
        file = Path(copy, rel)
        try:
            source, marked = mark_reach(file.read_text(encoding="utf-8"), wanted)
        except (OSError, UnicodeDecodeError):
            source, marked = "", set()
        if marked:
            file.write_text(source, encoding="utf-8")
        traced += [(rel, q) for q in wanted if q not in marked]
    if traced:
        Path(copy, REACH_NAME).write_text(json.dumps([{"path": p, "qualname": q} for p, q in traced]))
    return copy


def _axis_probe(repo_dir: str, repair: Repair) -> str | None:
    """The repaired file with its changed axis watched (repairs.probe_axes), for a change of `dim` only."""
    original = _read(repo_dir, repair.path)
    change = axis_change(original, repair.source) if original is not None else None
    if change is None:
        return None
    line, name, old, new = change
    return probe_axes(repair.source, line, name, old, new, axes_key(repair))


def axes_key(repair: Repair) -> str:
    return f"{repair.path}:{repair.line}:axes"


def judge_green(result: RunResult, watch: list[tuple[str, str]], repair: Repair | None = None) -> tuple[bool, str]:
    """Whether the run on the repaired copy shows the repair fixed the failure, and what it did, in words."""
    counts = result.test_outcomes or {}
    if result.outcome == "timeout" or result.limit_hit:
        return False, f"the run hit its {result.limit_hit or 'time'} limit"
    if result.outcome != "passed":
        if result.exception is not None:
            return False, f"the test still fails ({result.exception.type}: {result.exception.message[:120]})"
        return False, f"the test still fails ({result.outcome})"
    if counts.get("skipped") or not counts.get("passed"):
        return False, "the test did not run (skipped or not collected)"
    missing = [q for p, q in watch if f"{p}::{q}" not in result.reached]
    if missing:
        return False, (f"the test passed without running `{missing[0]}`: rejected (the code path was not reached)")
    if repair is not None:
        key = axes_key(repair)
        if f"{key}#square" in result.reached and f"{key}#apart" not in result.reached:
            return False, ("the test passes, but every tensor it gave the changed call has the same size along "
                           "the old and the new axis, so a change of axis cannot be told apart on these inputs: "
                           "not verified")
    return True, "the test passes and still runs the repaired function"


def check_candidate(repo_dir: str, repair: Repair, test_source: str, run_test: RunTest, timeout_s: float,
           repeats: int, path: list[tuple[str, str]] = ()) -> tuple[bool, str]:
    work = tempfile.mkdtemp(prefix="repgen_cause_")
    try:
        watch = watched(repair, list(path))
        copy = repaired_copy(repo_dir, repair, work, watch)
        verdict = (False, "not run")
        for _ in range(repeats):
            verdict = judge_green(run_test(copy, test_source, RunLimits(timeout_s=timeout_s)), watch, repair)
            if not verdict[0]:
                break
        return verdict
    except Exception as exc:  # a candidate that cannot be checked is one that failed, never a lost search
        return False, f"could not be checked: {exc}"
    finally:
        shutil.rmtree(work, ignore_errors=True)


# --------------------------------------------------------------------------- the repository's own tests
def own_test_paths(repo_dir: str) -> list[str]:
    out = [d for d in ("tests", "test") if Path(repo_dir, d).is_dir()
           and any(Path(repo_dir, d).rglob("test_*.py"))]
    out += sorted(p.name for p in Path(repo_dir).glob("test_*.py") if p.name != "test_repro.py")
    return out


SUITE_COUNTS = re.compile(r"(\d+) (passed|failed|error|errors)\b")


def suite_counts(output: str) -> dict[str, int] | None:
    if "REPGEN-OWN-SUITE" not in output or "REPGEN-OWN-SUITE timeout" in output:
        return None
    counts: dict[str, int] = {"passed": 0, "failed": 0}
    inner = output.split("REPGEN-OWN-SUITE", 1)[1].split("REPGEN-OWN-SUITE-END", 1)[0]
    for n, word in SUITE_COUNTS.findall(inner):
        counts["failed" if word.startswith("error") else word] += int(n)
    return counts


def _run_suite(folder: str, paths: list[str], run_test: RunTest, timeout_s: float,
               repair: Repair | None = None) -> dict[str, int] | None:
    source = render("tests/own_suite.py.j2", paths=paths, timeout_s=max(5, int(timeout_s - 5)))
    work = tempfile.mkdtemp(prefix="repgen_suite_")
    try:
        copy = repaired_copy(folder, repair, work, mark=False) if repair else folder
        return suite_counts(run_test(copy, source, RunLimits(timeout_s=timeout_s)).output_tail)
    except Exception:
        return None
    finally:
        shutil.rmtree(work, ignore_errors=True)


def compare_own_tests(repo_dir: str, repair: Repair, run_test: RunTest, timeout_s: float) -> tuple[bool, str]:
    """(not worse, what the counts were). No tests, or a suite that cannot run: not worse, said so."""
    paths = own_test_paths(repo_dir)
    if not paths:
        return True, ""
    with ThreadPoolExecutor(2) as pool:
        before = pool.submit(_run_suite, repo_dir, paths, run_test, timeout_s)
        after = pool.submit(_run_suite, repo_dir, paths, run_test, timeout_s, repair)
        b, a = before.result(), after.result()
    if b is None or a is None:
        return True, "the repository's own tests could not be run to compare"
    text = f"the repository's own tests: {b['passed']} passed, {b['failed']} failed before; " \
           f"{a['passed']} passed, {a['failed']} failed after"
    return a["failed"] <= b["failed"] and a["passed"] >= b["passed"], text


# --------------------------------------------------------------------------- the search
def _done(value: object) -> Future:
    future: Future = Future()
    future.set_result(value)
    return future


def speculative_repair(report: BugReport, context: Context | None, repo_dir: str,
                       removed_apis: list[tuple[str, int, str]] = ()) -> Repair | None:
    """The candidate the search would try first when the failure adds no place of its own (a check of the test
    failed, not the repository's code): known before the test runs, so it can be checked beside the run."""
    sites = suspected_sites(report, context, RunResult(outcome="failed"), repo_dir, removed_apis)
    repairs = candidate_repairs(sites, repo_dir, 1)
    return repairs[0] if repairs else None


def speculation_holds(result: RunResult, repo_dir: str, test_source: str, checked_source: str) -> bool:
    """Whether a candidate checked beside the run (`speculative_repair`, watching only the repaired function) holds
    for the search: the same test, and no other repository function the failure passed through to watch. The
    search reuses it only for the identical repair (`find_cause(checked=...)`)."""
    return checked_source == test_source and not failing_path(result, repo_dir)


def find_cause(repo_dir: str, test_source: str, report: BugReport, context: Context | None, result: RunResult,
               run_test: RunTest, budget_s: float, removed_apis: list[tuple[str, int, str]] = (),
               on_candidate: Callable[[Repair, bool, str], None] | None = None,
               proposed: list[Repair] = (), checked: dict[tuple[str, str], tuple[bool, str]] | None = None) -> Cause:
    """Try candidate repairs, best first, until one is verified or the budget is spent. `proposed`: repairs a
    generator proposed (checked again here, first, against the final test). `checked`: verdicts already known
    for this test, by (path, repaired source) (the first candidate, checked beside the reproduction run)."""
    checked = checked or {}
    started = time.monotonic()
    deadline = started + budget_s
    repairs = list(proposed) + candidate_repairs(suspected_sites(report, context, result, repo_dir, removed_apis),
                                                 repo_dir, MAX_CANDIDATES - len(proposed))
    cause = Cause(False)
    if not repairs:
        cause.note = "no known bug pattern fits the suspected places"
    per_run = max(MIN_RUN_S * 2, 3 * (result.seconds or 10.0) + 10)
    repeats = REPEATS.get(report.symptom, 1)
    path = failing_path(result, repo_dir)
    # the strongest candidate runs alone (it is usually the one, and a second run beside it slows it); the rest
    # run WORKERS at a time
    waves = [repairs[:1]] + [repairs[i:i + WORKERS] for i in range(1, len(repairs), WORKERS)]
    with ThreadPoolExecutor(WORKERS) as pool:
        done = 0
        for wave in (w for w in waves if w):
            left = deadline - time.monotonic()
            if left < MIN_RUN_S:
                cause.note = f"the {budget_s:.0f} s budget for the cause search was spent " \
                             f"after {done} of {len(repairs)} candidates"
                break
            done += len(wave)
            futures = [_done(checked[(r.path, r.source)]) if (r.path, r.source) in checked else
                       pool.submit(check_candidate, repo_dir, r, test_source, run_test, min(per_run, left), repeats,
                                   path) for r in wave]
            verified = None
            for repair, future in zip(wave, futures, strict=True):
                ok, words = future.result()
                if on_candidate is not None:
                    on_candidate(repair, ok, words)
                if ok and verified is None:
                    not_worse, counts = compare_own_tests(repo_dir, repair, run_test,
                                                          max(MIN_RUN_S, deadline - time.monotonic()))
                    if not not_worse:
                        ok, words = False, f"the test passes, but {counts} (worse): rejected"
                    else:
                        cause.own_tests = counts
                cause.tried.append(Tried(repair.path, repair.line, repair.function, repair.words, words))
                if ok and verified is None:
                    verified = repair
            if verified is not None:
                cause.verified = True
                cause.path, cause.line, cause.function = verified.path, verified.line, verified.function
                cause.kind, cause.repair, cause.diff = verified.kind, verified.words, verified.diff
                cause.fixed_source = verified.source
                break
    cause.seconds = round(time.monotonic() - started, 2)
    return cause
