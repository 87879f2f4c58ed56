"""Which runner pools are alive: every runner heartbeats into Redis, and whoever sends runs asks here first.

    RUNNERS_KEY   sorted set  "<pool>/<runner id>" -> time of the runner's last heartbeat (unix seconds)
    RUNNER_KEY    string      "<pool>/<runner id>" -> what the runner told about itself (host, GPUs, jobs)

A runner beats every `HEARTBEAT_S` and counts as alive for `ALIVE_S` after its last beat, so one killed without a
chance to say goodbye drops out within `ALIVE_S`; one that stops cleanly leaves at once. Reading the registry is
one ZRANGEBYSCORE (no SCAN over the keyspace), so the bot can ask before every run.
"""
from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import os
import socket
import time
import uuid
from dataclasses import asdict, dataclass, field

log = logging.getLogger("repgen.runner")

RUNNERS_KEY = "repgen:runners"
RUNNER_KEY = "repgen:runner:{member}"
HEARTBEAT_S = 5.0
ALIVE_S = 20.0
FORGET_S = 86400.0          # entries of runners gone this long are removed from the sorted set


@dataclass
class RunnerInfo:
    pool: str
    runner_id: str = field(default_factory=lambda: f"{socket.gethostname()}-{os.getpid()}-{uuid.uuid4().hex[:6]}")
    host: str = field(default_factory=socket.gethostname)
    gpus: list[str] = field(default_factory=list)
    max_jobs: int = 1

    @property
    def member(self) -> str:
        return f"{self.pool}/{self.runner_id}"


async def beat(redis, info: RunnerInfo, now: float | None = None, alive_s: float = ALIVE_S) -> None:
    now = time.time() if now is None else now
    async with redis.pipeline(transaction=False) as pipe:
        pipe.zadd(RUNNERS_KEY, {info.member: now})
        pipe.set(RUNNER_KEY.format(member=info.member), json.dumps(asdict(info)), ex=int(alive_s * 3))
        pipe.zremrangebyscore(RUNNERS_KEY, "-inf", now - FORGET_S)
        await pipe.execute()


async def leave(redis, info: RunnerInfo) -> None:
    async with redis.pipeline(transaction=False) as pipe:
        pipe.zrem(RUNNERS_KEY, info.member)
        pipe.delete(RUNNER_KEY.format(member=info.member))
        await pipe.execute()


async def heartbeat(redis, info: RunnerInfo, interval_s: float = HEARTBEAT_S) -> None:
    """Beat until cancelled; then leave the registry."""
    try:
        while True:
            try:
                await beat(redis, info, alive_s=max(ALIVE_S, 4 * interval_s))
            except Exception as exc:  # noqa: BLE001 - Redis away: keep trying, the runner's jobs wait too
                log.warning("runner heartbeat failed: %s", exc)
            await asyncio.sleep(interval_s)
    finally:
        with contextlib.suppress(Exception):
            await asyncio.shield(leave(redis, info))


async def alive_pools(redis, now: float | None = None, alive_s: float = ALIVE_S) -> dict[str, int]:
    """Pools with at least one live runner -> how many runners each has."""
    now = time.time() if now is None else now
    members = await redis.zrangebyscore(RUNNERS_KEY, now - alive_s, "+inf")
    pools: dict[str, int] = {}
    for m in members:
        pool = (m.decode() if isinstance(m, bytes) else m).rsplit("/", 1)[0]
        pools[pool] = pools.get(pool, 0) + 1
    return dict(sorted(pools.items()))
