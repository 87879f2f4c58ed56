"""The App's jobs (bot.app.*_job) with a real arq worker (burst mode), real Redis and the fake GitHub over HTTP.

The pipeline is a scripted stand-in here (these tests are about jobs, permissions, retries and the comment);
tests/test_e2e_app.py runs the real one.
"""
from __future__ import annotations

import asyncio
import threading
import time
import uuid

import pytest
from arq.connections import RedisSettings, create_pool
from fake_github import Fault, load_payload
from fake_github.fixtures import (  # noqa: F401
    CRASH_ISSUE,
    INSTALLATION,
    REPO,
    app_key,
    fake_github,
    redis_db,
    settings,
)
from fake_github.pipelines import SandboxPipeline, ScriptedPipeline
from processes import marked, new_mark, sleeper_test, wait_marked

from bot.app import metrics
from bot.app.comment import MARKER
from bot.app.job_runtime import JOB_KINDS, QUEUE
from bot.app.retries import RetryPolicy
from bot.app.routing import route
from bot.app.worker import make_worker
from runner import registry
from runner.worker import make_worker as make_runner

FAST = RetryPolicy(call_base_s=0.01, job_base_s=0.05)   # the policy's timings, shrunk for tests


@pytest.fixture
def repo(fake_github):  # noqa: F811
    r = fake_github.add_repo(REPO, INSTALLATION, {"train.py": "import torch\n\ndef main():\n    pass\n"})
    fake_github.add_issue(REPO, 1, "Training crashes with RuntimeError", CRASH_ISSUE)
    fake_github.add_issue(REPO, 2, "Typo in README", "The word recieve is misspelled.")
    r.permissions.update(maintainer="write", reader="read")
    return r


@pytest.fixture
async def pool(redis_db):  # noqa: F811
    p = await create_pool(RedisSettings.from_dsn(redis_db), default_queue_name=QUEUE)
    yield p
    await p.aclose()


async def run_worker(settings, pipeline=None, **ctx):  # noqa: F811
    worker = make_worker(settings, burst=True, poll_delay=0.05,
                         ctx={"pipeline": pipeline or ScriptedPipeline(), "comment_interval_s": 0,
                              "retry_policy": FAST, **ctx})
    try:
        await worker.main()
    finally:
        await worker.close()
    return worker


async def command(pool, body: dict, commenter: str, delivery: str, issue: int = 1):
    return await pool.enqueue_job("handle_command", _job_id=f"command:{delivery}", installation_id=INSTALLATION,
                                  repo=REPO, issue_number=issue, delivery=delivery, command=body,
                                  commenter=commenter, comment_id=555, is_pull_request=False)


def bot_comments(repo, issue: int = 1) -> list[str]:
    return [c["body"] for c in repo.issue_comments(issue) if c["user"]["login"] == "repgen[bot]"]


async def test_read_only_user_is_refused_once_and_nothing_runs(settings, repo, pool, fake_github):  # noqa: F811
    pipeline = ScriptedPipeline()
    await command(pool, {"name": "reproduce"}, "reader", "r1")
    await command(pool, {"name": "reproduce"}, "reader", "r2")
    await command(pool, {"name": "reproduce"}, "stranger", "r3")        # not a collaborator at all
    await run_worker(settings, pipeline)
    comments = bot_comments(repo)
    assert len(comments) == 2                                           # reader once, stranger once
    # the jobs run concurrently: the two answers may come in either order
    reader, stranger = sorted(comments, key=lambda c: "@reader" not in c)
    assert "@reader" in reader and "`write` access and yours is `read`" in reader
    assert "`none`" in stranger
    assert pipeline.calls == [] and await pool.zcard(QUEUE) == 0
    assert repo.reactions == []


async def test_help_and_invalid_commands(settings, repo, pool):  # noqa: F811
    await command(pool, {"name": "help"}, "maintainer", "h1")
    await command(pool, {"name": "invalid", "error": "unknown command `fix`"}, "maintainer", "h2")
    await run_worker(settings)
    comments = bot_comments(repo)
    assert len(comments) == 2
    # the two jobs may finish in either order: tell the answers apart by what they say
    help_text, invalid = sorted(comments, key=lambda c: c.startswith("unknown command"))
    assert "/repgen reproduce [--pool NAME] [--attempts N]" in help_text and "needs `write`" in help_text
    assert invalid.startswith("unknown command `fix`.") and "/repgen cancel" in invalid
    assert [r["content"] for r in repo.reactions] == ["eyes", "eyes"]


