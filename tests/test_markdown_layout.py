"""The Markdown a maintainer reads: the structure GitHub needs (tables closed by a blank line, balanced <details>,
no raw HTML from user text), the reading order, and the three states of the finding (verified cause, candidate
repairs that did not turn the test green, the failing frame and suspicious code), in the comment and report.md."""
from __future__ import annotations

import math
from types import SimpleNamespace

import pytest

from bot.app import comment as cm
from bot.core import markdown as md
from bot.core.bug_report import parse_report
from bot.core.cause import Cause, Tried
from bot.core.pipeline import ReproductionOutcome, render_report
from bot.core.plan import Plan
from bot.core.verdict import Attempt, Verdict
from index.models import Context, Snippet, Suspicion
from runner.models import ExceptionInfo, ObservedSymptom, RunResult

HOSTILE = '<img src=x onerror=alert(1)> </details> <!-- repgen:issue --> | a | b | @octocat `tick` **bold**\nline'
ENV = {"python": "3.11.7", "torch": "2.13.0+cpu", "cuda": None, "platform": "Linux | x86", "seeds": {"torch": [[0, 1]]}}
CRASH_FRAMES = [{"file": "test_repro.py", "line": 40, "function": "test_train"},
                {"file": "train.py", "line": 31, "function": "main"},
                {"file": "/venv/site-packages/torch/nn/modules/module.py", "line": 1789, "function": "_call_impl"},
                {"file": "seqcls/model.py", "line": 17, "function": "forward"}]
MODEL_PY = "    def forward(self, h, ids):\n        pad_mask = ids == 0\n        scores = scores.masked_fill(pad_mask, 0)\n"


def outcome(symptom: str = "exception", cause: object = None, hostile: str = "") -> ReproductionOutcome:
    crash = symptom == "exception"
    title = "masked_fill crash" if crash else "loss is nan"
    report = parse_report(f"# {title}{hostile}\n\n" + ("RuntimeError: masked_fill_ only supports boolean masks"
                                                        if crash else "the loss becomes nan after a few steps"))
    plan = Plan(summary="run train.py")
    plan.add("SETUP", "copy the repository" + hostile, "imports work")
    plan.add("TRAIN", "run `python train.py`", "losses finite")
    exc = ExceptionInfo("RuntimeError", "masked_fill_ only supports boolean masks" + hostile, CRASH_FRAMES) if crash \
        else ExceptionInfo("AssertionError", "non-finite loss", [{"file": "test_repro.py", "line": 9, "function": "t"}])
    loss = [(s, 2.0 - 0.1 * s) for s in range(6)] + [(s, math.nan) for s in range(6, 40)]
    run = RunResult(outcome="failed", exception=exc, series={} if crash else {"loss": loss}, environment=ENV,
                    sandbox="bwrap", warnings=["SANDBOX WEAK: ran as root" + hostile],
                    failure_record=None if crash else {"kind": "nan_or_inf", "observed": {}},
                    symptoms=[ObservedSymptom(symptom, [f"RuntimeError: masked_fill_ only supports boolean masks{hostile}",
                                                        "raised at seqcls/model.py:17 in forward"])])
    verdict = Verdict(reproduced=True, matched_symptom=symptom,
                      evidence=[f"RuntimeError: masked_fill_ only supports boolean masks{hostile}",
                                "raised in the repository's seqcls/model.py:17 in forward"],
                      attempts=[Attempt(1, "offline", "crash check" + hostile, "failed", True, "matched" + hostile)],
                      seconds=9.0, reason="matched")
    context = Context(snippets=[Snippet("r", "seqcls/model.py", "AttentionPool.forward", 15, 17, "function",
                                        MODEL_PY.rstrip("\n"))],
                      suspicions=[Suspicion("unguarded_std_division", "tabreg/model.py", "Norm.forward", 11,
                                            "division by a standard deviation with no epsilon" + hostile)])
    out = ReproductionOutcome(report=report, context=context, plan=plan, test_source="def test_x():\n    pass\n",
                              verdict=verdict, last_run=run, notes=["`--epochs` 5 → 1" + hostile])
    out.cause = cause     # issue 13's verified cause, read defensively by the view
    return out


