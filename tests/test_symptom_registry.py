"""bot.core.symptoms: one spec per symptom, read by the parser, the strategy, the plan and the verdict; each
check's predicate says yes on values that show the symptom and no on a healthy run's."""
from __future__ import annotations

import pytest

from bot.core import symptoms
from bot.core.bug_report import SYMPTOMS
from bot.core.generators import strategy
from bot.core.plan import KIND_CHECKS


def test_every_symptom_the_parser_knows_has_one_spec_and_the_others_read_it():
    assert set(SYMPTOMS) == set(symptoms.SPECS)
    for name, spec in symptoms.SPECS.items():
        assert strategy.KIND_BY_SYMPTOM[name] == spec.scaffold
        assert strategy.EPOCH_CAPS[name] == spec.epoch_cap
        assert spec.scaffold in KIND_CHECKS
        assert (spec.judged_by == "check") == (spec.shows is not None) == (name in symptoms.CHECKED)
    assert symptoms.spec("no such symptom") is symptoms.SPECS["unknown"]


BROKEN_AND_HEALTHY = {
    "nan_or_inf": ({"non_finite": [[3, "nan"]]}, {"non_finite": []}),
    "no_learning": ({"epochs": [0.693, 0.692, 0.693], "min_drop": 0.05}, {"epochs": [0.69, 0.41, 0.22]}),
    "memory_growth": ({"growth_mb": 54.0, "max_growth_mb": 20, "graph_growth": 0, "max_graph_growth": 3},
                      # memory that grew once (a cache filled after warm-up) and then stayed flat
                      {"growth_mb": 30.0, "late_growth_mb": 0.4, "max_growth_mb": 20, "graph_growth": 0,
                       "max_graph_growth": 3}),
    "nondeterminism": ({"diffs": ["result[0]: 0.41 vs 0.38"]}, {"diffs": []}),
    "wrong_output": ({"out_of_range": ["printed acc = 3788.2"]}, {"out_of_range": []}),
}


@pytest.mark.parametrize("name", sorted(BROKEN_AND_HEALTHY))
def test_each_check_tells_a_broken_run_from_a_healthy_one(name):
    broken, healthy = BROKEN_AND_HEALTHY[name]
    shows = symptoms.SPECS[name].shows
    assert shows(broken, None)[0] is True
    assert shows(healthy, None)[0] is False
    assert shows({}, None)[0] is False          # a check that recorded nothing shows nothing


def test_a_hang_shows_only_when_the_stuck_frames_are_the_repositorys(tmp_path):
    (tmp_path / "sampler.py").write_text("pass\n")
    shows = symptoms.SPECS["hang_or_timeout"].shows
    in_repo = [{"file": "test_repro.py", "line": 5, "function": "work"},
               {"file": "sampler.py", "line": 40, "function": "__iter__"},
               {"file": "/usr/lib/python3.11/threading.py", "line": 320, "function": "wait"}]
    assert shows({"frames": in_repo}, str(tmp_path))[0] is True
    assert shows({"frames": in_repo[:1]}, str(tmp_path))[0] is False


def test_report_wording_is_read_from_the_registry():
    from bot.core.bug_report import SYMPTOM_CUES, parse_report
    from bot.core.symptoms import REPORT_CUES, SPECS

    assert set(SYMPTOM_CUES) == set(REPORT_CUES) and all(SYMPTOM_CUES[n] == list(SPECS[n].cues) for n in SYMPTOM_CUES)
    assert all(SPECS[n].cues for n in REPORT_CUES)
    assert parse_report("# training\nThe loss is stuck at 2.30 and does not go down.").symptom == "no_learning"


def test_memory_that_jumps_once_at_the_end_is_not_a_leak():
    """Seen on an unseen case's fixed code (bench/cases/training/t08): RSS per pass 407, 418, 423, 424, 425, 427,
    then 448 after the call's own evaluation; a leak grows pass after pass."""
    shows = symptoms.SPECS["memory_growth"].shows
    one_jump = {"growth_mb": 24.2, "late_growth_mb": 24.0, "jump_mb": 21.0, "max_growth_mb": 20, "graph_growth": 0,
                "max_graph_growth": 3}
    steady = {"growth_mb": 1968.0, "late_growth_mb": 999.5, "jump_mb": 517.0, "max_growth_mb": 20,
              "graph_growth": 702, "max_graph_growth": 3}
    assert shows(one_jump, None)[0] is False
    assert shows(steady, None)[0] is True
    assert shows({**steady, "graph_growth": 0}, None)[0] is True


def test_the_registry_names_each_symptoms_detector_and_the_standalone_runner_has_the_same_set():
    from runner import symptoms as detectors
    from runner.models import ExceptionInfo, RunResult
    assert set(symptoms.DETECTORS) == set(detectors.ALL_DETECTORS)
    assert symptoms.spec("nan_or_inf").detector is detectors.detect_nan
    # every detector that has a symptom of the report's vocabulary is that spec's
    for spec in symptoms.SPECS.values():
        assert spec.detector is None or spec.detector in detectors.ALL_DETECTORS
    # the detectors read the check's structured record, never the assertion's wording
    worded = RunResult(outcome="failed", failure_message="the model does not learn: loss is nan, memory leak",
                       exception=ExceptionInfo("AssertionError", "x"))
    assert detectors.detect_symptoms(worded, None, symptoms.DETECTORS) == []
    recorded = RunResult(outcome="failed", failure_message="the model cannot learn as written: lr is 0",
                         exception=ExceptionInfo("AssertionError", "x"),
                         failure_record={"kind": "no_learning", "observed": {"zero_lr": [0]}})
    (found,) = detectors.detect_symptoms(recorded, None, symptoms.DETECTORS)
    assert found.symptom == "no_learning" and found.evidence == ["the model cannot learn as written: lr is 0"]
