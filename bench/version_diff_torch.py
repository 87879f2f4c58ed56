"""The version differential's torch path, once, for real: a report naming another torch than the runner's.

    python bench/version_diff_torch.py [--torch 2.14.1] [--home DIR] [--keep]

What it does (nothing stubbed): a tiny repository whose model crashes (a float mask given to `masked_fill_`) and a
report naming `torch <version>`; the runner installs that torch into its own layer with pip, in the install sandbox
(runner.framework: the host's index, find-links and constraints, reached through the index allow-list proxy), runs
the test there, then bot.core.differential runs the same test on the runner's default torch and judges both
runs with the pipeline's verdict. Prints the install time and size, which torch each run imported (the harness's
environment snapshot, from inside the sandbox), each outcome and the line the comment shows.

On this machine the only other torch the index serves is 2.14.1, a 5.5 GB CUDA build that pip takes from the local
disk: the first run installs it (minutes; $REPGEN_HOME/envs/_layers/torch-2.14.1-py311, removed unless --keep),
which is why the test suite does not do it (tests/test_differential.py covers the same code with numpy).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import tempfile
import textwrap
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "runner", "harness")]

MODEL = """
import torch


def pad_scores(scores, lengths):
    mask = torch.arange(scores.shape[1])[None, :] >= lengths[:, None]
    return scores.masked_fill_(mask.float(), float("-inf"))
"""
TEST = """
import torch
import model


def test_pad_scores():
    out = model.pad_scores(torch.zeros(2, 3), torch.tensor([1, 3]))
    assert torch.isinf(out[0, 1:]).all() and torch.isfinite(out[1]).all()
"""
ISSUE = """pad_scores crashes

```
Traceback (most recent call last):
  File "model.py", line 7, in pad_scores
    return scores.masked_fill_(mask.float(), float("-inf"))
RuntimeError: masked_fill_ only supports boolean masks, but got mask with dtype float
```

torch {version}, Python 3.11
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--torch", default="2.14.1", help="the torch version the report names")
    ap.add_argument("--home", help="REPGEN_HOME to use (default: a fresh temporary one)")
    ap.add_argument("--keep", action="store_true", help="keep the temporary REPGEN_HOME (and the installed torch)")
    args = ap.parse_args()
    home = args.home or tempfile.mkdtemp(prefix="repgen-vdiff-")
    os.environ["REPGEN_HOME"] = home
    from bot.core.bug_report import parse_report
    from bot.core.differential import compare_versions
    from bot.core.pipeline import _attach_symptoms
    from bot.core.verdict import match_symptom
    from runner.models import Expected, RunLimits
    from runner.sandbox import get_sandbox

    repo = tempfile.mkdtemp(prefix="repgen-vdiff-repo-")
    with open(os.path.join(repo, "model.py"), "w") as f:
        f.write(textwrap.dedent(MODEL))
    report = parse_report(ISSUE.format(version=args.torch))
    expected = Expected(symptom=report.symptom, exception_type=report.exception_type,
                        exception_message=report.exception_message)
    run = get_sandbox("local")
    limits = RunLimits(timeout_s=300)
    try:
        t0 = time.monotonic()
        last = run(repo, TEST, limits, versions=report.versions)
        first_s = time.monotonic() - t0
        framework = last.deps.get("framework", {})
        print(f"reported run: torch {framework.get('torch')} ({framework.get('from')}), imported "
              f"{last.environment.get('torch')}, {last.outcome} in {last.seconds:.1f} s "
              f"(with the install: {first_s:.0f} s)")
        for note in last.deps.get("notes") or []:
            print("  note:", note)
        marker = os.path.join(home, "envs", "_layers", f"torch-{args.torch}-py{sys.version_info[0]}"
                              f"{sys.version_info[1]}", ".repgen-env.json")
        if os.path.isfile(marker):
            with open(marker) as f:
                print("  torch layer:", json.load(f))
        judge = lambda r: match_symptom(report, _attach_symptoms(r, expected), repo)   # noqa: E731
        diff = compare_versions(report, repo, TEST, last, judge, lambda r, s, lim: run(r, s, lim, versions={}), limits)
        if diff is None:
            print("no differential: the run did not use a torch other than the runner's (see the note above)")
            return 1
        for r in diff.runs:
            print(f"{r.source:8} {r.label:22} run {r.run:7} {r.seconds:6.1f} s  {r.outcome}: {r.reason}")
        print("line:", diff.summary)
        return 0
    finally:
        shutil.rmtree(repo, ignore_errors=True)
        if not args.keep and not args.home:
            shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