VERIFIED = SimpleNamespace(path="seqcls/model.py", line=17, function="AttentionPool.forward", verified=True,
                           repair="casting the mask to bool", own_tests="3 passed before, 3 after",
                           diff="--- a/seqcls/model.py\n+++ b/seqcls/model.py\n@@ -16 +16 @@\n-        pad_mask = ids == 0"
                                "\n+        pad_mask = (ids == 0).bool()\n", tried=[])
TRIED = {"path": "seqcls/model.py", "line": 17, "function": "forward", "diff": "", "verified": False,
         "tried": [{"path": "seqcls/model.py", "line": 16, "function": "forward", "repair": "cast the mask to bool",
                    "result": "still fails"},
                   {"path": "train.py", "line": 31, "function": "main", "repair": "drop the padding",
                    "result": "test errors"}]}


def comment(o: ReproductionOutcome, **kw) -> str:
    final = cm.final_view(o, test_path="tests/repgen/test_issue_7.py", **kw)
    return cm.render(headline=cm.headline_for(final), final=final)


@pytest.mark.parametrize("bad, problem", [
    ("| a | b |\n| --- | --- |\n| 1 | 2 |\nDraft PR with this test: x\n", "renders as the table's last row"),
    ("| | |\n| --- | --- |\n| 1 | 2 |\n", "empty header row"),
    ("text\n| a | b |\n| --- | --- |\n| 1 | 2 |\n", "does not start after a blank line"),
    ("<details><summary>x</summary>\n\nbody\n", "never closed"),
    ("<details><summary>x</summary>\n- item\n\n</details>\n", "no blank line after <summary>"),
    ("<details><summary>x</summary>\n\nbody\n\n</details>\nnext\n", "no blank line after </details>"),
    ("say <img src=x onerror=alert(1)>\n", "raw HTML <img>"),
    ("<!-- repgen:issue -->\n", "an HTML comment"),
    ("```python\nx = 1\n", "never closed"),
])
def test_the_structure_check_finds_what_github_would_render_wrong(bad, problem):
    assert any(problem in p for p in md.structure_problems(bad)), md.structure_problems(bad)


def test_the_structure_check_passes_code_and_our_html():
    good = ("<!-- repgen:issue -->\n**a** `<b>` and ``x ` y``\n\n```python\n<div>\n| a |\n```\n\n"
            "<details><summary>Plan: <code>t.py</code></summary>\n\n| k | v |\n| --- | --- |\n| a | 1 |\n\n</details>\n")
    assert md.structure_problems(good, allowed_comments=(cm.MARKER,)) == []


@pytest.mark.parametrize("state", ["verified", "tried", "absent"])
@pytest.mark.parametrize("symptom", ["exception", "nan_or_inf"])
def test_comment_and_report_are_well_formed_in_reading_order(state, symptom):
    cause = {"verified": VERIFIED, "tried": TRIED, "absent": None}[state]
    o = outcome(symptom, cause)
    for body, first in ((comment(o), "**Verdict"), (comment(o, pr_url="https://github.com/o/r/pull/8"), "**Verdict"),
                        (render_report(o), "**Verdict")):
        assert md.structure_problems(body, allowed_comments=(cm.MARKER,)) == []
        finding = {"verified": "**Verified cause:**", "tried": "**No candidate repair turned the test green**",
                   "absent": "**Where it fails:**" if symptom == "exception" else "**Suspicious code**"}[state]
        # the test first (#18), then where the bug is and what the run showed
        order = [first, "def test_x", finding, "**What the run showed**", "<details><summary>Plan: 2 steps",
                 "<details><summary>Environment: Python 3.11.7 · torch 2.13.0+cpu · CPU only"]
        if symptom == "nan_or_inf":
            order.insert(4, "```mermaid")
        assert [body.index(s) for s in order] == sorted(body.index(s) for s in order), body
        assert "- [x]" not in body and body.count("```mermaid") == (symptom == "nan_or_inf")
        assert body.count("masked_fill_ only supports boolean masks") == 1      # the exception once, not twice


