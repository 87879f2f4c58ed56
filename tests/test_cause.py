"""The verified-cause search, run for real: candidate repairs on a copy of the repository, the reproduction test
run on each in the local sandbox, and the rules that keep "verified" true (the test passes, it ran, it still
reaches the repaired function and every repository function the failure passed through, the repository's own
tests are not worse)."""
import textwrap
from pathlib import Path

from bot.core.bug_report import parse_report
from bot.core.cause import (
    check_candidate,
    compare_own_tests,
    failing_path,
    find_cause,
    judge_green,
    mark_reach,
    suite_counts,
)
from bot.core.repairs import Repair, unified_diff
from index.models import Context, Suspicion
from runner.local import run_pytest
from runner.models import RunLimits

NORM = '''\
import torch


def standardize(x):
    """Scale each column to zero mean and unit variance."""
    return (x - x.mean(0)) / x.std(0)
'''
NORM_TEST = '''\
import torch
from stats.norm import standardize


def test_constant_column_stays_finite():
    x = torch.tensor([[1.0, 5.0], [2.0, 5.0], [3.0, 5.0]])
    assert torch.isfinite(standardize(x)).all(), "nan in the standardized features"
'''
SHAPES = '''\
import torch
from torch import nn


class Net(nn.Module):
    def __init__(self, image_size=28):
        super().__init__()
        self.conv = nn.Conv2d(1, 4, 3, padding=1)
        self.pool = nn.MaxPool2d(4)
        self.head = nn.Linear(4 * 7 * 7, 3)

    def forward(self, x):
        x = self.pool(torch.relu(self.conv(x))).flatten(1)
        return self.head(x)


def predict(model, images):
    return model(images).argmax(-1)
'''
SHAPES_TEST = '''\
import torch
from vision.net import Net, predict


def test_predicts_on_32px_images():
    torch.manual_seed(0)
    assert predict(Net(image_size=32), torch.randn(2, 1, 32, 32)).shape == (2,)
'''


def _repo(tmp_path: Path, files: dict[str, str]) -> str:
    for rel, text in files.items():
        p = tmp_path / "repo" / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(textwrap.dedent(text))
    return str(tmp_path / "repo")


def _run(repo, src, limits):
    return run_pytest(repo, src, limits)


def test_an_epsilon_in_the_std_division_is_a_verified_cause(tmp_path):
    repo = _repo(tmp_path, {"stats/__init__.py": "", "stats/norm.py": NORM})
    failing = run_pytest(repo, NORM_TEST, RunLimits(timeout_s=60))
    assert failing.outcome == "failed"
    report = parse_report("# NaN after standardize\nA constant feature gives nan values.", ["stats/norm.py"])
    context = Context(suspicions=[Suspicion("unguarded_std_division", "stats/norm.py", "standardize", 6,
                                            "division by a standard deviation with no epsilon")])
    cause = find_cause(repo, NORM_TEST, report, context, failing, _run, budget_s=120)
    assert cause.verified, cause.tried
    assert (cause.path, cause.line, cause.function) == ("stats/norm.py", 6, "standardize")
    assert "+    return (x - x.mean(0)) / (x.std(0) + 1e-8)" in cause.diff
    assert cause.tried[0].result == "the test passes and still runs the repaired function"
    assert Path(repo, "stats/norm.py").read_text() == NORM      # the repository itself is never edited


def test_a_shape_error_is_traced_to_the_layer_built_for_one_input_size(tmp_path):
    repo = _repo(tmp_path, {"vision/__init__.py": "", "vision/net.py": SHAPES})
    failing = run_pytest(repo, SHAPES_TEST, RunLimits(timeout_s=60))
    assert failing.exception and "cannot be multiplied" in failing.exception.message
    report = parse_report("# crash on 32px images\nRuntimeError: mat1 and mat2 shapes cannot be multiplied",
                          ["vision/net.py"])
    cause = find_cause(repo, SHAPES_TEST, report, Context(), failing, _run, budget_s=120)
    assert cause.verified, cause.tried
    assert cause.path == "vision/net.py" and cause.function == "Net.__init__" and cause.line == 10
    assert "+        self.head = nn.Linear(4 * (image_size // 4) * (image_size // 4), 3)" in cause.diff


