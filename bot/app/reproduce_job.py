"""Job `reproduce_issue`: run the reproduction pipeline on an issue and keep its one living comment up to date.

A run ends in exactly one final state of the comment (a verdict, cancelled, refused, could not finish). That
state is saved under the job's id before it is written, so a job retried because GitHub refused the final edit
writes the saved state again instead of running the pipeline a second time.

One run per issue at a time: a short lock, kept alive by a watcher that also notices `/repgen cancel` within
`CANCEL_POLL_S` and tells the pipeline (and through it the sandbox or the runner pool) to stop. The lock holds
the job's id and try: a re-run of the same job after its worker died takes the lock over at once; the older
try, if it was only stalled, finds the lock gone on its next beat and stops without writing.
"""
from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import shutil
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from arq import Retry

from bot.app import comment as cm
from bot.app import metrics
from bot.app.draft_pr_job import open_draft_pr
from bot.app.github import RepoClient
from bot.app.job_runtime import (
    CANCEL_KEY,
    JOB_KINDS,
    LOCK_KEY,
    LOCK_TTL_S,
    RESULT_KEY,
    RESULT_TTL_S,
    Cancelled,
    checkout,
    job,
    pools_alive,
    repo_client,
)
from bot.app.logs import event as log_event
from bot.app.repo_config import RepoConfig, load_config, take_daily_run
from bot.app.retries import is_transient
from bot.core.bug_report import parse_report
from bot.core.generators.base import Usage
from bot.core.relocate import relocate_test
from bot.core.run_options import RunTest
from bot.settings import Settings

log = logging.getLogger("repgen.jobs")

DONE_KEY = "repgen:done:{job_id}"        # the final comment and the job's result, once the run has ended
DONE_TTL_S = 2 * 86400
CANCEL_POLL_S = 1.0
# take the lock when free, or from an older try of the same job; extend it only while it is ours
_TAKE_LOCK = """
local cur = redis.call('get', KEYS[1])
if (not cur) or cur == ARGV[1] or (string.sub(cur, 1, string.len(ARGV[2])) == ARGV[2]) then
  redis.call('set', KEYS[1], ARGV[1], 'ex', ARGV[3]) return 1 end
return 0"""
_KEEP_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('expire', KEYS[1], ARGV[2]) end return 0"
_FREE_LOCK = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0"

# (repo_dir, issue_text, *, on_stage, max_attempts, pool, settings, stop) -> bot.core.pipeline.ReproductionOutcome
# on_stage(stage, status, detail) with status "started" | "done" | "failed", as bot.core.pipeline calls it;
# stop: a threading.Event set when the run must end (cancel): the sandbox run is killed at once
Pipeline = Callable[..., Any]


def sandbox_for(pool: str | None, settings: Settings, stop: threading.Event | None) -> RunTest:
    """How this job's pipeline runs a test: in the local sandbox ("local" pool) or on the runner pool's queue
    `gpu:<pool>`; either way the environment is stripped, so the generated code never sees a token or key, and
    `stop` ends the run at once (the local process tree killed, or the runner's job aborted)."""
    if pool and pool != "local":
        from runner.remote import run_on_pool

        return functools.partial(run_on_pool, settings.redis_url, pool, stop=stop)
    from runner.sandbox import get_sandbox

    run_local = get_sandbox("local")       # in the repository's own environment (runner.environments)
    return lambda repo, source, limits: run_local(repo, source, limits, stop=stop)


def default_pipeline(repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool: str | None,
                     settings: Settings, stop: threading.Event | None = None):
    """bot.core.pipeline.reproduce, run in a worker thread: on the local pool by the pipeline's own sandbox (the
    repository's environment with the report's versions, and the version differential), else by `sandbox_for`."""
    from bot.core.pipeline import reproduce  # imported late: it pulls in the index and the generators
    from bot.core.run_options import ReproduceOptions

    # the local pool: the pipeline's own sandbox, which builds the repository's environment (declared
    # dependencies, the report's versions) and runs the version differential; a runner pool: its queue
    remote = bool(pool and pool != "local")
    options = ReproduceOptions(max_attempts=max_attempts, home=settings.home, settings=settings,
                               run_test=sandbox_for(pool, settings, stop) if remote else None, stop=stop)
    return reproduce(repo_dir, issue_text, options, on_stage=on_stage)


