"""Reproduction: the fault classifier's loss barely moves and accuracy plateaus far below
what an MLP reaches on this task."""
import torch

import train


def test_fault_classifier_learns_the_synthetic_task():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "4", "--n-train", "4000"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.7 * losses[0], f"train loss did not decrease enough: {losses} (val acc {accs})"
    assert accs[-1] > 0.65, f"val accuracy stays low: {accs} (train loss {losses})"
