"""arq jobs on queue "repgen": index a repository, triage a slash command, reproduce an issue.

Jobs receive an installation id, never a token: the worker mints (and caches in Redis) its own tokens, so
no credential travels through the queue. Transient GitHub / Redis / network errors are retried with
exponential back-off through arq's `Retry`; the job ids chosen in `bot.routing` make a redelivered event a
no-op. A job killed mid-way is re-run by arq once its in-progress key expires; it finds its living comment by
the hidden marker and finishes it, so an issue never gets two.
"""
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
from pathlib import Path
from typing import Any

from arq import Retry
from arq.connections import RedisSettings
from arq.worker import Worker

from . import comment as cm
from . import metrics
from .commands_slash import HELP
from .github import PERMISSION_RANK, GitHubApp, RepoClient, describe_error, is_transient, safe_extract
from .logs import event as log_event
from .logs import log_context
from .repo_config import RepoConfig, load_config, take_daily_run
from .report import parse_report
from .settings import Settings

log = logging.getLogger("repgen.jobs")

QUEUE = "repgen"
MAX_TRIES = 5
JOB_TIMEOUT_S = 3600
RESULT_TTL_S = 30 * 86400
LOCK_KEY = "repgen:lock:{repo}#{issue}"
LOCK_TTL_S = 120
CANCEL_KEY = "repgen:cancel:{repo}#{issue}"
RESULT_KEY = "repgen:result:{repo}#{issue}"
REFUSED_KEY = "repgen:refused:{repo}#{issue}:{user}"

# (repo_dir, issue_text, *, on_stage, max_attempts, pool, settings) -> bot.pipeline.ReproductionOutcome
# on_stage(stage, status, detail) with status "started" | "done" | "failed", as bot.pipeline calls it
Pipeline = Callable[..., Any]


class Cancelled(Exception):
    """`/repgen cancel` was asked while the run was going."""


def backoff_s(job_try: int, base: float = 5.0, cap: float = 600.0) -> float:
    return min(cap, base * 2 ** max(0, job_try - 1))


def default_pipeline(repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool: str | None,
                     settings: Settings):
    """bot.pipeline.reproduce, run in a worker thread. Tests run in the local sandbox ("local" pool) or are
    handed to the runner pool's queue `gpu:<pool>`; either way the environment is stripped, so the generated
    code never sees a token or key."""
    from .options import ReproduceOptions
    from .pipeline import reproduce  # imported late: it pulls in the index and the generators

    options = ReproduceOptions(max_attempts=max_attempts, home=settings.home, settings=settings)
    if pool and pool != "local":
        from runner.remote import run_on_pool

        options.run_test = functools.partial(run_on_pool, settings.redis_url, pool)
    return reproduce(repo_dir, issue_text, options, on_stage=on_stage)


TOKENS_NOTE = re.compile(r"(\d+) requests, (\d+) tokens \((\d+) from cache\)")


def count_tokens(notes: list[str]) -> int:
    """LLM tokens the generator reported in the outcome's notes (its budget line), into the metrics."""
    total = 0
    for note in notes or []:
        m = TOKENS_NOTE.search(note)
        if m:
            total += int(m.group(2))
            metrics.TOKENS_SPENT.labels("total").inc(int(m.group(2)))
            metrics.TOKENS_SPENT.labels("cache_read").inc(int(m.group(3)))
    return total


def default_indexer(repo_dir: str, sha: str | None, home: str):
    from index.indexer import index_repo

    return index_repo(repo_dir, sha=sha, home=home)


def job(fn):
    """Log context, metrics and retry policy shared by every job."""
    @functools.wraps(fn)
    async def wrapper(ctx: dict, **kw):
        name = fn.__name__
        with log_context(job_id=ctx.get("job_id"), job_try=ctx.get("job_try"), delivery=kw.get("delivery"),
                         repo=kw.get("repo"), issue=kw.get("issue_number")):
            metrics.JOBS_RUNNING.labels(name).inc()
            log_event(log, "job started", function=name)
            try:
                result = await fn(ctx, **kw)
                log_event(log, "job finished", function=name, result=result)
                return result
            except Retry:
                metrics.JOBS_RETRIED.labels(name).inc()
                raise
            except Exception as exc:
                tries = ctx.get("job_try", 1)
                if is_transient(exc) and tries < ctx.get("max_tries", MAX_TRIES):
                    defer = backoff_s(tries, ctx.get("retry_base_s", 5.0))
                    metrics.JOBS_RETRIED.labels(name).inc()
                    log_event(log, "transient error; retrying", error=describe_error(exc), defer_s=defer)
                    raise Retry(defer=defer) from exc
                metrics.JOBS_FAILED.labels(name).inc()
                log.exception("job failed")
                raise
            finally:
                metrics.JOBS_RUNNING.labels(name).dec()
    return wrapper


