"""Runner worker: an arq worker on queue `gpu:<pool>` that runs one test per job and returns a RunResult.

A job carries the repository (a tar.gz archive, or a path on storage shared with the caller), the test
source, the limits and optionally the expected symptom; the worker runs it in the sandbox (docker when
an engine answers, else local), detects symptoms, adds a host snapshot, and returns RunResult.to_dict().
One job per GPU at a time: max_jobs is the GPU count (1 without a GPU) and each job holds one GPU id.
The health check is arq's own key `gpu:<pool>:health-check` (deploy/healthcheck.py reads it); liveness for the
bot is the pool registry (runner.registry), which the runner heartbeats into while it runs.
A job can be aborted (arq's `Job.abort`, sent by runner.remote when the run is cancelled): the sandbox is told
to stop and kills the test's process tree within a poll interval.
"""
from __future__ import annotations

import asyncio
import contextlib
import io
import logging
import os
import shutil
import socket
import tarfile
import tempfile
import threading
from collections.abc import Callable
from dataclasses import fields

from arq.connections import RedisSettings
from arq.worker import Worker, func

from . import envsnap, registry
from .models import Expected, RunLimits, RunResult
from .sandbox import get_sandbox

log = logging.getLogger("repgen.runner")
JOB_NAME = "run_test"
JOB_TIMEOUT_S = 4 * 3600          # the sandbox enforces the run's own limit; this only catches a stuck worker
MAX_ARCHIVE_BYTES = 512 * 2**20


def queue_name(pool: str | None) -> str:
    return f"gpu:{pool or 'default'}"


def parse_queue(value: str) -> str:
    """`gpu` or `gpu:POOL` -> the queue name (`gpu:default` for a bare `gpu`)."""
    head, _, pool = value.partition(":")
    if head != "gpu":
        raise ValueError(f"queue must be gpu or gpu:POOL, not {value!r}")
    return queue_name(pool or None)


def limits_from_dict(d: dict | None) -> RunLimits:
    known = {f.name for f in fields(RunLimits)}
    return RunLimits(**{k: v for k, v in (d or {}).items() if k in known})


def unpack_archive(data: bytes, dest: str) -> str:
    """Extract a tar(.gz) of the repository; links, devices and paths leaving `dest` are refused."""
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:*") as tar:
        tar.extractall(dest, filter="data")
    entries = os.listdir(dest)
    # an archive of one top folder (GitHub's tarballs) -> that folder is the repo
    if len(entries) == 1 and os.path.isdir(os.path.join(dest, entries[0])):
        return os.path.join(dest, entries[0])
    return dest


def pack_repo(repo_dir: str) -> bytes:
    """tar.gz of the repository without VCS and cache folders (what the worker unpacks)."""
    from .local import COPY_IGNORE
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for root, dirs, files in os.walk(repo_dir):
            ignored = COPY_IGNORE(root, dirs + files)
            dirs[:] = [d for d in dirs if d not in ignored]
            for name in files:
                if name not in ignored:
                    path = os.path.join(root, name)
                    # one top folder, like GitHub's tarballs, so unpack_archive finds the root either way
                    tar.add(path, arcname=os.path.join("repo", os.path.relpath(path, repo_dir)), recursive=False)
            if buf.tell() > MAX_ARCHIVE_BYTES:
                raise ValueError(f"repository archive over {MAX_ARCHIVE_BYTES // 2**20} MB")
    return buf.getvalue()


def gpu_ids() -> list[str]:
    """The GPUs this runner hands out, one per job: CUDA_VISIBLE_DEVICES if set, else pynvml's count."""
    visible = os.environ.get("CUDA_VISIBLE_DEVICES")
    if visible is not None:
        return [g.strip() for g in visible.split(",") if g.strip() and g.strip() != "-1"]
    return [str(g["index"]) for g in envsnap.gpus()]


