"""Reproduction: the keyword CNN never gets above chance accuracy (1/8)."""
import torch

import train


def test_keyword_model_learns():
    torch.set_num_threads(1)
    torch.manual_seed(0)
    _, history = train.main([
        "--config", "configs/base.yaml",
        "--set", "data.n_train=640", "data.n_val=240", "trainer.max_epochs=4",
        "trainer.checkpoint_dir=null", "trainer.early_stopping_patience=null",
        "trainer.log_every_n_steps=10",
    ])
    first, best = history[0], max(h["val_acc"] for h in history)
    last = history[-1]
    assert best > 0.5, (
        f"val_acc never rose above chance (1/8): per-epoch val_acc {[round(h['val_acc'], 3) for h in history]}, "
        f"train_loss {[round(h['train_loss'], 4) for h in history]}")
    assert last["train_loss"] < first["train_loss"] - 0.2, (
        f"train_loss did not fall: {[round(h['train_loss'], 4) for h in history]}")
