"""What every arq job on queue "repgen" shares: the queue's keys and limits, the retry policy, the GitHub
client for a repository, and the checkout of a commit.

Jobs receive an installation id, never a token: the worker mints (and caches in Redis) its own tokens, so
no credential travels through the queue. Transient GitHub / Redis / network errors are retried with
exponential back-off through arq's `Retry`; the job ids chosen in `bot.app.routing` make a redelivered event a
no-op. A job killed mid-way is re-run by arq once its in-progress key expires; it finds its living comment by
the hidden marker and finishes it, so an issue never gets two.
"""
from __future__ import annotations

import asyncio
import functools
import logging
from pathlib import Path

from arq import Retry

from bot.app import metrics
from bot.app.github import GitHubApp, RepoClient, describe_error, is_transient, safe_extract
from bot.app.logs import event as log_event
from bot.app.logs import log_context

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


class Cancelled(Exception):
    """`/repgen cancel` was asked while the run was going."""


def backoff_s(job_try: int, base: float = 5.0, cap: float = 600.0) -> float:
    return min(cap, base * 2 ** max(0, job_try - 1))


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


async def repo_client(ctx: dict, installation_id: int | None, repo: str) -> RepoClient:
    app: GitHubApp = ctx["github"]
    if installation_id is None:     # payloads from repository webhooks carry no installation
        installation_id = await app.installation_for(repo)
    return await app.repo(installation_id, repo)


async def checkout(client: RepoClient, sha: str, dest: str) -> Path:
    data = await client.download_tarball(sha)
    return await asyncio.to_thread(safe_extract, data, dest)
