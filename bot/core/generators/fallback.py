"""Claude first, the offline generator when Claude cannot deliver, and say so.

When the API stays down after the bounded retries, or the budget is spent with no test, the attempt
is written by the offline generator instead; the GeneratedTest says which generator wrote it and
why, so the Verdict and the report can tell the user.
"""
from __future__ import annotations

from bot.core.generators.base import GeneratedTest, GenerationJob, Generator, Usage, usage_of
from bot.core.generators.claude import ClaudeBudgetSpent, ClaudeError, ClaudeUnavailable


class FallbackGenerator:
    def __init__(self, primary: Generator, secondary: Generator):
        self.primary = primary
        self.secondary = secondary
        self.fallback_reason: str | None = None   # set once the primary gave up
        self._primary_down = False

    @property
    def name(self) -> str:
        if self.fallback_reason:
            return f"{self.primary.name}, fell back to {self.secondary.name}"
        return self.primary.name

    @property
    def usage(self) -> Usage | None:
        return usage_of(self.primary)

    def generate(self, job: GenerationJob) -> GeneratedTest:
        if not self._primary_down:
            try:
                test = self.primary.generate(job)
                test.generator = test.generator or self.primary.name
                return test
            except ClaudeError as exc:
                self.fallback_reason = str(exc)
                # an API that failed its retries, or a spent budget, will not recover within this issue
                self._primary_down = isinstance(exc, (ClaudeUnavailable, ClaudeBudgetSpent))
                return self._fallback(job, str(exc))
        return self._fallback(job, self.fallback_reason or "")

    def _fallback(self, job: GenerationJob, reason: str) -> GeneratedTest:
        test = self.secondary.generate(job)
        test.generator = self.secondary.name
        test.notes.insert(0, f"{self.primary.name} generator failed ({reason}); "
                             f"this attempt was written by the {self.secondary.name} generator")
        test.strategy = f"[{self.secondary.name} fallback] {test.strategy}"
        return test
