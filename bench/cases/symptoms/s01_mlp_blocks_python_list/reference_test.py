"""Reproduction: the churn MLP does not learn (loss stays near ln 2, accuracy near chance)."""
import torch

import train


def test_churn_mlp_learns_in_a_few_epochs():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "5", "--n-train", "3000", "--n-val", "1000"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.6, f"train loss stays near ln(2)=0.693: {losses} (val acc {accs})"
    assert accs[-1] > 0.75, f"val accuracy stays near chance: {accs} (train loss {losses})"
