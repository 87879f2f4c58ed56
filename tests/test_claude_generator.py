"""ClaudeGenerator driven through the real anthropic SDK against the fake Messages API over HTTP."""
from __future__ import annotations

import textwrap

import pytest
from fake_anthropic import FakeAnthropic, error, message, raw, text, tool_results, tool_use

from bot.core.bug_report import parse_report
from bot.core.generators.base import GenerationJob
from bot.core.generators.claude import (
    Budget,
    ClaudeBudgetSpent,
    ClaudeError,
    ClaudeGenerator,
    ClaudeUnavailable,
)
from bot.core.plan import Plan
from bot.settings import Settings
from index.models import Context, EntryPoint, Suspicion
from runner.local import run_pytest
from runner.models import RunLimits

ISSUE = """# mean_rate crashes on an empty batch

Calling `calc.ops.mean_rate([])` raises instead of returning 0.

```
Traceback (most recent call last):
  File "/home/u/proj/calc/ops.py", line 3, in mean_rate
    return sum(xs) / len(xs)
ZeroDivisionError: division by zero
```
"""

GOOD_TEST = textwrap.dedent("""\
    from calc.ops import mean_rate


    def test_empty_batch_has_zero_rate():
        assert mean_rate([]) == 0
    """)

PLAN = [{"stage": "SETUP", "action": "import calc.ops", "check": "module imports"},
        {"stage": "VALIDATION", "action": "call mean_rate([])", "check": "returns 0, no ZeroDivisionError"}]


@pytest.fixture
def repo(tmp_path):
    (tmp_path / "calc").mkdir()
    (tmp_path / "calc" / "__init__.py").write_text("")
    (tmp_path / "calc" / "ops.py").write_text(
        "def mean_rate(xs):\n    # average of rates\n    return sum(xs) / len(xs)\n")
    (tmp_path / "main.py").write_text(
        "import sys\nfrom calc.ops import mean_rate\n\nif __name__ == '__main__':\n"
        "    print(mean_rate([float(a) for a in sys.argv[1:]]))\n")
    return tmp_path


def make_job(repo, run_test=None, attempt=1) -> GenerationJob:
    report = parse_report(ISSUE, ["calc/ops.py", "calc/__init__.py", "main.py"])
    ctx = Context(entry_points=[EntryPoint(path="main.py", module="main", main=None, has_main_guard=True)],
                  suspicions=[Suspicion("result_ignored", "calc/ops.py", "mean_rate", 3, "the value is dropped")])
    return GenerationJob(repo_dir=str(repo), report=report, context=ctx, plan=Plan(), attempt=attempt,
                         run_test=run_test)


def make_gen(fake, monkeypatch, **kw) -> ClaudeGenerator:
    # the SDK reads ANTHROPIC_BASE_URL itself: this is how deployments point it elsewhere too
    monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
    settings = Settings(anthropic_api_key="test-key", anthropic_model="claude-sonnet-4-6",
                        **{"anthropic_max_retries": 2, **kw})
    return ClaudeGenerator(settings)


def submit(source=GOOD_TEST, plan=PLAN, strategy="call mean_rate on an empty list"):
    return message(tool_use("submit_reproduction", {"plan": plan, "strategy": strategy, "test_source": source}))


def real_runner(repo):
    return lambda source: run_pytest(str(repo), source, RunLimits(timeout_s=60))


