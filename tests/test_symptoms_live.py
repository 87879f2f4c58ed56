"""Symptom detectors on live tiny training runs in the real sandbox: every class, and healthy runs."""
from __future__ import annotations

import concurrent.futures
import textwrap

import pytest

from runner import local
from runner.models import Expected, RunLimits
from runner.symptoms import detect_symptoms

TINYTRAIN = '''"""A tiny training library with switchable bugs (for the runner's symptom tests)."""
import random

import torch


def make_model():
    return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))


def train(steps=60, lr=0.05, leak_mb=0, detach_bug=False, shuffle_bug=False):
    model = make_model()
    opt = torch.optim.SGD(model.parameters(), lr=lr)
    x = torch.randn(64, 8)
    y = x.sum(1, keepdim=True) * 0.5
    cache, losses = [], []
    for _ in range(steps):
        if shuffle_bug:   # python's random, never seeded by torch.manual_seed
            idx = torch.tensor(random.sample(range(64), 16))
        else:
            idx = torch.randperm(64)[:16]
        out = model(x[idx])
        if detach_bug:    # cuts the graph: no gradient reaches the model
            out = out.detach().requires_grad_()
        loss = ((out - y[idx]) ** 2).mean()
        opt.zero_grad()
        loss.backward()
        opt.step()
        if leak_mb:
            cache.append(torch.ones(leak_mb * 2**18))
        losses.append(loss.item())
    return losses


def flatten_batch(x):
    return x.transpose(0, 1).view(-1)


def allocate_cache(gigabytes):
    return torch.zeros(int(gigabytes * 2**30) // 4)
'''

# no torch here: the hang run starts fast and spends its time hanging
WORKERS = '''import threading


def wait_for_workers():
    lock = threading.Lock()
    lock.acquire()
    lock.acquire()
'''

# each test is one sandboxed pytest run that imports torch: seconds each, more on a loaded machine
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(local.isolation_available() == "subprocess", reason="no sandbox here")]


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    d = tmp_path_factory.mktemp("tinyrepo")
    (d / "tinytrain.py").write_text(TINYTRAIN)
    (d / "workers.py").write_text(WORKERS)
    return d


def run(repo, body, **limits):
    src = textwrap.dedent(body)
    if "tinytrain" in src:
        src = "import torch\nimport tinytrain\n" + src
    return local.run_pytest(str(repo), src, RunLimits(**{"timeout_s": 90, **limits}))


RUNS = {
    "test_healthy_training_no_false_alarm": ("""
        def test_learns():
            torch.manual_seed(0)
            a = tinytrain.train(steps=80, lr=0.05)
            torch.manual_seed(0)
            b = tinytrain.train(steps=80, lr=0.05)
            assert a == b
            assert sum(a[-10:]) < sum(a[:10]) / 4
    """, {}),
    "test_exception_matched_to_report": ("""
        def test_flatten():
            tinytrain.flatten_batch(torch.randn(4, 6))
    """, {}),
    "test_nan_first_step": ("""
        import math
        def test_finite():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=30, lr=5.0)
            assert all(math.isfinite(v) for v in losses), "non-finite loss"
    """, {}),
    "test_divergence": ("""
        def test_converges():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=60, lr=0.5)
            assert losses[-1] < losses[0]
    """, {}),
    "test_no_learning": ("""
        def test_learns():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=60, lr=0.05, detach_bug=True)
            assert sum(losses[-10:]) < sum(losses[:10]) / 2, "does not learn"
    """, {}),
    "test_memory_growth": ("""
        def test_flat_memory():
            torch.manual_seed(0)
            tinytrain.train(steps=60, lr=0.05, leak_mb=2)
    """, {}),
    "test_nondeterminism": ("""
        def test_same_seed_same_losses():
            torch.manual_seed(0)
            a = tinytrain.train(steps=20, shuffle_bug=True)
            torch.manual_seed(0)
            b = tinytrain.train(steps=20, shuffle_bug=True)
            assert a == b, "non-deterministic"
    """, {}),
    "test_host_oom": ("""
        def test_cache():
            tinytrain.allocate_cache(8)
    """, {"memory_mb": 2048}),
    "test_hang_with_stuck_stack": ("""
        import workers
        def test_workers():
            workers.wait_for_workers()
    """, {"timeout_s": 12}),
}


@pytest.fixture(scope="module")
def runs(repo):
    """All sandboxed runs of this module at once: each is mostly waiting on its own interpreter."""
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        futures = {name: pool.submit(run, repo, body, **limits) for name, (body, limits) in RUNS.items()}
        yield futures


def names(symptoms):
    return [s.symptom for s in symptoms]


def test_healthy_training_no_false_alarm(runs):
    r = runs["test_healthy_training_no_false_alarm"].result()
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert len(r.series["loss"]) == 160 and len(r.series["grad_norm"]) == 160
    assert detect_symptoms(r, Expected("no_learning")) == []
    assert detect_symptoms(r, Expected("memory_growth")) == []


def test_exception_matched_to_report(runs):
    r = runs["test_exception_matched_to_report"].result()
    exp = Expected("exception", "RuntimeError", "view size is not compatible with input tensor's size and stride "
                   "(at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.")
    syms = detect_symptoms(r, exp)
    assert syms[0].symptom == "exception" and syms[0].score > 0.9, syms
    assert "RuntimeError" in syms[0].evidence[0] and "flatten_batch" in " ".join(syms[0].evidence)
    other = detect_symptoms(r, Expected("exception", "KeyError", "'lr'"))
    assert other[0].score < 0.3


def test_nan_first_step(runs):
    r = runs["test_nan_first_step"].result()
    syms = detect_symptoms(r, Expected("nan_or_inf"))
    assert syms[0].symptom == "nan_or_inf" and syms[0].score == 1.0
    assert "at step" in syms[0].evidence[0]
    assert "no_learning" not in names(syms)


def test_divergence(runs):
    r = runs["test_divergence"].result()
    syms = detect_symptoms(r, Expected("unknown"))
    assert "divergence" in names(syms), syms
    assert "no_learning" not in names(syms)


def test_no_learning(runs):
    r = runs["test_no_learning"].result()
    syms = detect_symptoms(r, Expected("no_learning"))
    assert syms[0].symptom == "no_learning" and syms[0].score == 0.8, syms
    assert any("gradient norm is zero" in e for e in syms[0].evidence) or r.series.get("grad_norm") is None


def test_memory_growth(runs):
    r = runs["test_memory_growth"].result()
    assert r.outcome == "passed"
    syms = detect_symptoms(r, Expected("memory_growth"))
    assert syms and syms[0].symptom == "memory_growth", (syms, r.series["rss_mb"][::6])
    assert "rss_mb grows" in syms[0].evidence[0]


def test_nondeterminism(runs):
    r = runs["test_nondeterminism"].result()
    syms = detect_symptoms(r, Expected("nondeterminism"))
    assert syms[0].symptom == "nondeterminism" and syms[0].score == 1.0, syms
    assert "seed 0 twice" in syms[0].evidence[0]


def test_host_oom(runs):
    r = runs["test_host_oom"].result()
    syms = detect_symptoms(r, Expected("oom"))
    assert syms[0].symptom == "oom" and "host out of memory" in syms[0].evidence[0], syms


def test_hang_with_stuck_stack(runs):
    r = runs["test_hang_with_stuck_stack"].result()
    syms = detect_symptoms(r, Expected("hang_or_timeout"))
    assert syms[0].symptom == "hang_or_timeout" and syms[0].score == 1.0, (syms, r.hang_stack)
    assert "wait_for_workers (workers.py:" in syms[0].evidence[1]
