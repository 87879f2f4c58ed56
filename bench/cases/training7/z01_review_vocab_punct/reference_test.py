"""Reproduction: the review classifier stays at chance (val_acc ~0.5)."""
import torch

import train


def test_sentiment_model_learns():
    torch.set_num_threads(1)
    _, history = train.main(["--config", "configs/reviews.yaml",
                             "--set", "data.n_train=3000", "data.n_val=800", "train.epochs=4"])
    accs = [round(h["val_acc"], 3) for h in history]
    assert max(accs) > 0.8, f"val_acc stuck near chance (0.5): {accs}, train_loss {[round(h['train_loss'], 4) for h in history]}"
