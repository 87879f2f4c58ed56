"""bot.app.comment: the living comment's rendering, its Mermaid curves, and find-or-create against the fake GitHub."""
from __future__ import annotations

import asyncio
from types import SimpleNamespace

import pytest
import redis.asyncio as aredis
from fake_github.fixtures import INSTALLATION, REPO, app_key, fake_github, redis_db, settings  # noqa: F401

from bot.app import comment as cm
from bot.app.github import GitHubApp
from bot.app.retries import RetryPolicy
from bot.core import markdown as md
from bot.core.plan import Plan
from bot.core.verdict import Attempt, Verdict
from index.models import Context, Suspicion
from runner.models import ObservedSymptom, RunResult


def outcome(reproduced=True) -> SimpleNamespace:
    plan = Plan(summary="call train.main")
    plan.add("SETUP", "import train", "module imports")
    plan.add("TRAIN", "run train.main(['--lr', '10'])", "losses stay finite")
    run = RunResult(outcome="failed", series={"loss": [(1, 2.5), (2, 1.5), (3, float("nan"))],
                                              "rss_mb": [(1, 100.0), (2, 180.0)]},
                    environment={"python": "3.11.7", "torch": "2.13.0", "cuda": None, "packages": {"numpy": "2.4"}},
                    symptoms=[ObservedSymptom("nan_or_inf", ["loss[3] = nan", "first non-finite at step 3"])])
    verdict = Verdict(reproduced=reproduced, matched_symptom="nan_or_inf" if reproduced else None,
                      evidence=["AssertionError: loss became nan at step 3"],
                      attempts=[Attempt(1, "offline", "runpy", "failed", reproduced, "nan seen")], seconds=12.0,
                      reason="" if reproduced else "the test passed")
    context = Context(suspicions=[Suspicion("unguarded_std_division", "tabreg/model.py", "Norm.forward", 11,
                                            "division by a standard deviation with no epsilon")])
    return SimpleNamespace(verdict=verdict, plan=plan, last_run=run, context=context,
                           test_source="import train\n\ndef test_losses_finite():\n    assert True\n")


def test_progress_checklist():
    p = cm.Progress()
    p.start()
    body = cm.render(headline="working", progress=p)
    assert body.startswith(cm.MARKER)
    assert "- [ ] Fetch the repository ⏳" in body
    p.finish("plan", "5 steps")           # earlier stages count as done
    body = cm.render(headline="working", progress=p)
    assert "- [x] Parse the report" in body and "- [x] Plan the reproduction — 5 steps" in body
    assert "- [ ] Generate the test ⏳" in body
    p.finish("shrink")                    # a stage the list does not know is added before the verdict
    assert [s.key for s in p.stages][-2:] == ["shrink", "verdict"]


def test_an_inconclusive_run_says_so_and_why():
    out = outcome(reproduced=False)
    out.verdict.outcome, out.verdict.reason = "inconclusive", "the run needs a dependency that is not installed: einops"
    final = cm.final_view(out, test_path="tests/repgen/test_issue_7.py")
    assert final["outcome"] == "inconclusive" and cm.headline_for(final).startswith("inconclusive")
    body = cm.render(headline=cm.headline_for(final), final=final)
    assert ("**Verdict: ⚠️ inconclusive** — the run could not tell either way: the run needs a dependency "
            "that is not installed: einops") in body
    assert "not reproduced" not in body and "✅" not in body
    # a result saved by an older version has no outcome: the comment still renders from `reproduced`
    del final["outcome"]
    assert "**Verdict: ❌ not reproduced**" in cm.render(headline="not reproduced", final=final)


def test_final_comment_has_every_section_in_reading_order():
    final = cm.final_view(outcome(), test_path="tests/repgen/test_issue_7.py")
    body = cm.render(headline="reproduced", final=final, notice="config problem")
    assert "**Verdict: ✅ reproduced** — the test fails with the reported symptom (`nan_or_inf`)" in body
    assert "1 attempt, 12 s, generator `offline`" in body
    assert "**What the run showed**" in body and "- `loss[3] = nan`" in body
    assert "1. `[SETUP]` import train — check: module imports" in body
    assert "- `tabreg/model.py:11` in `Norm.forward`: division by a standard deviation with no epsilon" in body
    assert "| torch | 2.13.0 |" in body and "| packages.numpy | 2.4 |" in body
    assert "<details><summary>Environment: Python 3.11.7 · torch 2.13.0 · CPU only</summary>" in body
    # the one chart of a NaN: the loss, its non-finite step marked; no memory chart
    assert body.count("```mermaid") == 1 and 'title "Loss per step; red: NaN/Inf (the first at step 3)"' in body
    assert "plotColorPalette" in body and "memory" not in body.lower()
    assert "**The test** `tests/repgen/test_issue_7.py`" in body      # 4 lines: shown open
    # the test first (#18), then where the bug is and what the run showed
    order = ["**Verdict", "> config problem", "```python\nimport train", "/repgen pr", "**Suspicious code**", "**What the run showed**",
             "```mermaid", "<details><summary>Plan: 2 steps", "<details><summary>Environment"]
    assert [body.index(s) for s in order] == sorted(body.index(s) for s in order)
    assert "- [x]" not in body                                                  # no checklist once final


