"""Reproduction: two runs of train.py with the same --seed give different results."""
import torch

import train


def test_same_seed_same_metrics():
    torch.set_num_threads(1)
    a = train.main(["--seed", "0", "--epochs", "2"])
    b = train.main(["--seed", "0", "--epochs", "2"])
    assert a == b, f"run 1: {a} vs run 2: {b}"