def test_tools_are_executed_and_fed_back(repo, monkeypatch):
    failing = GOOD_TEST
    script = [
        message(text("Let me look around."), tool_use("list_entry_points", {}),
                tool_use("search_code", {"query": "mean_rate len(xs)"}),
                cache_creation_input_tokens=3000),
        message(tool_use("read_code", {"path": "calc/ops.py", "start": 1, "end": 3}),
                cache_read_input_tokens=3000),
        message(tool_use("run_test", {"source": failing}), cache_read_input_tokens=3100),
        submit(),
    ]
    with FakeAnthropic(script) as fake:
        gen = make_gen(fake, monkeypatch)
        out = gen.generate(make_job(repo, run_test=real_runner(repo)))
    assert fake.remaining == 0 and len(fake.requests) == 4
    first = fake.requests[0]
    assert first["model"] == "claude-sonnet-4-6"
    assert {t["name"] for t in first["tools"]} == {
        "search_code", "read_code", "list_entry_points", "run_test", "try_fix", "submit_reproduction"}
    assert "mean_rate crashes on an empty batch" in first["messages"][0]["content"][0]["text"]

    eps, hits = tool_results(fake.requests[1])
    assert "main.py" in eps["content"]
    assert "calc/ops.py" in hits["content"] and "return sum(xs) / len(xs)" in hits["content"]
    (code,) = tool_results(fake.requests[2])
    assert "3  " in code["content"] and "return sum(xs) / len(xs)" in code["content"]
    (ran,) = tool_results(fake.requests[3])
    assert "outcome: failed" in ran["content"] and "ZeroDivisionError" in ran["content"]
    assert not ran.get("is_error")
    # each tool_result answers the tool_use id the model sent
    sent_ids = [b["id"] for b in fake.requests[1]["messages"][-2]["content"] if b["type"] == "tool_use"]
    assert [r["tool_use_id"] for r in tool_results(fake.requests[1])] == sent_ids

    assert out.source == GOOD_TEST
    assert out.strategy == "claude: call mean_rate on an empty list"
    assert [s.stage for s in out.plan.steps] == ["SETUP", "VALIDATION"]
    assert any("4 requests" in n and "from cache" in n for n in out.notes)


def test_repo_context_is_cached_across_turns(repo, monkeypatch):
    with FakeAnthropic([message(tool_use("list_entry_points", {})), submit()]) as fake:
        make_gen(fake, monkeypatch).generate(make_job(repo))
    for body in fake.requests:
        system = body["system"]
        assert system[-1]["cache_control"] == {"type": "ephemeral"}
        assert "calc/ops.py" in system[-1]["text"]          # the repository overview is the cached part
        assert "- calc/ops.py:3 in mean_rate: the value is dropped" in system[-1]["text"]   # static hints
        # one rolling breakpoint on the conversation: on its last block only
        marks = [b for m in body["messages"] for b in m["content"] if "cache_control" in b]
        assert marks == [body["messages"][-1]["content"][-1]]
    assert fake.requests[0]["system"] == fake.requests[1]["system"]  # identical prefix: a cache hit


def test_budget_stops_with_best_attempt_and_says_so(repo, monkeypatch):
    script = [message(tool_use("run_test", {"source": GOOD_TEST}), input_tokens=6000, output_tokens=100),
              submit()]
    with FakeAnthropic(script) as fake:
        gen = make_gen(fake, monkeypatch, anthropic_budget_tokens=5000)
        out = gen.generate(make_job(repo, run_test=real_runner(repo)))
        assert len(fake.requests) == 1          # no second request once the budget is spent
        assert out.source == GOOD_TEST          # the candidate it ran is the best attempt
        assert any("budget spent" in n for n in out.notes)
        with pytest.raises(ClaudeBudgetSpent):
            gen.generate(make_job(repo, attempt=2))
        assert len(fake.requests) == 1


def test_budget_spent_without_any_test_raises(repo, monkeypatch):
    script = [message(tool_use("list_entry_points", {}), input_tokens=100, output_tokens=100_000)]
    with FakeAnthropic(script) as fake:
        gen = make_gen(fake, monkeypatch, anthropic_budget_usd=0.5)   # 100k output tokens cost $1.50
        with pytest.raises(ClaudeBudgetSpent, match="without a test"):
            gen.generate(make_job(repo))
    assert gen.budget.usd == pytest.approx(1.5003)
    assert gen.usage.usd == pytest.approx(1.5003) and gen.usage.tokens == 100_100


