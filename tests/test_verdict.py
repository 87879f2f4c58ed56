"""The product's verdict (bot.core.verdict) on real sandbox runs: a failure counts only when it comes from the
repository's code, and a run that cannot tell says "inconclusive". Adversarial tests first: each writes a test
that fakes the reported symptom in a way a careless or gaming generator might, and each must come out
"not reproduced" with the reason."""
from __future__ import annotations

import textwrap

import pytest
from trees import HELD_OUT_SCRIPT

from bot.core.bug_report import parse_report
from bot.core.generators.offline import support_function
from bot.core.origin import CARRIED, FRAMEWORK, REPOSITORY, TEST, classify_frame, failure_origin
from bot.core.verdict import INCONCLUSIVE, NOT_REPRODUCED, REPRODUCED, Match, match_symptom, overall_outcome
from runner.local import run_pytest
from runner.models import ExceptionInfo, RunLimits, RunResult

SHAPES = "mat1 and mat2 shapes cannot be multiplied (4x8 and 16x2)"
CRASH_ISSUE = f"""# Training crashes in the classifier head

Running `python train.py` crashes:
```
Traceback (most recent call last):
  File "train.py", line 9, in <module>
    main()
  File "net/head.py", line 6, in forward
    return self.fc(x)
RuntimeError: {SHAPES}
```
"""
HEAD_PY = '''
import torch


class Head(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = torch.nn.Linear(16, 2)

    def forward(self, x):
        return self.fc(x)
'''
TRAIN_PY = '''
import torch

from net.head import Head


def main():
    head = Head()
    return head(torch.randn(4, 8))


if __name__ == "__main__":
    main()
'''


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("repo")
    (root / "net").mkdir()
    (root / "net/__init__.py").write_text("")
    (root / "net/head.py").write_text(HEAD_PY)
    (root / "train.py").write_text(TRAIN_PY)
    return root


def judged(repo, test: str, issue: str = CRASH_ISSUE) -> tuple[Match, RunResult]:
    result = run_pytest(str(repo), textwrap.dedent(test), RunLimits(timeout_s=90))
    return match_symptom(parse_report(issue), result, str(repo)), result


# --------------------------------------------------------------------------- the honest test
@pytest.mark.slow
def test_the_repositorys_own_crash_is_reproduced(repo):
    match, _ = judged(repo, """
        import train

        def test_main_runs():
            train.main()
    """)
    assert match.outcome == REPRODUCED, match.reason
    assert any("framework called from the repository's net/head.py:" in e for e in match.evidence)


# --------------------------------------------------------------------------- adversarial tests
@pytest.mark.slow
def test_a_test_that_raises_the_reported_message_itself_is_not_accepted(repo):
    match, _ = judged(repo, f"""
        import train

        def test_main_runs():
            raise RuntimeError("{SHAPES}")
    """)
    assert match.outcome == NOT_REPRODUCED
    assert "raised by the test's own code (test_repro.py:5" in match.reason


@pytest.mark.slow
def test_a_message_raised_while_the_test_file_is_collected_is_the_tests(repo):
    match, result = judged(repo, """
        import train

        raise RuntimeError("{SHAPES}")
    """.replace("{SHAPES}", SHAPES))
    assert result.exception is not None and result.exception.frames    # the harness saw the collection error
    assert match.outcome == NOT_REPRODUCED and "test's own code" in match.reason


@pytest.mark.slow
def test_the_repositorys_crash_while_the_test_file_is_collected_counts(repo):
    match, _ = judged(repo, """
        import train

        train.main()


        def test_main_runs():
            pass
    """)
    assert match.outcome == REPRODUCED, match.reason


@pytest.mark.slow
def test_catching_and_raising_anew_is_the_tests_failure(repo):
    match, _ = judged(repo, f"""
        import train

        def test_main_runs():
            try:
                train.main()
            except RuntimeError:
                raise RuntimeError("{SHAPES}") from None
    """)
    assert match.outcome == NOT_REPRODUCED and "test's own code" in match.reason


