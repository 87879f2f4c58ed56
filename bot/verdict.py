"""The verdict of a reproduction and the record of its attempts."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Attempt:
    number: int
    generator: str
    strategy: str                     # what this attempt tried, in words
    outcome: str                      # RunResult.outcome, or "static-error"
    matched: bool
    reason: str                       # why it matched or not
    seconds: float = 0.0
    static_errors: list[str] = field(default_factory=list)


@dataclass
class Verdict:
    reproduced: bool
    matched_symptom: str | None
    evidence: list[str] = field(default_factory=list)
    attempts: list[Attempt] = field(default_factory=list)
    generator: str = "offline"
    seconds: float = 0.0
    reason: str = ""

    def to_dict(self) -> dict:
        return asdict(self)
