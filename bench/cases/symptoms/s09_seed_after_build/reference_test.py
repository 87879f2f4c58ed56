"""Reproduction: two runs with the same experiment config give different results."""
import copy
import json

import torch

import run


def test_same_seed_same_results():
    torch.set_num_threads(1)
    with open("experiment.json") as f:
        cfg = json.load(f)
    cfg["data"]["n_series"] = 40
    cfg["train"]["epochs"] = 2
    results = []
    for _ in range(2):
        _, history = run.main(copy.deepcopy(cfg), log=lambda *a: None)
        results.append([(h["train_l1"], h["val_mae"], h["val_smape"]) for h in history])
    assert results[0] == results[1], (
        "two runs with the same seed=1234 gave different metrics "
        f"(train_l1, val_mae, val_smape per epoch):\nrun 1: {results[0]}\nrun 2: {results[1]}")
