"""Reproduction: training goes NaN after a few hundred steps; the input normalizer produces NaN once its
running statistics have converged (faster convergence with a larger momentum, same failure)."""
import math

import torch

import train


def test_training_stays_finite(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    model, history = train.main(["--n-train", "2048", "--n-val", "500", "--epochs", "10",
                                 "--batch-size", "32", "--norm-momentum", "0.05"])
    bad = [h for h in history if not (math.isfinite(h["train_mse"]) and math.isfinite(h["val_rmsle"]))]
    var = model.norm.running_var() if callable(model.norm.running_var) else model.norm.running_var
    assert not bad, (
        f"loss became nan/inf at epoch {bad[0]['epoch']} (step {bad[0]['step']}); "
        f"RunningNorm variance estimate: {var.tolist()}")
