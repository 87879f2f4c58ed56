"""Reproduction: two runs of train_spiral.py with the same SEED give different models."""
import os

import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_spiral.py")


def run_once():
    src = open(SCRIPT).read().replace("for epoch in range(60):", "for epoch in range(3):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    return ns


def test_two_runs_with_the_same_seed_are_identical(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    a, b = run_once(), run_once()
    la, lb = a["loss"].item(), b["loss"].item()
    wa = a["model"][0].weight.detach()
    wb = b["model"][0].weight.detach()
    assert la == lb and torch.equal(wa, wb), (
        f"same seed, different results: final loss {la!r} vs {lb!r}, "
        f"max weight difference {(wa - wb).abs().max().item():.3g}")
