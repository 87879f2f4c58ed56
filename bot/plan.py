"""The reproduction plan: ordered steps, each with the check it makes."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field

STAGES = ("SETUP", "DATA", "MODEL", "TRAIN", "VALIDATION")


@dataclass
class PlanStep:
    stage: str        # one of STAGES
    action: str
    check: str

    def line(self) -> str:
        return f"[{self.stage}] {self.action} — check: {self.check}"


@dataclass
class Plan:
    steps: list[PlanStep] = field(default_factory=list)
    summary: str = ""

    def add(self, stage: str, action: str, check: str) -> None:
        assert stage in STAGES, stage
        self.steps.append(PlanStep(stage, action, check))

    def to_markdown(self) -> str:
        lines = [f"# Reproduction plan\n\n{self.summary}\n"] if self.summary else ["# Reproduction plan\n"]
        lines += [f"{i}. {s.line()}" for i, s in enumerate(self.steps, 1)]
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict:
        return asdict(self)
