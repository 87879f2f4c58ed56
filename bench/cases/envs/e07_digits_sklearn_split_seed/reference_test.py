"""Reproduction: two runs with the same --seed give different losses and accuracies."""
import torch

import train


def test_same_seed_gives_identical_runs():
    runs = [train.main(["--epochs", "2", "--seed", "0"]) for _ in range(2)]
    (m1, h1), (m2, h2) = runs
    summary = [[(round(h["train_loss"], 4), round(h["val_acc"], 4)) for h in hist]
               for hist in (h1, h2)]
    assert h1 == h2, f"two runs with --seed 0 differ: (train loss, val acc) per epoch {summary}"
    for (name, p1), p2 in zip(m1.state_dict().items(), m2.state_dict().values()):
        assert torch.equal(p1, p2), f"weights of {name} differ between two runs with the same seed"
