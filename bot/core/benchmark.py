"""Run a bench set through `repgen reproduce` and judge each test, for `repgen bench`.

A case folder holds repo/, issue.md, fix.patch and case.json (the format of ../shared/bench). The tool
gets a fresh copy of repo/ and issue.md only; the test it writes is judged by the set's own
`judge.py` (`judge_case`) when the set ships one next to it, else by `judge_rule` below, the same
rule: the test fails on the buggy repo with output matching `symptom_regex` and passes once
fix.patch is applied.
"""
from __future__ import annotations

import hashlib
import importlib.util
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

COPY_IGNORE = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")
# the folder that holds the support module generated tests import: on the judge's path, as a pull request puts
# the module beside its tests (a case's own environment, not RepGen's, runs the judged test)
SUPPORT_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
                           "runner", "harness")
JudgeFn = Callable[..., dict]


@dataclass
class Case:
    id: str
    dir: str
    meta: dict


@dataclass
class CaseResult:
    case: str
    reproduced: bool
    tool_seconds: float
    status: str = "ok"
    detail: str = ""
    verdict: bool | None = None    # what the product itself concluded (result.json), to compare with the judge
    outcome: str = ""              # the product's outcome: reproduced | not_reproduced | inconclusive
    reason: str = ""               # and its reason
    cause: dict | None = None      # the product's cause search (result.json "cause"), when it ran
    cause_relevant: bool = False   # the verified cause is in a function the case's real fix changes
    cause_confirmed: bool | None = None  # the case's own reference test passes with the verified repair applied
    test_lines: int = 0            # the generated test's length: lines that are not blank and not comments
    symptom: str = ""              # the case's symptom (case.json)
    # the judge's two runs apart from its regex: failed on the buggy copy, passed on the fixed one
    buggy_failed: bool = False
    fixed_passed: bool = False


@dataclass
class ConfigResult:
    name: str                      # "full" or "-<component>"
    disable: tuple[str, ...]
    rows: list[CaseResult] = field(default_factory=list)

    @property
    def reproduced(self) -> int:
        return sum(r.reproduced for r in self.rows)

    @property
    def rate(self) -> float:
        return self.reproduced / len(self.rows) if self.rows else 0.0

    @property
    def median_s(self) -> float:
        return statistics.median(r.tool_seconds for r in self.rows) if self.rows else 0.0


def list_cases(set_dir: str, only: set[str] | None = None) -> list[Case]:
    cases = []
    for name in sorted(os.listdir(set_dir)):
        d = os.path.join(set_dir, name)
        meta_path = os.path.join(d, "case.json")
        if os.path.isfile(meta_path) and (not only or name in only):
            with open(meta_path, encoding="utf-8") as f:
                meta = json.load(f)
            cases.append(Case(meta.get("id", name), d, meta))
    return cases


def load_judge(set_dir: str) -> JudgeFn:
    """The set's own judge (SET_DIR/../judge.py, or SET_DIR/judge.py), else `judge_rule`."""
    for cand in (os.path.join(os.path.dirname(os.path.abspath(set_dir)), "judge.py"),
                 os.path.join(set_dir, "judge.py")):
        if os.path.isfile(cand):
            spec = importlib.util.spec_from_file_location("repgen_bench_judge", cand)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            if hasattr(mod, "judge_case"):
                return mod.judge_case
    return judge_rule


class CachedJudge:
    """Judges each (case, test text) once: ablation runs often write the very same test."""

    def __init__(self, judge: JudgeFn):
        self.judge = judge
        self.cache: dict[tuple[str, str], dict] = {}
        self.__name__ = getattr(judge, "__name__", "judge")
        self.__module__ = getattr(judge, "__module__", __name__)

    def __call__(self, case_dir: str, test_file: str, **kw) -> dict:
        with open(test_file, "rb") as f:
            key = (os.path.abspath(case_dir), hashlib.sha256(f.read()).hexdigest())
        if key not in self.cache:
            self.cache[key] = self.judge(case_dir, test_file, **kw)
        return self.cache[key]