@pytest.mark.slow
def test_a_bare_reraise_keeps_the_repositorys_frames(repo):
    match, _ = judged(repo, """
        import train

        def test_main_runs():
            try:
                train.main()
            except RuntimeError:
                raise
    """)
    assert match.outcome == REPRODUCED, match.reason


@pytest.mark.slow
def test_a_copy_of_the_buggy_code_carried_in_the_test_is_not_the_repository(repo):
    match, _ = judged(repo, """
        import torch

        def forward(x):                       # the reporter's paste, copied into the test
            return torch.nn.Linear(16, 2)(x)

        def test_main_runs():
            forward(torch.randn(4, 8))
    """)
    assert match.outcome == NOT_REPRODUCED and "test's own code" in match.reason


@pytest.mark.slow
def test_a_copy_written_to_a_file_beside_the_test_is_carried(repo):
    match, _ = judged(repo, """
        import pathlib
        import runpy
        import textwrap

        def test_reported_script():
            script = pathlib.Path("reported_script.py")       # beside the test, in the run's copy
            script.write_text(textwrap.dedent('''
                import torch
                torch.nn.Linear(16, 2)(torch.randn(4, 8))
            '''))
            runpy.run_path(str(script))
    """)
    assert match.outcome == NOT_REPRODUCED and "reported_script.py:3" in match.reason
    assert "a file the test carries" in match.reason


@pytest.mark.slow
def test_torch_patched_by_the_test_to_raise_is_the_tests_failure(repo):
    match, _ = judged(repo, f"""
        import torch
        import train

        def test_main_runs(monkeypatch):
            def broken(*args, **kwargs):
                raise RuntimeError("{SHAPES}")
            monkeypatch.setattr(torch.nn.functional, "linear", broken)
            train.main()
    """)
    assert match.outcome == NOT_REPRODUCED and "test's own code" in match.reason


@pytest.mark.slow
def test_a_missing_dependency_is_inconclusive_not_a_verdict(repo):
    match, _ = judged(repo, """
        import train
        import einops_is_not_installed_here

        def test_main_runs():
            train.main()
    """)
    assert match.outcome == INCONCLUSIVE and "einops_is_not_installed_here" in match.reason


@pytest.mark.slow
def test_an_exception_when_the_report_names_no_symptom_is_inconclusive(repo):
    match, _ = judged(repo, """
        import train

        def test_main_runs():
            train.main()
    """, issue="# Something is off with the head\n\nIt does not behave the way I expect it to.\n")
    assert match.outcome == INCONCLUSIVE and "names no symptom" in match.reason


# --------------------------------------------------------------------------- checks instead of exceptions
NAN_ISSUE = "# Loss becomes NaN\n\nAfter a few steps `python fit.py` prints `loss nan` and never recovers.\n"
DIFF_ISSUE = ("# predictions differ between runs\n\nCalling `predict()` twice with the same seed gives "
              "different outputs every time (non-deterministic).\n")
HANG_ISSUE = "# Training hangs forever\n\n`python fit.py` hangs after the first epoch and never finishes.\n"
FIT_PY = '''
import torch


def fit(steps=5):
    w = torch.nn.Parameter(torch.tensor([1.0]))
    for step in range(steps):
        loss = (w * float("inf") - w * float("inf")).sum()    # inf - inf: NaN from the first step
        loss.backward()
'''


@pytest.fixture(scope="module")
def fit_repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("fit")
    (root / "fit.py").write_text(FIT_PY)
    return root


def with_check(body: str) -> str:
    return f"import math\nimport threading\nimport time\n\n{support_function('_check')}\n{textwrap.dedent(body)}"


@pytest.mark.slow
def test_a_check_that_records_the_repositorys_nan_is_reproduced(fit_repo):
    match, result = judged(fit_repo, with_check("""
        import torch
        import fit

        def test_losses_stay_finite():
            losses = []
            original = torch.Tensor.backward
            def backward(t, *a, **k):
                losses.append(float(t.detach()))
                return original(t, *a, **k)
            torch.Tensor.backward = backward
            try:
                fit.fit()
            finally:
                torch.Tensor.backward = original
            bad = [v for v in losses if not math.isfinite(v)]
            _check(not bad, "nan_or_inf", "non-finite losses: %s" % bad, non_finite=bad)
    """), NAN_ISSUE)
    assert match.outcome == REPRODUCED, match.reason
    assert result.failure_record["kind"] == "nan_or_inf"


