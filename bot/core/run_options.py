"""Options of one reproduction (kept import-light: the CLI builds them before the pipeline loads)."""
from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass

from bot.settings import Settings
from runner.models import RunLimits, RunResult

RunTest = Callable[[str, str, RunLimits], RunResult]
# components that `--disable` turns off, for ablations
COMPONENTS = ("retrieval", "rerank", "training-loops", "plan", "static", "api-compat", "runtime-feedback", "cause",
              "minimize")


class InputError(ValueError):
    """Bad input: a clear message, exit status 2."""


@dataclass
class ReproduceOptions:
    max_attempts: int = 3
    timeout_s: float = 240.0           # one test run
    time_limit_s: float = 600.0        # the whole reproduction: every report gets a verdict within it
    disable: frozenset[str] = frozenset()
    generator: str = "auto"            # auto (Claude when a key is set) | offline | claude
    home: str | None = None            # REPGEN_HOME: where index databases live
    run_test: RunTest | None = None    # (repo_dir, test_source, limits) -> RunResult; default: local sandbox
    # the same on the runner's default versions (the version differential); with run_test None: the local
    # sandbox without the report's versions; with a run_test of the caller's: this, or no differential
    run_default: RunTest | None = None
    # with run_test None: set when the run must end (the App's cancel); the local sandbox's run is killed at once
    stop: threading.Event | None = None
    settings: Settings | None = None
    cause_time_s: float = 120.0        # the verified-cause search after a reproduction (within time_limit_s)
    minimize_time_s: float = 60.0      # smaller tests, after a verified cause (within time_limit_s)
