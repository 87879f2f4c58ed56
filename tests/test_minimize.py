"""bot/core/minimize.py: smaller tests are kept only when they fail the same way on the repository and pass with the
verified repair; one whose failure would come from somewhere else is refused. Real sandbox runs."""
from __future__ import annotations

import textwrap
from pathlib import Path

from bot.core.bug_report import parse_report
from bot.core.cause import check_candidate, failing_path
from bot.core.minimize import candidates, minimize, option_candidates, statement_candidates
from bot.core.repairs import Repair, unified_diff
from runner.local import run_pytest
from runner.models import RunLimits

SCALE = '''\
import json


def load_scale(path):
    with open(path) as f:
        return json.load(f)["scale"]


def scale(values, factor):
    if factor == 0:
        raise ZeroDivisionError("scale factor is zero")
    return [v / factor for v in values]
'''
# the bug: a zero factor is rejected instead of meaning "no scaling"
FIXED = SCALE.replace('        raise ZeroDivisionError("scale factor is zero")', "        return list(values)")

TEST = '''\
"""scale() with a zero factor."""
import os

from app.scale import load_scale, scale


def test_zero_factor_keeps_values(tmp_path):
    """A zero factor keeps the values."""
    with open("cfg.json", "w") as f:
        f.write('{"scale": 0}')
    unused = [1, 2, 3]
    factor = load_scale("cfg.json")
    os.remove("cfg.json")
    assert scale([4.0, 8.0], factor) == [4.0, 8.0]
'''
REPORT = "# scale crashes\n```\nZeroDivisionError: scale factor is zero\n```\n"


def _repo(tmp_path: Path) -> str:
    for rel, text in {"app/__init__.py": "", "app/scale.py": SCALE}.items():
        p = tmp_path / "repo" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    return str(tmp_path / "repo")


def _run(repo, src, limits):
    return run_pytest(repo, src, limits)


def test_candidates_keep_the_check_and_what_later_statements_use():
    dropped = [words for words, _ in statement_candidates(TEST)]
    # the file write is needed by load_scale, but nothing names it: it is a candidate; `factor` is used: not one
    assert "`unused = [1, 2, 3]`" in dropped and '`os.remove("cfg.json")`' in dropped
    assert not any("factor = load_scale" in w for w in dropped)
    assert not any("assert scale" in w for w in dropped) and not any("A zero factor" in w for w in dropped)
    test = 'def test_x():\n    _seed_all(0)\n    main(["--epochs", "3", "--fast", "--out", "x.pt"])\n'
    assert [w for w, _ in statement_candidates(test)] == []           # the seed stays, the last call is the test
    options = dict(option_candidates(test))
    assert options["`--epochs 3`"].endswith('main(["--fast", "--out", "x.pt"])\n')
    assert options["`--fast`"].endswith('main(["--epochs", "3", "--out", "x.pt"])\n')
    assert candidates("def broken(:\n") == [] and candidates(test) == [] and len(candidates(test, options=True)) == 3


def test_a_smaller_test_is_kept_only_with_the_same_failure_and_green_on_the_repaired_code(tmp_path):
    repo = _repo(tmp_path)
    report = parse_report(REPORT, ["app/scale.py"])
    failing = run_pytest(repo, TEST, RunLimits(timeout_s=60))
    assert failing.outcome == "failed" and failing.exception.type == "ZeroDivisionError"
    repair = Repair("app/scale.py", 11, "scale", "test", "no scaling for a zero factor", FIXED,
                    unified_diff("app/scale.py", SCALE, FIXED))
    path = failing_path(failing, repo)

    def passes_fixed(source):
        return check_candidate(repo, repair, source, _run, 60, 1, path)

    done = minimize(TEST, report, failing, repo, _run, passes_fixed, budget_s=300, timeout_s=60, max_tries=6)
    # dropping the config write moves the failure: FileNotFoundError in load_scale, not the reported one
    assert any(r.startswith('dropping `with open("cfg.json", "w") as f:`: ') and "FileNotFoundError" in r
               for r in done.refused), done.refused
    assert sorted(done.dropped) == sorted(["`unused = [1, 2, 3]`", '`os.remove("cfg.json")`'])
    assert "unused" not in done.source and "os.remove" not in done.source
    assert 'with open("cfg.json", "w") as f:' in done.source        # the refused drop is still there
    assert done.last_run.exception.type == "ZeroDivisionError"
    # and the kept test is one that fails here and passes on the repaired code
    assert run_pytest(repo, done.source, RunLimits(timeout_s=60)).outcome == "failed"
    assert passes_fixed(done.source)[0]