@pytest.mark.slow
def test_assert_false_with_the_symptoms_words_is_not_accepted(fit_repo):
    match, _ = judged(fit_repo, """
        import fit

        def test_predictions_are_deterministic():
            assert False, "two runs differ (non-deterministic): outputs differ"
    """, DIFF_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "without recording what it observed" in match.reason


@pytest.mark.slow
def test_a_check_without_observed_values_is_not_accepted(fit_repo):
    match, _ = judged(fit_repo, with_check("""
        def test_predictions_are_deterministic():
            _check(False, "nondeterminism", "outputs differ")
    """), DIFF_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "do not show nondeterminism" in match.reason


@pytest.mark.slow
def test_a_hang_faked_by_sleeping_in_the_test_is_not_accepted(fit_repo):
    match, _ = judged(fit_repo, with_check("""
        import sys

        def test_fit_finishes():
            worker = threading.Thread(target=lambda: time.sleep(60), daemon=True)
            worker.start()
            worker.join(1)
            frame = sys._current_frames()[worker.ident]
            frames = []
            while frame is not None:
                frames.insert(0, {"file": frame.f_code.co_filename.rsplit("/", 1)[-1],
                                  "line": frame.f_lineno, "function": frame.f_code.co_name})
                frame = frame.f_back
            _check(not worker.is_alive(), "hang_or_timeout", "the run hangs", frames=frames)
    """), HANG_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "stuck outside the repository's code" in match.reason


@pytest.mark.slow
def test_a_run_killed_while_the_test_sleeps_is_not_the_repositorys_hang(fit_repo):
    result = run_pytest(str(fit_repo), "import time\n\n\ndef test_fit_finishes():\n    time.sleep(120)\n",
                        RunLimits(timeout_s=15))
    match = match_symptom(parse_report(HANG_ISSUE), result, str(fit_repo))
    assert result.outcome == "timeout" and match.outcome == NOT_REPRODUCED, (result.hang_stack[-500:], match.reason)
    assert "test's own code" in match.reason


# --------------------------------------------------------------------------- the rules, without a run
def test_frames_are_classified_by_the_repository_as_it_was(tmp_path):
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg/model.py").write_text("x = 1\n")
    assert classify_frame("pkg/model.py", str(tmp_path)) == REPOSITORY
    assert classify_frame(str(tmp_path / "pkg/model.py"), str(tmp_path)) == REPOSITORY
    assert classify_frame("test_repro.py", str(tmp_path)) == TEST
    assert classify_frame("reported_script.py", str(tmp_path)) == CARRIED        # not in the repository
    assert classify_frame("<string>", str(tmp_path)) == CARRIED                  # code the test compiled
    assert classify_frame("<frozen runpy>", str(tmp_path)) == FRAMEWORK
    assert classify_frame("/usr/lib/python3.11/runpy.py", str(tmp_path)) == FRAMEWORK
    # a file the run changed is not the repository's code any more
    assert classify_frame("pkg/model.py", str(tmp_path), {"pkg/model.py": "0" * 64}) == CARRIED


def test_the_origin_is_the_first_frame_of_ours_from_the_inside(tmp_path):
    (tmp_path / "train.py").write_text("pass\n")
    frames = [{"file": "test_repro.py", "line": 3, "function": "test_x"},
              {"file": "train.py", "line": 9, "function": "main"},
              {"file": "/site-packages/torch/nn/functional.py", "line": 1, "function": "linear"}]
    origin = failure_origin(frames, str(tmp_path))
    assert origin.kind == REPOSITORY and origin.via_framework and origin.frame["function"] == "main"
    assert failure_origin(frames[:1], str(tmp_path)).kind == TEST
    # the scaffold's backward monitor between the repository and torch is transparent...
    wrapped = frames[:2] + [{"file": "test_repro.py", "line": 40, "function": "backward"}] + frames[2:]
    assert failure_origin(wrapped, str(tmp_path)).kind == REPOSITORY
    # ...but a wrapper that raises by itself is the test's failure
    assert failure_origin(wrapped[:3], str(tmp_path)).kind == TEST


def test_runs_that_cannot_tell_are_inconclusive(tmp_path):
    report = parse_report(CRASH_ISSUE)
    timed_out = RunResult(outcome="timeout", seconds=240)
    assert match_symptom(report, timed_out, str(tmp_path)).outcome == INCONCLUSIVE
    memory = RunResult(outcome="failed", limit_hit="memory",
                       exception=ExceptionInfo("MemoryError", "", []))
    assert "memory limit" in match_symptom(report, memory, str(tmp_path)).reason
    killed = RunResult(outcome="error", limit_hit="killed", returncode=-9)
    m = match_symptom(report, killed, str(tmp_path))
    assert m.outcome == INCONCLUSIVE and "SIGKILL" in m.reason
    no_data = RunResult(outcome="failed", exception=ExceptionInfo(
        "FileNotFoundError", "[Errno 2] No such file or directory: 'data/train.csv'",
        [{"file": "train.py", "line": 3, "function": "load"}]))
    (tmp_path / "train.py").write_text("pass\n")
    m = match_symptom(report, no_data, str(tmp_path))
    assert m.outcome == INCONCLUSIVE and "data" in m.reason
    assert match_symptom(report, RunResult(outcome="passed"), str(tmp_path)).outcome == NOT_REPRODUCED


def test_a_script_that_exited_early_is_inconclusive_whatever_the_symptom(tmp_path):
    exited = RunResult(outcome="failed", failure_message="`python train.py --epochs 1 |` exited with status 2",
                       failure_record={"kind": "could_not_run", "observed": {"status": 2}},
                       exception=ExceptionInfo("AssertionError", "exited with status 2",
                                               [{"file": "test_repro.py", "line": 70, "function": "_argv"}]))
    for issue in (CRASH_ISSUE, NAN_ISSUE, DIFF_ISSUE):
        m = match_symptom(parse_report(issue), exited, str(tmp_path))
        assert m.outcome == INCONCLUSIVE and "could not run the code" in m.reason, (issue[:30], m.reason)


def test_an_exception_read_only_from_the_output_proves_nothing(tmp_path):
    # no harness trace: the exception comes from pytest's "E  Type: message" lines, with no frames
    report = parse_report(CRASH_ISSUE)
    unattributed = RunResult(outcome="failed", output_tail=f"E   RuntimeError: {SHAPES}\n")
    m = match_symptom(report, unattributed, str(tmp_path))
    assert m.outcome == INCONCLUSIVE and "was not recorded" in m.reason


def test_one_outcome_for_all_attempts():
    yes, no, unsure = (m.outcome for m in (Match(True, "exception", "r"), Match(False, None, "n"),
                                            Match(False, None, "i", outcome=INCONCLUSIVE)))
    assert overall_outcome([no, unsure, yes]) == REPRODUCED
    assert overall_outcome([unsure, unsure]) == INCONCLUSIVE
    assert overall_outcome([unsure, no]) == NOT_REPRODUCED


def test_a_passing_run_of_a_report_that_names_no_symptom_is_inconclusive_not_a_no():
    # the health check ran the code to the end with finite losses: a wrong value in a report that names no
    # symptom would pass it too, so "not reproduced" would claim more than the run showed
    report = parse_report("# Validation RMSE is worse than the baseline\nMy evaluation numbers look off, see below.")
    assert report.symptom == "unknown"
    match = match_symptom(report, RunResult(outcome="passed"))
    assert match.outcome == INCONCLUSIVE and "names no symptom" in match.reason
    named = parse_report("# Training loss is nan after epoch 3\nThe loss becomes nan.")
    assert match_symptom(named, RunResult(outcome="passed")).outcome == NOT_REPRODUCED


def test_a_nan_check_whose_run_the_time_budget_ended_is_inconclusive_not_a_no():
    # finite as far as the run went: a NaN that comes at a later step was never reached
    named = parse_report("# Training loss is nan after epoch 3\nThe loss becomes nan.")
    out = ("repgen: run ended early (time budget of 72 s reached after 3 DataLoader passes and 810 backward() "
           "calls)\n1 passed in 75.1s")
    match = match_symptom(named, RunResult(outcome="passed", output_tail=out))
    assert match.outcome == INCONCLUSIVE and "810 backward() calls" in match.reason
    # a memory check that judged its passes before the budget ended it said no with reason
    memory = parse_report("# RSS grows every epoch\nmemory keeps growing until OOM")
    assert match_symptom(memory, RunResult(outcome="passed", output_tail=out)).outcome == NOT_REPRODUCED


def test_a_hang_check_whose_run_was_still_training_is_inconclusive():
    report = parse_report("# train.py never exits after the last step\nIt just sits there at 0% CPU.")
    record = {"kind": "insufficient", "message": "the run was still training at the 60 s limit", "observed": {"steps": 41}}
    result = RunResult(outcome="failed", failure_message="AssertionError: the run was still training at the 60 s limit",
                       failure_record=record, exception=ExceptionInfo(type="AssertionError", message="still training"))
    match = match_symptom(report, result)
    assert match.outcome == INCONCLUSIVE and "still training" in match.reason


# --------------------------------------------------------------------------- a held-out metric stuck at chance
AUC_ISSUE = """# Validation AUC stuck at 0.50, the model learns nothing

The training loss goes down a little, the validation AUC never moves:
```
epoch 1 | train_loss 0.70 | val_auc 0.5011
epoch 2 | train_loss 0.55 | val_auc 0.4987
epoch 3 | train_loss 0.41 | val_auc 0.5004
```
"""


@pytest.fixture(scope="module")
def auc_repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("fitauc")
    (root / "fitauc.py").write_text(HELD_OUT_SCRIPT)
    return root


HELD_OUT_CALL = '_check_held_out(out, "auc", "val", level=0.5, margin=0.05, higher_better=True, percent=False)'


@pytest.mark.slow
def test_a_validation_auc_the_repository_prints_at_chance_is_reproduced(auc_repo):
    match, result = judged(auc_repo, f"""
        import fitauc
        from repgen_support import _capture, _check_held_out

        def test_validation_auc_moves():
            with _capture() as out:
                fitauc.main()
            {HELD_OUT_CALL}
    """, AUC_ISSUE)
    assert match.outcome == REPRODUCED, match.reason
    assert any("held-out val_auc" in e and "over the last 2 of 4" in e for e in match.evidence)


@pytest.mark.slow
def test_held_out_values_the_test_prints_or_forges_are_not_accepted(auc_repo):
    # printed by the test itself: the check reads only what the repository's code printed, and passes
    match, _ = judged(auc_repo, f"""
        from repgen_support import _capture, _check_held_out

        def test_validation_auc_moves():
            with _capture() as out:
                print("epoch 1 | val_auc 0.5000")
            {HELD_OUT_CALL}
    """, AUC_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "passed" in match.reason
    # a record forged with the test as its printer, and one printed by a file the test wrote beside it
    match, _ = judged(auc_repo, """
        from repgen_support import _check

        def test_validation_auc_moves():
            _check(False, "no_learning", "val_auc stays at 0.5", metric="val_auc", values=[0.5], level=0.5,
                   margin=0.05, higher_better=True, printed_by=[{"file": "test_repro.py", "line": 4, "function": "t"}])
    """, AUC_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "not printed by the repository's code" in match.reason
    match, _ = judged(auc_repo, f"""
        import pathlib
        import sys
        from repgen_support import _capture, _check_held_out

        def test_validation_auc_moves():
            pathlib.Path("fakeauc.py").write_text("def main():\\n    print('epoch 1 | val_auc 0.5000')\\n")
            sys.path.insert(0, ".")
            import fakeauc
            with _capture() as out:
                fakeauc.main()
            {HELD_OUT_CALL}
    """, AUC_ISSUE)
    assert match.outcome == NOT_REPRODUCED and "not printed by the repository's code" in match.reason
