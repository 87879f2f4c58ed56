"""The verdict of a reproduction: does a run show the reported symptom (the test failed, and the failure is the
one the report describes: same exception and message, non-finite losses, growth, ...; not an error of the test
itself), and the record of the attempts."""
from __future__ import annotations

import math
import os
import re
from dataclasses import asdict, dataclass, field

from bot.core.bug_report import BugReport
from bot.core.origin import failure_origin
from bot.core.symptoms import CHECKED, spec
from runner.environments import could_not_install
from runner.models import RunResult
from runner.symptoms import message_similarity, stuck_stack

REPRODUCED, NOT_REPRODUCED, INCONCLUSIVE = "reproduced", "not_reproduced", "inconclusive"
# exceptions that say the run could not reach the code the way the test meant: the run cannot tell either way
CANNOT_RUN = ("SystemExit", "NameError", "fixture", "TypeError: main()")
MISSING = ("ModuleNotFoundError", "ImportError", "FileNotFoundError")


@dataclass
class Match:
    matched: bool
    symptom: str | None
    reason: str
    evidence: list[str] = field(default_factory=list)
    outcome: str = ""                 # REPRODUCED | NOT_REPRODUCED | INCONCLUSIVE; derived when left empty

    def __post_init__(self) -> None:
        if not self.outcome:
            self.outcome = REPRODUCED if self.matched else NOT_REPRODUCED


def _observed_exception(result: RunResult) -> tuple[str, str]:
    if result.exception:
        return result.exception.type, result.exception.message
    # collection errors happen before the harness sees a test: read pytest's "E   Type: message" lines
    m = re.search(r"^E\s+((?:[\w.]+\.)?\w+(?:Error|Exception)):\s?(.*)$", result.output_tail, re.M)
    return (m.group(1), m.group(2)) if m else ("", "")


def _judge_check(report: BugReport, result: RunResult, repo_dir: str | None) -> Match:
    """An assertion: reproduced only when the scaffold's check recorded the reported symptom together with the
    values it measured, and those values show it. A bare `assert False, "..."` records nothing."""
    record = result.failure_record or {}
    message = (result.failure_message or "").strip().splitlines()[0][:400] if result.failure_message else ""
    kind, observed = record.get("kind"), record.get("observed") or {}
    if not record:
        return Match(False, None, "the test's assertion failed without recording what it observed (no check "
                     f"record): the failure is the test's claim, not an observation{': ' + message if message else ''}",
                     [message] if message else [])
    if kind == "insufficient":
        return _inconclusive(f"the run could not tell: {message}", [message])
    if kind == "could_not_run":     # the script the test ran exited early (an argument error, a missing file)
        return _inconclusive(f"the test could not run the code: {message}", [message])
    if kind != report.symptom:
        return Match(False, None, f"the test's check failed with {kind}, not the reported {report.symptom}: {message}",
                     [message])
    shows, detail = spec(kind).shows(observed, repo_dir)
    if not shows:
        return Match(False, None, f"the check failed but its recorded values do not show {kind} ({detail})", [message])
    ev = [message, detail]
    if kind == "nan_or_inf":
        bad = [(s, v) for s, v in result.series.get("loss", []) if not math.isfinite(v)]
        if bad:
            ev.append(f"first non-finite loss at step {bad[0][0]} of {len(result.series.get('loss', []))}")
    return Match(True, report.symptom, "the healthy-behaviour check failed with the reported symptom", ev)


def _inconclusive(reason: str, evidence: list[str] | None = None) -> Match:
    return Match(False, None, reason, evidence or [], INCONCLUSIVE)


def _missing_module(exc_msg: str, repo_dir: str | None) -> str | None:
    """The top-level module an ImportError names, when it is not the repository's own (a dependency)."""
    m = re.search(r"No module named '([\w.]+)'|cannot import name '\w+' from '([\w.]+)'", exc_msg)
    if not m:
        return None
    top = (m.group(1) or m.group(2)).split(".")[0]
    if repo_dir and (os.path.isdir(os.path.join(repo_dir, top)) or os.path.isfile(os.path.join(repo_dir, f"{top}.py"))):
        return None
    return top


# what the support module's _Monitor prints when its time budget ends a run
BUDGET_STOP = "repgen: run ended early (time budget"