def count_tokens(usage: Usage | None) -> int:
    """LLM tokens the generator spent on the issue (its structured usage), into the metrics."""
    if usage is None:
        return 0
    metrics.TOKENS_SPENT.labels("total").inc(usage.tokens)
    metrics.TOKENS_SPENT.labels("cache_read").inc(usage.cache_read_tokens)
    return usage.tokens


def _wants_run(trigger: str, label: str | None, config: RepoConfig, report) -> str | None:
    """Why an automatic run should not happen, or None to go ahead."""
    if trigger == "opened" and not config.auto:
        return "automatic runs are off"
    if trigger == "labeled" and label not in config.labels:
        return f"label {label!r} is not a trigger label"
    if not report.is_dl_bug:
        return "not a deep-learning bug report"
    return None


@dataclass
class RunState:
    """What the watcher learned while the pipeline ran; `stop` tells the pipeline's thread to end."""
    stop: threading.Event
    lock_key: str = ""
    me: str = ""
    cancelled: bool = False
    superseded: bool = False


@job
async def reproduce_issue(ctx: dict, *, installation_id: int | None, repo: str, issue_number: int,
                          trigger: str, delivery: str | None = None, label: str | None = None,
                          pool: str | None = None, attempts: int | None = None, requested_by: str | None = None,
                          budget_taken: bool = False) -> dict:
    settings: Settings = ctx["settings"]
    redis = ctx["redis"]
    job_id = ctx.get("job_id") or "local"
    client = await repo_client(ctx, installation_id, repo)
    living = cm.LivingComment(client, issue_number, settings.bot_login,
                              min_interval_s=ctx.get("comment_interval_s", 5.0))
    done = await redis.get(DONE_KEY.format(job_id=job_id))
    if done:   # the run ended in an earlier try; writing its final state (or opening its PR) failed
        return await _land(ctx, client, living, repo, issue_number, json.loads(done))

    repo_json = await client.get_repo()
    default = repo_json["default_branch"]
    sha = await client.branch_sha(default)
    config, config_errors = await load_config(client, default)
    issue = await client.get_issue(issue_number)
    text = f"# {issue.get('title') or ''}\n\n{issue.get('body') or ''}"
    report = parse_report(text)

    if trigger != "command":
        why_not = _wants_run(trigger, label, config, report)
        if why_not:
            log_event(log, "no automatic run", reason=why_not)
            return {"skipped": why_not}
        # counted once per job: a job re-run after a crash does not spend the budget again
        if not budget_taken and not await take_daily_run(redis, repo, config.daily_runs,
                                                         once_key=f"repgen:budget-job:{job_id}"):
            log_event(log, "no automatic run", reason="daily budget spent")
            return {"skipped": "daily budget spent"}

    lock_key = LOCK_KEY.format(repo=repo, issue=issue_number)
    me = f"{job_id}#{ctx.get('job_try', 1)}"
    if not await redis.eval(_TAKE_LOCK, 1, lock_key, me, f"{job_id}#", LOCK_TTL_S):
        if ctx.get("job_try", 1) < JOB_KINDS["reproduce_issue"].max_tries:
            raise Retry(defer=ctx.get("busy_defer_s", 30))
        if trigger == "command":
            await client.create_comment(issue_number, "A RepGen run is already going on this issue, so I did not "
                                        "start another. Comment `/repgen cancel` to stop it first.")
        return {"skipped": "another run holds the issue"}

    state = RunState(threading.Event(), lock_key=lock_key, me=me)
    watcher = asyncio.create_task(_watch(redis, lock_key, me, CANCEL_KEY.format(repo=repo, issue=issue_number),
                                         state, ctx.get("cancel_poll_s", CANCEL_POLL_S)))
    try:
        return await _reproduce(ctx, client, living, state, repo, issue_number, issue, text, sha, default, config,
                                config_errors, pool or config.pool or settings.runner_pool,
                                attempts or config.max_attempts, trigger)
    except asyncio.CancelledError:   # arq's timeout, or the worker is stopping: the pipeline's thread ends too
        state.stop.set()
        raise
    finally:
        watcher.cancel()
        await living.discard()
        await redis.eval(_FREE_LOCK, 1, lock_key, me)


