"""`repgen worker`: the arq worker for queue "repgen" (index, commands, reproductions)."""
from __future__ import annotations

import os
import sys


def register(subparsers) -> None:
    p = subparsers.add_parser("worker", help="run the job worker (queue \"repgen\")")
    p.add_argument("--burst", action="store_true", help="exit once the queue is empty")
    p.add_argument("--max-jobs", type=int, default=2, help="jobs run at once in this process")
    p.add_argument("--job-lease", type=float, default=None,
                   help="seconds a running job's claim lasts without a heartbeat: a crashed worker's jobs run again "
                        "this long later (default 30)")
    p.add_argument("--nice", type=int, default=10,
                   help="lower this process's CPU priority by this much (0: leave it), so that a web process on the "
                        "same machine answers GitHub first (bench/webhook_load.py --busy)")
    p.add_argument("--metrics-port", type=int, default=0, help="serve Prometheus metrics on this port")
    p.add_argument("--metrics-host", default="127.0.0.1")
    p.add_argument("--log-level", default="INFO")
    p.set_defaults(func=run)


def run(args) -> int:
    from bot.settings import settings_for_command

    settings = settings_for_command("worker")
    if settings is None:
        return 2
    if not settings.app_id or not settings.private_key:
        print("repgen worker: REPGEN_APP_ID and REPGEN_PRIVATE_KEY (or REPGEN_PRIVATE_KEY_PATH) are needed to "
              "act as the GitHub App.", file=sys.stderr)
        return 2
    from bot.app.logs import setup_logging
    from bot.app.worker import make_worker

    setup_logging(args.log_level.upper())
    if args.nice > 0:
        os.nice(args.nice)      # inherited by the local sandbox's runs
    if args.metrics_port:
        from prometheus_client import start_http_server

        from bot.app.metrics import REGISTRY

        start_http_server(args.metrics_port, addr=args.metrics_host, registry=REGISTRY)
    ctx = {"job_lease_s": args.job_lease} if args.job_lease else {}
    worker = make_worker(settings, burst=args.burst, max_jobs=args.max_jobs, handle_signals=True, ctx=ctx)
    worker.run()
    return 0