def match_symptom(report: BugReport, result: RunResult, repo_dir: str | None = None) -> Match:
    """The product's verdict on one run. With `repo_dir` (the repository as it was before the run), an
    exception counts only when it came from the repository's code (bot.core.origin); a hang only when the
    stuck frames are the repository's."""
    if result.limit_hit == "install":    # the repository's environment could not be built: nothing ran
        return _inconclusive((result.deps or {}).get("error") or "could not install the repository's requirements")
    if result.outcome == "passed":
        if report.symptom == "unknown":
            # the generic health check (runs, finite losses) cannot see a wrong number or a wrong prediction
            return _inconclusive("the report names no symptom this test could check: the run finished with finite "
                                 "losses, which does not show that what the report describes is absent")
        if report.symptom == "nan_or_inf" and BUDGET_STOP in result.output_tail:
            # the losses were finite as far as the run went, but it was ended before its later steps
            stop = result.output_tail.split(BUDGET_STOP, 1)[1].split("\n", 1)[0].strip().removesuffix(")")
            return _inconclusive(f"the losses stayed finite until the run was ended by its time budget "
                                 f"({stop.removeprefix('of ')}): a NaN that comes later at this size was not reached")
        return Match(False, None, "the test passed: the reported symptom did not show")
    if result.limit_hit in ("memory", "processes", "output", "file_size") and report.symptom != "oom":
        return _inconclusive(f"the run hit the sandbox's {result.limit_hit} limit before the symptom could show")
    if result.limit_hit == "killed":
        return _inconclusive("the run was killed by a SIGKILL RepGen did not send (often the kernel's "
                             "out-of-memory killer) before it could show the symptom")
    if result.outcome == "timeout":
        if report.symptom == "hang_or_timeout":
            stuck = stuck_stack(result.hang_stack) if result.hang_stack else []
            if repo_dir and stuck:
                origin = failure_origin(list(reversed(stuck)), repo_dir)
                if not origin.from_repository:
                    return Match(False, None, "the run was stuck in the test's own code, not the repository's: "
                                 + origin.describe(), [f"killed after {result.seconds:.0f} s"])
            return Match(True, "hang_or_timeout", "the run did not finish within the limit",
                         [f"killed after {result.seconds:.0f} s"])
        return _inconclusive(f"the run reached the {result.seconds:.0f} s time limit before the symptom could show")
    exc_type, exc_msg = _observed_exception(result)
    short = exc_type.rsplit(".", 1)[-1]
    evidence = [f"{exc_type}: {exc_msg.strip().splitlines()[0][:300] if exc_msg.strip() else ''}"] if exc_type else []
    frames = result.exception.frames if result.exception else []
    origin = failure_origin(frames, repo_dir) if repo_dir and frames else None
    if short in MISSING and short != report.exception_type:
        missing = _missing_module(exc_msg, repo_dir) if short != "FileNotFoundError" else None
        if short == "FileNotFoundError":
            return _inconclusive(f"the run needs data that is not in the repository: {evidence[0]}", evidence)
        if missing:
            failed = could_not_install(result.deps, missing)
            return _inconclusive(f"the run needs a dependency that is not installed: {missing}"
                                 + (f"; {failed}" if failed else ""), evidence)
    record_kind = (result.failure_record or {}).get("kind")
    if short == "AssertionError" and record_kind in ("could_not_run", "insufficient"):
        return _judge_check(report, result, repo_dir)
    want_type = (report.exception_type or "").rsplit(".", 1)[-1]
    if exc_type and short != want_type and any(e in f"{exc_type}: {exc_msg}" for e in CANNOT_RUN):
        return _inconclusive(f"the test could not run the code: {evidence[0]}", evidence)
    if exc_type and short != "AssertionError" and repo_dir:
        if origin is None:   # read from pytest's output only: where it was raised is unknown, so it proves nothing
            return _inconclusive(f"the run failed with {evidence[0]}, but where it was raised was not recorded",
                                 evidence)
        if not origin.from_repository:
            return Match(False, None, origin.describe(), evidence)
    if report.symptom in ("exception", "oom"):
        if not exc_type:
            return Match(False, None, "the test failed without an exception", evidence)
        want = want_type
        sim = message_similarity(report.exception_message or "", exc_msg) if report.exception_message else 0.0
        same_type = bool(want) and (short == want or f"{want}:" in exc_msg)
        where = [origin.describe()] if origin else []
        if report.symptom == "oom" and re.search(r"out of memory|OutOfMemory|Cannot allocate", f"{exc_type} {exc_msg}", re.I):
            return Match(True, "oom", "out of memory, as reported", evidence + where)
        if same_type and (sim >= 0.6 or not report.exception_message):
            return Match(True, report.symptom, f"{want} with the reported message (similarity {sim:.2f})",
                         evidence + where)
        if not want and sim >= 0.6:
            return Match(True, report.symptom, f"the reported message (similarity {sim:.2f})", evidence + where)
        return Match(False, None, f"a different failure: expected {want or 'the reported error'}"
                     f"{' (' + (report.exception_message or '').splitlines()[0][:80] + ')' if report.exception_message else ''}, "
                     f"got {exc_type or 'no exception'} (message similarity {sim:.2f})", evidence)
    if short == "AssertionError" and report.symptom in CHECKED:
        return _judge_check(report, result, repo_dir)
    if report.symptom == "unknown" and exc_type and short != "AssertionError":
        # any exception is not proof: the report does not say this is what went wrong
        return _inconclusive(f"the report names no symptom to compare with; the run raised {evidence[0]}"
                             + (f" ({origin.describe()})" if origin else ""), evidence)
    if short in MISSING:   # an import of the repository's own module, or a file, the test got wrong
        return _inconclusive(f"the test could not run the code: {evidence[0] if evidence else exc_type}", evidence)
    return Match(False, None, f"the test failed, but not with the reported {report.symptom}: "
                 f"{evidence[0] if evidence else result.outcome}", evidence)


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
    verdict: str = ""                 # this attempt's REPRODUCED | NOT_REPRODUCED | INCONCLUSIVE


@dataclass
class Verdict:
    reproduced: bool
    matched_symptom: str | None
    evidence: list[str] = field(default_factory=list)
    attempts: list[Attempt] = field(default_factory=list)
    generator: str = "offline"
    seconds: float = 0.0
    reason: str = ""
    outcome: str = ""                 # REPRODUCED | NOT_REPRODUCED | INCONCLUSIVE, each with its `reason`

    def __post_init__(self) -> None:
        if not self.outcome:
            self.outcome = REPRODUCED if self.reproduced else NOT_REPRODUCED

    def to_dict(self) -> dict:
        return asdict(self)


def overall_outcome(outcomes: list[str]) -> str:
    """One outcome for all attempts: reproduced when one attempt was; inconclusive when no attempt could
    tell either way; otherwise not reproduced."""
    if REPRODUCED in outcomes:
        return REPRODUCED
    if outcomes and all(o == INCONCLUSIVE for o in outcomes):
        return INCONCLUSIVE
    return NOT_REPRODUCED
