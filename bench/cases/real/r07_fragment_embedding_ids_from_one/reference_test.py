"""Reproduction: train_ncf.py fails with IndexError inside the embedding lookup."""
import math
import os

import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "train_ncf.py")


def test_one_epoch_of_ncf_training(tmp_path, monkeypatch):
    torch.set_num_threads(1)
    monkeypatch.chdir(tmp_path)
    src = open(SCRIPT).read().replace("for epoch in range(20):", "for epoch in range(1):")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    assert math.isfinite(ns["test_rmse"]) and ns["test_rmse"] < 2.0
