"""What every arq job on queue "repgen" shares: the queue's keys and limits per job kind, the retry policy, the
lease that lets a dead worker's job run again soon, the GitHub client for a repository, and the checkout of a
commit.

Jobs receive an installation id, never a token: the worker mints (and caches in Redis) its own tokens, so
no credential travels through the queue. Transient GitHub / Redis / network errors are retried by
`bot.app.retries.RetryPolicy`: short waits inside the call, longer ones through arq's `Retry(defer=...)`; the
job ids chosen in `bot.app.routing` make a redelivered event a no-op.

A dead worker's job: arq marks a started job with an in-progress key that lives as long as the longest job
timeout, and only once it expires may another worker start the job again. Each running job here keeps that
key on a short lease instead (`JOB_LEASE_S`, refreshed every third of it), so a job of a killed worker runs
again within the lease, whatever its kind's timeout. The re-run finds the living comment by its hidden marker and
finishes it, so an issue never gets two.
"""
from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
from dataclasses import dataclass
from pathlib import Path

from arq import Retry
from arq.constants import in_progress_key_prefix

from bot.app import metrics
from bot.app.github import GitHubApp, RepoClient, describe_error, safe_extract
from bot.app.logs import event as log_event
from bot.app.logs import log_context
from bot.app.retries import RetryPolicy
from runner.registry import alive_pools

log = logging.getLogger("repgen.jobs")

QUEUE = "repgen"
RESULT_TTL_S = 30 * 86400
LOCK_KEY = "repgen:lock:{repo}#{issue}"
LOCK_TTL_S = 120
CANCEL_KEY = "repgen:cancel:{repo}#{issue}"
RESULT_KEY = "repgen:result:{repo}#{issue}"
REFUSED_KEY = "repgen:refused:{repo}#{issue}:{user}"
JOB_LEASE_S = 30.0


@dataclass(frozen=True)
class JobKind:
    timeout_s: int        # arq cancels the job after this long
    max_tries: int        # starts, retries and re-runs after a crash together


# sized per kind: a command answers in seconds; indexing embeds a whole repository; a reproduction runs the
# pipeline (its own time limit is 600 s) and may wait for a runner pool's queue
JOB_KINDS = {
    "handle_command": JobKind(timeout_s=120, max_tries=5),
    "index_repo": JobKind(timeout_s=1800, max_tries=5),
    "reproduce_issue": JobKind(timeout_s=1800, max_tries=8),
}
CANCEL_TTL_S = JOB_KINDS["reproduce_issue"].timeout_s


class Cancelled(Exception):
    """`/repgen cancel` was asked while the run was going."""


def policy_of(ctx: dict) -> RetryPolicy:
    return ctx.get("retry_policy") or RetryPolicy()


async def keep_lease(redis, job_id: str, lease_s: float) -> None:
    """Hold arq's in-progress key of a running job on a short lease (see the module's docstring)."""
    key = in_progress_key_prefix + job_id
    while True:
        with contextlib.suppress(Exception):   # a Redis hiccup: the next beat tries again
            await redis.pexpire(key, int(lease_s * 1000))
        await asyncio.sleep(lease_s / 3)


def job(fn):
    """Log context, metrics, the lease and the retry policy shared by every job."""
    kind = JOB_KINDS[fn.__name__]

    @functools.wraps(fn)
    async def wrapper(ctx: dict, **kw):
        name = fn.__name__
        with log_context(job_id=ctx.get("job_id"), job_try=ctx.get("job_try"), delivery=kw.get("delivery"),
                         repo=kw.get("repo"), issue=kw.get("issue_number")):
            metrics.JOBS_RUNNING.labels(name).inc()
            log_event(log, "job started", function=name)
            lease = None
            if ctx.get("job_id") and ctx.get("redis") is not None:
                lease = asyncio.create_task(keep_lease(ctx["redis"], ctx["job_id"],
                                                       ctx.get("job_lease_s", JOB_LEASE_S)))
            try:
                result = await fn(ctx, **kw)
                log_event(log, "job finished", function=name, result=result)
                return result
            except Retry:
                metrics.JOBS_RETRIED.labels(name).inc()
                raise
            except Exception as exc:
                tries = ctx.get("job_try", 1)
                defer = policy_of(ctx).job_defer(exc, tries)
                if defer is not None and tries < kind.max_tries:
                    metrics.JOBS_RETRIED.labels(name).inc()
                    log_event(log, "transient error; retrying", error=describe_error(exc), defer_s=round(defer, 2))
                    raise Retry(defer=defer) from exc
                metrics.JOBS_FAILED.labels(name).inc()
                log.exception("job failed")
                raise
            finally:
                if lease is not None:
                    lease.cancel()
                metrics.JOBS_RUNNING.labels(name).dec()
    return wrapper


async def pools_alive(ctx: dict) -> list[str]:
    """Pools a run may go to now: each with a live runner (runner.registry), and `local` only where this
    deployment runs tests in the worker itself (REPGEN_RUNNER_POOL=local): a command cannot ask for it elsewhere."""
    pools = list(await alive_pools(ctx["redis"]))
    return ["local", *pools] if ctx["settings"].runner_pool == "local" else pools


async def repo_client(ctx: dict, installation_id: int | None, repo: str) -> RepoClient:
    app: GitHubApp = ctx["github"]
    if installation_id is None:     # payloads from repository webhooks carry no installation
        installation_id = await app.installation_for(repo)
    return await app.repo(installation_id, repo)


async def checkout(client: RepoClient, sha: str, dest: str) -> Path:
    data = await client.download_tarball(sha)
    return await asyncio.to_thread(safe_extract, data, dest)
