"""`repgen reproduce --repo DIR --issue FILE --out DIR`: the whole pipeline locally, no GitHub/Redis/key."""
from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

from bot.core.run_options import COMPONENTS, InputError, ReproduceOptions
from bot.settings import settings_for_command


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("reproduce", help="reproduce a bug report as a failing pytest test",
                       description="Run the whole pipeline locally: parse the report, index the repo, plan, "
                                   "generate a test, run it in a sandbox and judge the symptom.")
    p.add_argument("--repo", required=True, help="the repository folder")
    p.add_argument("--issue", required=True, help="the bug report (markdown; first line `# title`)")
    p.add_argument("--out", default="repgen-out", help="output folder (default: %(default)s)")
    p.add_argument("--max-attempts", type=int, default=3)
    p.add_argument("--timeout", type=float, default=240.0, help="seconds per test run (default: %(default)s)")
    p.add_argument("--time-limit", type=float, default=600.0,
                   help="seconds for the whole reproduction; a verdict comes within it (default: %(default)s)")
    p.add_argument("--generator", choices=("auto", "offline", "claude"), default="auto")
    p.add_argument("--fix", action=argparse.BooleanOptionalAction, default=True,
                   help="after a reproduction, search the verified cause: candidate repairs checked by the test; "
                        "the verified one is written to OUT/fix.diff (default: on)")
    p.add_argument("--fix-time", type=float, default=120.0, help="seconds for the cause search (default: %(default)s)")
    p.add_argument("--disable", action="append", default=[], metavar="COMPONENT",
                   help=f"turn a component off (repeatable or comma-separated): {', '.join(COMPONENTS)}")
    p.add_argument("--json", action="store_true", help="print result.json on stdout")
    p.set_defaults(func=run)


# documented in the README: 2 is bad input (returned above)
EXIT_CODES = {"reproduced": 0, "not_reproduced": 1, "inconclusive": 3}


def _progress(stage: str, status: str, detail: str) -> None:
    stamp = time.strftime("%H:%M:%S")
    print(f"[{stamp}] {stage:<8} {status:<7} {detail}".rstrip(), file=sys.stderr, flush=True)


def run(args: argparse.Namespace) -> int:
    disable = frozenset(c.strip() for item in args.disable for c in item.split(",") if c.strip())
    unknown = disable - set(COMPONENTS)
    if unknown:
        print(f"repgen: unknown component(s) for --disable: {', '.join(sorted(unknown))}; "
              f"choose from {', '.join(COMPONENTS)}", file=sys.stderr)
        return 2
    issue = Path(args.issue)
    try:
        text = issue.read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        print(f"repgen: cannot read the issue file {args.issue!r}: {exc.strerror}", file=sys.stderr)
        return 2
    settings = settings_for_command("reproduce")
    if settings is None:
        return 2
    if not args.fix:
        disable |= {"cause"}
    options = ReproduceOptions(max_attempts=args.max_attempts, timeout_s=args.timeout, time_limit_s=args.time_limit,
                               disable=disable, cause_time_s=args.fix_time,
                               generator=args.generator, home=settings.home, settings=settings)
    from bot.core.pipeline import render_report, reproduce, write_outputs  # heavy: lancedb, torch

    try:
        outcome = reproduce(args.repo, text, options, on_stage=_progress)
    except InputError as exc:
        print(f"repgen: {exc}", file=sys.stderr)
        return 2
    write_outputs(outcome, args.out)
    if args.json:
        print(json.dumps(outcome.result_dict(), indent=2, default=str))
    else:
        print(render_report(outcome, head_only=True).strip())
        extra = " fix.diff" if outcome.cause and outcome.cause.verified else ""
        print(f"\noutputs in {args.out}/: repro_test.py plan.md report.md result.json run.log{extra}")
    return EXIT_CODES[outcome.verdict.outcome]