def test_budget_prices_cache_reads_below_writes():
    b = Budget(max_tokens=10**9, max_usd=100, model="claude-sonnet-4-6")
    b.add(type("U", (), {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 1_000_000,
                         "cache_read_input_tokens": 0})())
    b.add(type("U", (), {"input_tokens": 0, "output_tokens": 0, "cache_creation_input_tokens": 0,
                         "cache_read_input_tokens": 1_000_000})())
    assert b.usd == pytest.approx(3.75 + 0.30)
    assert b.tokens == 2_000_000 and b.cache_read_tokens == 1_000_000


def test_malformed_and_truncated_output_never_crash(repo, monkeypatch):
    script = [
        raw('{"id": "msg_1", "type": "mess'),                                  # cut-off JSON body
        raw('{"foo": 1}'),                                                     # JSON, not a message
        message(tool_use("submit_reproduction", {"plan": PLAN, "strategy": "s"}), stop_reason="max_tokens"),
        message(tool_use("submit_reproduction", {"plan": PLAN, "strategy": "s", "test_source": "def test_(:\n"})),
        message(tool_use("read_code", {"path": "../../etc/passwd"}), tool_use("no_such_tool", {"x": 1})),
        submit(plan=[{"stage": "weird", "action": "a", "check": "c"}, "not a step"]),
    ]
    with FakeAnthropic(script) as fake:
        out = make_gen(fake, monkeypatch).generate(make_job(repo))
    assert out.source == GOOD_TEST
    assert [s.stage for s in out.plan.steps] == ["SETUP"]      # odd stages coerced, junk steps skipped
    (cut,) = tool_results(fake.requests[3])
    assert cut["is_error"] and "cut off" in cut["content"]
    (bad,) = tool_results(fake.requests[4])
    assert bad["is_error"] and "does not parse" in bad["content"]
    outside, unknown = tool_results(fake.requests[5])
    assert outside["is_error"] and "outside the repository" in outside["content"]
    assert unknown["is_error"] and "unknown tool" in unknown["content"]


def test_answer_in_prose_with_a_code_block_is_accepted(repo, monkeypatch):
    script = [message(text("I'm done."), stop_reason="end_turn"),
              message(text(f"Here it is:\n```python\n{GOOD_TEST}```\n"))]
    with FakeAnthropic(script) as fake:
        out = make_gen(fake, monkeypatch).generate(make_job(repo))
    assert "submit_reproduction" in fake.requests[1]["messages"][-1]["content"][-1]["text"]  # the nudge
    assert out.source.strip() == GOOD_TEST.strip()


def test_truncated_prose_is_not_taken_as_a_submission(repo, monkeypatch):
    cut = "```python\nfrom calc.ops import mean_rate\n\n\ndef test_empty():\n    x = 1\n"
    script = [message(text(cut), stop_reason="max_tokens"), submit()]
    with FakeAnthropic(script) as fake:
        out = make_gen(fake, monkeypatch).generate(make_job(repo))
    assert "cut off" in fake.requests[1]["messages"][-1]["content"][-1]["text"]
    assert out.source == GOOD_TEST


def test_only_malformed_responses_raise_a_clear_error(repo, monkeypatch):
    with FakeAnthropic([raw("not json")] * 5) as fake:
        with pytest.raises(ClaudeError, match="malformed"):
            make_gen(fake, monkeypatch).generate(make_job(repo))
    assert len(fake.requests) == 3


def test_rate_limit_and_overload_are_retried(repo, monkeypatch):
    with FakeAnthropic([error(429), error(529, "Overloaded"), submit()]) as fake:
        out = make_gen(fake, monkeypatch, anthropic_max_retries=2).generate(make_job(repo))
    assert out.source == GOOD_TEST and len(fake.requests) == 3


