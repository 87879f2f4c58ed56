"""Validation loop."""
import torch

from ..metrics import DepthMetricAccumulator


@torch.no_grad()
def evaluate(model, loader, min_depth=1e-3, max_depth=80.0):
    was_training = model.training
    model.eval()
    acc = DepthMetricAccumulator(min_depth, max_depth)
    for batch in loader:
        acc.update(model(batch["rgb"]), batch["depth"])
    model.train(was_training)
    return acc.compute()
