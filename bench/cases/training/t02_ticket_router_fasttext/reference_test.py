"""Reproduction: with --batch-size 64 the ticket router does not learn at all."""
import torch

import train


def test_router_learns_with_batch_size_64():
    torch.set_num_threads(1)
    _, history = train.main(["--batch-size", "64", "--epochs", "4", "--set", "n_train=6000"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.75 * losses[0], f"train loss does not go down: {losses} (val acc {accs})"
    assert accs[-1] > 0.5, f"val accuracy stays at chance (1/8): {accs} (train loss {losses})"