@pytest.mark.parametrize("status,kind", [(529, "overloaded_error"), (500, "api_error"), (429, "rate_limit_error")])
def test_persistent_api_errors_raise_after_bounded_retries(repo, monkeypatch, status, kind):
    with FakeAnthropic([error(status)] * 10) as fake:
        with pytest.raises(ClaudeUnavailable, match=f"{status} \\({kind}\\) after 2 retries"):
            make_gen(fake, monkeypatch, anthropic_max_retries=2).generate(make_job(repo))
    assert len(fake.requests) == 3


def test_search_without_an_index_falls_back_to_lexical(repo, tmp_path):
    from bot.core.generators.claude_tools import index_search

    hits = index_search(str(tmp_path / "empty-home"))(str(repo), "mean_rate len", 3)
    assert hits and hits[0].path == "calc/ops.py" and hits[0].why == ["lexical"]


def test_turn_limit_returns_best_run_candidate(repo, monkeypatch):
    script = [message(tool_use("run_test", {"source": GOOD_TEST})),
              message(tool_use("list_entry_points", {}))]
    with FakeAnthropic(script) as fake:
        out = make_gen(fake, monkeypatch, anthropic_max_turns=2).generate(make_job(repo, run_test=real_runner(repo)))
    assert out.source == GOOD_TEST
    assert any("no submission after 2 turns" in n for n in out.notes)


def test_feedback_of_earlier_attempts_reaches_the_prompt(repo, monkeypatch):
    from bot.core.generators.base import Feedback
    from runner.models import ExceptionInfo, RunResult

    fb = Feedback(source="x", strategy="called main.py with no args",
                  result=RunResult(outcome="passed", seconds=0.4, exception=ExceptionInfo("ValueError", "boom")),
                  static_errors=["torch.symeig: removed in torch 2.13.0; use torch.linalg.eigh"],
                  reason="passed: no symptom")
    job = make_job(repo, attempt=2)
    job.feedback = [fb]
    with FakeAnthropic([submit()]) as fake:
        make_gen(fake, monkeypatch).generate(job)
    prompt = fake.requests[0]["messages"][0]["content"][0]["text"]
    assert "Attempt 2" in prompt and "called main.py with no args" in prompt
    assert "torch.linalg.eigh" in prompt and "outcome: passed" in prompt and "ValueError: boom" in prompt


# --------------------------------------------------------------------------- the pipeline loop with Claude
PASSING_TEST = "from calc.ops import mean_rate\n\n\ndef test_mean_of_two():\n    assert mean_rate([1, 3]) == 2\n"


def reproduce_with_claude(repo, fake, monkeypatch, tmp_path, max_attempts=3, run_test=None, disable=()):
    from bot.core.pipeline import ReproduceOptions, reproduce

    monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
    settings = Settings(anthropic_api_key="test-key", anthropic_model="claude-sonnet-4-6", anthropic_max_retries=1,
                        home=str(tmp_path / "home"))
    opts = ReproduceOptions(max_attempts=max_attempts, timeout_s=60, generator="auto", home=settings.home,
                            settings=settings, run_test=run_test, disable=frozenset(disable))
    return reproduce(str(repo), ISSUE, opts)


@pytest.mark.slow
def test_loop_stops_on_first_success(repo, monkeypatch, tmp_path):
    script = [message(tool_use("search_code", {"query": "mean_rate empty list division"})), submit(), submit()]
    with FakeAnthropic(script) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path)
    assert len(fake.requests) == 2 and fake.remaining == 1
    (hits,) = tool_results(fake.requests[1])
    # answered by the pipeline's hybrid index, not the lexical fallback
    assert "calc/ops.py::mean_rate" in hits["content"] and "lexical" not in hits["content"]
    v = outcome.verdict
    assert v.reproduced and v.generator == "claude" and len(v.attempts) == 1
    assert v.attempts[0].outcome == "failed" and v.attempts[0].strategy.startswith("claude:")
    assert outcome.test_source == GOOD_TEST
    assert [s.stage for s in outcome.plan.steps] == ["SETUP", "VALIDATION"]   # Claude's structured plan
    # the spend travels as a structured record (result.json, the App's metrics), not as prose to parse
    assert outcome.usage.requests == 2 and outcome.usage.tokens > 0
    assert outcome.result_dict()["usage"]["requests"] == 2


