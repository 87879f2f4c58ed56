"""Reproduction: with the default Lion optimizer the churn model never moves away from its initialization."""
import torch

import fit


def test_model_learns_with_default_optimizer(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    model, history = fit.main(["--n-customers", "4000", "--epochs", "3"])
    aucs = [round(h["val_auroc"], 4) for h in history]
    val_losses = [round(h["val_loss"], 4) for h in history]
    print("val auroc per epoch:", aucs, "val loss per epoch:", val_losses)
    assert history[-1]["val_auroc"] > 0.75 and val_losses[-1] < val_losses[0] - 0.02, (
        f"model did not learn: val loss {val_losses}, val AUROC {aucs}")
