"""Reproduction: with the default config (freeze_bn on) the ECG CNN stays at chance level."""
import torch

import train


def test_strip_cnn_learns_with_default_config():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "2", "--n-train", "3000", "--n-val", "1000"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.6 * losses[0] or losses[-1] < 0.5, f"train loss stays flat: {losses} (val acc {accs})"
    assert accs[-1] > 0.7, f"val accuracy at chance: {accs} (train loss {losses})"