def test_a_repair_that_skips_the_failing_call_is_rejected(tmp_path):
    """Green by taking the code path away: `run` stops calling `helper`, where the failure was raised."""
    source = "def helper(x):\n    raise ValueError('bad input')\n\n\ndef run(x):\n    return helper(x)\n"
    repo = _repo(tmp_path, {"app/__init__.py": "", "app/core.py": source})
    test = "from app.core import run\n\n\ndef test_run():\n    run(1)\n"
    failing = run_pytest(repo, test, RunLimits(timeout_s=60))
    assert failing.outcome == "failed"
    skipped = source.replace("return helper(x)", "return x")
    repair = Repair("app/core.py", 6, "run", "test", "return early", skipped, unified_diff("app/core.py", source, skipped))
    path = failing_path(failing, repo)
    assert ("app/core.py", "helper") in path and ("app/core.py", "run") in path
    ok, why = check_candidate(repo, repair, test, _run, 60, 1, path)
    assert not ok and "without running `helper`" in why
    fixed = source.replace("raise ValueError('bad input')", "return x")
    honest = Repair("app/core.py", 2, "helper", "test", "return the input", fixed,
                    unified_diff("app/core.py", source, fixed))
    assert check_candidate(repo, honest, test, _run, 60, 1, path) == (True, "the test passes and still runs the repaired function")


ACCURACY = ("import torch\n\n\ndef accuracy(logits, target):\n"
            "    pred = logits.argmax(dim=1, keepdim=True)\n"
            "    return (pred == target).float().mean().item()\n")


def _accuracy_test(logits: str, target: str) -> str:
    return (f"import torch\nfrom metrics import accuracy\n\n\ndef test_accuracy():\n"
            f"    assert accuracy({logits}, {target}) == 1.0\n")


def test_a_change_of_axis_is_verified_only_where_the_inputs_tell_the_axes_apart(tmp_path):
    """`argmax(dim=1, keepdim=True)` against targets of shape (N,) broadcasts to (N, N). `dim=0` turns a test on
    `torch.eye(4)` green by the symmetry of its input, not because the axis was the bug."""
    repo = _repo(tmp_path, {"metrics.py": ACCURACY})
    wrong_axis = ACCURACY.replace("argmax(dim=1,", "argmax(dim=0,")
    repair = Repair("metrics.py", 5, "accuracy", "wrong_dim", "`dim=0` for `logits.argmax`", wrong_axis,
                    unified_diff("metrics.py", ACCURACY, wrong_axis))
    square = _accuracy_test("torch.eye(4)", "torch.arange(4)")
    assert run_pytest(repo, square, RunLimits(timeout_s=60)).outcome == "failed"
    ok, why = check_candidate(repo, repair, square, _run, 60, 1, [("metrics.py", "accuracy")])
    assert not ok and "cannot be told apart" in why, why
    # the same change on inputs whose sizes differ along the two axes is put to the test, and fails it
    oblong = _accuracy_test("torch.eye(3, 5)", "torch.arange(3)")
    ok, why = check_candidate(repo, repair, oblong, _run, 60, 1, [("metrics.py", "accuracy")])
    assert not ok and why.startswith("the test still fails"), why
    # the real fix is not an axis change: judged as any other repair, and green on the square input
    fixed = ACCURACY.replace("argmax(dim=1, keepdim=True)", "argmax(dim=1)")
    honest = Repair("metrics.py", 5, "accuracy", "test", "argmax without keepdim", fixed,
                    unified_diff("metrics.py", ACCURACY, fixed))
    assert check_candidate(repo, honest, square, _run, 60, 1, [("metrics.py", "accuracy")])[0]
    # an axis change the inputs do tell apart, and that fixes the bug, is verified
    summed = "import torch\n\n\ndef row_totals(x):\n    return x.sum(dim=0)\n"
    repo2 = _repo(tmp_path / "b", {"totals.py": summed})
    test = ("import torch\nfrom totals import row_totals\n\n\ndef test_rows():\n"
            "    assert row_totals(torch.ones(2, 3)).tolist() == [3.0, 3.0]\n")
    by_row = summed.replace("dim=0", "dim=1")
    axis = Repair("totals.py", 5, "row_totals", "wrong_dim", "`dim=1` for `x.sum`", by_row,
                  unified_diff("totals.py", summed, by_row))
    assert check_candidate(repo2, axis, test, _run, 60, 1, [("totals.py", "row_totals")])[0]