async def test_reproduce_command_runs_and_leaves_one_final_comment(settings, repo, pool, fake_github):  # noqa: F811
    pipeline = ScriptedPipeline()
    await registry.beat(pool, registry.RunnerInfo(pool="a100"))          # a live runner serves pool a100
    await command(pool, {"name": "reproduce", "pool": "a100", "attempts": 2}, "maintainer", "c1")
    await run_worker(settings, pipeline)
    (call,) = pipeline.calls
    assert call["files"] == ["train.py"] and call["max_attempts"] == 2 and call["pool"] == "a100"
    assert "RuntimeError: optimizer state is corrupted" in call["issue"]
    (body,) = bot_comments(repo)
    assert body.startswith(MARKER) and "**Verdict: ✅ reproduced**" in body
    assert "- [x] Run the test" not in body and "</details>" in body      # the checklist only while running
    edits = [r.body["body"] for r in fake_github.requests("PATCH", r"/issues/comments/")]
    assert "⏳" in edits[0] and edits[-1] == body and "⏳" not in body    # progress, then the final state
    # no token ever reached the queue
    assert not [k for k in await pool.keys("*") if b"token" in k and not k.startswith(b"repgen:token:")]


async def test_transient_github_errors_are_retried(settings, repo, pool, fake_github):  # noqa: F811
    before = metrics.REGISTRY.get_sample_value("repgen_jobs_retried_total", {"function": "reproduce_issue"}) or 0
    fake_github.fail_next("GET", r"/issues/1$", 502, times=2)            # a read: repeated inside the call
    fake_github.fail_next("POST", r"/issues/1/comments$", 502, times=1)  # a create: back to the queue
    await pool.enqueue_job("reproduce_issue", _job_id="reproduce:t1", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    worker = await run_worker(settings)
    assert worker.jobs_retried == 1 and worker.jobs_complete == 1 and worker.jobs_failed == 0
    assert len(fake_github.requests("GET", r"/issues/1$")) == 2 + 2       # 2 failed + 1 per try
    (body,) = bot_comments(repo)
    assert "Verdict: ✅ reproduced" in body
    after = metrics.REGISTRY.get_sample_value("repgen_jobs_retried_total", {"function": "reproduce_issue"})
    assert after - before == 1
    policy = RetryPolicy()
    assert policy.job_backoff_s(1) == 5 and policy.job_backoff_s(3) == 20 and policy.job_backoff_s(20) == 600


async def test_automatic_runs_follow_config_and_classification(settings, repo, pool):  # noqa: F811
    pipeline = ScriptedPipeline()
    await pool.enqueue_job("reproduce_issue", _job_id="a2", installation_id=None, repo=REPO, issue_number=2,
                           trigger="opened")                                  # not a deep-learning bug
    await pool.enqueue_job("reproduce_issue", _job_id="a3", installation_id=None, repo=REPO, issue_number=1,
                           trigger="labeled", label="question")               # not a trigger label
    await run_worker(settings, pipeline)
    assert pipeline.calls == [] and bot_comments(repo, 1) == bot_comments(repo, 2) == []
    repo.commit("main", {".github/repgen.yml": "auto: false\n"})
    await pool.enqueue_job("reproduce_issue", _job_id="a4", installation_id=None, repo=REPO, issue_number=1,
                           trigger="opened")
    await run_worker(settings, pipeline)
    assert pipeline.calls == []
    repo.commit("main", {".github/repgen.yml": "auto: true\nlabels: [needs-repro]\ndaily_runs: 1\n"})
    for job_id in ("a5", "a6"):
        await pool.enqueue_job("reproduce_issue", _job_id=job_id, installation_id=None, repo=REPO, issue_number=1,
                               trigger="labeled", label="needs-repro")
    await run_worker(settings, pipeline)
    assert len(pipeline.calls) == 1                                            # the budget allows one a day
    assert ("eyes", ("issue", 1)) in [(r["content"], r["_target"]) for r in repo.reactions]


async def test_invalid_config_is_reported_and_defaults_used(settings, repo, pool):  # noqa: F811
    repo.commit("main", {".github/repgen.yml": "max_attempts: lots\n"})
    pipeline = ScriptedPipeline()
    await pool.enqueue_job("reproduce_issue", _job_id="cfg", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="opened")
    await run_worker(settings, pipeline)
    assert pipeline.calls[0]["max_attempts"] == 3
    (body,) = bot_comments(repo)
    assert "`.github/repgen.yml` has problems" in body and "`max_attempts`: 'lots' is not valid" in body


async def test_cancel_stops_a_running_reproduction(settings, repo, pool, fake_github):  # noqa: F811
    gate = threading.Event()
    pipeline = ScriptedPipeline(block=gate)
    await pool.enqueue_job("reproduce_issue", _job_id="long", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    await command(pool, {"name": "cancel"}, "maintainer", "x1")
    await run_worker(settings, pipeline)
    (body,) = bot_comments(repo)
    assert "Stopped by `/repgen cancel`" in body and "**Verdict" not in body
    assert not await pool.exists(f"repgen:cancel:{REPO}#1")
    gate.set()


async def test_pr_without_a_result_says_so(settings, repo, pool):  # noqa: F811
    await command(pool, {"name": "pr"}, "maintainer", "p0")
    await run_worker(settings)
    assert "`/repgen reproduce` first" in bot_comments(repo)[0] and repo.pulls == []


async def test_index_job_extracts_into_a_stable_folder(settings, repo, pool, tmp_path):  # noqa: F811
    seen = []

    def indexer(repo_dir, sha, home):
        seen.append((repo_dir, sha, sorted(p.name for p in __import__("pathlib").Path(repo_dir).iterdir())))
        return {"files": 1, "changed": ["train.py"]}

    await pool.enqueue_job("index_repo", _job_id="i1", installation_id=INSTALLATION, repo=REPO, sha=None)
    repo.commit("main", {"model.py": "x = 1\n"})
    sha = repo.refs["heads/main"]
    await pool.enqueue_job("index_repo", _job_id="i2", installation_id=INSTALLATION, repo=REPO, sha=sha)
    await run_worker(settings, indexer=indexer)
    assert seen[0][0] == seen[1][0] == f"{settings.home}/checkouts/Codertocat__Hello-World"
    assert seen[1] [1:] == (sha, ["model.py", "train.py"])


def test_the_generators_usage_reaches_the_metrics():
    from bot.app.reproduce_job import count_tokens
    from bot.core.generators.base import Usage

    def sample(kind: str) -> float:
        return metrics.REGISTRY.get_sample_value("repgen_llm_tokens_total", {"kind": kind}) or 0

    total, cached = sample("total"), sample("cache_read")
    assert count_tokens(Usage(requests=3, tokens=1200, cache_read_tokens=800, usd=0.01)) == 1200
    assert count_tokens(None) == 0
    assert sample("total") - total == 1200 and sample("cache_read") - cached == 800


def test_worker_command_needs_the_app_identity(monkeypatch, capsys):
    from bot.cli.main import main

    for name in ("REPGEN_APP_ID", "REPGEN_PRIVATE_KEY", "REPGEN_PRIVATE_KEY_PATH"):
        monkeypatch.delenv(name, raising=False)
    assert main(["worker", "--burst"]) == 2
    assert "REPGEN_APP_ID" in capsys.readouterr().err


async def test_a_repository_without_python_gets_the_pipelines_reason(settings, fake_github, pool):  # noqa: F811
    from bot.app.reproduce_job import default_pipeline

    repo = fake_github.add_repo(REPO, INSTALLATION, {"README.md": "docs only\n"})
    fake_github.add_issue(REPO, 1, "Training crashes with RuntimeError", CRASH_ISSUE)
    await pool.enqueue_job("reproduce_issue", _job_id="nopy", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    worker = await run_worker(settings, default_pipeline)              # the real pipeline refuses
    assert worker.jobs_complete == 1
    (body,) = bot_comments(repo)
    assert "RepGen cannot reproduce this: no Python files in Codertocat/Hello-World:" in body
    assert "/tmp" not in body and "**Verdict" not in body


async def test_a_second_run_on_the_same_issue_waits_for_the_first(settings, repo, pool, redis_db):  # noqa: F811
    await pool.set(f"repgen:lock:{REPO}#1", "another-job", px=1200)        # a run in progress elsewhere
    pipeline = ScriptedPipeline()
    await pool.enqueue_job("reproduce_issue", _job_id="second", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    worker = await run_worker(settings, pipeline, busy_defer_s=0.5)
    assert worker.jobs_retried >= 1 and worker.jobs_complete == 1 and len(pipeline.calls) == 1
    assert not await pool.exists(f"repgen:lock:{REPO}#1")                 # released when done


def test_transient_errors():
    import httpx
    from redis.exceptions import ConnectionError as RedisConnectionError

    from bot.app.retries import is_transient

    assert is_transient(RedisConnectionError("down")) and is_transient(httpx.ConnectError("refused"))
    assert is_transient(TimeoutError()) and not is_transient(ValueError("bug"))


async def test_a_run_that_never_frees_the_issue_gets_a_polite_no(settings, repo, pool):  # noqa: F811
    await pool.set(f"repgen:lock:{REPO}#1", "another-job", ex=60)
    pipeline = ScriptedPipeline()
    await pool.enqueue_job("reproduce_issue", _job_id="third", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    worker = await run_worker(settings, pipeline, busy_defer_s=0.05)
    assert worker.jobs_retried == JOB_KINDS["reproduce_issue"].max_tries - 1
    assert worker.jobs_complete == 1 and pipeline.calls == []
    (body,) = bot_comments(repo)
    assert "already going on this issue" in body and MARKER not in body
    assert (await pool.get(f"repgen:lock:{REPO}#1")) == b"another-job"       # not ours to release


@pytest.mark.parametrize("where", ["local", "runner pool"])
async def test_cancel_stops_the_sandbox_run_within_seconds(settings, repo, pool, where, tmp_path):  # noqa: F811
    """`/repgen cancel` used to wait for the next stage boundary (13 minutes once). The run here is the real
    sandbox (local, or a runner of a pool over the queue) running a test that would sleep for two minutes."""
    mark = new_mark()
    runner_pool, runner, runner_task = "local", None, None
    if where == "runner pool":
        runner_pool = f"cancel-{uuid.uuid4().hex[:8]}"
        runner = make_runner(settings.redis_url, f"gpu:{runner_pool}", sandbox="local", gpus=[], heartbeat_s=0.5)
        runner_task = asyncio.create_task(runner.async_run())
        while runner_pool not in await registry.alive_pools(pool):
            await asyncio.sleep(0.05)
    pipeline = SandboxPipeline(sleeper_test(mark))
    await command(pool, {"name": "reproduce", "pool": runner_pool}, "maintainer", "go")
    worker = asyncio.create_task(run_worker(settings, pipeline, cancel_poll_s=0.5))
    try:
        await wait_marked(mark, lambda: not worker.done())
        asked = time.monotonic()
        await command(pool, {"name": "cancel"}, "maintainer", "stop")
        await asyncio.wait_for(worker, 30)
        took = time.monotonic() - asked
    finally:
        if runner is not None:
            runner_task.cancel()
            await runner.close()
    assert took < 6, f"cancel took {took:.1f} s"
    assert not marked(mark) and pipeline.results[0].limit_hit == "cancelled"
    (body,) = bot_comments(repo)
    assert "Stopped by `/repgen cancel`" in body and "**Verdict" not in body and "⏳" not in body


async def test_an_unknown_or_dead_pool_is_refused_at_once_naming_the_live_ones(settings, repo, pool):  # noqa: F811
    await registry.beat(pool, registry.RunnerInfo(pool="a100"))
    await registry.beat(pool, registry.RunnerInfo(pool="v100"), now=time.time() - 600)   # its runner died
    pipeline = ScriptedPipeline()
    started = time.monotonic()
    await command(pool, {"name": "reproduce", "pool": "nope"}, "maintainer", "n1")
    await command(pool, {"name": "reproduce", "pool": "v100"}, "maintainer", "n2", issue=2)
    await run_worker(settings, pipeline)
    assert time.monotonic() - started < 15 and pipeline.calls == []
    for issue, name in ((1, "nope"), (2, "v100")):
        (reply,) = bot_comments(repo, issue)
        assert f"no runner serves the pool `{name}` right now" in reply
        assert "Pools alive: `local`, `a100`." in reply                   # this deployment runs `local` itself
    assert not await pool.keys("arq:job:reproduce:*") and not await pool.keys("repgen:budget:*")
    # a repository whose configured pool has no runner: the automatic run says so in its comment
    repo.commit("main", {".github/repgen.yml": "pool: gone\n"})
    await pool.enqueue_job("reproduce_issue", _job_id="cfgpool", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="opened")
    await run_worker(settings, pipeline)
    body = next(b for b in bot_comments(repo) if b.startswith(MARKER))
    assert "No runner serves the pool `gone` right now" in body and "`a100`" in body and "⏳" not in body
    assert pipeline.calls == []


async def test_a_refused_final_edit_is_retried_without_running_the_pipeline_again(settings, repo, pool,  # noqa: F811
                                                                                  fake_github):  # noqa: F811
    pipeline = ScriptedPipeline()
    await pool.enqueue_job("reproduce_issue", _job_id="fin", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    # the edit that carries the verdict is refused past the call's own retries
    fake_github.inject(Fault("502", 502, method="PATCH", pattern=r"/issues/comments/\d+$", times=FAST.call_tries,
                             body="Verdict: ✅ reproduced"))
    worker = await run_worker(settings, pipeline)
    assert len(pipeline.calls) == 1 and worker.jobs_retried == 1 and worker.jobs_complete == 1
    (body,) = bot_comments(repo)
    assert "**Verdict: ✅ reproduced**" in body and "⏳" not in body


async def test_a_running_job_holds_a_short_lease_not_its_kinds_timeout(settings, repo, pool):  # noqa: F811
    """arq keeps a started job's in-progress key as long as the longest job timeout (+10 s): a worker killed
    mid-job left its job for an hour. Jobs here renew a short lease instead, whatever their kind's timeout."""
    gate = threading.Event()
    await pool.enqueue_job("reproduce_issue", _job_id="leased", installation_id=INSTALLATION, repo=REPO,
                           issue_number=1, trigger="command")
    worker = asyncio.create_task(run_worker(settings, ScriptedPipeline(block=gate), job_lease_s=2))
    try:
        ttls = []
        for _ in range(25):
            await asyncio.sleep(0.1)
            ttl = await pool.pttl("arq:in-progress:leased")
            if ttl > 0:
                ttls.append(ttl)
        assert ttls and max(ttls[3:] or ttls) <= 2000                       # renewed on the lease...
        assert JOB_KINDS["reproduce_issue"].timeout_s * 1000 > 100 * max(ttls)   # ...far under the timeout
    finally:
        gate.set()
        await worker


async def test_removing_then_adding_a_repository_indexes_it_again(settings, repo, pool):  # noqa: F811
    runs = []

    def indexer(repo_dir, sha, home):
        runs.append(sha)
        return {"files": 1, "changed": []}

    added = load_payload("installation_repositories/added", installation_id=INSTALLATION)
    added["repositories_added"] = [{**added["repositories_added"][0], "full_name": REPO}]
    removed = load_payload("installation_repositories/removed", installation_id=INSTALLATION)
    for event, payload, delivery in (("installation_repositories", added, "add-1"),
                                     ("installation_repositories", removed, "remove-1"),
                                     ("installation_repositories", added, "add-2"),
                                     ("installation_repositories", added, "add-2")):   # a redelivery
        for j in route(event, payload, delivery, "repgen[bot]").jobs:
            await pool.enqueue_job(j.function, _job_id=j.job_id, **j.kwargs)
        await run_worker(settings, indexer=indexer)
    assert runs == [repo.refs["heads/main"]] * 2