@pytest.mark.slow
def test_claude_sees_the_products_verdict_on_its_runs_and_the_real_entry_points(repo, monkeypatch, tmp_path):
    selfmade = "def test_x():\n    raise ZeroDivisionError('division by zero')\n"
    script = [message(tool_use("run_test", {"source": selfmade})),
              message(tool_use("run_test", {"source": GOOD_TEST})), submit()]
    with FakeAnthropic(script) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path)
    (faked,) = tool_results(fake.requests[1])
    (real,) = tool_results(fake.requests[2])
    assert "RepGen's verdict on this run: not reproduced — raised by the test's own code" in faked["content"]
    assert "RepGen's verdict on this run: reproduced" in real["content"]
    task = fake.requests[0]["messages"][0]["content"][0]["text"]
    assert "`main.py`" in task and "stop: nothing to run" not in task     # the plan lists the entry points
    assert outcome.verdict.outcome == "reproduced"


@pytest.mark.slow
def test_try_fix_checks_claudes_repair_and_the_verified_one_becomes_the_cause(repo, monkeypatch, tmp_path):
    old = "    return sum(xs) / len(xs)\n"
    script = [message(tool_use("try_fix", {"path": "calc/ops.py", "old": "no such text", "new": "x",
                                           "test_source": GOOD_TEST})),
              message(tool_use("try_fix", {"path": "calc/ops.py", "old": old,
                                           "new": "    return sum(xs) / float(len(xs))\n", "test_source": GOOD_TEST})),
              message(tool_use("try_fix", {"path": "calc/ops.py", "old": old,
                                           "new": "    return sum(xs) / len(xs) if xs else 0.0\n",
                                           "test_source": GOOD_TEST})),
              submit()]
    with FakeAnthropic(script) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path)
    (missing,) = tool_results(fake.requests[1])
    assert missing.get("is_error") and "must occur exactly once" in missing["content"]
    (wrong,) = tool_results(fake.requests[2])
    assert wrong["content"].startswith("NOT VERIFIED: the test still fails")
    (right,) = tool_results(fake.requests[3])
    assert right["content"].startswith("VERIFIED: the test passes and still runs the repaired function")
    assert "calc/ops.py:3 in mean_rate" in right["content"]
    cause = outcome.cause
    assert outcome.verdict.reproduced and cause.verified and cause.kind == "proposed"
    assert (cause.path, cause.line, cause.function) == ("calc/ops.py", 3, "mean_rate")
    assert "+    return sum(xs) / len(xs) if xs else 0.0" in cause.diff
    assert (repo / "calc" / "ops.py").read_text().endswith("return sum(xs) / len(xs)\n")   # never edited


@pytest.mark.slow
def test_a_submission_that_does_not_reproduce_comes_back_in_the_same_conversation(repo, monkeypatch, tmp_path):
    runs = []

    def counting(repo_dir, source, limits):
        runs.append(source)
        return run_pytest(repo_dir, source, limits)
    script = [submit(PASSING_TEST, strategy="variant 1"), submit(GOOD_TEST, strategy="variant 2")]
    with FakeAnthropic(script) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path, run_test=counting, disable={"cause"})
    assert len(fake.requests) == 2
    (answer,) = tool_results(fake.requests[1])
    assert answer.get("is_error")
    assert answer["content"].startswith("Not accepted: RepGen ran the submitted test and its verdict is not reproduced")
    assert "outcome: passed" in answer["content"]
    v = outcome.verdict
    assert v.reproduced and len(v.attempts) == 1 and v.attempts[0].strategy == "claude: variant 2"
    assert runs == [PASSING_TEST, GOOD_TEST]          # the accepted test was run once, inside the conversation


