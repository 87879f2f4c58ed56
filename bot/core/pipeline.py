"""The reproduction pipeline: parse → context → plan → generate → validate → run → compare → iterate.

One blocking function, `reproduce`, used by the CLI (`repgen reproduce`), the arq worker and the bench.
"""
from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from pathlib import Path

from bot.core import symptoms
from bot.core.api_compat import check_api_compat
from bot.core.bug_report import BugReport, parse_report, query_from_report
from bot.core.cause import (
    REPEATS,
    Cause,
    check_candidate,
    failing_path,
    find_cause,
    speculation_holds,
    speculative_repair,
)
from bot.core.differential import Differential, compare_versions
from bot.core.generators import select
from bot.core.generators.base import Feedback, GeneratedTest, GenerationJob, Usage, usage_of
from bot.core.markdown import plural
from bot.core.minimize import Minimized, minimize
from bot.core.plan import Plan, make_plan
from bot.core.repairs import Repair
from bot.core.run_options import COMPONENTS, InputError, ReproduceOptions, RunTest
from bot.core.summary import final_view
from bot.core.templating import render
from bot.core.validate import static_problems
from bot.core.verdict import INCONCLUSIVE, Attempt, Match, Verdict, match_symptom, overall_outcome
from bot.settings import Settings
from index import build_context as index_context
from index.entry_points import all_files, python_files
from index.models import Context
from runner.models import Expected, RunLimits, RunResult
from runner.sandbox import get_sandbox
from runner.symptoms import detect_symptoms

StageCallback = Callable[[str, str, str], None]
# options live in a light module (the CLI builds them before this one loads); re-exported here
__all__ = ["COMPONENTS", "InputError", "ReproduceOptions", "ReproductionOutcome", "RunTest", "StageCallback",
           "render_report", "reproduce", "write_outputs"]


MIN_RUN_S = 20.0       # an attempt with less time left than this cannot show much: stop and say so


@dataclass
class ReproductionOutcome:
    report: BugReport
    context: Context
    plan: Plan
    test_source: str
    verdict: Verdict
    last_run: RunResult | None
    run_log: str = ""
    notes: list[str] = field(default_factory=list)
    usage: Usage | None = None          # what an LLM generator spent on this issue
    cause: Cause | None = None          # the verified-cause search, after a reproduction
    minimized: Minimized | None = None  # the smaller test kept after a verified cause (test_source is it)
    # the final test on the runner's default versions too, when the run used other versions the report names
    differential: Differential | None = None

    def result_dict(self) -> dict:
        return {"reproduced": self.verdict.reproduced, "verdict": self.verdict.to_dict(),
                "run": self.last_run.to_dict() if self.last_run else None,
                "report": {"title": self.report.title, "symptom": self.report.symptom,
                           "exception_type": self.report.exception_type,
                           "exception_message": self.report.exception_message,
                           "versions": self.report.versions, "commands": [c.raw for c in self.report.commands]},
                "plan": self.plan.to_dict(), "notes": self.notes,
                "usage": asdict(self.usage) if self.usage else None,
                "cause": self.cause.to_dict() if self.cause else None,
                "minimized": self.minimized.to_dict() if self.minimized else None,
                "versions": self.differential.to_dict() if self.differential else None,
                "suspicions": [asdict(s) for s in (self.context.suspicions if self.context else [])]}


def _stage(cb: StageCallback | None, stage: str, status: str, detail: str = "") -> None:
    if cb is not None:
        cb(stage, status, detail)


def check_inputs(repo_dir: str, issue_text: str) -> None:
    if not repo_dir or not os.path.isdir(repo_dir):
        raise InputError(f"repository folder not found: {repo_dir!r}")
    if not issue_text or not issue_text.strip():
        raise InputError("the issue is empty: nothing to reproduce")
    if not python_files(repo_dir, limit=1) and not any(f.endswith(".ipynb") for f in all_files(repo_dir)):
        raise InputError(f"no Python files in {repo_dir}: RepGen reproduces Python deep-learning bugs")


def build_context(repo_dir: str, report: BugReport, options: ReproduceOptions) -> Context:
    return index_context(repo_dir, query_from_report(report), home=options.home, disable=options.disable)


def api_problems(source: str, repo_dir: str, disable: frozenset[str]) -> tuple[list[str], list[str], list[tuple]]:
    """(problems in the test: the generator must fix them; removed APIs in the repository's code:
    usually the reported bug itself, so they are reported, not blocking; those as (path, line, api))."""
    if "api-compat" in disable:
        return [], [], []
    in_test, in_repo, where = [], [], []
    for p in check_api_compat(source, repo_dir):
        (in_test if p.in_test else in_repo).append(
            f"{p.api} ({p.path}:{p.line}): {p.message}" if not p.in_test else f"line {p.line}: {p.message}")
        if not p.in_test:
            where.append((p.path, p.line, p.api))
    return in_test, in_repo, where


