"""Reproduction: the BiLSTM review classifier stays at coin-flip accuracy."""
import torch

import train
from revclf.config import load_config


def test_review_classifier_beats_chance():
    torch.set_num_threads(1)
    cfg = load_config("configs/default.json", [
        "data.n_train=4000", "data.n_val=500", "data.max_len=30",
        "model.hidden=32", "model.emb_dim=32", "train.lr=0.005", "train.epochs=4"])
    _, history = train.run(cfg)
    best = max(h["val_acc"] for h in history)
    assert best > 0.65, (f"val accuracy never above chance: best {best:.3f}; "
                         f"train loss {[round(h['train_loss'], 4) for h in history]}")
