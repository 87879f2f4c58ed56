"""`repgen runner --queue gpu[:POOL]`: the runner worker for one pool (runs tests, returns RunResults).

It needs only the queue's Redis (REPGEN_REDIS_URL): no GitHub key, no Anthropic key.
"""
from __future__ import annotations

import os
import sys


def register(subparsers) -> None:
    p = subparsers.add_parser("runner", help="run the test runner worker for a pool (queue gpu:POOL)")
    p.add_argument("--queue", default="gpu", help="gpu or gpu:POOL (default pool: \"default\")")
    p.add_argument("--sandbox", choices=["auto", "docker", "local"], default="auto",
                   help="docker when an engine answers (auto), else the local bubblewrap sandbox")
    p.add_argument("--gpus", default=None,
                   help="comma-separated GPU ids to hand out, one per job (default: CUDA_VISIBLE_DEVICES or all)")
    p.add_argument("--burst", action="store_true", help="exit once the queue is empty")
    p.add_argument("--check", action="store_true", help="exit 0 if a runner of this queue is alive, else 1")
    p.add_argument("--nice", type=int, default=10,
                   help="lower this process's CPU priority by this much (0: leave it); its local sandbox runs inherit it")
    p.add_argument("--log-level", default="INFO")
    p.set_defaults(func=run)


def run(args) -> int:
    import logging

    from bot.settings import Settings, SettingsError
    from runner.worker import make_worker, parse_queue

    try:
        settings = Settings.from_env()
        queue = parse_queue(args.queue)
    except (SettingsError, ValueError) as exc:
        print(f"repgen runner: {exc}", file=sys.stderr)
        return 2
    if args.check:
        import asyncio

        from arq.connections import RedisSettings
        from arq.worker import async_check_health

        return asyncio.run(async_check_health(RedisSettings.from_dsn(settings.redis_url), queue_name=queue))
    logging.basicConfig(level=args.log_level.upper(), format="%(asctime)s %(levelname)s %(name)s %(message)s")
    if args.nice > 0:
        os.nice(args.nice)
    gpus = [g.strip() for g in args.gpus.split(",") if g.strip()] if args.gpus else None
    worker = make_worker(settings.redis_url, queue, sandbox=args.sandbox, gpus=gpus, burst=args.burst)
    print(f"repgen runner: queue {queue}, sandbox {args.sandbox}, up to {worker.max_jobs} job(s) at once",
          file=sys.stderr)
    worker.run()
    return 0
