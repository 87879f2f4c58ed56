"""The verdict of a reproduction: does a run show the reported symptom (the test failed, and the failure is the
one the report describes: same exception and message, non-finite losses, growth, ...; not an error of the test
itself), and the record of the attempts."""
from __future__ import annotations

import math
import re
from dataclasses import asdict, dataclass, field

from bot.core.bug_report import BugReport
from runner.models import RunResult
from runner.symptoms import message_similarity

# phrases the scaffolds' assertion messages carry (templates/tests/repro_test.py.j2)
ASSERTION_MARKERS = {
    "nan_or_inf": re.compile(r"non-finite", re.I),
    "memory_growth": re.compile(r"memory grows", re.I),
    "no_learning": re.compile(r"does not learn", re.I),
    "nondeterminism": re.compile(r"non-deterministic", re.I),
    "wrong_output": re.compile(r"the result depends on|differ|wrong output", re.I),
    "hang_or_timeout": re.compile(r"the run hangs", re.I),
}
# failures that mean the test itself is wrong, never the bug
OWN_ERRORS = ("SystemExit", "ModuleNotFoundError", "ImportError", "NameError", "FileNotFoundError",
              "fixture", "TypeError: main()")


@dataclass
class Match:
    matched: bool
    symptom: str | None
    reason: str
    evidence: list[str] = field(default_factory=list)


def _observed_exception(result: RunResult) -> tuple[str, str]:
    if result.exception:
        return result.exception.type, result.exception.message
    # collection errors happen before the harness sees a test: read pytest's "E   Type: message" lines
    m = re.search(r"^E\s+((?:[\w.]+\.)?\w+(?:Error|Exception)):\s?(.*)$", result.output_tail, re.M)
    return (m.group(1), m.group(2)) if m else ("", "")


def match_symptom(report: BugReport, result: RunResult) -> Match:
    if result.outcome == "passed":
        return Match(False, None, "the test passed: the reported symptom did not show")
    if result.outcome == "timeout":
        if report.symptom == "hang_or_timeout":
            return Match(True, "hang_or_timeout", "the run did not finish within the limit",
                         [f"killed after {result.seconds:.0f} s"])
        return Match(False, None, f"the test timed out after {result.seconds:.0f} s before showing the symptom")
    exc_type, exc_msg = _observed_exception(result)
    short = exc_type.rsplit(".", 1)[-1]
    evidence = [f"{exc_type}: {exc_msg.strip().splitlines()[0][:300] if exc_msg.strip() else ''}"] if exc_type else []
    if report.symptom in ("exception", "oom"):
        if not exc_type:
            return Match(False, None, "the test failed without an exception", evidence)
        want = (report.exception_type or "").rsplit(".", 1)[-1]
        sim = message_similarity(report.exception_message or "", exc_msg) if report.exception_message else 0.0
        same_type = bool(want) and (short == want or f"{want}:" in exc_msg)
        if report.symptom == "oom" and re.search(r"out of memory|OutOfMemory|Cannot allocate", f"{exc_type} {exc_msg}", re.I):
            return Match(True, "oom", "out of memory, as reported", evidence)
        if same_type and (sim >= 0.6 or not report.exception_message):
            return Match(True, report.symptom, f"{want} with the reported message (similarity {sim:.2f})", evidence)
        if not want and sim >= 0.6:
            return Match(True, report.symptom, f"the reported message (similarity {sim:.2f})", evidence)
        return Match(False, None, f"a different failure: expected {want or 'the reported error'}"
                     f"{' (' + (report.exception_message or '').splitlines()[0][:80] + ')' if report.exception_message else ''}, "
                     f"got {exc_type or 'no exception'} (message similarity {sim:.2f})", evidence)
    marker = ASSERTION_MARKERS.get(report.symptom)
    failure = result.failure_message or (exc_msg if short == "AssertionError" else "")
    if marker and short == "AssertionError" and marker.search(failure):
        ev = [failure.strip().splitlines()[0][:400]]
        if report.symptom == "nan_or_inf":
            bad = [(s, v) for s, v in result.series.get("loss", []) if not math.isfinite(v)]
            if bad:
                ev.append(f"first non-finite loss at step {bad[0][0]} of {len(result.series.get('loss', []))}")
        return Match(True, report.symptom, "the healthy-behaviour assertion failed with the reported symptom", ev)
    if report.symptom == "unknown" and exc_type and short not in OWN_ERRORS and short != "AssertionError":
        return Match(True, "exception", "the run raised an exception (the report names no symptom)", evidence)
    if exc_type and any(e in f"{exc_type}: {exc_msg}" for e in OWN_ERRORS):
        return Match(False, None, f"the test could not run the code: {evidence[0] if evidence else exc_type}", evidence)
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
