"""`repgen bench SET_DIR [--ablate]`: reproduction rate and median time over a bench set.

With --ablate the set runs once with everything on and once per component switched off
(`repgen reproduce --disable C`), and a table shows what each component is worth.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile

from bot.core.benchmark import (
    BenchOptions,
    CachedJudge,
    ConfigResult,
    configs,
    list_cases,
    load_judge,
    run_matrix,
)
from bot.core.run_options import COMPONENTS


def register(subparsers) -> None:
    p = subparsers.add_parser("bench", help="run a bench set and report the reproduction rate (and ablations)",
                              description=__doc__.split("\n\n")[0])
    p.add_argument("set_dir", metavar="SET_DIR", help="folder of cases (repo/, issue.md, fix.patch, case.json)")
    p.add_argument("--ablate", action="store_true", help="also run once per component switched off")
    p.add_argument("--cases", default="", help="comma-separated case ids (default: all)")
    p.add_argument("--jobs", type=int, default=1, help="cases run in parallel (default: %(default)s)")
    p.add_argument("--generator", choices=("auto", "offline", "claude"), default="auto")
    p.add_argument("--max-attempts", type=int, default=3)
    p.add_argument("--timeout", type=float, default=120.0, help="seconds per test run (default: %(default)s)")
    p.add_argument("--tool-timeout", type=float, default=1200.0, help="seconds per reproduce (default: %(default)s)")
    p.add_argument("--disable", action="append", default=[], metavar="COMPONENT",
                   help=f"switch off in every run: {', '.join(COMPONENTS)}")
    p.add_argument("--components", default="", help="with --ablate: only these components (default: all)")
    p.add_argument("--json", default="", help="also write all results to this file")
    p.add_argument("--keep", default=None, help="copy each case's outputs (test, result.json, run.log) here")
    p.add_argument("-v", "--verbose", action="store_true", help="print each case as it finishes")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if not os.path.isdir(args.set_dir):
        print(f"repgen bench: {args.set_dir} is not a directory", file=sys.stderr)
        return 2
    disable = tuple(sorted({c.strip() for d in args.disable for c in d.split(",") if c.strip()}))
    comps = tuple(c.strip() for c in args.components.split(",") if c.strip()) or COMPONENTS
    unknown = (set(disable) | set(comps)) - set(COMPONENTS)
    if unknown:
        print(f"repgen bench: unknown component(s) {', '.join(sorted(unknown))}; choose from "
              f"{', '.join(COMPONENTS)}", file=sys.stderr)
        return 2
    cases = list_cases(args.set_dir, {c for c in args.cases.split(",") if c} or None)
    if not cases:
        print(f"repgen bench: no cases in {args.set_dir}", file=sys.stderr)
        return 2
    judge = CachedJudge(load_judge(args.set_dir))
    with tempfile.TemporaryDirectory(prefix="repgen_bench_home_") as home:
        opts = BenchOptions(generator=args.generator, max_attempts=args.max_attempts, run_timeout=args.timeout,
                            tool_timeout=args.tool_timeout, jobs=args.jobs, home=home, keep=args.keep)
        results = run_matrix(configs(comps, args.ablate, disable), cases, opts, judge,
                             _progress if args.verbose else None)
    if args.json:
        _write_json(args.json, results)
    print(format_cases(results[0]))
    print(summary_line(results[0], judge))
    print(cause_line(results[0]))
    print(length_line(results[0]))
    if args.ablate:
        print()
        print(format_ablation(results, args.generator))
    return 0


def _write_json(path: str, results: list[ConfigResult]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump([{"config": r.name, "disable": r.disable, "rate": r.rate, "median_s": r.median_s,
                    "rows": [vars(x) for x in r.rows]} for r in results], f, indent=2)


def _progress(config: str, row) -> None:
    print(f"  [{config}] {row.case}: {'yes' if row.reproduced else 'NO'} {row.tool_seconds:.1f}s {row.status}",
          file=sys.stderr, flush=True)


def format_cases(res: ConfigResult) -> str:
    w = max(len("case"), *(len(r.case) for r in res.rows))
    lines = [f"{'case':<{w}}  reproduced  tool_s  own verdict", "-" * (w + 46)]
    for r in res.rows:
        lines.append(f"{r.case:<{w}}  {'yes' if r.reproduced else 'NO':<10}  {r.tool_seconds:6.1f}  "
                     f"{r.outcome or '-'}")
        if not r.reproduced:
            lines.append(f"    {r.status}: {r.detail[:300]}")
        if r.outcome and r.outcome != "reproduced":
            lines.append(f"    own reason: {r.reason[:300]}")
    return "\n".join(lines)


def summary_line(res: ConfigResult, judge) -> str:
    known = [r for r in res.rows if r.verdict is not None]
    agree = sum(r.verdict == r.reproduced for r in known)
    false_claims = [r for r in known if r.verdict and not r.reproduced]
    # a claim whose test failed on the bug and passed once fixed, and only the case's symptom regex did not
    # match its words, is another kind of disagreement than a test that fails on the fixed code too
    wording = sum(r.buggy_failed and r.fixed_passed for r in false_claims)
    outcomes = {o: sum(r.outcome == o for r in res.rows) for o in ("reproduced", "not_reproduced", "inconclusive")}
    return (f"reproduced {res.reproduced}/{len(res.rows)} ({100 * res.rate:.0f}%), "
            f"median {res.median_s:.1f} s per case [{res.name}; judge: {judge.__module__}.{judge.__name__}]\n"
            f"RepGen's own verdict agrees with the judge on {agree}/{len(known)} cases "
            f"({len(false_claims)} false 'reproduced', {wording} of them by the case's symptom regex only: "
            f"failed on the bug, passed once fixed); own outcomes: "
            + ", ".join(f"{n} {o.replace('_', ' ')}" for o, n in outcomes.items()))


def length_line(res: ConfigResult) -> str:
    """Generated test length (lines not blank and not comments), exceptions and training symptoms apart."""
    parts = []
    for label, rows in (("exceptions", [r for r in res.rows if r.test_lines and r.symptom in ("exception", "oom")]),
                        ("other symptoms", [r for r in res.rows if r.test_lines
                                            and r.symptom not in ("exception", "oom")])):
        if rows:
            n = sorted(r.test_lines for r in rows)
            parts.append(f"{label} median {statistics.median(n):.0f} (min {n[0]}, max {n[-1]}, {len(n)} tests)")
    return "test length: " + ("; ".join(parts) if parts else "no tests written")


def cause_line(res: ConfigResult) -> str:
    """The verified-cause figures: how many reproduced cases got one, how many sit in a function the real fix
    changes, how many the case's own reference test confirms, and what the search added to the median time."""
    searched = [r for r in res.rows if r.reproduced and r.cause is not None]
    if not searched:
        return "verified cause: no cause search ran (none reproduced, or --disable cause)"
    verified = [r for r in searched if r.cause.get("verified")]
    relevant = sum(r.cause_relevant for r in verified)
    confirmed = sum(r.cause_confirmed is True for r in verified)
    refuted = [r.case for r in verified if r.cause_confirmed is False]
    added = [float(r.cause.get("seconds") or 0) for r in res.rows if r.cause is not None]
    base = statistics.median(max(0.0, r.tool_seconds - float((r.cause or {}).get("seconds") or 0))
                             for r in res.rows) if res.rows else 0.0
    return (f"verified cause: {len(verified)}/{len(searched)} reproduced cases; in a function the real fix changes "
            f"{relevant}/{len(verified)}; the case's reference test passes with the repair {confirmed}/{len(verified)}"
            + (f" (fails: {', '.join(refuted)})" if refuted else "")
            + f"; search median {statistics.median(added):.1f} s, median time {base:.1f} s without it, "
              f"{res.median_s:.1f} s with it")


def format_ablation(results: list[ConfigResult], generator: str) -> str:
    full = results[0]
    lines = [f"ablation ({len(full.rows)} cases, generator {generator})",
             f"{'config':<18} {'reproduced':>10} {'rate':>5} {'Δrate':>7} {'median_s':>9} {'Δmedian_s':>10}  changed cases"]
    base = {r.case: r.reproduced for r in full.rows}
    for res in results:
        d_rate = "—" if res is full else f"{100 * (res.rate - full.rate):+.0f}pp"
        d_med = "—" if res is full else f"{res.median_s - full.median_s:+.1f}"
        flips = [f"{'+' if r.reproduced else '-'}{r.case.split('_')[0]}" for r in res.rows
                 if res is not full and r.reproduced != base.get(r.case)]
        lines.append(f"{res.name:<18} {f'{res.reproduced}/{len(res.rows)}':>10} {100 * res.rate:>4.0f}% {d_rate:>7} "
                     f"{res.median_s:>9.1f} {d_med:>10}  {' '.join(flips)}")
    return "\n".join(lines)
