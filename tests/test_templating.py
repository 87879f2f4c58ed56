"""bot.core.templating: the one Jinja environment, and the comment and PR body rendered byte for byte (the
templates say with `-%}` where each newline goes: these pin every blank line GitHub's Markdown needs)."""
from __future__ import annotations

from pathlib import Path

from bot.app import comment as cm
from bot.core import templating
from bot.core.generators import claude

ROOT = Path(__file__).resolve().parent.parent

FULL = {"reproduced": True, "symptom": "nan_or_inf", "reason": "", "attempts": 1, "seconds": 12.4,
        "generator": "offline", "symptoms": [{"symptom": "nan_or_inf", "evidence": ["loss[3] = `nan`"]}],
        "evidence": ["loss nan @step 3"],
        "suspicions": [{"where": "m.py:11", "qualname": "Norm.forward", "message": "std <eps>"}],
        "plan_steps": [{"stage": "TRAIN", "action": "run main", "check": "finite"}],
        "charts": ["xychart-beta\n    line [1, 2]"], "environment": [("python", "3.11.7")], "pr_url": None,
        "test": "x = '```'", "test_path": "tests/repgen/test_issue_7.py"}
BARE = {"reproduced": False, "symptom": None, "reason": "the test passed", "attempts": 3, "seconds": 0,
        "generator": None, "symptoms": [], "evidence": [], "suspicions": [], "plan_steps": [], "charts": [],
        "environment": [], "pr_url": "https://github.com/o/r/pull/9", "test": "", "test_path": "t.py"}


def test_one_environment_in_the_code():
    env = templating.environment()
    assert env is templating.environment() and {"quiet", "fence"} <= set(env.filters)
    others = [str(p.relative_to(ROOT)) for p in (ROOT / "bot").rglob("*.py")
              if "jinja2.Environment(" in p.read_text() and p.name != "templating.py"]
    assert others == []


def test_progress_comment_renders_as_before():
    progress = cm.Progress(stages=[cm.StageLine("fetch", "Fetch", done=True, detail="3 files"),
                                   cm.StageLine("run", "Run", running=True)])
    assert cm.render(headline="working", progress=progress, notice="config @x") == (
        "<!-- repgen:issue -->\n### RepGen · working\n\n- [x] Fetch — 3 files\n- [ ] Run ⏳\n\n> config @\u2060x\n\n")


def test_final_comment_renders_exactly():
    """The finished comment: verdict, the test, the PR hint, finding, facts, chart, then folded plan and environment;
    each block closed by a blank line; no checklist. FULL is a view saved by an older version (no facts)."""
    assert cm.render(headline="reproduced", final=FULL) == (
        "<!-- repgen:issue -->\n### RepGen · reproduced\n\n**Verdict: ✅ reproduced** — the test fails with the "
        "reported symptom (`nan_or_inf`). (1 attempt, 12 s, generator `offline`)\n\n"
        "**The test** `tests/repgen/test_issue_7.py`\n\n````python\nx = '```'\n````\n\n"
        "Comment `/repgen pr` to open a draft pull request with this test.\n\n"
        "**Suspicious code** (known bug patterns that cause this symptom, found statically, not confirmed by the "
        "run):\n- `m.py:11` in `Norm.forward`: std &lt;eps>\n\n"
        "**What the run showed**\n- `loss nan @\u2060step 3`\n\n"
        "```mermaid\nxychart-beta\n    line [1, 2]\n```\n\n"
        "<details><summary>Plan: 1 step</summary>\n\n1. `[TRAIN]` run main — check: finite\n\n</details>\n\n"
        "<details><summary>Environment</summary>\n\n| Setting | Value |\n| --- | --- |\n| python | 3.11.7 |\n\n"
        "</details>\n\n")
    assert cm.render(headline="not reproduced", final=BARE) == (
        "<!-- repgen:issue -->\n### RepGen · not reproduced\n\n**Verdict: ❌ not reproduced** — the test passed "
        "(3 attempts)\n\nDraft PR with this test: https://github.com/o/r/pull/9\n\n")


def test_pr_body_renders_as_before():
    fields = dict(issue_number=7, issue_title="NaN", reproduced=True, symptom="nan_or_inf", test_path="t.py",
                  base="main", comment_url=None)
    head = ("Reproduction of #7 (NaN), written and verified by RepGen.\n\n**Verdict:** ✅ reproduced — "
            "`nan_or_inf`\n`t.py` fails on `main` today because of the reported bug and asserts the healthy "
            "behaviour,\nso it will pass once the bug is fixed. Run it with:\n\n```\npython -m pytest t.py\n```\n\n")
    tail = "This is a draft: review the test before merging. Details in the issue thread: #7.\n"
    assert cm.render_pr_body(**fields, evidence=["loss nan"]) == head + "Evidence from the run:\n- loss nan\n\n" + tail
    assert cm.render_pr_body(**fields, evidence=None) == head + tail


def test_prompts_come_from_the_same_environment():
    assert claude.render("claude_nudge.j2", kind="runs_spent", detail="") == templating.render(
        "prompts/claude_nudge.j2", kind="runs_spent", detail="")
    assert isinstance(claude.tool_specs(), list)
