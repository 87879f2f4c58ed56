"""The version differential (bot.core.differential): the final test once more on the runner's default versions when
its run used a version the report names. Real parts: a tiny repository whose code behaves differently on numpy
1.26.4 (the report's, installed by uv into the repository's environment) and on the runner's numpy 2.x, real
sandboxed runs, the pipeline's own verdict; then `repgen reproduce` end to end (result.json, report.md) and the
issue comment rendered from it.

The torch path is the same code (runner.framework installs the reported torch into its own layer and the run's
deps say `framework.from == "installed"`); the suite does not install another torch here (the other one this
machine's index serves, 2.14.1, is a 5.5 GB CUDA build): `bench/version_diff_torch.py` does it once."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy
import pytest

from bot.app import comment
from bot.core.bug_report import parse_report
from bot.core.differential import (
    DEFAULT,
    REPORTED,
    VersionRun,
    compare_versions,
    differing_versions,
    summarize,
)
from bot.core.markdown import structure_problems
from bot.core.pipeline import _attach_symptoms
from bot.core.summary import final_view
from bot.core.verdict import INCONCLUSIVE, NOT_REPRODUCED, REPRODUCED, match_symptom
from runner import environments as envs
from runner.models import Expected, RunLimits
from runner.sandbox import get_sandbox

ROOT = Path(__file__).resolve().parent.parent
OLD = "1.26.4"
NEW = numpy.__version__             # the runner's numpy: its default


def test_the_line_says_what_each_version_showed():
    a = lambda outcome, reason="": VersionRun("torch 1.13.1", REPORTED, outcome, reason)   # noqa: E731
    b = lambda outcome, reason="": VersionRun("torch 2.13.0+cpu", DEFAULT, outcome, reason)   # noqa: E731
    assert summarize(a(REPRODUCED), b(NOT_REPRODUCED)) == \
        "reproduces on torch 1.13.1, not on torch 2.13.0+cpu (fixed upstream?)"
    assert summarize(a(REPRODUCED), b(REPRODUCED)) == "reproduces on both torch 1.13.1 and torch 2.13.0+cpu"
    assert summarize(a(NOT_REPRODUCED), b(REPRODUCED)) == \
        "does not reproduce on torch 1.13.1; reproduces on torch 2.13.0+cpu"
    assert summarize(a(NOT_REPRODUCED), b(NOT_REPRODUCED)) == \
        "reproduces on neither torch 1.13.1 nor torch 2.13.0+cpu"
    assert summarize(a(REPRODUCED), b(INCONCLUSIVE, "the run reached the 240 s time limit")) == \
        "reproduces on torch 1.13.1; inconclusive on torch 2.13.0+cpu (the run reached the 240 s time limit)"


def test_which_reported_versions_ran_and_which_differ():
    # an environment whose torch was installed into its own layer, and whose numpy was pinned from the report
    deps = {"framework": {"torch": "1.13.1", "from": "installed", "runner": "2.13.0+cpu", "reported": "1.13.1"},
            "requirements": ["einops>=0.6", "numpy==1.26.4"], "resolved": ["einops==0.8.1", "numpy==1.26.4"]}
    named = envs.reported_versions_ran(deps, {"torch": "1.13.1", "numpy": "1.26.4", "python": "3.11"})
    assert named == {"torch": "1.13.1", "numpy": "1.26.4"}
    # the runner's own torch ran (not installed), or the pin could not be installed: not the report's versions
    assert envs.reported_versions_ran({**deps, "framework": {"torch": "2.13.0+cpu", "from": "runner"},
                                       "resolved": ["einops==0.8.1"]}, {"torch": "1.13.1", "numpy": "1.26.4"}) == {}
    assert envs.reported_versions_ran({"error": "could not resolve"}, {"numpy": "1.26.4"}) == {}
    # the default: the runner's torch and its numpy (from its layer); 2.13.0 and 2.13.0+cpu are one release
    default = envs.ran_versions({"framework": {"torch": "2.13.0+cpu", "from": "runner"}, "resolved": []},
                                named)
    assert default == {"torch": "2.13.0+cpu", "numpy": NEW}
    assert differing_versions(named, default) == {"torch": ("1.13.1", "2.13.0+cpu"), "numpy": ("1.26.4", NEW)}
    assert differing_versions({"torch": "2.13.0"}, {"torch": "2.13.0+cpu"}) == {}


# --------------------------------------------------------------------------- real environments and runs
TEXTOPS = '''
import numpy as np


def shout(words):
    """Upper-case every word."""
    return np.strings.upper(np.asarray(words))


def as_array(values):
    """The values as an array, without a copy."""
    return np.array(values, copy=False)


def mean_of(values):
    return sum(values) / len(values)
'''


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("textops")
    (root / "textops.py").write_text(TEXTOPS)
    (root / "demo.py").write_text("import textops\n\nif __name__ == \"__main__\":\n"
                                  "    print(textops.shout([\"a\", \"b\"]))\n")
    return str(root)


@pytest.fixture(scope="module")
def home(tmp_path_factory):
    return str(tmp_path_factory.mktemp("repgen_home"))


def _compare(repo: str, issue: str, test: str):
    report = parse_report(issue)
    assert report.versions["numpy"] == OLD
    expected = Expected(symptom=report.symptom, exception_type=report.exception_type,
                        exception_message=report.exception_message)
    run = get_sandbox("local")
    limits = RunLimits(timeout_s=180)
    last = run(repo, test, limits, versions=report.versions)        # the final run, on the report's versions
    assert f"numpy=={OLD}" in last.deps["resolved"], last.deps
    return compare_versions(report, repo, test, last,
                            lambda r: match_symptom(report, _attach_symptoms(r, expected), repo),
                            lambda r, src, lim: run(r, src, lim, versions={}), limits)


@pytest.mark.slow
def test_does_not_reproduce_on_the_reported_numpy_reproduces_on_the_default(repo, home, monkeypatch):
    monkeypatch.setenv("REPGEN_HOME", home)
    diff = _compare(repo, textwrap.dedent(f"""
        as_array() raises ValueError

        ```
        ValueError: Unable to avoid copy while creating an array as requested.
        ```

        numpy {OLD}
    """), "import textops\n\ndef test_as_array():\n    assert list(textops.as_array([1, 2])) == [1, 2]\n")
    reported, default = diff.runs
    # numpy 1.26 copies quietly; numpy 2 refuses copy=False for a list
    assert (reported.outcome, reported.run, reported.versions) == (NOT_REPRODUCED, "passed", {"numpy": OLD})
    assert (default.outcome, default.run, default.versions) == (REPRODUCED, "failed", {"numpy": NEW})
    assert diff.summary == f"does not reproduce on numpy {OLD}; reproduces on numpy {NEW}"


@pytest.mark.slow
def test_reproduces_on_both(repo, home, monkeypatch):
    monkeypatch.setenv("REPGEN_HOME", home)
    diff = _compare(repo, textwrap.dedent(f"""
        mean_of([]) crashes

        ```
        ZeroDivisionError: division by zero
        ```

        numpy {OLD}
    """), "import textops\n\ndef test_mean_of_empty():\n    textops.mean_of([])\n")
    assert [r.outcome for r in diff.runs] == [REPRODUCED, REPRODUCED]
    assert diff.summary == f"reproduces on both numpy {OLD} and numpy {NEW}"


@pytest.mark.slow
def test_no_second_run_when_the_report_names_no_other_version(repo, home, monkeypatch):
    monkeypatch.setenv("REPGEN_HOME", home)
    report = parse_report("mean_of([]) crashes\n\n```\nZeroDivisionError: division by zero\n```\n")
    test = "import textops\n\ndef test_mean_of_empty():\n    textops.mean_of([])\n"
    last = get_sandbox("local")(repo, test, RunLimits(timeout_s=180), versions=report.versions)

    def must_not_run(*args):
        raise AssertionError("the default run is the run itself")
    assert compare_versions(report, repo, test, last, lambda r: None, must_not_run, RunLimits()) is None


ISSUE = f"""demo.py crashes with AttributeError in shout()

