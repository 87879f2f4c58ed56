"""`repgen reproduce` on a repository of torch's size, from a cold index: how long until the answer.

    python bench/large_repo_reproduce.py [--case DIR] [--bulk DIR] [--keep DIR]

The repository is a benchmark case's repo/ (default: the shared dev set's d01, a report with a traceback) with
the Python sources of the installed torch package copied beside its code under `mirror/` (2,200 files,
1.1 M lines; `mirror/torch` is not importable as `torch` from the repository root, so the case still runs on the
installed torch). `REPGEN_HOME` is a fresh folder, so nothing of the repository is indexed; the static
embedding model's per-machine cache (`$REPGEN_MODEL_CACHE`) is kept and said whether it was there. The
background indexer that `repgen reproduce` leaves for the rest of the files is stopped after the answer.

Prints: files and lines of the repository, the wall time of `repgen reproduce` (goal: under 60 s), its outcome,
what the report says was searched, and the time the first stages took (from its progress lines).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEV_CASE = os.path.join(os.path.dirname(ROOT), "shared", "bench", "dev", "d01_pca_whitening_symeig")


def copy_python_tree(src: str, dst: str) -> tuple[int, int]:
    """The .py files of `src` under `dst`; (files, lines)."""
    files = lines = 0
    for dirpath, dirnames, filenames in os.walk(src):
        dirnames[:] = [d for d in dirnames if d != "__pycache__"]
        for name in filenames:
            if not name.endswith(".py"):
                continue
            rel = os.path.relpath(os.path.join(dirpath, name), src)
            os.makedirs(os.path.join(dst, os.path.dirname(rel)), exist_ok=True)
            shutil.copyfile(os.path.join(dirpath, name), os.path.join(dst, rel))
            files += 1
            with open(os.path.join(dst, rel), "rb") as f:
                lines += f.read().count(b"\n")
    return files, lines


def stop_leftovers(marker: str) -> int:
    """Kill the processes whose command line names `marker` (the background indexer); how many."""
    killed = 0
    for pid in os.listdir("/proc"):
        if not pid.isdigit() or int(pid) == os.getpid():
            continue
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                cmd = f.read().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if marker in cmd:
            try:
                os.killpg(int(pid), signal.SIGKILL)
            except OSError:
                try:
                    os.kill(int(pid), signal.SIGKILL)
                except OSError:
                    continue
            killed += 1
    return killed


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--case", default=DEV_CASE, help="a case folder (repo/, issue.md)")
    ap.add_argument("--bulk", default=None, help="the package whose sources fill the repository (default: torch)")
    ap.add_argument("--keep", default=None, help="copy the run's out/ here")
    args = ap.parse_args(argv)
    bulk = args.bulk
    if bulk is None:
        import torch
        bulk = os.path.dirname(torch.__file__)
    work = tempfile.mkdtemp(prefix="repgen_large_")
    try:
        repo = os.path.join(work, "repo")
        shutil.copytree(os.path.join(args.case, "repo"), repo, ignore=shutil.ignore_patterns("__pycache__"))
        t = time.perf_counter()
        files, lines = copy_python_tree(bulk, os.path.join(repo, "mirror", os.path.basename(bulk)))
        print(f"repository: {os.path.basename(args.case)} + {files} files, {lines:,} lines of "
              f"{os.path.basename(bulk)} under mirror/ (copied in {time.perf_counter() - t:.1f} s)")
        cache = os.environ.get("REPGEN_MODEL_CACHE") or os.path.expanduser("~/.cache/repgen/models")
        warm = any("static" in n and n.endswith(".npy") for n in os.listdir(cache)) if os.path.isdir(cache) else False
        print(f"static model cache: {'present' if warm else 'empty (distilled during the run)'} ({cache})")
        env = dict(os.environ, REPGEN_HOME=os.path.join(work, "home"))
        out = os.path.join(work, "out")
        cmd = [sys.executable, "-m", "bot.cli.main", "reproduce", "--repo", repo,
               "--issue", os.path.join(args.case, "issue.md"), "--out", out]
        t = time.perf_counter()
        proc = subprocess.run(cmd, env=env, cwd=ROOT, capture_output=True, text=True)
        wall = time.perf_counter() - t
        killed = stop_leftovers(repo)
        result = {}
        if os.path.isfile(os.path.join(out, "result.json")):
            with open(os.path.join(out, "result.json")) as f:
                result = json.load(f)
        verdict = result.get("verdict") or {}
        print(f"repgen reproduce: {wall:.1f} s wall (goal < 60 s), exit {proc.returncode}, outcome "
              f"{verdict.get('outcome', '?')}")
        searched = next((n for n in result.get("notes") or [] if n.startswith("searched ")), "")
        print(f"searched: {searched or '(the whole index)'}")
        lines = proc.stderr.splitlines()
        for line in (lines[:14] if result else lines[-40:]):   # the stages' progress lines, or why it failed
            print("  " + line[:200])
        print(f"background indexer processes stopped afterwards: {killed}")
        if args.keep and os.path.isdir(out):
            shutil.copytree(out, args.keep, dirs_exist_ok=True)
        return 0 if proc.returncode in (0, 1, 3) else 1
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.path.insert(0, ROOT)
    sys.exit(main())
