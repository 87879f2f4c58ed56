"""What a repository's own environment costs a run (runner/environments.py), measured on real builds.

    python bench/env_build.py [SET_DIR_OR_REPO ...] [--runs 3]     # default: bench/cases/envs

For each repository (a case folder's repo/, or a repository folder), with a fresh $REPGEN_HOME (empty uv cache,
no environment), in fresh processes:
1. the first run's environment build: `prepare()` from nothing (resolution + downloads + install);
2. the second run's added time: `prepare()` again (answered from the cache), plus the difference between a
   trivial test run in the local sandbox with the environment's interpreter and the same run with the
   runner's interpreter (medians of --runs; the runner's venv loads more pytest plugins, so it can be negative).
Prints one row per repository and the medians.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1])
from runner import environments, local
from runner.models import RunLimits
repo, mode, runs = sys.argv[2], sys.argv[3], int(sys.argv[4])
t = time.perf_counter()
env = environments.prepare(repo)
out = {"prepare_s": time.perf_counter() - t, "cached": env.cached, "key": env.key, "error": env.error,
       "failed": env.failed, "resolved": len(env.resolved), "sources": env.sources}
if mode == "second":
    test = "def test_ok():\n    import torch\n    assert torch.ones(1).item() == 1\n"
    with_env, without = [], []
    for _ in range(runs):
        r = local.run_pytest(repo, test, RunLimits(timeout_s=120), environment=env)
        with_env.append(r.seconds)
        r0 = local.run_pytest(repo, test, RunLimits(timeout_s=120))
        without.append(r0.seconds)
    out.update(run_env_s=with_env, run_runner_s=without)
print(json.dumps(out))
"""


def repos_of(paths: list[str]) -> list[tuple[str, str]]:
    found = []
    for p in paths:
        if os.path.isdir(os.path.join(p, "repo")):
            found.append((os.path.basename(p.rstrip("/")), os.path.join(p, "repo")))
        elif any(os.path.isdir(os.path.join(p, d, "repo")) for d in os.listdir(p)):
            found += [(d, os.path.join(p, d, "repo")) for d in sorted(os.listdir(p))
                      if os.path.isdir(os.path.join(p, d, "repo"))]
        else:
            found.append((os.path.basename(p.rstrip("/")), p))
    return found


def child(repo: str, home: str, mode: str, runs: int) -> dict:
    env = dict(os.environ, REPGEN_HOME=home)
    out = subprocess.run([sys.executable, "-c", CHILD, ROOT, repo, mode, str(runs)], env=env, capture_output=True,
                         text=True, timeout=1800)
    if out.returncode:
        raise RuntimeError(out.stderr[-2000:])
    return json.loads(out.stdout.strip().splitlines()[-1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*", default=[os.path.join(ROOT, "bench", "cases", "envs")])
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    rows = []
    print(f"{'repository':44} {'first build s':>13} {'installed':>9} {'2nd prepare s':>13} {'run env-runner s':>16}")
    for name, repo in repos_of(args.paths):
        home = tempfile.mkdtemp(prefix="repgen_envbench_")
        try:
            first = child(repo, home, "first", args.runs)
            second = child(repo, home, "second", args.runs)
        finally:
            shutil.rmtree(home, ignore_errors=True)
        delta = statistics.median(second["run_env_s"]) - statistics.median(second["run_runner_s"])
        rows.append((first["prepare_s"], second["prepare_s"], delta))
        note = f"  error: {first['error']}" if first["error"] else (f"  failed: {first['failed']}" if first["failed"] else "")
        print(f"{name[:44]:44} {first['prepare_s']:13.2f} {first['resolved']:9d} {second['prepare_s']:13.3f} "
              f"{delta:16.2f}{note}", flush=True)
    if rows:
        print(f"{'median':44} {statistics.median(r[0] for r in rows):13.2f} {'':9} "
              f"{statistics.median(r[1] for r in rows):13.3f} {statistics.median(r[2] for r in rows):16.2f}")
        print("second run's added time = 2nd prepare + (run with the environment - run with the runner's "
              "interpreter); a negative difference adds nothing")
    return 0


if __name__ == "__main__":
    sys.exit(main())
