"""Evaluation in original target units."""
import torch

from molprop.metrics import PerTargetMAE


@torch.no_grad()
def evaluate(model, loader, normalizer, target_names):
    model.eval()
    meter = PerTargetMAE(target_names)
    for batch in loader:
        pred = normalizer.inverse_transform(model(batch))
        meter.update(pred, batch.y)
    return meter.compute()