def test_not_reproduced_and_pr_link():
    final = cm.final_view(outcome(reproduced=False), test_path="t.py", pr_url="https://github.com/o/r/pull/9")
    body = cm.render(headline="not reproduced", final=final)
    assert "**Verdict: ❌ not reproduced** — the test passed" in body
    assert "Draft PR with this test: https://github.com/o/r/pull/9" in body and "/repgen pr" not in body


def test_huge_tests_are_truncated_to_fit_github():
    o = outcome()
    o.test_source = "x = 1\n" * 20000
    body = cm.render(headline="h", final=cm.final_view(o, test_path="t.py"))
    assert len(body) <= cm.MAX_COMMENT and "# ... (truncated)" in body


def test_only_the_bots_marked_comment_is_ours():
    bot = {"user": {"login": "repgen[bot]", "type": "Bot"}, "body": cm.MARKER + "\nx"}
    person = {"user": {"login": "alice", "type": "User"}, "body": "> " + cm.MARKER}
    assert cm.is_ours(bot, "repgen[bot]") and cm.is_ours(bot, None)
    assert not cm.is_ours(person, None) and not cm.is_ours(person, "repgen[bot]")
    assert not cm.is_ours({**bot, "body": "no marker"}, None)
    assert not cm.is_ours(bot, "other-app[bot]")


def test_pr_body():
    body = cm.render_pr_body(issue_number=7, issue_title="NaN", reproduced=True, symptom="nan_or_inf",
                             test_path="tests/repgen/test_issue_7.py", base="main", evidence=["loss nan"],
                             comment_url="https://x/c")
    assert "Reproduction of #7 (NaN)" in body and "python -m pytest tests/repgen/test_issue_7.py" in body
    assert "- loss nan" in body and "https://x/c" in body


@pytest.fixture
async def client(settings, redis_db, fake_github):  # noqa: F811
    fake_github.add_repo(REPO, INSTALLATION)
    fake_github.add_issue(REPO, 3, "bug", "body")
    redis = aredis.Redis.from_url(redis_db)
    yield await GitHubApp(settings, redis, RetryPolicy(call_base_s=0.01)).repo(INSTALLATION, REPO)
    await redis.aclose()


async def test_living_comment_is_found_again_and_edits_are_coalesced(client, fake_github):  # noqa: F811
    repo = fake_github.repos[REPO]
    fake_github.add_comment(REPO, 3, "a human quoting <!-- repgen:issue -->", author="alice")   # not the bot's
    first = cm.LivingComment(client, 3, "repgen[bot]", min_interval_s=0.5)
    await first.write(cm.MARKER + "\none")
    for n in ("two", "three", "four"):             # faster than the interval: coalesced, not dropped
        first.update(cm.MARKER + f"\n{n}")
    await asyncio.sleep(0.05)
    assert first.edits == 1                        # the interval has not passed yet
    await asyncio.sleep(0.8)
    edits = [r.body["body"] for r in fake_github.requests("PATCH", r"/issues/comments/")]
    assert edits == [cm.MARKER + "\nfour"]         # one edit, carrying the latest state
    again = cm.LivingComment(client, 3, "repgen[bot]", min_interval_s=0)   # e.g. a restarted job
    await again.write(cm.MARKER + "\nfive")
    ours = [c for c in repo.issue_comments(3) if cm.MARKER in c["body"] and c["user"]["login"] == "repgen[bot]"]
    assert len(ours) == 1 and ours[0]["body"].endswith("five") and again.comment_id == first.comment_id


async def test_a_refused_progress_edit_is_sent_later_and_the_last_write_wins(client, fake_github):  # noqa: F811
    living = cm.LivingComment(client, 3, "repgen[bot]", min_interval_s=0.2)
    await living.write(cm.MARKER + "\nstarted ⏳")
    fake_github.fail_next("PATCH", r"/issues/comments/", 502, times=10_000)   # edits fail for a while
    living.update(cm.MARKER + "\nfetch done ⏳")
    await asyncio.sleep(1.0)
    assert fake_github.repos[REPO].issue_comments(3)[-1]["body"].endswith("started ⏳")
    fake_github.faults.clear()
    await asyncio.sleep(0.5)                       # the waiting state goes out once GitHub takes edits again
    assert fake_github.repos[REPO].issue_comments(3)[-1]["body"].endswith("fetch done ⏳")
    living.update(cm.MARKER + "\nrunning ⏳")       # waiting on the interval when the run ends
    await living.write(cm.MARKER + "\ncancelled")
    await asyncio.sleep(0.4)                       # nothing older lands after the final state
    assert fake_github.repos[REPO].issue_comments(3)[-1]["body"].endswith("cancelled")


def test_run_output_cannot_ping_people_or_break_out_of_the_test_block():
    o = outcome(reproduced=False)
    o.verdict.reason = "failed for @octocat <!-- repgen:issue -->"
    o.verdict.evidence = ["ping @everyone"]
    o.test_source = 'doc = """\n```\n@mention outside?\n"""\n'
    body = cm.render(headline="h", final=cm.final_view(o, test_path="t.py"))
    assert "@octocat" not in body and "@everyone" not in body and "@\u2060octocat" in body
    assert body.count(cm.MARKER) == 1
    assert '````python\ndoc = """\n```\n@mention outside?\n"""\n````' in body
    assert md.fence("no ticks") == "```" and md.fence("a ````` b") == "``````"
