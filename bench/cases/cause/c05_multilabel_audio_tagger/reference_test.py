"""Reproduction: training with partial labels fails in backward."""
import math

import torch

import train
from tagger.losses import tagging_loss


def test_masked_loss_backward():
    logits = torch.randn(4, 8, requires_grad=True)
    targets = (torch.rand(4, 8) > 0.5).float()
    mask = torch.rand(4, 8) > 0.3
    loss = tagging_loss(logits, targets, mask)
    loss.backward()
    assert torch.isfinite(logits.grad).all()
    assert (logits.grad[~mask] == 0).all()


def test_train_with_partial_labels():
    _, history = train.main(["--partial-labels", "--epochs", "1", "--n-train", "192",
                             "--n-val", "64"])
    assert math.isfinite(history[-1]["loss"])