@pytest.mark.slow
def test_once_the_runs_are_spent_a_submission_is_judged_by_the_pipeline(repo, monkeypatch, tmp_path):
    script = [submit(PASSING_TEST, strategy=f"variant {i}") for i in range(1, 6)]
    with FakeAnthropic(script) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path, max_attempts=1)
    assert len(fake.requests) == 5 and fake.remaining == 0
    rejected = [tool_results(r)[0]["content"] for r in fake.requests[1:]]
    assert all(c.startswith("Not accepted") for c in rejected)
    v = outcome.verdict
    assert not v.reproduced and [a.outcome for a in v.attempts] == ["passed"]
    assert v.attempts[0].strategy == "claude: variant 5"


@pytest.mark.slow
def test_api_down_falls_back_to_offline_and_says_so(repo, monkeypatch, tmp_path):
    with FakeAnthropic([error(529, "Overloaded")] * 4) as fake:
        outcome = reproduce_with_claude(repo, fake, monkeypatch, tmp_path, max_attempts=1)
    assert len(fake.requests) == 2                         # one try + one retry, then no more calls
    v = outcome.verdict
    assert v.generator == "claude, fell back to offline"
    assert v.attempts[0].strategy.startswith("[offline fallback]")
    assert any("529" in n and "offline generator" in n for n in outcome.notes)


def test_removed_api_on_the_traceback_path_is_named_in_the_prompt(repo, monkeypatch):
    (repo / "calc" / "spectral.py").write_text(
        "import torch\n\n\ndef top_eig(cov):\n    evals, _ = torch.symeig(cov, eigenvectors=True)\n    return evals[-1]\n")
    issue = ("# top_eig crashes\n\n```\nTraceback (most recent call last):\n"
             '  File "/x/calc/spectral.py", line 5, in top_eig\n'
             "RuntimeError: This function was deprecated since version 1.9 and is now removed.\n```\n")
    job = make_job(repo)
    job.report = parse_report(issue, ["calc/spectral.py", "calc/ops.py"])
    with FakeAnthropic([submit()]) as fake:
        make_gen(fake, monkeypatch).generate(job)
    prompt = fake.requests[0]["messages"][0]["content"][0]["text"]
    assert "calc/spectral.py:5 torch.symeig is removed" in prompt and "torch.linalg.eigh" in prompt


def test_select_picks_by_key_and_choice():
    from types import SimpleNamespace

    from bot.core.generators import select
    from bot.core.generators.fallback import FallbackGenerator
    from bot.core.generators.offline import OfflineGenerator
    from bot.core.pipeline import InputError

    keyed, bare = Settings(anthropic_api_key="k"), Settings()
    assert isinstance(select(SimpleNamespace(generator="auto"), bare), OfflineGenerator)
    assert isinstance(select(SimpleNamespace(generator="offline"), keyed), OfflineGenerator)
    auto = select(SimpleNamespace(generator="auto", disable=frozenset({"retrieval"})), keyed)
    assert isinstance(auto, FallbackGenerator) and auto.name == "claude"
    with pytest.raises(InputError, match="ANTHROPIC_API_KEY"):
        select(SimpleNamespace(generator="claude"), bare)


def test_prices_come_from_one_table_by_longest_model_prefix():
    from bot.core.generators.claude import PRICES, UNKNOWN_MODEL_PRICE, price

    assert price("claude-opus-4-1-20250805") == PRICES["claude-opus-4-1"] == (15.0, 75.0, 18.75, 1.5)
    assert price("claude-opus-4-5-20251101") == PRICES["claude-opus-4"] == (5.0, 25.0, 6.25, 0.5)
    assert price("claude-opus-5-5") == (4.0, 20.0, 5.0, 0.2) and price("claude-opus-5") == (5.0, 25.0, 6.25, 0.5)
    assert price("claude-sonnet-4-6") == (3.0, 15.0, 3.75, 0.3)
    assert price("some-other-model") == UNKNOWN_MODEL_PRICE == max(PRICES.values())
