"""The runner worker end to end against the real Redis: enqueue, run in the sandbox, RunResult back."""
from __future__ import annotations

import asyncio
import contextlib
import io
import tarfile
import threading
import time
import uuid

import pytest
from arq import create_pool
from arq.connections import RedisSettings
from arq.worker import async_check_health
from processes import marked, new_mark, sleeper_test, wait_marked

from bot.cli.main import build_parser
from runner import local, registry
from runner.models import Expected, RunLimits, RunResult
from runner.remote import arun_on_pool
from runner.worker import make_worker, pack_repo, parse_queue, unpack_archive

REDIS = "redis://127.0.0.1:6379/0"


@pytest.fixture
def pool():
    return f"test-{uuid.uuid4().hex[:10]}"


@pytest.fixture
def repo(tmp_path):
    d = tmp_path / "repo"
    (d / "pkg").mkdir(parents=True)
    (d / "pkg" / "__init__.py").write_text("")
    (d / "pkg" / "calc.py").write_text("def ratio(a, b):\n    return a / b\n")
    (d / ".git").mkdir()
    (d / ".git" / "config").write_text("secret")
    return d


async def _wait_queued(queue: str, n: int = 1, timeout: float = 10.0):
    redis = await create_pool(RedisSettings.from_dsn(REDIS))
    try:
        end = time.monotonic() + timeout
        while await redis.zcard(queue) < n:
            assert time.monotonic() < end, "job never reached the queue"
            await asyncio.sleep(0.05)
    finally:
        await redis.aclose()


def test_queue_names_and_cli():
    assert parse_queue("gpu") == "gpu:default" and parse_queue("gpu:a100") == "gpu:a100"
    with pytest.raises(ValueError):
        parse_queue("repgen")
    args = build_parser().parse_args(["runner", "--queue", "gpu:a100", "--sandbox", "local", "--burst"])
    assert args.queue == "gpu:a100" and args.sandbox == "local" and args.burst and callable(args.func)


def test_archive_roundtrip_and_unsafe_archives_refused(repo, tmp_path):
    data = pack_repo(str(repo))
    out = unpack_archive(data, str(tmp_path / "x"))
    assert out == str(tmp_path / "x" / "repo")
    assert (tmp_path / "x" / "repo" / "pkg" / "calc.py").read_text().startswith("def ratio")
    assert not (tmp_path / "x" / "repo" / ".git").exists()
    evil = io.BytesIO()
    with tarfile.open(fileobj=evil, mode="w:gz") as tar:
        info = tarfile.TarInfo("../../escaped.txt")
        info.size = 3
        tar.addfile(info, io.BytesIO(b"bad"))
    with pytest.raises(tarfile.TarError):
        unpack_archive(evil.getvalue(), str(tmp_path / "y"))
    assert not (tmp_path / "escaped.txt").exists()


@pytest.mark.skipif(local.isolation_available() == "subprocess", reason="no sandbox here")
async def test_worker_runs_a_job_end_to_end(repo, pool):
    worker = make_worker(REDIS, f"gpu:{pool}", sandbox="local", gpus=[], burst=True)
    source = "from pkg.calc import ratio\n\ndef test_ratio():\n    assert ratio(1, 0) == 0\n"
    client = asyncio.create_task(arun_on_pool(
        REDIS, pool, str(repo), source, RunLimits(timeout_s=60), timeout=120,
        expected=Expected("exception", "ZeroDivisionError", "division by zero")))
    try:
        await _wait_queued(f"gpu:{pool}")
        await worker.async_run()
        result = await asyncio.wait_for(client, 30)
    finally:
        await worker.close()
    assert isinstance(result, RunResult)
    assert result.outcome == "failed" and result.sandbox == local.isolation_available(), result.output_tail
    assert result.exception.type == "ZeroDivisionError"
    assert result.symptoms and result.symptoms[0].symptom == "exception" and result.symptoms[0].score == 1.0
    assert result.environment["runner"]["pool"] == pool and worker.jobs_complete == 1