# --------------------------------------------------------------------------- fallback judge
def judge_rule(case_dir: str, test_file: str, python: str = sys.executable, timeout: float = 120,
               threads: int = 1, **_ignored) -> dict:
    """The bench rule, for sets that ship no judge.py: fails on buggy with the symptom, passes on fixed."""
    meta = json.load(open(os.path.join(case_dir, "case.json"), encoding="utf-8"))
    out = {"case": meta.get("id", os.path.basename(case_dir)), "buggy_failed": False, "symptom_matched": False,
           "fixed_passed": False, "reproduced": False, "detail": ""}
    work = tempfile.mkdtemp(prefix="repgen_judge_")
    try:
        runs = {}
        for which in ("buggy", "fixed"):
            d = os.path.join(work, which)
            patch = open(os.path.join(case_dir, "fix.patch"), encoding="utf-8").read() if which == "fixed" else ""
            problem = patched_copy(os.path.join(case_dir, "repo"), d, patch)
            if problem:
                out["detail"] = f"fix.patch did not apply: {problem}"
                return out
            shutil.copyfile(test_file, os.path.join(d, "test_repro.py"))
            runs[which] = _pytest(python, d, timeout, threads)
        (b_rc, b_out, b_to), (f_rc, _f_out, f_to) = runs["buggy"], runs["fixed"]
        out["buggy_failed"] = b_to or b_rc not in (0, 4, 5)
        out["symptom_matched"] = (meta.get("symptom") == "hang_or_timeout") if b_to else (
            out["buggy_failed"] and bool(re.search(meta.get("symptom_regex", ""), b_out, re.I)))
        out["fixed_passed"] = not f_to and f_rc == 0
        out["reproduced"] = out["buggy_failed"] and out["symptom_matched"] and out["fixed_passed"]
        out["detail"] = f"buggy rc={b_rc} timed_out={b_to} | fixed rc={f_rc} timed_out={f_to}"
        return out
    finally:
        shutil.rmtree(work, ignore_errors=True)


def patched_copy(src: str, dest: str, patch: str = "") -> str:
    """Copy a case's repository to `dest` and apply `patch` (`patch -p1`); what went wrong, or "" when it applied."""
    shutil.copytree(src, dest, ignore=COPY_IGNORE)
    if not patch:
        return ""
    applied = subprocess.run(["patch", "-p1", "--batch", "--silent"], input=patch, text=True, cwd=dest,
                             capture_output=True, timeout=30)
    return (applied.stdout + applied.stderr)[-300:] or "patch failed" if applied.returncode else ""


