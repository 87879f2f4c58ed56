"""Symptom detectors on live tiny training runs in the real sandbox: every class, and healthy runs."""
from __future__ import annotations

import textwrap

import pytest

from runner import local
from runner.models import Expected, RunLimits
from runner.symptoms import detect_symptoms

TINYTRAIN = '"""A tiny training library with switchable bugs (for the runner\'s symptom tests)."""\nimport random\nimport threading\n\nimport torch\n\n\ndef make_model():\n    return torch.nn.Sequential(torch.nn.Linear(8, 16), torch.nn.Tanh(), torch.nn.Linear(16, 1))\n\n\ndef train(steps=60, lr=0.05, leak_mb=0, detach_bug=False, shuffle_bug=False):\n    model = make_model()\n    opt = torch.optim.SGD(model.parameters(), lr=lr)\n    x = torch.randn(64, 8)\n    y = x.sum(1, keepdim=True) * 0.5\n    cache, losses = [], []\n    for _ in range(steps):\n        if shuffle_bug:   # python\'s random, never seeded by torch.manual_seed\n            idx = torch.tensor(random.sample(range(64), 16))\n        else:\n            idx = torch.randperm(64)[:16]\n        out = model(x[idx])\n        if detach_bug:    # cuts the graph: no gradient reaches the model\n            out = out.detach().requires_grad_()\n        loss = ((out - y[idx]) ** 2).mean()\n        opt.zero_grad()\n        loss.backward()\n        opt.step()\n        if leak_mb:\n            cache.append(torch.ones(leak_mb * 2**18))\n        losses.append(loss.item())\n    return losses\n\n\ndef flatten_batch(x):\n    return x.transpose(0, 1).view(-1)\n\n\ndef wait_for_workers():\n    lock = threading.Lock()\n    lock.acquire()\n    lock.acquire()\n\n\ndef allocate_cache(gigabytes):\n    return torch.zeros(int(gigabytes * 2**30) // 4)\n'

# each test is one sandboxed pytest run that imports torch: seconds each, more on a loaded machine
pytestmark = [pytest.mark.slow,
              pytest.mark.skipif(local.isolation_available() == "subprocess", reason="no sandbox here")]


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    d = tmp_path_factory.mktemp("tinyrepo")
    (d / "tinytrain.py").write_text(TINYTRAIN)
    return d


def run(repo, body, **limits):
    src = "import torch\nimport tinytrain\n" + textwrap.dedent(body)
    return local.run_pytest(str(repo), src, RunLimits(**{"timeout_s": 90, **limits}))


def names(symptoms):
    return [s.symptom for s in symptoms]


def test_healthy_training_no_false_alarm(repo):
    r = run(repo, """
        def test_learns():
            torch.manual_seed(0)
            a = tinytrain.train(steps=80, lr=0.05)
            torch.manual_seed(0)
            b = tinytrain.train(steps=80, lr=0.05)
            assert a == b
            assert sum(a[-10:]) < sum(a[:10]) / 4
    """)
    assert r.outcome == "passed", r.output_tail[-2000:]
    assert len(r.series["loss"]) == 160 and len(r.series["grad_norm"]) == 160
    assert detect_symptoms(r, Expected("no_learning")) == []
    assert detect_symptoms(r, Expected("memory_growth")) == []


def test_exception_matched_to_report(repo):
    r = run(repo, """
        def test_flatten():
            tinytrain.flatten_batch(torch.randn(4, 6))
    """)
    exp = Expected("exception", "RuntimeError", "view size is not compatible with input tensor's size and stride "
                   "(at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.")
    syms = detect_symptoms(r, exp)
    assert syms[0].symptom == "exception" and syms[0].score > 0.9, syms
    assert "RuntimeError" in syms[0].evidence[0] and "flatten_batch" in " ".join(syms[0].evidence)
    other = detect_symptoms(r, Expected("exception", "KeyError", "'lr'"))
    assert other[0].score < 0.3


def test_nan_first_step(repo):
    r = run(repo, """
        import math
        def test_finite():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=30, lr=5.0)
            assert all(math.isfinite(v) for v in losses), "non-finite loss"
    """)
    syms = detect_symptoms(r, Expected("nan_or_inf"))
    assert syms[0].symptom == "nan_or_inf" and syms[0].score == 1.0
    assert "at step" in syms[0].evidence[0]
    assert "no_learning" not in names(syms)


def test_divergence(repo):
    r = run(repo, """
        def test_converges():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=60, lr=0.5)
            assert losses[-1] < losses[0]
    """)
    syms = detect_symptoms(r, Expected("unknown"))
    assert "divergence" in names(syms), syms
    assert "no_learning" not in names(syms)


def test_no_learning(repo):
    r = run(repo, """
        def test_learns():
            torch.manual_seed(0)
            losses = tinytrain.train(steps=60, lr=0.05, detach_bug=True)
            assert sum(losses[-10:]) < sum(losses[:10]) / 2, "does not learn"
    """)
    syms = detect_symptoms(r, Expected("no_learning"))
    assert syms[0].symptom == "no_learning" and syms[0].score == 0.8, syms
    assert any("gradient norm is zero" in e for e in syms[0].evidence) or r.series.get("grad_norm") is None


def test_memory_growth(repo):
    r = run(repo, """
        def test_flat_memory():
            torch.manual_seed(0)
            tinytrain.train(steps=60, lr=0.05, leak_mb=2)
    """)
    assert r.outcome == "passed"
    syms = detect_symptoms(r, Expected("memory_growth"))
    assert syms and syms[0].symptom == "memory_growth", (syms, r.series["rss_mb"][::6])
    assert "rss_mb grows" in syms[0].evidence[0]


def test_nondeterminism(repo):
    r = run(repo, """
        def test_same_seed_same_losses():
            torch.manual_seed(0)
            a = tinytrain.train(steps=20, shuffle_bug=True)
            torch.manual_seed(0)
            b = tinytrain.train(steps=20, shuffle_bug=True)
            assert a == b, "non-deterministic"
    """)
    syms = detect_symptoms(r, Expected("nondeterminism"))
    assert syms[0].symptom == "nondeterminism" and syms[0].score == 1.0, syms
    assert "seed 0 twice" in syms[0].evidence[0]


def test_host_oom(repo):
    r = run(repo, """
        def test_cache():
            tinytrain.allocate_cache(8)
    """, memory_mb=2048)
    syms = detect_symptoms(r, Expected("oom"))
    assert syms[0].symptom == "oom" and "host out of memory" in syms[0].evidence[0], syms


def test_hang_with_stuck_stack(repo):
    r = run(repo, """
        def test_workers():
            tinytrain.wait_for_workers()
    """, timeout_s=25)
    syms = detect_symptoms(r, Expected("hang_or_timeout"))
    assert syms[0].symptom == "hang_or_timeout" and syms[0].score == 1.0, (syms, r.hang_stack)
    assert "wait_for_workers (tinytrain.py:" in syms[0].evidence[1]