def verified_fix(outcome) -> dict | None:
    """The verified repair, kept with the result so `/repgen pr` can commit it when the repository asks."""
    cause = getattr(outcome, "cause", None)
    if cause is None or not getattr(cause, "verified", False) or not getattr(cause, "fixed_source", ""):
        return None
    return {"path": cause.path, "line": cause.line, "function": cause.function, "repair": cause.repair,
            "source": cause.fixed_source}


async def _watch(redis, lock_key: str, me: str, cancel_key: str, state: RunState, poll_s: float) -> None:
    """Every `poll_s`: keep the issue's lock while it is ours (one EVAL), and notice `/repgen cancel`."""
    while not state.stop.is_set():
        await asyncio.sleep(poll_s)
        try:
            if not await redis.eval(_KEEP_LOCK, 1, lock_key, me, LOCK_TTL_S):
                state.superseded = True
                log_event(log, "the issue's lock was taken over by a re-run of this job; stopping")
            elif await redis.exists(cancel_key):
                state.cancelled = True
        except Exception as exc:  # noqa: BLE001 - a Redis hiccup: look again next time
            log_event(log, "watcher could not reach Redis", error=str(exc)[:200])
            continue
        if state.cancelled or state.superseded:
            state.stop.set()


async def _finish(ctx: dict, client: RepoClient, living: cm.LivingComment, repo: str, issue_number: int,
                  body: str, result: dict, pr_base: str | None = None) -> dict:
    """Save the final state under the job's id, then land it: a retry lands the same state, never re-runs."""
    done = {"body": body, "result": result, "pr_base": pr_base}
    await ctx["redis"].set(DONE_KEY.format(job_id=ctx.get("job_id") or "local"), json.dumps(done), ex=DONE_TTL_S)
    return await _land(ctx, client, living, repo, issue_number, done)


async def _land(ctx: dict, client: RepoClient, living: cm.LivingComment, repo: str, issue_number: int,
                done: dict) -> dict:
    await living.write(done["body"])
    if done.get("pr_base"):      # `open_pr: true`: the draft PR follows the verdict (it looks before it creates)
        await open_draft_pr(ctx, client, repo, issue_number, done["pr_base"])
    return done["result"]


