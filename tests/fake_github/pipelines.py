"""Stand-ins for bot.core.pipeline.reproduce in job tests that are about the queue and the comment, not about
reproducing (the end-to-end tests run the real pipeline). They call `on_stage` as the real one does and
return the real outcome dataclasses."""
from __future__ import annotations

import threading
from pathlib import Path

from bot.core.bug_report import parse_report
from bot.core.pipeline import ReproductionOutcome
from bot.core.plan import Plan
from bot.core.verdict import Attempt, Verdict
from index.models import Context
from runner.models import ObservedSymptom, RunResult


class ScriptedPipeline:
    """Reports every stage, records what it was given, answers "reproduced" with a test naming a repo file."""

    def __init__(self, block: threading.Event | None = None) -> None:
        self.calls: list[dict] = []
        self.block = block          # hold inside the "run" stage until set (for cancel / crash tests)

    def __call__(self, repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool, settings, stop=None):
        files = sorted(str(p.relative_to(repo_dir)) for p in Path(repo_dir).rglob("*") if p.is_file())
        self.calls.append({"files": files, "issue": issue_text, "max_attempts": max_attempts, "pool": pool})
        report = parse_report(issue_text)
        for stage in ("parse", "context", "plan", "generate", "validate"):
            on_stage(stage, "started", "")
            on_stage(stage, "done", f"{stage} ok")
        on_stage("run", "started", "pytest")
        while self.block is not None and not self.block.wait(0.05):
            on_stage("run", "started", "still running")      # the real pipeline reports as it goes
        plan = Plan(summary="call main")
        plan.add("TRAIN", f"run {files[0]}", "no exception")
        run = RunResult("failed", 1.0, symptoms=[ObservedSymptom("exception", [f"{report.exception_type}"])],
                        series={"loss": [(1, 1.0), (2, 0.5)]}, environment={"python": "3.11"})
        verdict = Verdict(True, "exception", [f"{report.exception_type} seen"],
                          [Attempt(1, "scripted", "direct call", "failed", True, "matched")], "scripted", 1.0)
        on_stage("run", "done", "failed in 1.0s")
        on_stage("verdict", "done", "reproduced")
        return ReproductionOutcome(report, Context(), plan, f"import {Path(files[0]).stem}\n\n\ndef test_it():\n"
                                   "    assert False\n", verdict, run)


class SandboxPipeline:
    """Reports the stages, then runs `test_source` the way the job's real pipeline runs its tests
    (`bot.app.reproduce_job.sandbox_for`: the local sandbox, or the runner pool's queue), with the job's stop
    event. For cancellation: the stages before the run are not what such tests are about."""

    def __init__(self, test_source: str, timeout_s: float = 120.0) -> None:
        self.test_source, self.timeout_s = test_source, timeout_s
        self.results: list[RunResult] = []

    def __call__(self, repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool, settings, stop=None):
        from bot.app.reproduce_job import sandbox_for
        from runner.models import RunLimits

        for stage in ("parse", "context", "plan", "generate", "validate"):
            on_stage(stage, "started", "")
            on_stage(stage, "done", f"{stage} ok")
        on_stage("run", "started", "pytest")
        result = sandbox_for(pool, settings, stop)(repo_dir, self.test_source, RunLimits(timeout_s=self.timeout_s))
        self.results.append(result)
        on_stage("run", "done", f"{result.outcome} in {result.seconds:.1f}s")
        report = parse_report(issue_text)
        verdict = Verdict(False, None, [], [Attempt(1, "sandbox", "direct", result.outcome, False, "")], "sandbox",
                          result.seconds)
        on_stage("verdict", "done", "not reproduced")
        return ReproductionOutcome(report, Context(), Plan(summary="run"), self.test_source, verdict, result)


class RecordingPipeline:
    """ScriptedPipeline, paced (`stage_s` per stage, so runs are in flight when a worker dies) and recorded in
    Redis (list `runs_key`: {"issue", "event": start | finish, "pid"}), so a test can count every pipeline run
    across worker processes. The issue is named by a `chaos-id: ...` line in its text."""

    def __init__(self, redis_url: str, runs_key: str = "chaos:runs", stage_s: float = 0.1) -> None:
        import redis as redis_sync

        self.db = redis_sync.Redis.from_url(redis_url)
        self.runs_key, self.stage_s = runs_key, stage_s
        self.inner = ScriptedPipeline()

    def _record(self, issue: str, event: str) -> None:
        import json
        import os

        self.db.rpush(self.runs_key, json.dumps({"issue": issue, "event": event, "pid": os.getpid()}))

    def __call__(self, repo_dir: str, issue_text: str, *, on_stage, max_attempts: int, pool, settings, stop=None):
        import re
        import time

        issue = re.search(r"chaos-id: (\S+)", issue_text).group(1)
        self._record(issue, "start")

        def paced(stage: str, status: str = "done", detail: str = "") -> None:
            if status == "done":
                time.sleep(self.stage_s)
            on_stage(stage, status, detail)

        outcome = self.inner(repo_dir, issue_text, on_stage=paced, max_attempts=max_attempts, pool=pool,
                             settings=settings, stop=stop)
        self._record(issue, "finish")
        return outcome
