"""Reproduction: with sampling.method=oversample the scorecard's val AUC stays at ~0.5."""
import torch

from train import load_config, run


def test_oversampled_scorecard_ranks_defaults():
    torch.set_num_threads(1)
    cfg = load_config("configs/credit.yaml")
    cfg["data"]["n_loans"] = 12000
    cfg["train"]["epochs"] = 3
    _, history = run(cfg)
    aucs = [round(h["val_auc"], 3) for h in history]
    assert max(aucs) > 0.7, f"val_auc no better than chance (0.5): {aucs}"