def test_a_smaller_test_that_also_fails_on_the_repaired_code_is_refused(tmp_path):
    """The statement the fixed code needs (it sets the expected value's precondition) cannot go, though the buggy
    code fails the same way without it."""
    repo = _repo(tmp_path)
    report = parse_report(REPORT, ["app/scale.py"])
    test = textwrap.dedent('''\
        from app.scale import scale


        def test_zero_factor_keeps_values(tmp_path):
            values = [4.0, 8.0]
            values.append(16.0)
            assert scale(values, 0) == [4.0, 8.0, 16.0]
    ''')
    failing = run_pytest(repo, test, RunLimits(timeout_s=60))
    repair = Repair("app/scale.py", 11, "scale", "test", "no scaling", FIXED, unified_diff("app/scale.py", SCALE, FIXED))
    path = failing_path(failing, repo)
    done = minimize(test, report, failing, repo, _run, lambda s: check_candidate(repo, repair, s, _run, 60, 1, path),
                    budget_s=300, timeout_s=60)
    assert done.dropped == [] and done.source == test
    assert any(r.startswith("dropping `values.append(16.0)`: on the repaired code the test still fails")
               for r in done.refused), done.refused


def test_the_same_error_raised_in_another_repository_function_is_a_different_failure(tmp_path):
    """Two functions raise the same message: a drop that moves the failure from `scale` to `mean` is refused,
    though the verdict alone would still call it reproduced."""
    calc = SCALE + '\n\ndef mean(values):\n    if not values:\n        raise ZeroDivisionError("scale factor is zero")\n' \
                   '    return sum(values) / len(values)\n'
    repo = _repo(tmp_path)
    Path(repo, "app/scale.py").write_text(calc)
    test = textwrap.dedent('''\
        from app.scale import mean, scale


        def test_zero_factor_keeps_values(tmp_path):
            values = []
            values.extend([4.0, 8.0])
            center = mean(values)
            assert scale(values, 0) == values and center == 6.0
    ''')
    report = parse_report(REPORT, ["app/scale.py"])
    failing = run_pytest(repo, test, RunLimits(timeout_s=60))
    without = run_pytest(repo, test.replace("    values.extend([4.0, 8.0])\n", ""), RunLimits(timeout_s=60))
    assert [f["function"] for f in without.exception.frames][-1] == "mean"
    fixed = calc.replace('        raise ZeroDivisionError("scale factor is zero")\n    return [v', '        return list(values)\n    return [v')
    repair = Repair("app/scale.py", 11, "scale", "test", "no scaling", fixed, unified_diff("app/scale.py", calc, fixed))
    path = failing_path(failing, repo)
    done = minimize(test, report, failing, repo, _run, lambda s: check_candidate(repo, repair, s, _run, 60, 1, path),
                    budget_s=300, timeout_s=60)
    assert done.dropped == [] and done.source == test
    assert any(r.startswith("dropping `values.extend([4.0, 8.0])`: a different failure: ZeroDivisionError raised in "
                            "app/scale.py (mean, repository) instead of ZeroDivisionError raised in app/scale.py "
                            "(scale, repository)") for r in done.refused), done.refused
