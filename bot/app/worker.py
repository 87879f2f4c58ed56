"""The arq worker of queue "repgen": its jobs (each with its kind's timeout and tries), settings and start-up."""
from __future__ import annotations

from arq.connections import RedisSettings
from arq.worker import Function, Worker, func

from bot.app.command_job import handle_command
from bot.app.github import GitHubApp
from bot.app.index_job import index_repo
from bot.app.job_runtime import JOB_KINDS, JOB_LEASE_S, QUEUE
from bot.app.reproduce_job import reproduce_issue
from bot.app.retries import RetryPolicy
from bot.settings import Settings

HEALTH_CHECK_S = 30


def functions() -> list[Function]:
    return [func(f, name=f.__name__, timeout=JOB_KINDS[f.__name__].timeout_s,
                 max_tries=JOB_KINDS[f.__name__].max_tries)
            for f in (index_repo, handle_command, reproduce_issue)]


async def startup(ctx: dict) -> None:
    settings: Settings = ctx.get("settings") or Settings.from_env()
    ctx["settings"] = settings
    ctx.setdefault("retry_policy", RetryPolicy())
    ctx["github"] = GitHubApp(settings, ctx["redis"], ctx["retry_policy"])


def worker_settings(settings: Settings, **overrides) -> dict:
    """Keyword arguments for `arq.Worker`; tests and `repgen worker` both build workers from this."""
    ctx = {"settings": settings, **overrides.pop("ctx", {})}
    kw = dict(functions=functions(), queue_name=QUEUE,
              redis_settings=RedisSettings.from_dsn(settings.redis_url), on_startup=startup, ctx=ctx,
              keep_result=3600, handle_signals=False,
              # the compose health check reads arq's heartbeat key: a dead worker must show within a minute
              health_check_interval=HEALTH_CHECK_S)
    kw.update(overrides)
    return kw


def make_worker(settings: Settings, **overrides) -> Worker:
    worker = Worker(**worker_settings(settings, **overrides))
    # arq claims a job it starts for the longest job timeout + 10 s; the claim starts on the short lease instead,
    # which the job renews while it runs (bot.app.job_runtime.keep_lease): a worker killed even between claiming a
    # job and starting it leaves the job for another worker within the lease
    worker.in_progress_timeout_s = worker.ctx.get("job_lease_s", JOB_LEASE_S)
    return worker


class WorkerSettings:
    """For `arq bot.app.worker.WorkerSettings`; settings come from the environment at start-up, and Redis from arq's
    defaults (`repgen worker` reads REPGEN_REDIS_URL and is the supported way)."""
    functions = functions()
    queue_name = QUEUE
    on_startup = startup
    health_check_interval = HEALTH_CHECK_S
