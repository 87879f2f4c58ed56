"""Reproduction: train_churn.py crashes in the embedding lookup on the first batch."""
import os
import re

import torch

HERE = os.path.dirname(os.path.abspath(__file__))


def test_train_churn_runs_and_learns():
    torch.set_num_threads(1)
    path = os.path.join(HERE, "train_churn.py")
    with open(path) as f:
        src = f.read()
    src = re.sub(r"for epoch in range\(20\)", "for epoch in range(3)", src)
    g = {"__name__": "__main__", "__file__": path}
    exec(compile(src, path, "exec"), g)
    assert g["acc"] > 0.8, f"train accuracy {g['acc']:.3f}"