def reproduce(repo_dir: str, issue_text: str, options: ReproduceOptions | None = None,
              on_stage: StageCallback | None = None) -> ReproductionOutcome:
    options = options or ReproduceOptions()
    settings = options.settings or Settings.from_env()
    started = time.monotonic()
    check_inputs(repo_dir, issue_text)
    repo_dir = os.path.abspath(repo_dir)

    _stage(on_stage, "parse", "started")
    report = parse_report(issue_text, all_files(repo_dir))
    _stage(on_stage, "parse", "done", f"symptom {report.symptom}")
    notes: list[str] = []
    if not report.language_ok:
        notes.append("the report is mostly not in English: symptom classification may be unreliable")

    _stage(on_stage, "context", "started")
    context = build_context(repo_dir, report, options)
    _stage(on_stage, "context", "done", f"{plural(len(context.snippets), 'snippet')}, {plural(len(context.entry_points), 'entry point')}")
    if context.searched:
        notes.append(context.searched)

    generator = select(options, settings)
    # the local sandbox runs each test in the repository's own environment (declared deps + reported versions)
    run_local = get_sandbox("local")
    run_test = options.run_test or (lambda repo, src, limits: run_local(repo, src, limits, versions=report.versions,
                                                                       stop=options.stop))
    # the same sandbox on the runner's default versions (the version differential); a caller's own run_test
    # brings its own, or none
    run_default = options.run_default if options.run_test else (
        lambda repo, src, limits: run_local(repo, src, limits, versions={}, stop=options.stop))
    limits = RunLimits(timeout_s=options.timeout_s)
    expected = Expected(symptom=report.symptom, exception_type=report.exception_type,
                        exception_message=report.exception_message)
    plan = make_plan(report, context, None)
    feedback: list[Feedback] = []
    attempts: list[Attempt] = []
    log_parts: list[str] = []
    best: tuple[GeneratedTest, RunResult | None, Match] | None = None
    winner: tuple[GeneratedTest, RunResult, Match] | None = None
    deadline = started + options.time_limit_s
    removed_apis: list[tuple] = []
    # for a symptom a check of the test shows, the cause search's first candidate is known before the run: it is
    # checked on the second core while the test runs (`speculation`: the repair, the test it ran, its verdict)
    speculator = ThreadPoolExecutor(1, thread_name_prefix="repgen-speculate")
    speculation: tuple[Repair, str, Future] | None = None

    for number in range(1, max(1, options.max_attempts) + 1):
        left = deadline - time.monotonic()
        if left < MIN_RUN_S:
            notes.append(f"stopped before attempt {number}: the {options.time_limit_s:.0f} s time limit is spent")
            break
        limits = RunLimits(timeout_s=min(options.timeout_s, left))
        _stage(on_stage, "generate", "started", f"attempt {number}")
        job = GenerationJob(repo_dir=repo_dir, report=report, context=context, plan=plan, attempt=number,
                            feedback=list(feedback), run_timeout_s=limits.timeout_s,
                            run_test=lambda src, limits=limits: run_test(repo_dir, src, limits),
                            judge=lambda result: match_symptom(report, _attach_symptoms(result, expected), repo_dir),
                            try_fix=lambda src, repair, limits=limits: check_candidate(
                                repo_dir, repair, src, run_test, limits.timeout_s, 1),
                            validate=lambda src: ([] if "static" in options.disable else static_problems(src))
                            + api_problems(src, repo_dir, options.disable)[0])
        gen = generator.generate(job)
        if gen.exhausted or not gen.source:
            notes += gen.notes
            _stage(on_stage, "generate", "failed", gen.strategy)
            break
        if gen.plan is not None and "plan" not in options.disable:
            plan = gen.plan
        if number == 1:
            _stage(on_stage, "plan", "done", plan.summary)
        _stage(on_stage, "generate", "done", gen.strategy)
        t0 = time.monotonic()
        _stage(on_stage, "validate", "started")
        problems = [] if "static" in options.disable else static_problems(gen.source)
        blocking, repo_api, removed_apis = api_problems(gen.source, repo_dir, options.disable)
        problems += blocking
        notes += [f"API compatibility: {line}" for line in repo_api if f"API compatibility: {line}" not in notes]
        if problems:
            _stage(on_stage, "validate", "failed", "; ".join(problems[:3]))
            attempts.append(Attempt(number, getattr(generator, "name", "offline"), gen.strategy, "static-error",
                                    False, "; ".join(problems[:5]), round(time.monotonic() - t0, 2), problems,
                                    verdict=INCONCLUSIVE))
            feedback.append(Feedback(gen.source, gen.strategy, None, problems, "static problems"))
            if best is None:
                best = (gen, None, Match(False, None, "static problems"))
            continue
        _stage(on_stage, "validate", "done")
        _stage(on_stage, "run", "started", gen.strategy)
        if gen.result is None and _speculates(report, options) and (speculation is None or speculation[2].done()):
            first = speculative_repair(report, context, repo_dir, removed_apis)
            if first is not None:
                speculation = (first, gen.source, speculator.submit(
                    check_candidate, repo_dir, first, gen.source, run_test, limits.timeout_s,
                    REPEATS.get(report.symptom, 1)))
        # an agentic generator may have run this exact source already (and judged it): not run twice
        result = gen.result if gen.result is not None else run_test(repo_dir, gen.source, limits)
        _attach_symptoms(result, expected)
        log_parts.append(f"===== attempt {number}: {gen.strategy} — {result.outcome} in {result.seconds:.1f}s "
                         f"[{result.sandbox}] =====\n{result.output_tail}\n")
        _stage(on_stage, "run", "done", f"{result.outcome} in {result.seconds:.1f}s")
        match = match_symptom(report, result, repo_dir)
        attempts.append(Attempt(number, getattr(generator, "name", "offline"), gen.strategy, result.outcome,
                                match.matched, match.reason, round(time.monotonic() - t0, 2),
                                verdict=match.outcome))
        if match.matched:
            winner = (gen, result, match)
            break
        if best is None or (best[1] is None or best[1].outcome == "passed") and result.outcome != "passed":
            best = (gen, result, match)
        if "runtime-feedback" in options.disable:
            feedback.append(Feedback(gen.source, gen.strategy, None, [], "runtime feedback disabled"))
        else:
            feedback.append(Feedback(gen.source, gen.strategy, result, [], match.reason))

    chosen = winner or best
    seconds = round(time.monotonic() - started, 2)
    gen_name = getattr(generator, "name", "offline")
    if chosen is None:
        verdict = Verdict(False, None, [], attempts, gen_name, seconds,
                          "; ".join(notes) or "no test could be generated", INCONCLUSIVE)
        outcome = ReproductionOutcome(report, context, plan, "", verdict, None, "".join(log_parts), notes)
    else:
        gen, result, match = chosen
        final = overall_outcome([a.verdict for a in attempts])
        reason, evidence = match.reason, match.evidence
        if not winner and match.outcome != final:   # the reason given is one of the overall outcome's
            reason, evidence = next(a.reason for a in attempts if a.verdict == final), []
        verdict = Verdict(bool(winner), match.symptom if winner else None, evidence, attempts, gen_name,
                          seconds, reason, final)
        outcome = ReproductionOutcome(report, context, plan, gen.source, verdict, result, "".join(log_parts),
                                      notes + gen.notes)
    outcome.usage = usage_of(generator)
    _stage(on_stage, "verdict", "done", verdict.outcome.replace("_", " "))
    if winner and "cause" not in options.disable:
        checked = {}
        if speculation is not None and speculation_holds(winner[1], repo_dir, outcome.test_source, speculation[1]):
            checked[(speculation[0].path, speculation[0].source)] = speculation[2].result()
        outcome.cause = search_cause(outcome, repo_dir, run_test, removed_apis,
                                     min(options.cause_time_s, deadline - time.monotonic()), on_stage,
                                     proposed=winner[0].fixes, checked=checked)
        if outcome.cause.verified and "minimize" not in options.disable:
            outcome.minimized = minimize_test(outcome, repo_dir, run_test, options,
                                              min(options.minimize_time_s, deadline - time.monotonic()), on_stage)
    speculator.shutdown(wait=False, cancel_futures=True)   # a check for a test that did not reproduce ends alone
    if run_default is not None:
        outcome.differential = compare_stage(outcome, repo_dir, run_default, expected, options, deadline, on_stage)
    return outcome


