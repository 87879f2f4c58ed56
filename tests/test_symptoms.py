"""Symptom detectors on traces: each symptom found with evidence, and no false alarms on healthy ones."""
from __future__ import annotations

import math
import random

from runner.models import ExceptionInfo, Expected, RunResult
from runner.symptoms import (
    compare_runs,
    compare_series,
    detect_symptoms,
    message_similarity,
    stuck_frames,
    theil_sen,
    trend_consistency,
)


def healthy_series(n=120, seed=1):
    rng = random.Random(seed)
    loss = [(i, 2.3 * math.exp(-i / 30) + 0.1 + rng.gauss(0, 0.05)) for i in range(n)]
    # RSS: a warm-up jump, then allocator jitter around a plateau
    rss = [(i, 250.0 + (40 if i > 2 else 0) + rng.uniform(-3, 3)) for i in range(n)]
    grad = [(i, 1.0 / (1 + i / 20) + rng.uniform(0, 0.1)) for i in range(n)]
    return {"loss": loss, "rss_mb": rss, "grad_norm": grad}


def result(**kw):
    kw.setdefault("outcome", "failed")
    return RunResult(**kw)


def names(syms):
    return [s.symptom for s in syms]


def test_robust_statistics():
    pts = [(i, 2.0 * i + 1) for i in range(50)]
    pts[10] = (10, 1e6)   # an outlier does not move Theil-Sen
    assert abs(theil_sen(pts) - 2.0) < 1e-9
    assert trend_consistency([(i, i) for i in range(20)]) == 1.0
    assert trend_consistency([(i, -i) for i in range(20)]) == -1.0


def test_healthy_traces_raise_no_alarm():
    for seed in range(20):
        r = result(outcome="passed", series=healthy_series(seed=seed))
        assert detect_symptoms(r, Expected("no_learning")) == [], seed


def test_plateau_at_the_end_is_still_learning():
    loss = [(i, max(0.05, 1.0 - i / 20)) for i in range(100)]   # learned, then converged
    assert "no_learning" not in names(detect_symptoms(result(series={"loss": loss})))


def test_flat_noisy_loss_is_no_learning():
    rng = random.Random(0)
    loss = [(i, 2.30 + rng.gauss(0, 0.02)) for i in range(80)]
    syms = detect_symptoms(result(series={"loss": loss, "grad_norm": [(i, 0.0) for i in range(80)]}),
                           Expected("no_learning"))
    assert syms[0].symptom == "no_learning"
    assert "does not fall" in syms[0].evidence[0]
    assert any("zero" in e for e in syms[0].evidence)


def test_short_series_are_not_judged():
    assert detect_symptoms(result(series={"loss": [(0, 1.0), (1, 1.0), (2, 1.0)]})) == []


def test_nan_reports_first_step():
    loss = [(i, 1.0 * 3 ** i) for i in range(10)] + [(10, float("inf")), (11, float("nan"))]
    syms = detect_symptoms(result(series={"loss": loss}), Expected("nan_or_inf"))
    assert syms[0].symptom == "nan_or_inf"
    assert syms[0].evidence[0].startswith("loss became inf at step 10")


def test_divergence_on_exploding_grad_norm():
    grads = [(i, 1.0 if i < 20 else 1e4) for i in range(40)]
    loss = [(i, 1.0) for i in range(40)]
    assert "divergence" in names(detect_symptoms(result(series={"loss": loss, "grad_norm": grads})))


def test_memory_growth_trend_not_endpoints():
    rng = random.Random(3)
    # steady 0.5 MB/step leak under +-5 MB noise
    leak = [(i, 300 + 0.5 * i + rng.uniform(-5, 5)) for i in range(100)]
    syms = detect_symptoms(result(series={"rss_mb": leak}), Expected("memory_growth"))
    assert syms[0].symptom == "memory_growth" and "rss_mb grows 0.4" in syms[0].evidence[0]
    # one spike at the end (last > 2x first) is not a trend
    spike = [(i, 300.0) for i in range(99)] + [(99, 900.0)]
    assert detect_symptoms(result(series={"rss_mb": spike})) == []
    # a warm-up step up, then flat: no growth
    warm = [(i, 200.0 if i < 3 else 400.0) for i in range(60)]
    assert detect_symptoms(result(series={"rss_mb": warm})) == []
    # GPU memory: a small but exact leak of 64 KB per step in torch's allocator
    cuda = [(i, 100 + i / 16) for i in range(50)]
    assert names(detect_symptoms(result(series={"cuda_alloc_mb": cuda}))) == ["memory_growth"]


