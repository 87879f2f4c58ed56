"""Reproduction: clsmetrics.accuracy fails for k > 1."""
import torch

from clsmetrics import accuracy


def test_top5_accuracy():
    logits = torch.tensor([
        [0.9, 0.8, 0.1, 0.0, 0.0, 0.0],
        [0.1, 0.2, 0.3, 0.4, 0.5, 0.6],
        [0.6, 0.5, 0.4, 0.3, 0.2, 0.1],
        [0.0, 0.0, 0.0, 0.0, 0.1, 0.9],
    ])
    labels = torch.tensor([1, 0, 0, 5])
    top1, top2 = accuracy(logits, labels, topk=(1, 2))
    # top-1 hits: rows 2 and 3; top-2 additionally row 0
    assert abs(top1.item() - 50.0) < 1e-4
    assert abs(top2.item() - 75.0) < 1e-4
