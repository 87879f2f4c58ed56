"""`repgen bench`: cases through the pipeline, judged by the bench rule, with the ablation table."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap

import pytest

from bot.cli.bench import format_ablation, summary_line
from bot.cli.main import main
from bot.core.benchmark import (
    CachedJudge,
    CaseResult,
    ConfigResult,
    configs,
    judge_rule,
    list_cases,
    load_judge,
    schedule,
)

OPS = "def mean_rate(xs):\n    # average of per-batch rates\n    return sum(xs) / len(xs)\n"
FIXED_OPS = "def mean_rate(xs):\n    # average of per-batch rates\n    return sum(xs) / len(xs) if xs else 0.0\n"
REPORT_PY = textwrap.dedent("""\
    import argparse

    from calc.ops import mean_rate


    def main(argv=None):
        ap = argparse.ArgumentParser()
        ap.add_argument("rates", nargs="*", type=float)
        args = ap.parse_args(argv)
        print(f"mean rate {mean_rate(args.rates):.3f}")


    if __name__ == "__main__":
        main()
    """)
ISSUE = textwrap.dedent("""\
    # report.py crashes when no rates are given

    Running the report with no rates crashes instead of printing a mean rate of 0.

    ```
    python report.py
    ```

    ```
    Traceback (most recent call last):
      File "/home/u/proj/report.py", line 14, in <module>
        main()
      File "/home/u/proj/report.py", line 10, in main
        print(f"mean rate {mean_rate(args.rates):.3f}")
      File "/home/u/proj/calc/ops.py", line 3, in mean_rate
        return sum(xs) / len(xs)
    ZeroDivisionError: division by zero
    ```
    """)
GOOD = "from calc.ops import mean_rate\n\n\ndef test_empty():\n    assert mean_rate([]) == 0\n"
ALWAYS_FAILS = "def test_bug():\n    raise ZeroDivisionError('division by zero')\n"
NEVER_FAILS = "from calc.ops import mean_rate\n\n\ndef test_two():\n    assert mean_rate([1, 3]) == 2\n"


@pytest.fixture
def bench_set(tmp_path):
    case = tmp_path / "set" / "t01_div_zero"
    (case / "repo" / "calc").mkdir(parents=True)
    (case / "repo" / "calc" / "__init__.py").write_text("")
    (case / "repo" / "calc" / "ops.py").write_text(OPS)
    (case / "repo" / "report.py").write_text(REPORT_PY)
    (case / "issue.md").write_text(ISSUE)
    fixed = tmp_path / "fixed_ops.py"
    fixed.write_text(FIXED_OPS)
    diff = subprocess.run(["diff", "-u", "--label", "a/calc/ops.py", "--label", "b/calc/ops.py",
                           str(case / "repo" / "calc" / "ops.py"), str(fixed)], capture_output=True, text=True)
    (case / "fix.patch").write_text(diff.stdout)
    (case / "case.json").write_text(json.dumps({"id": "t01_div_zero", "symptom": "exception",
                                                "symptom_regex": "ZeroDivisionError"}))
    return tmp_path / "set"


def write(tmp_path, name, text):
    p = tmp_path / name
    p.write_text(text)
    return str(p)


def test_the_judge_finds_the_support_module_in_an_environment_without_repgen(bench_set, tmp_path):
    # a case's own environment (runner.environments) has its dependencies, not RepGen: the test's import of
    # the support module must resolve as it does beside a pull request's test
    site = next(p for p in sys.path if p.endswith("site-packages") and os.path.isdir(os.path.join(p, "torch")))
    bare = tmp_path / "bare-python"
    code = f"import sys; sys.path.append('{site}'); import pytest; sys.exit(pytest.main(sys.argv[1:]))"
    bare.write_text(f"#!/bin/sh\nshift 2\nexec {sys.executable} -S -c \"{code}\" \"$@\"\n")
    bare.chmod(0o755)
    probe = subprocess.run([str(bare), "-m", "pytest", "--version"], capture_output=True, text=True)
    assert probe.returncode == 0, probe.stderr
    assert subprocess.run([sys.executable, "-S", "-c", f"import sys; sys.path.append({site!r}); import repgen_support"],
                          capture_output=True).returncode != 0          # not installed in that interpreter
    test = ("from calc.ops import mean_rate\nfrom repgen_support import _check\n\n\ndef test_empty():\n"
            "    _check(mean_rate([]) == 0, 'exception', 'mean of no rates')\n")
    res = judge_rule(str(bench_set / "t01_div_zero"), write(tmp_path, "support.py", test), python=str(bare),
                     timeout=60)
    assert res["reproduced"], res


@pytest.mark.slow
def test_fallback_judge_applies_the_bench_rule(bench_set, tmp_path):
    case = str(bench_set / "t01_div_zero")
    good = judge_rule(case, write(tmp_path, "good.py", GOOD), timeout=60)
    assert good["reproduced"] and good["buggy_failed"] and good["symptom_matched"] and good["fixed_passed"]
    cheat = judge_rule(case, write(tmp_path, "cheat.py", ALWAYS_FAILS), timeout=60)
    assert cheat["buggy_failed"] and cheat["symptom_matched"] and not cheat["fixed_passed"]
    assert not cheat["reproduced"]
    blind = judge_rule(case, write(tmp_path, "blind.py", NEVER_FAILS), timeout=60)
    assert not blind["buggy_failed"] and not blind["reproduced"]


def test_the_sets_own_judge_is_preferred(bench_set, tmp_path):
    assert load_judge(str(bench_set)) is judge_rule            # no judge.py next to the set
    (tmp_path / "judge.py").write_text("def judge_case(case_dir, test_file, **kw):\n    return {'reproduced': 'own'}\n")
    own = load_judge(str(bench_set))
    assert own is not judge_rule and own("x", "y")["reproduced"] == "own"


@pytest.mark.slow
def test_judge_cache_judges_each_test_once(bench_set, tmp_path):
    calls = []

    def counting(case_dir, test_file, **kw):
        calls.append(test_file)
        return judge_rule(case_dir, test_file, **kw)

    judge = CachedJudge(counting)
    case = str(bench_set / "t01_div_zero")
    a = judge(case, write(tmp_path, "a.py", GOOD), timeout=60)
    b = judge(case, write(tmp_path, "b.py", GOOD), timeout=60)       # same text, other file
    c = judge(case, write(tmp_path, "c.py", NEVER_FAILS), timeout=60)
    assert a is b and a["reproduced"] and not c["reproduced"] and len(calls) == 2


def test_schedule_runs_case_by_case_with_rotating_configurations():
    assert schedule(3, ["a", "b"]) == [(0, "a"), (1, "a"), (2, "a"), (1, "b"), (2, "b"), (0, "b")]


def test_ablation_configs_and_table():
    assert configs(("plan", "static"), ablate=False) == [("full", ())]
    assert configs(("plan", "static"), ablate=True, disable=("static",)) == [("-static", ("static",)),
                                                                             ("-plan", ("plan", "static"))]
    full = ConfigResult("full", (), [CaseResult("d01_a", True, 10.0), CaseResult("d02_b", True, 30.0),
                                     CaseResult("d03_c", False, 50.0)])
    off = ConfigResult("-plan", ("plan",), [CaseResult("d01_a", True, 12.0), CaseResult("d02_b", False, 20.0),
                                            CaseResult("d03_c", True, 60.0)])
    lines = format_ablation([full, off], "offline").splitlines()
    assert lines[0] == "ablation (3 cases, generator offline)"
    assert lines[2].split()[:6] == ["full", "2/3", "67%", "—", "30.0", "—"]
    assert lines[3].split() == ["-plan", "2/3", "67%", "+0pp", "20.0", "-10.0", "-d02", "+d03"]


def test_summary_counts_false_claims_and_those_only_the_symptom_regex_refused():
    rows = [CaseResult("a", True, 1.0, verdict=True, outcome="reproduced"),
            # the test failed on the bug and passed once fixed; the case's regex did not match its words
            CaseResult("b", False, 1.0, verdict=True, outcome="reproduced", buggy_failed=True, fixed_passed=True),
            # a real false claim: it fails on the fixed code too
            CaseResult("c", False, 1.0, verdict=True, outcome="reproduced", buggy_failed=True),
            CaseResult("d", False, 1.0, verdict=False, outcome="not_reproduced")]
    line = summary_line(ConfigResult("full", (), rows), judge_rule)
    assert "agrees with the judge on 2/4 cases (2 false 'reproduced', 1 of them by the case's symptom regex only" in line
    assert line.endswith("own outcomes: 3 reproduced, 1 not reproduced, 0 inconclusive")


def test_bad_arguments_exit_2(bench_set, capsys):
    assert main(["bench", str(bench_set / "nope")]) == 2
    assert main(["bench", str(bench_set), "--disable", "magic"]) == 2
    assert "unknown component" in capsys.readouterr().err
    assert main(["bench", str(bench_set), "--cases", "t99"]) == 2


@pytest.mark.slow
def test_bench_runs_the_pipeline_and_prints_the_ablation(bench_set, tmp_path, capsys):
    out_json = tmp_path / "bench.json"
    rc = main(["bench", str(bench_set), "--generator", "offline", "--ablate", "--components", "static",
               "--max-attempts", "1", "--timeout", "60", "--json", str(out_json)])
    assert rc == 0
    printed = capsys.readouterr().out
    assert "reproduced 1/1 (100%)" in printed
    assert "RepGen's own verdict agrees with the judge on 1/1 cases" in printed
    table = printed.split("ablation (1 cases, generator offline)")[1].splitlines()
    assert table[2].split()[:3] == ["full", "1/1", "100%"] and table[3].split()[0] == "-static"
    saved = json.loads(out_json.read_text())
    assert [c["config"] for c in saved] == ["full", "-static"]
    row = saved[0]["rows"][0]
    assert row["case"] == "t01_div_zero" and row["tool_seconds"] > 0 and row["verdict"] is True
    assert list_cases(str(bench_set))[0].meta["symptom_regex"] == "ZeroDivisionError"
