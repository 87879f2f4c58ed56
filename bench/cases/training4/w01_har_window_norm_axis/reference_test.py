"""Reproduction: the activity classifier stays at chance level on the default 1-axis data."""
import torch

import train


def test_classifier_learns_on_magnitude_windows():
    torch.set_num_threads(1)
    res = train.main(["--n-train", "2000", "--n-val", "400", "--epochs", "3", "--batch-size", "64"])
    hist = res["history"]
    first, last = hist[0], hist[-1]
    assert last["acc"] > 0.6, (
        f"val accuracy stuck at {last['acc']:.3f} (chance 0.25); "
        f"train loss {first['train_loss']:.4f} -> {last['train_loss']:.4f}")
