"""Reproduction: process memory grows by a fixed amount every epoch (metric state is never cleared)."""
import torch

import run


def test_memory_flat_after_first_epochs(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    engine, history = run.main(["--n-train", "60000", "--n-val", "2000", "--epochs", "6",
                                   "--batch-size", "2048", "--hidden", "64"])
    rss = [h["rss_mb"] for h in history]          # measured at the end of each epoch
    stored = sum(p.shape[0] for p in engine.train_metrics["auroc"].preds)
    growth = rss[-1] - rss[1]
    assert growth < 10, (
        f"RSS grew by {growth:.1f} MB from epoch 2 to the end: {[round(r) for r in rss]} MB; "
        f"train AUROC metric holds {stored} predictions for a 60000-sample epoch")
