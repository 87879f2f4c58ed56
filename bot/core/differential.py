"""The version differential: the final test once more on the runner's default versions, when the run used a version
the report names that differs from them.

    diff = compare_versions(report, repo_dir, test_source, last_run, judge, run_default, limits)
    diff.summary    # "reproduces on torch 1.13.1, not on torch 2.13.0+cpu (fixed upstream?)"
    diff.runs       # [VersionRun(label="torch 1.13.1", source="reported", outcome="reproduced", ...), ...]

The final run's environment (RunResult.deps) says which of the report's versions it ran: a torch installed into its
own layer (runner.framework), exact pins from the report (`numpy 1.26.4`). The runner's default environment is
the same repository's environment without the report's versions (runner.environments.prepare(repo, {})); when it
runs other versions of those packages, the same test runs once more there, in the same sandbox with the same
limits (no network), and each run is judged by the pipeline's own verdict (`judge`, bot.core.verdict). None when
the run used no reported version, or the default runs the same ones.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field

from bot.core.bug_report import BugReport
from bot.core.verdict import INCONCLUSIVE, NOT_REPRODUCED, REPRODUCED, Match
from runner import environments
from runner.framework import same_release
from runner.models import RunLimits, RunResult

REPORTED, DEFAULT = "reported", "default"


@dataclass
class VersionRun:
    label: str                      # "torch 1.13.1" / "numpy 1.26.4, torch 2.13.0+cpu"
    source: str                     # REPORTED | DEFAULT
    outcome: str                    # reproduced | not_reproduced | inconclusive
    reason: str = ""
    run: str = ""                   # the run's own outcome: failed | passed | error | timeout | "" (did not run)
    seconds: float = 0.0
    versions: dict[str, str] = field(default_factory=dict)


@dataclass
class Differential:
    summary: str
    runs: list[VersionRun]

    def to_dict(self) -> dict:
        return asdict(self)


def label(versions: dict[str, str]) -> str:
    return ", ".join(f"{n} {v}" for n, v in sorted(versions.items()))


def summarize(reported: VersionRun, default: VersionRun) -> str:
    """One line, truthful to both outcomes."""
    a, b = reported.label, default.label
    ra, rb = reported.outcome, default.outcome
    if INCONCLUSIVE in (ra, rb):
        def say(r: VersionRun) -> str:
            if r.outcome == REPRODUCED:
                return f"reproduces on {r.label}"
            if r.outcome == NOT_REPRODUCED:
                return f"does not reproduce on {r.label}"
            return f"inconclusive on {r.label} ({r.reason})" if r.reason else f"inconclusive on {r.label}"
        return f"{say(reported)}; {say(default)}"
    if ra == REPRODUCED and rb == REPRODUCED:
        return f"reproduces on both {a} and {b}"
    if ra == REPRODUCED:
        return f"reproduces on {a}, not on {b} (fixed upstream?)"
    if rb == REPRODUCED:
        return f"does not reproduce on {a}; reproduces on {b}"
    return f"reproduces on neither {a} nor {b}"


def differing_versions(reported: dict[str, str], default: dict[str, str]) -> dict[str, tuple[str, str]]:
    """name -> (reported version that ran, default version) for the packages whose versions differ."""
    out = {}
    for name, version in reported.items():
        other = default.get(name, "")
        same = same_release(version, other) if name == "torch" else version == other
        if not same:
            out[name] = (version, other or "not installed")
    return out


def _run_of(match: Match, result: RunResult | None, versions: dict[str, str], source: str) -> VersionRun:
    return VersionRun(label(versions), source, match.outcome, match.reason, result.outcome if result else "",
                      round(result.seconds, 2) if result else 0.0, dict(versions))


def compare_versions(report: BugReport, repo_dir: str, test_source: str, last_run: RunResult | None,
                     judge: Callable[[RunResult], Match], run_default: Callable[[str, str, RunLimits], RunResult],
                     limits: RunLimits, home: str | None = None, time_left_s: float | None = None,
                     min_run_s: float = 0.0) -> Differential | None:
    """The final test on the runner's default versions too (see the module's docstring)."""
    if not test_source or last_run is None:
        return None
    named = environments.reported_versions_ran(last_run.deps, report.versions)
    if not named:
        return None
    default_env = environments.prepare(repo_dir, {}, home)
    if default_env.error:
        default_versions = {}
    else:
        default_versions = environments.ran_versions(default_env.to_dict(), named, home)
    differ = differing_versions(named, default_versions)
    if not differ and not default_env.error:
        return None
    reported_versions = {n: a for n, (a, _) in differ.items()} or named
    fallback = {n: b for n, (_, b) in differ.items()} or {n: "?" for n in named}
    reported = _run_of(judge(last_run), last_run, reported_versions, REPORTED)
    if default_env.error:
        default = VersionRun(label(fallback), DEFAULT, INCONCLUSIVE,
                             f"the default environment could not be built: {default_env.error}")
    elif time_left_s is not None and time_left_s < min_run_s:
        default = VersionRun(label(fallback), DEFAULT, INCONCLUSIVE,
                             f"not run: {max(time_left_s, 0):.0f} s of the time limit left", versions=fallback)
    else:
        result = run_default(repo_dir, test_source, limits)
        ran = environments.ran_versions(result.deps, differ, home) if result.deps and not result.deps.get("error") \
            else {}
        default = _run_of(judge(result), result, {**fallback, **ran}, DEFAULT)
    return Differential(summarize(reported, default), [reported, default])