async def _reproduce(ctx, client: RepoClient, living: cm.LivingComment, state: RunState, repo, issue_number, issue,
                     text, sha, default, config, config_errors, pool, attempts, trigger) -> dict:
    settings: Settings = ctx["settings"]
    redis = ctx["redis"]
    loop = asyncio.get_running_loop()
    if trigger != "command":
        await client.react_issue(issue_number, "eyes")
    notice = None
    if config_errors:
        notice = ("`.github/repgen.yml` has problems, so defaults are used for: " + "; ".join(config_errors))
    progress = cm.Progress()
    progress.start()
    headline = "reproducing this report…"
    cancel_key = CANCEL_KEY.format(repo=repo, issue=issue_number)

    if await redis.exists(cancel_key):    # cancelled while it waited in the queue
        state.cancelled = True
    elif pool not in (alive := await pools_alive(ctx)):
        progress.halt("not started")
        why = (f"No runner serves the pool `{pool}` right now, so the reproduction did not start. "
               f"Pools alive: {', '.join(f'`{p}`' for p in alive) or 'none'}.")
        metrics.REPRODUCTIONS.labels("refused", "-").inc()
        return await _finish(ctx, client, living, repo, issue_number,
                             cm.render(headline="could not start", progress=progress, notice=why),
                             {"refused": f"pool {pool} not alive"})
    if state.cancelled:
        return await _cancelled(ctx, client, living, repo, issue_number, progress, cancel_key)

    await living.write(cm.render(headline=headline, progress=progress, notice=notice))
    stage_started = [time.monotonic()]

    def on_stage(name: str, status: str = "done", detail: str = "") -> None:
        # called from the pipeline's thread: hand the new state to the loop, never block the pipeline on GitHub
        if state.stop.is_set():
            raise Cancelled()
        now = time.monotonic()
        if status != "started":
            metrics.STAGE_SECONDS.labels(name).observe(now - stage_started[0])
        stage_started[0] = now
        progress.update(name, status, detail)
        loop.call_soon_threadsafe(living.update, cm.render(headline=headline, progress=progress, notice=notice))

    tmp = tempfile.mkdtemp(prefix="repgen_repro_")
    started = time.monotonic()
    try:
        root = await checkout(client, sha, tmp)
        progress.finish("fetch", f"`{default}` at `{sha[:7]}`")
        living.update(cm.render(headline=headline, progress=progress, notice=notice))
        pipeline: Pipeline = ctx.get("pipeline", default_pipeline)
        outcome = await asyncio.to_thread(pipeline, str(root), text, on_stage=on_stage, max_attempts=attempts,
                                          pool=pool, settings=settings, stop=state.stop)
        if state.stop.is_set():          # stopped inside the sandbox, after the last stage report
            raise Cancelled()
        test_path = cm.repro_test_path(issue_number, str(root))   # the repository's own test folder
    except Cancelled:
        if state.superseded:
            return {"superseded": True}
        return await _cancelled(ctx, client, living, repo, issue_number, progress, cancel_key)
    except Exception as exc:
        if is_transient(exc):
            raise
        log.exception("pipeline failed")
        if type(exc).__name__ == "InputError":   # bot.core.pipeline's user-facing refusals (empty issue, no Python)
            why = re.sub(re.escape(str(tmp)) + r"[^\s:,]*", repo, str(exc))   # the temp checkout -> owner/name
            notice = f"RepGen cannot reproduce this: {why}"
        else:
            notice = (f"The reproduction stopped with an internal error ({type(exc).__name__}). "
                      "The maintainers of this RepGen deployment have the logs.")
        progress.halt("stopped")
        metrics.REPRODUCTIONS.labels("error", "-").inc()
        return await _finish(ctx, client, living, repo, issue_number,
                             cm.render(headline="could not finish", progress=progress, notice=notice),
                             {"error": type(exc).__name__})
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    if not await redis.eval(_KEEP_LOCK, 1, state.lock_key, state.me, LOCK_TTL_S):   # the last look before writing
        log_event(log, "the issue's lock was taken over by a re-run of this job; its verdict is not written")
        return {"superseded": True}
    final = cm.final_view(outcome, test_path=test_path)
    final["test"] = relocate_test(final["test"], test_path) if final["test"] else final["test"]
    if not final.get("seconds"):
        final["seconds"] = time.monotonic() - started
    progress.finish("verdict", final["outcome"].replace("_", " "))
    headline = cm.headline_for(final)
    saved = {"final": final, "headline": headline, "sha": sha, "title": issue.get("title"),
             "comment_url": living.html_url, "fix": verified_fix(outcome)}
    await redis.set(RESULT_KEY.format(repo=repo, issue=issue_number), json.dumps(saved), ex=RESULT_TTL_S)
    metrics.REPRODUCTIONS.labels(final["outcome"], final.get("symptom") or "unknown").inc()
    count_tokens(getattr(outcome, "usage", None))   # scripted pipelines in tests may report none
    return await _finish(ctx, client, living, repo, issue_number,
                         cm.render(headline=headline, progress=progress, final=final, notice=notice),
                         {"reproduced": final["reproduced"], "comment": living.comment_id},
                         pr_base=default if config.open_pr and final["reproduced"] and final["test"] else None)


async def _cancelled(ctx: dict, client: RepoClient, living: cm.LivingComment, repo: str, issue_number: int,
                     progress: cm.Progress, cancel_key: str) -> dict:
    progress.halt("cancelled")
    metrics.REPRODUCTIONS.labels("cancelled", "-").inc()
    await ctx["redis"].delete(cancel_key)
    return await _finish(ctx, client, living, repo, issue_number,
                         cm.render(headline="cancelled", progress=progress, notice="Stopped by `/repgen cancel`."),
                         {"cancelled": True})
