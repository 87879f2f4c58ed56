"""Reproduction: two training runs with the same seed in one Python process give different
results (a sweep / notebook scenario)."""
import torch

import train


def test_two_runs_same_seed_same_process_are_identical():
    torch.set_num_threads(1)
    args = ["--epochs", "1", "--n-train", "800", "--n-val", "200", "--seed", "0"]
    _, first = train.main(args)
    _, second = train.main(args)
    assert first == second, f"runs with the same seed differ: {first} vs {second}"
