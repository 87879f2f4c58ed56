"""What `index.build_context` costs a reproduction, with the real embedding model.

    python bench/context_speed.py [CASE_DIR]       # default: examples/std_norm_nan

Runs in fresh interpreters, each with torch already imported (every reproduction imports it anyway):
1. a cold process and an empty index (first run on a repository), then a second call in the same
   process with nothing changed;
2. a cold process and the index from 1 (a later run on the same commit).
Prints wall and CPU seconds of each call and the model load time inside it.
"""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CHILD = r"""
import json, sys, time
import torch  # noqa: F401
sys.path.insert(0, sys.argv[1])
from bot.core.bug_report import parse_report, query_from_report
from index import build_context
from index.embed import default_embedder
repo, issue, home = sys.argv[2:5]
query = query_from_report(parse_report(open(issue, encoding="utf-8").read()))
out = []
for _ in range(int(sys.argv[5])):
    t, c = time.perf_counter(), time.process_time()
    build_context(repo, query, home=home)
    out.append({"wall": time.perf_counter() - t, "cpu": time.process_time() - c})
out[0]["load"] = default_embedder().load_seconds
print(json.dumps(out))
"""


def calls(case: str, home: str, n: int) -> list[dict]:
    res = subprocess.run([sys.executable, "-c", CHILD, ROOT, os.path.join(case, "repo"),
                          os.path.join(case, "issue.md"), home, str(n)],
                         capture_output=True, text=True, check=True)
    return json.loads(res.stdout.strip().splitlines()[-1])


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    case = os.path.abspath(argv[0] if argv else os.path.join(ROOT, "examples", "std_norm_nan"))
    files = sum(f.endswith(".py") for _, _, fs in os.walk(os.path.join(case, "repo")) for f in fs)
    work = tempfile.mkdtemp(prefix="repgen-ctx-")
    try:
        home = os.path.join(work, "home")
        first, second = calls(case, home, 2)
        (later,) = calls(case, home, 1)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"{os.path.basename(case)} ({files} .py files)")
    print(f"cold process, empty index:   {first['wall']:.1f}s wall, {first['cpu']:.1f}s CPU "
          f"(model load {first['load']:.1f}s)")
    print(f"same process, nothing new:   {second['wall']:.2f}s wall, {second['cpu']:.2f}s CPU")
    print(f"cold process, index present: {later['wall']:.1f}s wall, {later['cpu']:.1f}s CPU "
          f"(model load {later['load'] or 0:.1f}s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