def test_exception_similarity_and_oom():
    exc = ExceptionInfo("RuntimeError", "mat1 and mat2 shapes cannot be multiplied (64x128 and 256x10)",
                        [{"file": "/x/repo/model.py", "line": 12, "function": "forward"}])
    r = result(exception=exc)
    good = detect_symptoms(r, Expected("exception", "RuntimeError",
                                       "mat1 and mat2 shapes cannot be multiplied (32x100 and 200x10)"))
    assert good[0].symptom == "exception" and good[0].score == 1.0
    assert "model.py:12 in forward" in good[0].evidence[-1]
    wrong = detect_symptoms(r, Expected("exception", "ValueError", "too many values to unpack"))
    assert wrong[0].score < 0.3
    assert message_similarity("CUDA error: device-side assert triggered", "something else entirely") < 0.3

    cuda = result(exception=ExceptionInfo("torch.OutOfMemoryError", "CUDA out of memory. Tried to allocate 2.00 GiB"))
    syms = detect_symptoms(cuda, Expected("oom"))
    assert syms[0].symptom == "oom" and syms[0].evidence[0].startswith("CUDA out of memory")
    host = result(limit_hit="memory", warnings=["MEMORY LIMIT: the run's processes held 9000 MB resident"])
    assert detect_symptoms(host)[0].symptom == "oom"


def test_assertion_is_not_an_exception_symptom():
    r = result(exception=ExceptionInfo("AssertionError", "losses differ"), failure_message="losses differ")
    assert "exception" not in names(detect_symptoms(r, Expected("exception", "RuntimeError", "x")))


def test_nondeterminism_from_seed_segments_and_from_two_runs():
    a = [(i, 1.0 / (i + 1)) for i in range(10)]
    b = [(i + 10, v + (1e-4 if i >= 4 else 0)) for i, (_, v) in enumerate(a)]
    env = {"seeds": {"torch": [[0, 0], [10, 0]]}}
    syms = detect_symptoms(result(series={"loss": a + b}, environment=env), Expected("nondeterminism"))
    assert syms[0].symptom == "nondeterminism" and "step 4 of 10" in syms[0].evidence[1]
    same = [(i + 10, v) for i, (_, v) in enumerate(a)]
    assert detect_symptoms(result(series={"loss": a + same}, environment=env)) == []
    # different seeds are allowed to differ
    env2 = {"seeds": {"torch": [[0, 0], [10, 1]]}}
    assert "nondeterminism" not in names(detect_symptoms(result(series={"loss": a + b}, environment=env2)))
    assert compare_series(a, a) is None and compare_series(a, [(0, 2.0)]) is not None
    # two separate runs of one seeded test
    run_a, run_b = result(series={"loss": a}), result(series={"loss": [(s, v) for s, v in a[:-1]] + [(9, 0.5)]})
    assert compare_runs(run_a, run_b).evidence[0].startswith("two seeded runs differ from loss step 9")
    assert compare_runs(run_a, result(series={"loss": list(a)})) is None


STACK = """Timeout (0:00:20.0)!
Thread 0x00007f (most recent call first):
  File "/usr/lib/python3.11/threading.py", line 331 in wait

Thread 0x00007e (most recent call first):
  File "/tmp/repgen_run_x/repo/tinytrain.py", line 52 in wait_for_workers
  File "/tmp/repgen_run_x/repo/test_repro.py", line 4 in test_workers
  File "/v/site-packages/_pytest/python.py", line 187 in pytest_pyfunc_call
  File "/v/site-packages/pluggy/_execution.py", line 147 in _multicall
"""


def test_hang_evidence_names_the_stuck_frames():
    assert stuck_frames(STACK) == ["wait_for_workers (tinytrain.py:52)", "test_workers (test_repro.py:4)"]
    r = result(outcome="timeout", seconds=20.3, limit_hit="timeout", hang_stack=STACK)
    syms = detect_symptoms(r, Expected("hang_or_timeout"))
    assert syms[0].symptom == "hang_or_timeout" and syms[0].score == 1.0
    assert "stuck in wait_for_workers" in syms[0].evidence[1]
    assert detect_symptoms(result(outcome="passed")) == []
