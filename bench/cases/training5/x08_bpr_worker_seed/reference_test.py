"""Reproduction: two training runs with the same --seed give different losses/metrics."""
import torch

import cli

ARGS = ["train", "--users", "600", "--items", "400", "--per-user", "20", "--epochs", "2",
        "--workers", "2", "--batch-size", "512", "--seed", "42", "--out", ""]


def test_same_seed_same_results():
    torch.set_num_threads(1)
    _, first = cli.main(ARGS)
    _, second = cli.main(ARGS)
    a = [(h["loss"], h["recall"]) for h in first]
    b = [(h["loss"], h["recall"]) for h in second]
    assert a == b, f"same seed, different results: run 1 {a} vs run 2 {b}"