async def _client(ctx: dict, installation_id: int | None, repo: str) -> RepoClient:
    app: GitHubApp = ctx["github"]
    if installation_id is None:     # payloads from repository webhooks carry no installation
        installation_id = await app.installation_for(repo)
    return await app.repo(installation_id, repo)


async def _checkout(client: RepoClient, sha: str, dest: str) -> Path:
    data = await client.download_tarball(sha)
    return await asyncio.to_thread(safe_extract, data, dest)


# --------------------------------------------------------------------------- index_repo
@job
async def index_repo(ctx: dict, *, installation_id: int | None, repo: str, sha: str | None,
                     before: str | None = None, delivery: str | None = None) -> dict:
    client = await _client(ctx, installation_id, repo)
    if sha is None:
        default = (await client.get_repo())["default_branch"]
        sha = await client.branch_sha(default)
    settings: Settings = ctx["settings"]
    # a stable folder per repository: the index is keyed by path, so re-indexing stays incremental
    stable = Path(settings.home, "checkouts", repo.replace("/", "__"))
    Path(settings.home).mkdir(parents=True, exist_ok=True)
    tmp = tempfile.mkdtemp(prefix="repgen_idx_", dir=settings.home)   # same disk: the move is a rename
    try:
        root = await _checkout(client, sha, tmp)
        lock = ctx["redis"].lock(f"repgen:index-lock:{repo}", timeout=JOB_TIMEOUT_S, blocking_timeout=JOB_TIMEOUT_S)
        async with lock:
            if stable.exists():
                shutil.rmtree(stable)
            stable.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(root), stable)
            stats = await asyncio.to_thread(ctx.get("indexer", default_indexer), str(stable), sha, settings.home)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    summary = stats.to_dict() if hasattr(stats, "to_dict") else dict(stats or {})
    return {"sha": sha, "files": summary.get("files"), "changed": len(summary.get("changed") or [])}


# --------------------------------------------------------------------------- handle_command
@job
async def handle_command(ctx: dict, *, installation_id: int | None, repo: str, issue_number: int,
                         command: dict, commenter: str, comment_id: int, delivery: str,
                         is_pull_request: bool = False) -> dict:
    redis = ctx["redis"]
    client = await _client(ctx, installation_id, repo)
    default = (await client.get_repo())["default_branch"]
    config, _ = await load_config(client, default)
    role = await client.permission(commenter)
    if PERMISSION_RANK.get(role, 0) < PERMISSION_RANK[config.min_permission]:
        key = REFUSED_KEY.format(repo=repo, issue=issue_number, user=commenter)
        if await redis.set(key, b"1", nx=True, ex=RESULT_TTL_S):   # tell each person once per issue
            await client.create_comment(issue_number, (
                f"@{commenter}, thanks for the request. RepGen commands on this repository need "
                f"`{config.min_permission}` access and yours is `{role}`, so I did not start anything. "
                f"A maintainer can run the command for you."))
        return {"refused": role}
    await client.react_comment(comment_id, "eyes")
    name = command["name"]
    if name == "invalid":
        await client.create_comment(issue_number, f"{command.get('error')}.\n\n" +
                                    HELP.format(min_permission=config.min_permission))
        return {"invalid": command.get("error")}
    if name == "help":
        await client.create_comment(issue_number, HELP.format(min_permission=config.min_permission))
        return {"help": True}
    if name == "cancel":
        await redis.set(CANCEL_KEY.format(repo=repo, issue=issue_number), commenter, ex=JOB_TIMEOUT_S)
        return {"cancel": True}
    if name == "pr":
        return await open_draft_pr(ctx, client, repo, issue_number, default)
    if is_pull_request:
        await client.create_comment(issue_number, "RepGen reproduces issues, not pull requests.")
        return {"ignored": "pull request"}
    # reproduce
    if not await take_daily_run(redis, repo, config.daily_runs):
        await client.create_comment(issue_number, (
            f"@{commenter}, this repository has used its {config.daily_runs} RepGen runs for today "
            f"(`daily_runs` in `.github/repgen.yml`); try again tomorrow."))
        return {"budget": "spent"}
    await redis.delete(CANCEL_KEY.format(repo=repo, issue=issue_number))
    job_obj = await redis.enqueue_job("reproduce_issue", _job_id=f"reproduce:{repo}#{issue_number}:cmd:{delivery}",
                                      _queue_name=QUEUE, installation_id=installation_id, repo=repo,
                                      issue_number=issue_number, trigger="command", delivery=delivery,
                                      pool=command.get("pool"), attempts=command.get("attempts"),
                                      requested_by=commenter, budget_taken=True)
    if job_obj is not None:
        metrics.JOBS_QUEUED.labels("reproduce_issue").inc()
    return {"queued": job_obj is not None}


