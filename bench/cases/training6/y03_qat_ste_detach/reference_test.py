"""Reproduction: with --qat the tiny CNN never gets above chance (1/5), float training learns."""
import os
import sys

import torch

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts"))
import train  # noqa: E402  (scripts/train.py)


def test_qat_training_learns():
    torch.set_num_threads(1)
    _, history = train.main(["--n-train", "2000", "--n-val", "500", "--epochs", "4", "--qat", "--bits", "8"])
    val_acc = [round(h["val_acc"], 3) for h in history]
    train_loss = [round(h["train_loss"], 4) for h in history]
    assert max(val_acc) > 0.35, f"QAT val_acc per epoch {val_acc} (chance 0.2); train_loss {train_loss}"
    assert train_loss[-1] < train_loss[0] - 0.2, f"QAT train_loss did not fall: {train_loss}"