def test_the_verdict_stays_on_top_after_repgen_pr():
    o = outcome()
    progress = cm.Progress()
    for stage, _ in cm.STAGES:
        progress.finish(stage)
    body = cm.render(headline="reproduced ✅", progress=progress,
                     final=cm.final_view(o, test_path="t.py", pr_url="https://github.com/o/r/pull/8"))
    lines = body.split("\n")
    assert lines[3].startswith("**Verdict: ✅ reproduced**") and "- [x]" not in body
    assert "\n\nDraft PR with this test: https://github.com/o/r/pull/8\n\n" in body   # its own paragraph


def test_the_three_states_of_the_finding():
    verified = comment(outcome(cause=VERIFIED))
    assert ("**Verified cause:** `seqcls/model.py:17` in `AttentionPool.forward`: casting the mask to bool turns "
            "the test green, and the test still runs `AttentionPool.forward`. The repository's own tests: 3 passed "
            "before, 3 after.") in verified
    assert "<details><summary>The repair (5 diff lines)</summary>\n\n```diff\n--- a/seqcls/model.py" in verified
    assert "**Where it fails:**" not in verified and "**Suspicious code**" not in verified
    tried = comment(outcome(cause=TRIED))
    assert "**No candidate repair turned the test green**.\n\n<details><summary>2 repairs tried</summary>" in tried
    assert "- `seqcls/model.py:16` in `forward`: cast the mask to bool → still fails" in tried
    assert "**Where it fails:**" in tried                                   # the frame is still the best pointer
    absent = comment(outcome())
    assert "raised in the framework" not in absent                       # raised in the repository's own line
    assert ("**Where it fails:** `seqcls/model.py:17` in `forward`: `scores = scores.masked_fill(pad_mask, 0)`; "
            "called from `train.py:31`") in absent
    assert "Verified cause" not in absent and "No candidate repair" not in absent
    stopped = comment(outcome(cause={"verified": False, "note": "no time left for the cause search (3 s)"}))
    assert "**No candidate repair turned the test green** (no time left for the cause search (3 s))." in stopped
    real = Cause(False, tried=[Tried("seqcls/model.py", 16, "forward", "cast the mask to bool", "still fails")],
                 fixed_source="x = 1\n")                                  # bot.core.cause's own dataclass
    view = cm.final_view(outcome(cause=real), test_path="t.py")["cause"]
    assert view["tried"][0]["repair"] == "cast the mask to bool" and "fixed_source" not in view
    report = render_report(outcome(cause=VERIFIED))
    assert "**Verified cause:** `seqcls/model.py:17`" in report and "```diff" in report


def test_user_text_cannot_inject_html_mentions_or_table_rows():
    o = outcome("nan_or_inf", TRIED, hostile=HOSTILE)
    o.cause["tried"][0]["repair"] += HOSTILE
    for body in (comment(o), render_report(o)):
        assert md.structure_problems(body, allowed_comments=(cm.MARKER,)) == [], body
        outside_code = "\n".join(line for _, line in md._outside_code(body.split("\n")))
        assert "<img" not in outside_code and "@octocat" not in body
        assert outside_code.count(cm.MARKER) == body.startswith(cm.MARKER)   # the marker only where we put it
        assert "| Linux \\| x86 |" in body                                   # a pipe in a cell stays in the cell


def test_plurals_and_a_comment_that_fits_github():
    assert [md.plural(n, "entry point") for n in (0, 1, 2)] == ["0 entry points", "1 entry point", "2 entry points"]
    o = outcome()
    o.verdict.attempts *= 2
    assert "(2 attempts, 9 s, generator `offline`)" in comment(o)
    o.test_source = "x = 1\n" * 16
    assert "<details><summary>The test: <code>tests/repgen/test_issue_7.py</code> (16 lines)</summary>" in comment(o)
