"""Reproduction: with the default (exp) scheduler the GRU stops learning after the first epoch."""
import torch

import train


def test_gru_keeps_learning_with_default_scheduler():
    torch.set_num_threads(1)
    history = train.main(["--epochs", "4", "--n-train", "1600", "--n-val", "600"])
    losses = [h["train_loss"] for h in history]
    accs = [h["val_acc"] for h in history]
    assert losses[-1] < 0.6 * losses[0], f"train loss plateaus: {losses} (val acc {accs})"
    assert accs[-1] > 0.6, f"val accuracy stays low: {accs} (train loss {losses})"
