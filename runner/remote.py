"""Client side of the runner pool: enqueue a run on `gpu:<pool>` and wait for its RunResult.

`run_on_pool` has the shape of the pipeline's `run_test` once the pool is bound, e.g.
    run_test = functools.partial(run_on_pool, settings.redis_url, "a100", timeout=1800, stop=event)
    run_test(repo_dir, test_source, limits)   # positional like runner.local.run_pytest

While it waits it watches two things: `stop` (set: the job is aborted on the runner, which kills the test,
and the result says "cancelled"), and the pool registry (no live runner in the pool for `registry.ALIVE_S`:
the job is withdrawn and the result says so, instead of waiting out the whole timeout).
"""
from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from dataclasses import asdict

from arq import create_pool
from arq.connections import RedisSettings
from arq.jobs import JobStatus

from . import registry
from .local import CANCELLED
from .models import Expected, RunLimits, RunResult
from .worker import JOB_NAME, pack_repo, queue_name

POLL_S = 0.2


def _error(message: str, limit_hit: str = "") -> RunResult:
    return RunResult(outcome="error", sandbox="remote", output_tail=f"[repgen] {message}\n", warnings=[message],
                     limit_hit=limit_hit)


async def arun_on_pool(redis_url: str, pool: str, repo_dir: str, test_source: str,
                       limits: RunLimits | None = None, timeout: float | None = None,
                       expected: Expected | None = None, torch_version: str | None = None,
                       repo_path_shared: bool = False, stop: threading.Event | None = None,
                       alive_s: float = registry.ALIVE_S) -> RunResult:
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
    name = queue.partition(":")[2]
    redis = await create_pool(RedisSettings.from_dsn(redis_url), default_queue_name=queue)
    try:
        # _expires: a run nobody waits for any more is dropped instead of run late
        handle = await redis.enqueue_job(JOB_NAME, job, _queue_name=queue, _expires=timeout)
        started = time.monotonic()
        last_alive = started if name in await registry.alive_pools(redis, alive_s=alive_s) else None
        next_check = started + 1.0
        while True:
            if stop is not None and stop.is_set():
                await _withdraw(handle, 5)
                return _error(CANCELLED, limit_hit="cancelled")
            now = time.monotonic()
            if now >= next_check:
                next_check = now + 1.0
                if name in await registry.alive_pools(redis, alive_s=alive_s):
                    last_alive = now
                elif now - (last_alive or started) >= alive_s:
                    await _withdraw(handle, 1)
                    return _error(f"runner pool {queue!r} has no live runner (none heartbeat for {alive_s:.0f}s"
                                  f"{'' if last_alive else ', none when the run was queued'}); run withdrawn")
            if now - started >= timeout:
                status = await handle.status()
                await _withdraw(handle, 1)
                return _error(f"no result from runner pool {queue!r} within {timeout:.0f}s (job {status.value})")
            if await handle.status() == JobStatus.complete:
                break
            await asyncio.sleep(POLL_S)
        try:
            data = await handle.result(timeout=5, poll_delay=POLL_S)
        except Exception as exc:   # the job raised in the worker
            return _error(f"runner pool {queue!r} failed the job: {type(exc).__name__}: {exc}")
        return RunResult.from_dict(data)
    finally:
        await redis.aclose()


async def _withdraw(handle, wait_s: float) -> None:
    """Abort the job: a runner running it kills the test; a queued one is dropped when a runner reaches it."""
    try:
        await handle.abort(timeout=wait_s, poll_delay=POLL_S)
    except TimeoutError:
        pass


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
