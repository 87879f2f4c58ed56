"""Local sandbox: run a generated pytest file in a throw-away copy of the repository.

Isolation, strongest first: bubblewrap (`bwrap --unshare-all`, read-only system, the run folder the
only writable place), `unshare -n` (no network), a plain subprocess (with a loud warning in the
result). Always: a wall-clock limit that kills the whole process group, an output cap, and an
environment that holds nothing but what the run needs (no tokens, keys or bot settings).
"""
from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from .models import ExceptionInfo, RunLimits, RunResult

HARNESS_DIR = str(Path(__file__).parent / "harness")
TEST_NAME = "test_repro.py"
COPY_IGNORE = shutil.ignore_patterns(".git", "__pycache__", "*.pyc", ".pytest_cache", ".venv", "venv",
                                     "node_modules", ".mypy_cache", ".ruff_cache")
# variables a test run may see; everything else (tokens, keys, REPGEN_* settings) is dropped
ENV_ALLOW = ("PATH", "LANG", "LC_ALL", "TZ", "TERM", "OPENBLAS_CORETYPE", "OPENBLAS_L2_SIZE")


def clean_env(extra: dict[str, str] | None = None, threads: int = 1) -> dict[str, str]:
    env = {k: os.environ[k] for k in ENV_ALLOW if k in os.environ}
    env.setdefault("PATH", "/usr/local/bin:/usr/bin:/bin")
    env.update({"PYTHONDONTWRITEBYTECODE": "1", "PYTHONUNBUFFERED": "1", "HOME": "/tmp",
                "MPLBACKEND": "Agg", "HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1",
                "NO_PROXY": "*", "no_proxy": "*"})
    if threads:
        env["OMP_NUM_THREADS"] = env["MKL_NUM_THREADS"] = str(threads)
    env.update(extra or {})
    return env


def isolation_available() -> str:
    """Which isolation this machine offers: bwrap | unshare | subprocess."""
    if shutil.which("bwrap") and _probe(["bwrap", "--unshare-all", "--die-with-parent", "--ro-bind", "/", "/",
                                         "--dev", "/dev", "--proc", "/proc", "true"]):
        return "bwrap"
    if shutil.which("unshare") and _probe(["unshare", "-n", "-r", "true"]):
        return "unshare"
    return "subprocess"


_ISOLATION: list[str] = []


def _probe(cmd: list[str]) -> bool:
    try:
        return subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              timeout=10).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        return False


def _isolation() -> str:
    if not _ISOLATION:
        _ISOLATION.append(os.environ.get("REPGEN_SANDBOX") or isolation_available())
    return _ISOLATION[0]


def wrap_command(cmd: list[str], workdir: str, isolation: str) -> list[str]:
    if isolation == "bwrap":
        return ["bwrap", "--unshare-all", "--die-with-parent", "--new-session",
                "--ro-bind", "/", "/", "--dev", "/dev", "--proc", "/proc", "--tmpfs", "/tmp",
                "--bind", workdir, workdir, "--chdir", workdir, "--"] + cmd
    if isolation == "unshare":
        return ["unshare", "-n", "-r", "--"] + cmd
    return cmd


def copy_repo(repo_dir: str, dest: str) -> str:
    target = os.path.join(dest, "repo")
    shutil.copytree(repo_dir, target, ignore=COPY_IGNORE, symlinks=True)
    return target


def run_pytest(repo_dir: str, test_source: str, limits: RunLimits | None = None,
               python: str | None = None, keep_dir: str | None = None) -> RunResult:
    """Run `test_source` as test_repro.py at the root of a copy of `repo_dir`."""
    limits = limits or RunLimits()
    python = python or sys.executable
    work = tempfile.mkdtemp(prefix="repgen_run_")
    try:
        repo = copy_repo(repo_dir, work)
        Path(repo, TEST_NAME).write_text(test_source)
        trace_path = os.path.join(repo, ".repgen_trace.json")
        env = clean_env({"PYTHONPATH": os.pathsep.join([repo, HARNESS_DIR]), "REPGEN_TRACE": trace_path},
                        threads=limits.cpu_threads)
        cmd = [python, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "repgen_harness",
               "-s", "--tb=long", TEST_NAME]
        isolation = _isolation()
        result = _execute(wrap_command(cmd, work, isolation), repo, env, limits)
        result.sandbox = isolation
        if isolation == "subprocess":
            result.warnings.append("SANDBOX WEAK: neither bubblewrap nor `unshare -n` works here; the test "
                                   "ran as a plain subprocess with network access")
        _merge_trace(result, trace_path)
        if keep_dir:
            shutil.copytree(repo, keep_dir, dirs_exist_ok=True)
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _execute(cmd: list[str], cwd: str, env: dict[str, str], limits: RunLimits) -> RunResult:
    start = time.monotonic()
    out_path = os.path.join(os.path.dirname(cwd), "output.log")
    with open(out_path, "wb") as out:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=subprocess.STDOUT, start_new_session=True)
        timed_out = False
        try:
            rc = proc.wait(timeout=limits.timeout_s)
        except subprocess.TimeoutExpired:
            timed_out, rc = True, None
        _kill_group(proc)
    seconds = time.monotonic() - start
    size = os.path.getsize(out_path)
    with open(out_path, "rb") as f:
        if size > limits.max_output_bytes:
            head = f.read(limits.max_output_bytes // 4)
            f.seek(size - 3 * limits.max_output_bytes // 4)
            data = head + b"\n[... output truncated by repgen ...]\n" + f.read()
        else:
            data = f.read()
    output = data.decode("utf-8", "replace")
    if timed_out:
        outcome = "timeout"
        output += f"\n[repgen] TIMEOUT after {limits.timeout_s:.0f}s: process group killed\n"
    elif rc == 0:
        outcome = "passed"
    elif rc == 1:
        outcome = "failed"
    else:
        outcome = "error"
    return RunResult(outcome=outcome, seconds=round(seconds, 2), output_tail=output, returncode=rc)


def _kill_group(proc: subprocess.Popen) -> None:
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        pass


def _merge_trace(result: RunResult, trace_path: str) -> None:
    try:
        with open(trace_path) as f:
            trace = json.load(f)
    except (OSError, ValueError):
        return
    exc = trace.get("exception")
    if exc:
        result.exception = ExceptionInfo(type=exc["type"], message=exc["message"], frames=exc.get("frames", []))
    result.failure_message = trace.get("failure_message", "")
    result.series = {k: [tuple(p) for p in v] for k, v in trace.get("series", {}).items() if v}
    result.environment = trace.get("environment", {})
