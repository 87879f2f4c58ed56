"""The reproduction plan: ordered [SETUP] [DATA] [MODEL] [TRAIN] [VALIDATION] steps, each with the check it
makes, written from the report, the repository context and (when the offline generator chose one) the strategy."""
from __future__ import annotations

import ast
import os
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING

from bot.core.bug_report import BugReport
from bot.core.symptoms import KIND_CHECKS, spec
from index.entry_points import python_files
from index.models import Context

if TYPE_CHECKING:   # the strategy module imports the plan's types; the plan only names the strategy's
    from bot.core.generators.strategy import Strategy

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



def _classes(repo: str, rel: str) -> tuple[list[str], list[str]]:
    """Dataset and nn.Module subclasses defined in one file."""
    datasets, models = [], []
    try:
        tree = ast.parse(open(os.path.join(repo, rel), encoding="utf-8").read())
    except (OSError, SyntaxError, UnicodeDecodeError, ValueError):
        return datasets, models
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef):
            bases = " ".join(ast.unparse(b) for b in node.bases)
            if "Dataset" in bases:
                datasets.append(f"{rel}::{node.name}")
            elif "Module" in bases:
                models.append(f"{rel}::{node.name}")
    return datasets, models


def _repo_classes(repo: str, files: list[str]) -> tuple[list[str], list[str]]:
    datasets, models = [], []
    for rel in files[:200]:
        d, m = _classes(repo, rel)
        datasets += d
        models += m
    return datasets, models


def make_plan(report: BugReport, context: Context, strategy: Strategy | None, repo: str | None = None) -> Plan:
    plan = Plan()
    exc = f"{report.exception_type}" if report.exception_type else "none reported"
    entries = [e.path + (f" ({e.main}())" if e.main else "") for e in context.entry_points[:6]]
    plan.summary = (f"Symptom: **{report.symptom}**" + (f" — `{report.exception_type}`" if report.exception_type else "")
                    + ". " + (f"Reproduce through `{strategy.target.display}`." if strategy else
                              f"Entry points: {', '.join(f'`{e}`' for e in entries)}." if entries else
                              "No runnable entry point was found."))
    plan.add("SETUP", "copy the repository into a sandbox (no network, no secrets), seed Python/NumPy/torch",
             "the test imports the repository's own modules from the root")
    if strategy is None:   # the plan a generator starts from (Claude): what there is to enter through
        if entries:
            plan.add("TRAIN", "run the repository's code the way the reporter did, through one of: "
                     + ", ".join(f"`{e}`" for e in entries), "the run reaches the code the report is about")
            plan.add("VALIDATION", "assert the healthy behaviour",
                     KIND_CHECKS[spec(report.symptom).scaffold].format(exc=exc, changed="the setting the report varies"))
        else:
            plan.add("VALIDATION", "stop: nothing to run", "a command line or a `__main__` script is needed")
        return plan
    for run in strategy.runs[:-1]:
        if run.role == "setup":
            plan.add("SETUP", f"run `{run.display}` first, as the reporter did", "it exits normally")
    repo = repo or ""
    # classes of the retrieved code first, else of the whole repository
    files = sorted({s.path for s in context.snippets}) or (python_files(repo) if repo else [])
    datasets, models = _repo_classes(repo, files) if repo else ([], [])
    plan.add("DATA", "build the data the way the script does" + (f" ({', '.join(datasets[:3])})" if datasets else "")
             + "; keep the reporter's data settings", "the data loader yields batches (observed at each pass)")
    plan.add("MODEL", "build the model through the script's own code" + (f" ({', '.join(models[:3])})" if models else ""),
             "no shape or dtype error while building it")
    knobs = list(dict.fromkeys(n for r in strategy.runs for n in r.notes))
    if strategy.kind == "invariance":
        plan.add("TRAIN", f"run `{strategy.runs[-2].display}` as the baseline", "same seed, same data")
    plan.add("TRAIN", f"run `{strategy.target.display}`" + (f" ({'; '.join(knobs)})" if knobs else ""),
             "losses recorded at every backward(), epoch boundaries at every DataLoader pass")
    check = KIND_CHECKS[strategy.kind].format(exc=exc, changed=strategy.changed)
    if strategy.kind == "learning" and report.held_out is not None:
        claim = report.held_out
        moves = (f"the {claim.what} {claim.name} the run prints moves {'up' if claim.higher_better else 'down'} "
                 f"from the reported {claim.level:.4g} by at least {claim.margin:.4g}")
        # an agent's losses say nothing of its learning: its optimizers and its return do
        check = (f"every trained parameter gets a gradient and an update; {moves}" if claim.is_return
                 else f"{check}; then {moves}")
    plan.add("VALIDATION", "assert the healthy behaviour", check)
    return plan
