import torch

from ..metrics import DensityMeter


@torch.no_grad()
def evaluate_density(model, loader, dim, scaler=None):
    was_training = model.training
    model.eval()
    meter = DensityMeter(dim, scaler.log_abs_det if scaler is not None else 0.0)
    for (x,) in loader:
        meter.update(model.log_prob(x))
    model.train(was_training)
    return meter.compute()
