"""Job `reproduce_issue`: run the reproduction pipeline on an issue and keep its one living comment up to date."""
from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import shutil
import tempfile
import time
from collections.abc import Callable
from typing import Any

from arq import Retry

from bot.app import comment as cm
from bot.app import metrics
from bot.app.draft_pr_job import open_draft_pr
from bot.app.github import RepoClient, is_transient
from bot.app.job_runtime import (
    CANCEL_KEY,
    LOCK_KEY,
    LOCK_TTL_S,
    MAX_TRIES,
    RESULT_KEY,
    RESULT_TTL_S,
    Cancelled,
    checkout,
    job,
    repo_client,
)
from bot.app.logs import event as log_event
from bot.app.repo_config import RepoConfig, load_config, take_daily_run
from bot.core.bug_report import parse_report
from bot.core.generators.base import Usage
from bot.settings import Settings

log = logging.getLogger("repgen.jobs")

# (repo_dir, issue_text, *, on_stage, max_attempts, pool, settings) -> bot.core.pipeline.ReproductionOutcome
# on_stage(stage, status, detail) with status "started" | "done" | "failed", as bot.core.pipeline calls it
Pipeline = Callable[..., Any]


def default_pipeline(repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool: str | None,
                     settings: Settings):
    """bot.core.pipeline.reproduce, run in a worker thread. Tests run in the local sandbox ("local" pool) or are
    handed to the runner pool's queue `gpu:<pool>`; either way the environment is stripped, so the generated
    code never sees a token or key."""
    from bot.core.pipeline import reproduce  # imported late: it pulls in the index and the generators
    from bot.core.run_options import ReproduceOptions

    options = ReproduceOptions(max_attempts=max_attempts, home=settings.home, settings=settings)
    if pool and pool != "local":
        from runner.remote import run_on_pool

        options.run_test = functools.partial(run_on_pool, settings.redis_url, pool)
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


@job
async def reproduce_issue(ctx: dict, *, installation_id: int | None, repo: str, issue_number: int,
                          trigger: str, delivery: str | None = None, label: str | None = None,
                          pool: str | None = None, attempts: int | None = None, requested_by: str | None = None,
                          budget_taken: bool = False) -> dict:
    settings: Settings = ctx["settings"]
    redis = ctx["redis"]
    client = await repo_client(ctx, installation_id, repo)
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
        first_try = await redis.set(f"repgen:budget-job:{ctx.get('job_id')}", b"1", nx=True, ex=2 * 86400)
        if first_try and not budget_taken and not await take_daily_run(redis, repo, config.daily_runs):
            await redis.delete(f"repgen:budget-job:{ctx.get('job_id')}")
            log_event(log, "no automatic run", reason="daily budget spent")
            return {"skipped": "daily budget spent"}

    # one run per issue at a time. The lock is short and kept alive by a heartbeat, so a crashed worker's lock
    # lapses within LOCK_TTL_S; the same job re-run after a crash owns it already.
    lock_key = LOCK_KEY.format(repo=repo, issue=issue_number)
    me = ctx.get("job_id") or "local"
    if not await redis.set(lock_key, me, nx=True, ex=LOCK_TTL_S):
        holder = await redis.get(lock_key)
        if (holder.decode() if isinstance(holder, bytes) else holder) != me:
            if ctx.get("job_try", 1) < ctx.get("max_tries", MAX_TRIES):
                raise Retry(defer=ctx.get("busy_defer_s", 30))
            if trigger == "command":
                await client.create_comment(issue_number, "A RepGen run is already going on this issue, so I did not "
                                            "start another. Comment `/repgen cancel` to stop it first.")
            return {"skipped": "another run holds the issue"}
        await redis.expire(lock_key, LOCK_TTL_S)

    async def heartbeat() -> None:
        while True:
            await asyncio.sleep(LOCK_TTL_S / 4)
            await redis.expire(lock_key, LOCK_TTL_S)

    beating = asyncio.create_task(heartbeat())
    try:
        return await _reproduce(ctx, client, repo, issue_number, issue, text, sha, default, config, config_errors,
                                pool or config.pool or settings.runner_pool, attempts or config.max_attempts,
                                trigger)
    finally:
        beating.cancel()
        holder = await redis.get(lock_key)
        if (holder.decode() if isinstance(holder, bytes) else holder) == me:
            await redis.delete(lock_key)