def test_a_skipped_or_still_failing_test_is_not_green(tmp_path):
    repo = _repo(tmp_path, {"m.py": "def f():\n    return 1\n"})
    repair = Repair("m.py", 2, "f", "test", "none", "def f():\n    return 1\n", "")
    skipping = "import pytest\nfrom m import f\n\n\ndef test_f():\n    f()\n    pytest.skip('no data')\n"
    ok, why = check_candidate(repo, repair, skipping, _run, 60, 1)
    assert not ok and "did not run" in why
    failing = "from m import f\n\n\ndef test_f():\n    assert f() == 2, 'f is wrong'\n"
    ok, why = check_candidate(repo, repair, failing, _run, 60, 1)
    assert not ok and why.startswith("the test still fails (AssertionError")
    result = run_pytest(repo, "from m import f\n\n\ndef test_f():\n    assert f() == 1\n", RunLimits(timeout_s=60))
    assert judge_green(result, [("m.py", "g")])[0] is False


def test_the_repositorys_own_tests_may_not_get_worse(tmp_path):
    source = "def area(w, h):\n    return w * h\n\n\ndef ratio(a, b):\n    return a / b\n"
    repo = _repo(tmp_path, {"geo.py": source, "tests/test_geo.py":
                            "from geo import area\n\n\ndef test_area():\n    assert area(2, 3) == 6\n"})
    breaks = source.replace("return w * h", "return w + h")
    bad = Repair("geo.py", 2, "area", "test", "break area", breaks, unified_diff("geo.py", source, breaks))
    not_worse, text = compare_own_tests(repo, bad, _run, 60)
    assert not not_worse
    assert text == ("the repository's own tests: 1 passed, 0 failed before; 0 passed, 1 failed after")
    guarded = source.replace("return a / b", "return a / max(b, 1)")
    good = Repair("geo.py", 6, "ratio", "test", "guard", guarded, unified_diff("geo.py", source, guarded))
    assert compare_own_tests(repo, good, _run, 60) == (
        True, "the repository's own tests: 1 passed, 0 failed before; 1 passed, 0 failed after")
    assert suite_counts("REPGEN-OWN-SUITE 1\n3 passed, 2 failed, 1 error in 0.2s") == {"passed": 3, "failed": 3}
    assert suite_counts("REPGEN-OWN-SUITE timeout") is None


def test_watched_functions_are_marked_after_their_docstring_and_one_liners_left_to_the_probe():
    source = ('class Net:\n    def forward(self, x):\n        """Doc."""\n        return x\n\n\n'
              'def outer():\n    def inner():\n        return 1\n    return inner()\n\n\ndef short(): return 2\n')
    marked, done = mark_reach(source, {"Net.forward": "m.py::Net.forward", "outer.inner": "m.py::outer.inner",
                                       "short": "m.py::short", "missing": "m.py::missing"})
    assert done == {"Net.forward", "outer.inner"}
    assert '        """Doc."""\n        __import__(\'repgen_harness\').reach(\'m.py::Net.forward\')\n' \
           '        return x\n' in marked
    assert "        __import__('repgen_harness').reach('m.py::outer.inner')\n        return 1\n" in marked
    assert "def short(): return 2\n" in marked
    assert mark_reach("def broken(:\n", {"broken": "k"}) == ("def broken(:\n", set())


