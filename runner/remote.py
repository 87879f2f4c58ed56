"""Client side of the runner pool: enqueue a run on `gpu:<pool>` and wait for its RunResult.

`run_on_pool` has the shape of the pipeline's `run_test` once the pool is bound, e.g.
    run_test = functools.partial(run_on_pool, settings.redis_url, "a100", timeout=1800)
    run_test(repo_dir, test_source, limits)   # positional like runner.local.run_pytest
"""
from __future__ import annotations

import asyncio
import concurrent.futures
from dataclasses import asdict

from arq import create_pool
from arq.connections import RedisSettings

from .models import Expected, RunLimits, RunResult
from .worker import JOB_NAME, pack_repo, queue_name


def _error(message: str) -> RunResult:
    return RunResult(outcome="error", sandbox="remote", output_tail=f"[repgen] {message}\n", warnings=[message])


async def arun_on_pool(redis_url: str, pool: str, repo_dir: str, test_source: str,
                       limits: RunLimits | None = None, timeout: float | None = None,
                       expected: Expected | None = None, torch_version: str | None = None,
                       repo_path_shared: bool = False) -> RunResult:
    limits = limits or RunLimits()
    # the run's own limit, plus queueing, unpacking and interpreter start-up
    timeout = timeout or limits.timeout_s + 600
    job = {"test_source": test_source, "limits": asdict(limits), "torch_version": torch_version,
           "expected": asdict(expected) if expected else None}
    if repo_path_shared:
        job["repo_path"] = repo_dir
    else:
        job["repo_archive"] = await asyncio.to_thread(pack_repo, repo_dir)
    queue = queue_name(pool)
    redis = await create_pool(RedisSettings.from_dsn(redis_url), default_queue_name=queue)
    try:
        alive = await redis.exists(f"{queue}:health-check")
        # _expires: a run nobody waits for any more is dropped instead of run late
        handle = await redis.enqueue_job(JOB_NAME, job, _queue_name=queue, _expires=timeout)
        try:
            data = await handle.result(timeout=timeout, poll_delay=0.2)
        except TimeoutError:
            status = await handle.status()
            return _error(f"no result from runner pool {queue!r} within {timeout:.0f}s (job {status.value}"
                          f"{'' if alive else '; no runner of this pool was alive when it was queued'})")
        except Exception as exc:   # the job raised in the worker
            return _error(f"runner pool {queue!r} failed the job: {type(exc).__name__}: {exc}")
        return RunResult.from_dict(data)
    finally:
        await redis.aclose()


def run_on_pool(redis_url: str, pool: str, repo_dir: str, test_source: str, limits: RunLimits | None = None,
                timeout: float | None = None, **kw) -> RunResult:
    """Blocking form for the pipeline (which runs in a worker thread)."""
    coro = arun_on_pool(redis_url, pool, repo_dir, test_source, limits, timeout, **kw)
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(coro)
    # called from inside an event loop: run ours on a private thread rather than nest loops
    with concurrent.futures.ThreadPoolExecutor(1) as ex:
        return ex.submit(asyncio.run, coro).result()