async def test_no_live_runner_gives_a_clear_error_without_waiting_out_the_timeout(repo, pool):
    started = time.monotonic()
    r = await arun_on_pool(REDIS, pool, str(repo), "def test_x():\n    pass\n", timeout=600, alive_s=1.0)
    assert r.outcome == "error" and "has no live runner" in r.warnings[0] and "none when the run was queued" in r.warnings[0]
    assert time.monotonic() - started < 5


async def test_one_job_per_gpu_and_health_check(repo, pool):
    lock = threading.Lock()
    running: dict[str, int] = {}
    seen: list[tuple[str, int]] = []

    def fake_sandbox(repo_dir, source, limits, gpu, torch_version=None, stop=None):
        # scheduling only: the sandbox itself is covered by the end-to-end test above
        with lock:
            running[gpu] = running.get(gpu, 0) + 1
            seen.append((gpu, sum(running.values())))
            assert running[gpu] == 1, "two jobs on one GPU"
        time.sleep(0.4)
        with lock:
            running[gpu] -= 1
        return RunResult(outcome="passed", sandbox="fake", environment={"gpu": gpu})

    queue = f"gpu:{pool}"
    worker = make_worker(REDIS, queue, gpus=["0", "1"], run=fake_sandbox, health_check_interval=1)
    assert worker.max_jobs == 2
    task = asyncio.create_task(worker.async_run())
    try:
        clients = [asyncio.create_task(arun_on_pool(REDIS, pool, str(repo), "x", timeout=30)) for _ in range(4)]
        results = await asyncio.gather(*clients)
        assert await async_check_health(RedisSettings.from_dsn(REDIS), queue_name=queue) == 0
    finally:
        task.cancel()
        await worker.close()
    assert [r.outcome for r in results] == ["passed"] * 4
    assert {r.environment["runner"]["gpu"] for r in results} == {"0", "1"}
    assert max(n for _, n in seen) <= 2


async def test_runners_heartbeat_into_the_registry_and_leave_when_they_stop(pool):
    redis = await create_pool(RedisSettings.from_dsn(REDIS))
    worker = make_worker(REDIS, f"gpu:{pool}", gpus=["0", "1"], heartbeat_s=0.2)
    task = asyncio.create_task(worker.async_run())
    try:
        deadline = time.monotonic() + 10
        while pool not in await registry.alive_pools(redis):
            assert time.monotonic() < deadline, "the runner never showed in the registry"
            await asyncio.sleep(0.05)
        assert (await registry.alive_pools(redis))[pool] == 1
        # a runner killed without a goodbye: its last beat ages out of the alive window
        ghost = registry.RunnerInfo(pool=f"{pool}-ghost")
        await registry.beat(redis, ghost, now=time.time() - registry.ALIVE_S - 1)
        assert f"{pool}-ghost" not in await registry.alive_pools(redis)
        await registry.beat(redis, ghost)
        assert f"{pool}-ghost" in await registry.alive_pools(redis)
        await registry.leave(redis, ghost)
    finally:
        task.cancel()
        await worker.close()
        with contextlib.suppress(asyncio.CancelledError):
            await task
    assert pool not in await registry.alive_pools(redis)           # a runner that stops leaves at once
    await redis.aclose()


async def test_a_cancelled_run_is_killed_on_the_runner_within_seconds(repo, pool):
    mark = new_mark()
    worker = make_worker(REDIS, f"gpu:{pool}", sandbox="local", gpus=[], heartbeat_s=0.5)
    task = asyncio.create_task(worker.async_run())
    stop = threading.Event()
    client = asyncio.create_task(arun_on_pool(REDIS, pool, str(repo), sleeper_test(mark),
                                              RunLimits(timeout_s=300), timeout=600, stop=stop))
    try:
        await wait_marked(mark, lambda: not client.done())
        asked = time.monotonic()
        stop.set()                                   # `/repgen cancel`, as the job's watcher passes it on
        result = await asyncio.wait_for(client, 30)
        assert time.monotonic() - asked < 5 and result.limit_hit == "cancelled"
        assert not marked(mark)                      # the runner killed the test's process tree
    finally:
        task.cancel()
        await worker.close()
        with contextlib.suppress(asyncio.CancelledError):
            await task