def test_a_function_that_cannot_be_marked_is_watched_by_the_trace_probe(tmp_path):
    """A one-line function gets no marker: the harness's trace probe still tells whether it ran."""
    source = "def helper(x): raise ValueError('bad input')\n\n\ndef run(x): return helper(x)\n"
    repo = _repo(tmp_path, {"app/__init__.py": "", "app/core.py": source})
    test = "from app.core import run\n\n\ndef test_run():\n    run(1)\n"
    failing = run_pytest(repo, test, RunLimits(timeout_s=60))
    path = failing_path(failing, repo)
    skipped = source.replace("return helper(x)", "return x")
    repair = Repair("app/core.py", 4, "run", "test", "return early", skipped,
                    unified_diff("app/core.py", source, skipped))
    ok, why = check_candidate(repo, repair, test, _run, 60, 1, path)
    assert not ok and "without running `helper`" in why
    fixed = source.replace("raise ValueError('bad input')", "return x")
    honest = Repair("app/core.py", 1, "helper", "test", "return the input", fixed,
                    unified_diff("app/core.py", source, fixed))
    assert check_candidate(repo, honest, test, _run, 60, 1, path)[0]


def test_a_repaired_function_run_by_a_script_in_a_fresh_interpreter_counts_as_reached(tmp_path):
    """Runs that differ only between launches are compared in two processes (`_run_process`): the watched
    function runs in a child interpreter, whose reach the test's session merges into its trace."""
    source = ("def codes(values):\n    names = set(values)\n    return {n: i for i, n in enumerate(names)}\n\n\n"
              "print(sorted(codes(['a', 'b', 'c', 'd']).items()))\n")
    repo = _repo(tmp_path, {"enc.py": source})
    test = ("from repgen_support import _run_process\n\n\ndef test_codes_do_not_depend_on_the_launch():\n"
            "    assert _run_process(['enc.py'], 1) == _run_process(['enc.py'], 2)\n")
    fixed = source.replace("enumerate(names)", "enumerate(sorted(names))")
    repair = Repair("enc.py", 3, "codes", "set_order", "sorted", fixed, unified_diff("enc.py", source, fixed))
    assert check_candidate(repo, repair, test, _run, 60, 1, [("enc.py", "codes")]) == (
        True, "the test passes and still runs the repaired function")


def test_the_first_candidate_of_a_check_symptom_is_checked_beside_the_run_not_again_after(tmp_path):
    """A NaN shown by the test's check: the std-division repair is known before the run (the index's suspicion),
    so it runs on the second core while the test runs, and the search reuses that verdict."""
    import shutil

    from bot.core.pipeline import ReproduceOptions, reproduce
    example = Path(__file__).resolve().parent.parent / "examples" / "std_norm_nan"
    repo = tmp_path / "repo"
    shutil.copytree(example / "repo", repo)
    runs: list[str] = []

    def counting(repo_dir, source, limits):
        runs.append("repaired" if "repgen_cause_" in repo_dir else "repository")
        return run_pytest(repo_dir, source, limits)

    outcome = reproduce(str(repo), (example / "issue.md").read_text(),
                        ReproduceOptions(run_test=counting, generator="offline", home=str(tmp_path / "home")),
                        on_stage=lambda stage, status, detail: runs.append(f"{stage} {status}"))
    assert outcome.verdict.reproduced and outcome.cause.verified, outcome.cause
    # checked once, while the reproduction ran: before the cause stage began, and not again in it
    assert runs.count("repaired") == 1 and runs.index("repaired") < runs.index("cause started"), runs
    assert outcome.cause.tried[0].result == "the test passes and still runs the repaired function"
