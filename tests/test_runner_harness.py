"""The monitor harness inside a real sandboxed run: every series it promises, with the right values."""
from __future__ import annotations

import json
import platform

import pytest

from runner import envsnap, local
from runner.models import RunLimits

TEST = '''
import json, random

def test_train():
    import torch          # imported inside the test: the harness still patches it
    random.seed(7)
    torch.manual_seed(11)
    model = torch.nn.Sequential(torch.nn.Linear(6, 12), torch.nn.ReLU(), torch.nn.Linear(12, 1))
    opt = torch.optim.Adam(model.parameters(), lr=0.01)
    sched = torch.optim.lr_scheduler.StepLR(opt, step_size=5, gamma=0.5)
    x, y = torch.randn(32, 6), torch.randn(32, 1)
    norms = []
    for _ in range(12):
        opt.zero_grad()
        loss = torch.nn.functional.mse_loss(model(x), y)
        loss.backward()
        norms.append(float(torch.linalg.vector_norm(torch.stack([p.grad.norm() for p in model.parameters()]))))
        opt.step()
        sched.step()
    print("NORMS " + json.dumps(norms))
'''


@pytest.mark.slow
@pytest.mark.skipif(local.isolation_available() == "subprocess", reason="no sandbox here")
def test_harness_series_environment_and_seeds(tmp_path):
    r = local.run_pytest(str(tmp_path), TEST, RunLimits(timeout_s=120))
    assert r.outcome == "passed", r.output_tail[-3000:]
    s = r.series
    assert [st for st, _ in s["loss"]] == list(range(12))
    assert len(s["rss_mb"]) == 12 and all(v > 10 for _, v in s["rss_mb"])
    assert len(s["step_s"]) == 11 and all(0 < v < 30 for _, v in s["step_s"])
    norms = json.loads(next(ln for ln in r.output_tail.splitlines() if ln.startswith("NORMS "))[6:])
    assert [st for st, _ in s["grad_norm"]] == list(range(12))
    assert all(abs(a - b) <= 1e-5 * max(1.0, b) for (_, a), b in zip(s["grad_norm"], norms, strict=True))
    assert s["lr"] == [(0, 0.01), (5, 0.005), (10, 0.0025)]     # the learning rate used, when it changed
    assert "cuda_alloc_mb" not in s   # no GPU here: no empty series either
    env = r.environment
    assert env["python"] == platform.python_version() and env["torch"].startswith("2.")
    assert env["seeds"]["torch"] == [[0, 11]] and env["seeds"]["random"] == [[0, 7]]
    assert env["seeds"]["torch_initial_seed"] == 11
    assert r.hang_stack == ""   # the deadline dump was cancelled when the run finished


def test_envsnap_host():
    snap = envsnap.snapshot()
    assert snap["python"] == platform.python_version() and snap["os"] == platform.system()
    assert snap["cpu_count"] >= 1 and snap["memory_total_mb"] > 0
    assert "torch" in snap and "cuda_available" in snap and "cudnn" in snap
    gpus = envsnap.gpus()
    assert isinstance(gpus, list)
    if gpus:   # on a GPU machine: model, driver and memory from pynvml
        assert snap["gpu"] == gpus[0]["name"] and gpus[0]["memory_total_mb"] > 0 and snap["driver"]
    assert envsnap.snapshot(import_torch=False, seeds={"torch": [[0, 1]]})["seeds"] == {"torch": [[0, 1]]}
    json.dumps(snap)