def verified_fix(outcome) -> dict | None:
    """The verified repair, kept with the result so `/repgen pr` can commit it when the repository asks."""
    cause = getattr(outcome, "cause", None)
    if cause is None or not getattr(cause, "verified", False) or not getattr(cause, "fixed_source", ""):
        return None
    return {"path": cause.path, "line": cause.line, "function": cause.function, "repair": cause.repair,
            "source": cause.fixed_source}


async def _reproduce(ctx, client: RepoClient, repo, issue_number, issue, text, sha, default, config,
                     config_errors, pool, attempts, trigger) -> dict:
    settings: Settings = ctx["settings"]
    redis = ctx["redis"]
    loop = asyncio.get_running_loop()
    if trigger != "command":
        await client.react_issue(issue_number, "eyes")
    notice = None
    if config_errors:
        notice = ("`.github/repgen.yml` has problems, so defaults are used for: " + "; ".join(config_errors))
    living = cm.LivingComment(client, issue_number, settings.bot_login,
                              min_interval_s=ctx.get("comment_interval_s", 5.0))
    progress = cm.Progress()
    progress.start()
    headline = "reproducing this report…"
    await living.show(cm.render(headline=headline, progress=progress, notice=notice), force=True)
    cancel_key = CANCEL_KEY.format(repo=repo, issue=issue_number)
    stage_started = [time.monotonic()]
    pending: list = []

    def on_stage(name: str, status: str = "done", detail: str = "") -> None:
        # called from the pipeline's thread: hop onto the loop, never block the pipeline on GitHub
        now = time.monotonic()
        if status != "started":
            metrics.STAGE_SECONDS.labels(name).observe(now - stage_started[0])
        stage_started[0] = now
        if asyncio.run_coroutine_threadsafe(redis.exists(cancel_key), loop).result(timeout=10):
            raise Cancelled()
        progress.update(name, status, detail)
        body = cm.render(headline=headline, progress=progress, notice=notice)
        pending.append(asyncio.run_coroutine_threadsafe(living.show(body), loop))

    tmp = tempfile.mkdtemp(prefix="repgen_repro_")
    started = time.monotonic()
    try:
        root = await checkout(client, sha, tmp)
        progress.finish("fetch", f"`{default}` at `{sha[:7]}`")
        await living.show(cm.render(headline=headline, progress=progress, notice=notice))
        pipeline: Pipeline = ctx.get("pipeline", default_pipeline)
        outcome = await asyncio.to_thread(pipeline, str(root), text, on_stage=on_stage, max_attempts=attempts,
                                          pool=pool, settings=settings)
    except Cancelled:
        await living.show(cm.render(headline="cancelled", progress=progress,
                                    notice="Stopped by `/repgen cancel`."), force=True)
        metrics.REPRODUCTIONS.labels("cancelled", "-").inc()
        await redis.delete(cancel_key)
        return {"cancelled": True}
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
        await living.show(cm.render(headline="could not finish", progress=progress, notice=notice), force=True)
        metrics.REPRODUCTIONS.labels("error", "-").inc()
        return {"error": type(exc).__name__}
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
        for fut in pending:   # let throttled edits land before the final one, so it is the last word
            try:
                await asyncio.wrap_future(fut)
            except Exception:  # noqa: BLE001 - a lost progress edit is harmless
                pass

    final = cm.final_view(outcome, test_path=cm.repro_test_path(issue_number))
    if not final.get("seconds"):
        final["seconds"] = time.monotonic() - started
    progress.finish("verdict", final["outcome"].replace("_", " "))
    headline = cm.headline_for(final)
    saved = {"final": final, "headline": headline, "sha": sha, "title": issue.get("title"),
             "comment_url": living.html_url, "fix": verified_fix(outcome)}
    await redis.set(RESULT_KEY.format(repo=repo, issue=issue_number), json.dumps(saved), ex=RESULT_TTL_S)
    await living.show(cm.render(headline=headline, progress=progress, final=final, notice=notice), force=True)
    metrics.REPRODUCTIONS.labels(final["outcome"],
                                 final.get("symptom") or "unknown").inc()
    count_tokens(getattr(outcome, "usage", None))   # scripted pipelines in tests may report none
    if config.open_pr and final["reproduced"] and final["test"]:
        await open_draft_pr(ctx, client, repo, issue_number, default)
    return {"reproduced": final["reproduced"], "comment": living.comment_id}