def compare_stage(outcome: ReproductionOutcome, repo_dir: str, run_default: RunTest, expected: Expected,
                  options: ReproduceOptions, deadline: float, on_stage: StageCallback | None = None
                  ) -> Differential | None:
    """The version differential: the final test once more on the runner's default versions when its run used
    other versions the report names (bot.core.differential), judged as the run was."""
    left = deadline - time.monotonic()
    report = outcome.report
    diff = compare_versions(report, repo_dir, outcome.test_source, outcome.last_run,
                            lambda r: match_symptom(report, _attach_symptoms(r, expected), repo_dir), run_default,
                            RunLimits(timeout_s=max(1.0, min(options.timeout_s, left))),
                            time_left_s=left, min_run_s=MIN_RUN_S)
    if diff is not None:
        _stage(on_stage, "versions", "done", diff.summary)
    return diff


def _speculates(report: BugReport, options: ReproduceOptions) -> bool:
    return "cause" not in options.disable and symptoms.spec(report.symptom).judged_by == "check"


def minimize_test(outcome: ReproductionOutcome, repo_dir: str, run_test: RunTest, options: ReproduceOptions,
                  budget_s: float, on_stage: StageCallback | None = None) -> Minimized:
    """The minimize stage: smaller tests that fail the same way here and pass with the verified repair; the
    smallest becomes the test (what is judged, shown and proposed)."""
    _stage(on_stage, "minimize", "started")
    cause = outcome.cause
    repair = Repair(cause.path, cause.line, cause.function, cause.kind, cause.repair, cause.fixed_source, cause.diff)
    per_run = max(MIN_RUN_S, 3 * (outcome.last_run.seconds or 10.0) + 10)
    path = failing_path(outcome.last_run, repo_dir)

    def passes_fixed(source: str) -> tuple[bool, str]:
        return check_candidate(repo_dir, repair, source, run_test, per_run, REPEATS.get(outcome.report.symptom, 1),
                               path)

    done = minimize(outcome.test_source, outcome.report, outcome.last_run, repo_dir, run_test, passes_fixed,
                    budget_s, per_run)
    if done.dropped:
        outcome.test_source, outcome.last_run = done.source, done.last_run
        _stage(on_stage, "minimize", "done", "dropped " + ", ".join(done.dropped))
    else:
        _stage(on_stage, "minimize", "done", f"nothing dropped ({done.tries} tried)")
    return done


