"""Reproduction: weighted_bce.py dies at loss.backward() on the first iteration."""
import os

import torch

SCRIPT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "weighted_bce.py")


def test_weighted_bce_trains():
    torch.set_num_threads(1)
    src = open(SCRIPT).read().replace("num_iter = 5000", "num_iter = 400")
    ns = {"__name__": "__main__", "__file__": SCRIPT}
    exec(compile(src, SCRIPT, "exec"), ns)
    assert ns["recall"] > 0.5, (ns["recall"], ns["precision"])