def _pytest(python: str, cwd: str, timeout: float, threads: int,
            test: str = "test_repro.py") -> tuple[int | None, str, bool]:
    env = dict(os.environ, PYTHONPATH=os.pathsep.join([cwd, SUPPORT_DIR]), PYTHONDONTWRITEBYTECODE="1")
    if threads:
        env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = str(threads)
    proc = subprocess.Popen([python, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", test],
                            cwd=cwd, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    try:
        output, _ = proc.communicate(timeout=timeout)
        return proc.returncode, output.decode(errors="replace"), False
    except subprocess.TimeoutExpired:
        _kill(proc)
        return None, "", True


def _kill(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    proc.communicate()


# --------------------------------------------------------------------------- running the tool
@dataclass
class BenchOptions:
    generator: str = "auto"
    max_attempts: int = 3
    run_timeout: float = 120.0      # per test run, in the pipeline and in the judge
    tool_timeout: float = 1200.0    # per `repgen reproduce`
    jobs: int = 1
    home: str | None = None         # index cache shared by the runs (a temp folder by default)
    keep: str | None = None         # copy each case's outputs (test, result.json, run.log) into keep/<case>/


def run_case(case: Case, disable: tuple[str, ...], opts: BenchOptions, judge: JudgeFn) -> CaseResult:
    work = tempfile.mkdtemp(prefix=f"repgen_bench_{case.id}_")
    try:
        repo, issue, out = (os.path.join(work, n) for n in ("repo", "issue.md", "out"))
        shutil.copytree(os.path.join(case.dir, "repo"), repo, ignore=COPY_IGNORE)
        shutil.copyfile(os.path.join(case.dir, "issue.md"), issue)
        cmd = [sys.executable, "-m", "bot.cli.main", "reproduce", "--repo", repo, "--issue", issue, "--out", out,
               "--generator", opts.generator, "--max-attempts", str(opts.max_attempts),
               "--timeout", str(opts.run_timeout)]
        if disable:
            cmd += ["--disable", ",".join(disable)]
        env = dict(os.environ)
        if opts.home:
            env["REPGEN_HOME"] = opts.home
        start = time.monotonic()
        status = _run_tool(cmd, env, opts.tool_timeout, os.path.join(work, "tool.log"))
        seconds = round(time.monotonic() - start, 1)
        test = os.path.join(out, "repro_test.py")
        if not os.path.isfile(test) or not open(test).read().strip():
            return CaseResult(case.id, False, seconds, status, "no repro_test.py written",
                              *_product_verdict(os.path.join(out, "result.json")))
        res = judge(case.dir, test, python=case_python(case.dir, opts.home), timeout=opts.run_timeout, threads=1)
        product = _product_verdict(os.path.join(out, "result.json"))
        row = CaseResult(case.id, bool(res.get("reproduced")), seconds, status, str(res.get("detail", "")),
                         *product)
        row.buggy_failed, row.fixed_passed = bool(res.get("buggy_failed")), bool(res.get("fixed_passed"))
        row.cause = _product_cause(os.path.join(out, "result.json"))
        row.test_lines = code_lines(open(test, encoding="utf-8").read())
        row.symptom = str(case.meta.get("symptom", ""))
        if row.cause and row.cause.get("verified"):
            row.cause_relevant = cause_in_relevant(row.cause, case.meta.get("relevant") or [])
            row.cause_confirmed = reference_passes_with(case, row.cause.get("diff", ""), opts.run_timeout)
        return row
    except Exception as exc:  # one broken case must not stop the bench
        return CaseResult(case.id, False, 0.0, f"error: {type(exc).__name__}: {exc}")
    finally:
        if opts.keep and os.path.isdir(os.path.join(work, "out")):
            shutil.copytree(os.path.join(work, "out"), os.path.join(opts.keep, case.id), dirs_exist_ok=True)
        shutil.rmtree(work, ignore_errors=True)


def case_python(case_dir: str, home: str | None = None) -> str:
    """The interpreter the judge runs a case's test with: the repository's own environment (its declared
    dependencies, built or reused from the cache, as a user of the repository has them), else ours."""
    from runner.environments import prepare
    env = prepare(os.path.join(case_dir, "repo"), home=home)
    return sys.executable if env.error else env.python


def _product_verdict(path: str) -> tuple[bool | None, str, str]:
    """(reproduced, outcome, reason) from the product's result.json."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
        verdict = data.get("verdict") or {}
        return bool(data.get("reproduced")), str(verdict.get("outcome", "")), str(verdict.get("reason", ""))
    except (OSError, ValueError, AttributeError):
        return None, "", ""


def code_lines(source: str) -> int:
    """Lines that are neither blank nor comments (docstrings count: they are part of what a reader reads)."""
    return sum(1 for line in source.splitlines() if line.strip() and not line.strip().startswith("#"))


def _product_cause(path: str) -> dict | None:
    try:
        with open(path, encoding="utf-8") as f:
            cause = json.load(f).get("cause")
        return cause if isinstance(cause, dict) else None
    except (OSError, ValueError, AttributeError):
        return None


def cause_in_relevant(cause: dict, relevant: list[str]) -> bool:
    """Whether the verified cause's function is one the case's real fix changes ("path::Class.method")."""
    where = f"{cause.get('path', '')}::{cause.get('function', '')}"
    return any(where == r or where.endswith("/" + r) or r.endswith("/" + where) for r in relevant)


def reference_passes_with(case: Case, diff: str, timeout: float) -> bool | None:
    """The case's own reference test (written with the real fix in mind) run on the repository with the product's
    repair applied: an independent check of a verified cause. None when it cannot be run."""
    ref = os.path.join(case.dir, "reference_test.py")
    if not diff.strip() or not os.path.isfile(ref):
        return None
    work = tempfile.mkdtemp(prefix=f"repgen_cause_{case.id}_")
    try:
        repo = os.path.join(work, "repo")
        if patched_copy(os.path.join(case.dir, "repo"), repo, diff):
            return None
        shutil.copyfile(ref, os.path.join(repo, "reference_test.py"))
        rc, _, timed_out = _pytest(sys.executable, repo, timeout, 1, "reference_test.py")
        return None if timed_out else rc == 0
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _run_tool(cmd: list[str], env: dict[str, str], timeout: float, log_path: str) -> str:
    with open(log_path, "wb") as log:
        proc = subprocess.Popen(cmd, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, env=env,
                                start_new_session=True)
        try:
            rc = proc.wait(timeout=timeout)
            # `repgen reproduce` exits 1 when its own verdict is "not reproduced"
            return {0: "ok", 1: "ok (verdict: not reproduced)"}.get(rc, f"tool exit {rc}")
        except subprocess.TimeoutExpired:
            return "tool timeout"
        finally:
            try:
                os.killpg(proc.pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass


def run_matrix(configs: list[tuple[str, tuple[str, ...]]], cases: list[Case], opts: BenchOptions, judge: JudgeFn,
               on_row: Callable[[str, CaseResult], None] | None = None) -> list[ConfigResult]:
    """Every case under every configuration, case by case: the configurations of one case run close in
    time, so a change in machine load shifts them alike instead of biasing whole configurations. The
    order rotates from case to case, so that no configuration always pays for the cold index cache."""
    results = [ConfigResult(name, disable) for name, disable in configs]
    tasks = schedule(len(configs), cases)
    with ThreadPoolExecutor(max_workers=max(1, opts.jobs)) as pool:
        futures = [(ci, pool.submit(run_case, case, configs[ci][1], opts, judge)) for ci, case in tasks]
        for ci, fut in futures:
            row = fut.result()
            results[ci].rows.append(row)
            if on_row:
                on_row(configs[ci][0], row)
    return results


def schedule(n_configs: int, cases: list) -> list[tuple[int, object]]:
    """(configuration index, case) pairs, case by case, the configuration order rotating per case."""
    return [((i + k) % n_configs, case) for i, case in enumerate(cases) for k in range(n_configs)]


def configs(components: tuple[str, ...], ablate: bool, disable: tuple[str, ...] = ()) -> list[tuple[str, tuple]]:
    """The full configuration, then (with ablate) one per component switched off."""
    base = [("full" if not disable else "-" + ",-".join(disable), tuple(disable))]
    if not ablate:
        return base
    return base + [(f"-{c}", tuple(sorted({*disable, c}))) for c in components if c not in disable]
