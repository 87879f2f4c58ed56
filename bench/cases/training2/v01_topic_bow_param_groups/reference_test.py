"""Reproduction: the topic classifier stays at chance level (1/6) on the synthetic snippets,
which a bag-of-words model separates easily."""
import torch

import train


def test_bow_classifier_learns_topics():
    torch.set_num_threads(1)
    _, history = train.main(["--epochs", "3", "--n-train", "6000", "--n-val", "1500"])
    losses = [round(h["train_loss"], 4) for h in history]
    accs = [round(h["val_acc"], 3) for h in history]
    assert losses[-1] < 0.6 * losses[0], f"train loss does not decrease: {losses} (val acc {accs})"
    assert accs[-1] > 0.7, f"val accuracy stays near chance: {accs} (train loss {losses})"
