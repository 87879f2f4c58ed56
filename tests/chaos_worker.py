"""A worker process for tests/test_chaos.py: the real `repgen worker` (bot.app.worker.make_worker, settings from
the environment) with the recording stand-in pipeline and the test's short timings, so that the test can
SIGKILL it mid-job like an operator's machine dying.

    PYTHONPATH=ROOT:ROOT/tests python tests/chaos_worker.py
"""
from __future__ import annotations

import os
import threading
import time

from fake_github.pipelines import RecordingPipeline

from bot.app.logs import setup_logging
from bot.app.retries import RetryPolicy
from bot.app.worker import make_worker
from bot.settings import Settings


def _exit_with_the_test() -> None:
    """Ends this worker once the test process that started it is gone (a pytest run killed mid-test): an orphaned
    worker would go on taking jobs from the shared Redis and fail the next run's job tests."""
    parent = int(os.environ.get("CHAOS_PARENT_PID") or os.getppid())

    def watch() -> None:
        while True:
            try:
                os.kill(parent, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:    # alive, another user's: still there
                pass
            time.sleep(0.5)

    threading.Thread(target=watch, daemon=True).start()


def main() -> None:
    _exit_with_the_test()
    setup_logging("INFO")
    settings = Settings.from_env()
    ctx = {"pipeline": RecordingPipeline(settings.redis_url, stage_s=float(os.environ.get("CHAOS_STAGE_S", "0.1"))),
           "comment_interval_s": 1.0, "cancel_poll_s": 0.5,
           "job_lease_s": float(os.environ.get("CHAOS_LEASE_S", "4")),
           "retry_policy": RetryPolicy(call_base_s=0.05, job_base_s=0.3)}
    make_worker(settings, max_jobs=int(os.environ.get("CHAOS_MAX_JOBS", "12")), poll_delay=0.05,
                handle_signals=True, ctx=ctx).run()


if __name__ == "__main__":
    main()