Running `python demo.py` crashes:

```
Traceback (most recent call last):
  File "demo.py", line 4, in <module>
    print(textops.shout(["a", "b"]))
  File "textops.py", line 6, in shout
    return np.strings.upper(np.asarray(words))
AttributeError: module 'numpy' has no attribute 'strings'
```

Environment: Python 3.11, numpy {OLD}
"""


@pytest.mark.slow
def test_reproduce_end_to_end_shows_both_versions(repo, home, tmp_path):
    """`repgen reproduce`: numpy 1.26.4 has no np.strings (the report's crash), numpy 2 has it."""
    (tmp_path / "issue.md").write_text(ISSUE)
    out = tmp_path / "out"
    env = dict(os.environ, REPGEN_HOME=home, PYTHONPATH=os.pathsep.join([str(ROOT), str(ROOT / "runner/harness")]))
    env.pop("ANTHROPIC_API_KEY", None)
    proc = subprocess.run([sys.executable, "-m", "bot.cli.main", "reproduce", "--repo", repo, "--issue",
                           str(tmp_path / "issue.md"), "--out", str(out), "--max-attempts", "1"],
                          capture_output=True, text=True, timeout=600, env=env, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    result = json.loads((out / "result.json").read_text())
    assert result["reproduced"] is True
    line = f"reproduces on numpy {OLD}, not on numpy {NEW} (fixed upstream?)"
    versions = result["versions"]
    assert versions["summary"] == line, versions
    assert [(r["source"], r["outcome"], r["run"]) for r in versions["runs"]] == \
        [("reported", "reproduced", "failed"), ("default", "not_reproduced", "passed")]
    assert f"versions done    {line}" in proc.stderr
    report = (out / "report.md").read_text()
    assert f"**Versions:** {line}" in report
    assert f"| numpy {OLD} (reported) | ✅ reproduced |" in report
    assert f"| numpy {NEW} (the runner's default) | ❌ not reproduced — the test passed" in report
    assert structure_problems(report) == []
    # the issue comment, rendered from the saved result as the App renders it
    final = final_view({"verdict": result["verdict"], "last_run": result["run"], "differential": versions,
                        "test_source": (out / "repro_test.py").read_text()}, test_path="tests/test_repro.py")
    body = comment.render(headline="reproduced ✅", final=final)
    assert f"**Versions:** {line}" in body and f"| numpy {OLD} (reported) | ✅ reproduced |" in body
    assert body.index("**Versions:**") < body.index("```python") and structure_problems(body, allowed_comments=(comment.MARKER,)) == []
