"""Container health checks for the compose files; exit 0 when healthy, 1 when not.

    python healthcheck.py http http://127.0.0.1:8000/healthz   # the web app answers
    python healthcheck.py arq repgen                           # a worker of queue "repgen" is alive

The arq check is arq's own (`arq --check`): the key `<queue>:health-check` that a running worker refreshes
every `health_check_interval` seconds and deletes when it stops. `arq --check` itself cannot be used: it
reads Redis from the WorkerSettings class, and ours comes from REPGEN_REDIS_URL at start.
Standard library + arq only, so it runs in the web, worker and runner images alike.
"""
from __future__ import annotations

import asyncio
import os
import sys
import urllib.request


def check_http(url: str, timeout_s: float = 3.0) -> int:
    try:
        with urllib.request.urlopen(url, timeout=timeout_s) as resp:
            return 0 if resp.status == 200 else 1
    except OSError as exc:
        print(f"unhealthy: {url}: {exc}", file=sys.stderr)
        return 1


def check_arq(queue: str, redis_url: str) -> int:
    from arq.connections import RedisSettings
    from arq.worker import async_check_health
    from redis.exceptions import RedisError

    settings = RedisSettings.from_dsn(redis_url)
    settings.conn_retries = 0     # a health check answers now; the orchestrator does the retrying
    try:
        return asyncio.run(async_check_health(settings, queue_name=queue))
    except (OSError, RedisError) as exc:   # Redis down: the worker cannot be working either
        print(f"unhealthy: redis {redis_url}: {exc}", file=sys.stderr)
        return 1


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "http":
        return check_http(argv[1])
    if len(argv) == 2 and argv[0] == "arq":
        return check_arq(argv[1], os.environ.get("REPGEN_REDIS_URL", "redis://127.0.0.1:6379/0"))
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