def search_cause(outcome: ReproductionOutcome, repo_dir: str, run_test: RunTest, removed_apis: list[tuple],
                 budget_s: float, on_stage: StageCallback | None = None, proposed: list | None = None,
                 checked: dict | None = None) -> Cause:
    """The verified-cause stage: candidate repairs at the suspected places, each checked by the test."""
    _stage(on_stage, "cause", "started")
    if budget_s < MIN_RUN_S:
        cause = Cause(False, note=f"no time left for the cause search ({max(budget_s, 0):.0f} s)")
    else:
        cause = find_cause(repo_dir, outcome.test_source, outcome.report, outcome.context, outcome.last_run,
                           run_test, budget_s, removed_apis, proposed=proposed or [], checked=checked)
    if cause.verified:
        _stage(on_stage, "cause", "done", f"verified: {cause.where} in {cause.function} ({cause.repair})")
    else:
        _stage(on_stage, "cause", "done", f"no candidate repair turned the test green ({len(cause.tried)} tried)")
    return cause


def _attach_symptoms(result: RunResult, expected: Expected) -> RunResult:
    try:
        result.symptoms = detect_symptoms(result, expected, symptoms.DETECTORS)
    except Exception as exc:  # a detector bug must not lose the run
        result.warnings.append(f"symptom detection failed: {exc}")
    return result


def render_report(outcome: ReproductionOutcome, head_only: bool = False) -> str:
    """report.md: the comment's layout (bot.core.summary) under the report's title, with the attempts and notes;
    `head_only`: the title, verdict, finding and facts (what `repgen reproduce` prints)."""
    report = outcome.report
    return render("report.md.j2", f=final_view(outcome, test_path="test_repro.py"), title=report.title,
                  symptom=report.symptom, exception_type=report.exception_type, attempts=outcome.verdict.attempts,
                  notes=outcome.notes, head_only=head_only)


def write_outputs(outcome: ReproductionOutcome, out_dir: str) -> None:
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / "repro_test.py").write_text(outcome.test_source)
    (out / "plan.md").write_text(outcome.plan.to_markdown())
    (out / "report.md").write_text(render_report(outcome))
    (out / "result.json").write_text(json.dumps(outcome.result_dict(), indent=2, default=str))
    (out / "run.log").write_text(outcome.run_log)
    if outcome.cause and outcome.cause.verified:
        (out / "fix.diff").write_text(outcome.cause.diff)
