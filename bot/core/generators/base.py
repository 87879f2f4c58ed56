"""The generator interface shared by the offline generator and Claude."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from bot.core.bug_report import BugReport
from bot.core.plan import Plan
from index.models import Context
from runner.models import RunResult


@dataclass
class Feedback:
    """What one earlier attempt showed, handed to the next generation."""
    source: str
    strategy: str
    result: RunResult | None
    static_errors: list[str] = field(default_factory=list)
    reason: str = ""


@dataclass
class GenerationJob:
    repo_dir: str
    report: BugReport
    context: Context
    plan: Plan
    attempt: int = 1
    feedback: list[Feedback] = field(default_factory=list)
    run_timeout_s: float = 120.0       # the sandbox's limit on this attempt's run (a test's time budget fits in it)
    # lets an agentic generator run a candidate itself; returns the observed result
    run_test: Callable[[str], RunResult] | None = None
    # the product's verdict on a run (bot.core.verdict.match_symptom for this report and repository): an agentic
    # generator tells its model whether a run it made reproduces, with the reason, before it submits
    judge: Callable[[RunResult], Any] | None = None
    # checks a repair the generator proposes: (test source, Repair) -> (verified, what the run showed); the same
    # check as the cause search (bot.core.cause.check_candidate)
    try_fix: Callable[[str, Any], tuple[bool, str]] | None = None
    # the pipeline's static and framework-API checks on a test source: the problems that would send it back
    validate: Callable[[str], list[str]] | None = None


@dataclass
class GeneratedTest:
    source: str
    strategy: str                      # short description of the approach, for the report
    plan: Plan | None = None           # a generator may refine the plan
    exhausted: bool = False            # no further variant to try
    notes: list[str] = field(default_factory=list)
    generator: str | None = None       # who wrote it when a wrapper fell back (e.g. "offline")
    fixes: list = field(default_factory=list)   # repairs the generator proposed and saw verified (cause.Repair)
    result: RunResult | None = None    # the generator already ran this exact source with the job's run_test


@dataclass
class Usage:
    """What an LLM generator spent on one issue, from the API's usage fields (the offline generator spends none)."""
    requests: int = 0
    tokens: int = 0
    cache_read_tokens: int = 0
    usd: float = 0.0


class Generator(Protocol):
    name: str

    def generate(self, job: GenerationJob) -> GeneratedTest: ...


def usage_of(generator: object) -> Usage | None:
    """The generator's spend so far, for generators that report one (`usage` attribute or property)."""
    usage = getattr(generator, "usage", None)
    return usage if isinstance(usage, Usage) else None