async def startup(ctx: dict) -> None:
    ctx.setdefault("gpus", gpu_ids())
    free: asyncio.Queue = asyncio.Queue()
    for g in ctx["gpus"]:
        free.put_nowait(g)
    ctx["free_gpus"] = free
    ctx.setdefault("run", get_sandbox(ctx.get("sandbox", "auto")))
    ctx["host"] = {"hostname": socket.gethostname(), "pool": ctx.get("pool"), "gpus": ctx["gpus"]}
    info = registry.RunnerInfo(pool=ctx.get("pool") or "default", gpus=list(ctx["gpus"]),
                               max_jobs=max(1, len(ctx["gpus"])))
    ctx["heartbeat"] = asyncio.create_task(registry.heartbeat(ctx["redis"], info,
                                                              ctx.get("heartbeat_s", registry.HEARTBEAT_S)))
    log.info("runner ready: queue %s, gpus %s", ctx.get("queue"), ctx["gpus"] or "none")


async def shutdown(ctx: dict) -> None:
    beating = ctx.get("heartbeat")
    if beating is not None:
        beating.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await beating


async def run_test(ctx: dict, job: dict) -> dict:
    """One run: {"test_source", "repo_archive" | "repo_path", "limits", "expected", "torch_version"}."""
    limits = limits_from_dict(job.get("limits"))
    work = tempfile.mkdtemp(prefix="repgen_job_")
    gpu = None
    try:
        if job.get("repo_archive") is not None:
            repo_dir = unpack_archive(job["repo_archive"], os.path.join(work, "src"))
        elif job.get("repo_path") and os.path.isdir(job["repo_path"]):
            repo_dir = job["repo_path"]
        else:
            return RunResult(outcome="error", sandbox="none",
                             warnings=["job carries no repository (repo_archive or a readable repo_path)"]).to_dict()
        free: asyncio.Queue = ctx["free_gpus"]
        if ctx["gpus"]:
            gpu = await free.get()
        stop = threading.Event()
        running = asyncio.ensure_future(asyncio.to_thread(ctx["run"], repo_dir, job["test_source"], limits, gpu,
                                                          job.get("torch_version"), stop=stop))
        try:
            result: RunResult = await asyncio.shield(running)
        except asyncio.CancelledError:     # aborted (the run was cancelled) or the worker is stopping
            stop.set()
            with contextlib.suppress(Exception):
                await running              # the sandbox kills the test's processes within a poll interval
            raise
        if job.get("expected") is not None:
            from .symptoms import detect_symptoms
            try:
                result.symptoms = detect_symptoms(result, Expected(**job["expected"]))
            except Exception as exc:  # a detector bug must not lose the run
                result.warnings.append(f"symptom detection failed: {exc}")
        result.environment.setdefault("runner", {**ctx["host"], "gpu": gpu, "job_id": ctx.get("job_id")})
        return result.to_dict()
    finally:
        if gpu is not None:
            ctx["free_gpus"].put_nowait(gpu)
        shutil.rmtree(work, ignore_errors=True)


def worker_kwargs(redis_url: str, queue: str, sandbox: str = "auto", gpus: list[str] | None = None,
                  burst: bool = False, health_check_interval: int = 10,
                  run: Callable[..., RunResult] | None = None, heartbeat_s: float = registry.HEARTBEAT_S) -> dict:
    """`run` replaces the sandbox choice (repo_dir, test_source, limits, gpu, torch_version, stop) -> RunResult."""
    ctx: dict = {"queue": queue, "pool": queue.partition(":")[2], "sandbox": sandbox, "heartbeat_s": heartbeat_s}
    if gpus is not None:
        ctx["gpus"] = gpus
    if run is not None:
        ctx["run"] = run
    n_gpus = len(gpus) if gpus is not None else len(gpu_ids())
    return {"functions": [func(run_test, name=JOB_NAME, timeout=JOB_TIMEOUT_S, max_tries=1)],
            "queue_name": queue, "redis_settings": RedisSettings.from_dsn(redis_url), "ctx": ctx,
            "on_startup": startup, "on_shutdown": shutdown, "max_jobs": max(1, n_gpus), "burst": burst,
            "allow_abort_jobs": True,
            "health_check_interval": health_check_interval, "keep_result": 3600, "handle_signals": not burst}


def make_worker(redis_url: str, queue: str, **kw) -> Worker:
    return Worker(**worker_kwargs(redis_url, queue, **kw))

