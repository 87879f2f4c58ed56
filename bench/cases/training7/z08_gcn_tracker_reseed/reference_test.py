"""Reproduction: two GCN runs with the same --seed give different results."""
import torch

import train


def test_same_seed_same_result():
    torch.set_num_threads(1)
    args = ["--config", "configs/gcn.yaml", "--seed", "0", "--no-save"]
    r1 = train.main(args)
    r2 = train.main(args)
    assert r1 == r2, f"same seed gave different results: run1 {r1} vs run2 {r2}"