async def open_draft_pr(ctx: dict, client: RepoClient, repo: str, issue_number: int, default: str) -> dict:
    """Branch `repgen/issue-N` with `tests/repgen/test_issue_N.py`, a draft PR, linked from the comment."""
    redis = ctx["redis"]
    raw = await redis.get(RESULT_KEY.format(repo=repo, issue=issue_number))
    if not raw:
        await client.create_comment(issue_number, "There is no RepGen test for this issue yet: comment "
                                    "`/repgen reproduce` first, then `/repgen pr`.")
        return {"pr": None}
    saved = json.loads(raw)
    final = saved["final"]
    branch = f"repgen/issue-{issue_number}"
    path = cm.repro_test_path(issue_number)
    pull = await client.find_pull(branch)
    if pull is None:
        if await client.branch_sha(branch) is None:
            await client.create_branch(branch, saved["sha"])
        await client.put_file(branch, path, final["test"] + "\n",
                              f"Add RepGen reproduction test for #{issue_number}")
        body = cm.render_pr_body(issue_number=issue_number, issue_title=saved.get("title"),
                                 reproduced=final["reproduced"], symptom=final.get("symptom"), test_path=path,
                                 base=default, evidence=final.get("evidence"), comment_url=saved.get("comment_url"))
        pull = await client.create_pull(branch, default, f"Reproduction test for #{issue_number}", body)
    final["pr_url"] = pull["html_url"]
    saved["final"] = final
    await redis.set(RESULT_KEY.format(repo=repo, issue=issue_number), json.dumps(saved), ex=RESULT_TTL_S)
    living = cm.LivingComment(client, issue_number, ctx["settings"].bot_login, min_interval_s=0)
    await living.show(cm.render(headline=saved["headline"], final=final), force=True)
    return {"pr": pull["html_url"]}


# --------------------------------------------------------------------------- reproduce_issue
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
    client = await _client(ctx, installation_id, repo)
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
        root = await _checkout(client, sha, tmp)
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
        if type(exc).__name__ == "InputError":   # bot.pipeline's user-facing refusals (empty issue, no Python)
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
    progress.finish("verdict", "reproduced" if final["reproduced"] else "not reproduced")
    headline = "reproduced ✅" if final["reproduced"] else "not reproduced"
    saved = {"final": final, "headline": headline, "sha": sha, "title": issue.get("title"),
             "comment_url": living.html_url}
    await redis.set(RESULT_KEY.format(repo=repo, issue=issue_number), json.dumps(saved), ex=RESULT_TTL_S)
    await living.show(cm.render(headline=headline, progress=progress, final=final, notice=notice), force=True)
    metrics.REPRODUCTIONS.labels("reproduced" if final["reproduced"] else "not_reproduced",
                                 final.get("symptom") or "unknown").inc()
    count_tokens(getattr(outcome, "notes", []))
    if config.open_pr and final["reproduced"] and final["test"]:
        await open_draft_pr(ctx, client, repo, issue_number, default)
    return {"reproduced": final["reproduced"], "comment": living.comment_id}


# --------------------------------------------------------------------------- worker
HEALTH_CHECK_S = 30

async def startup(ctx: dict) -> None:
    settings: Settings = ctx.get("settings") or Settings.from_env()
    ctx["settings"] = settings
    ctx["github"] = GitHubApp(settings, ctx["redis"])


def worker_settings(settings: Settings, **overrides) -> dict:
    """Keyword arguments for `arq.Worker`; tests and `repgen worker` both build workers from this."""
    ctx = {"settings": settings, **overrides.pop("ctx", {})}
    kw = dict(functions=[index_repo, handle_command, reproduce_issue], queue_name=QUEUE,
              redis_settings=RedisSettings.from_dsn(settings.redis_url), on_startup=startup, ctx=ctx,
              max_tries=MAX_TRIES, job_timeout=JOB_TIMEOUT_S, keep_result=3600, handle_signals=False,
              # the compose health check reads arq's heartbeat key: a dead worker must show within a minute
              health_check_interval=HEALTH_CHECK_S)
    kw.update(overrides)
    return kw


def make_worker(settings: Settings, **overrides) -> Worker:
    return Worker(**worker_settings(settings, **overrides))


class WorkerSettings:
    """For `arq bot.jobs.WorkerSettings`; settings come from the environment at start-up, and Redis from arq's
    defaults (`repgen worker` reads REPGEN_REDIS_URL and is the supported way)."""
    functions = [index_repo, handle_command, reproduce_issue]
    queue_name = QUEUE
    on_startup = startup
    max_tries = MAX_TRIES
    job_timeout = JOB_TIMEOUT_S
    health_check_interval = HEALTH_CHECK_S
