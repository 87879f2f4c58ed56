import torch

from kdistill.metrics import AccuracyMeter


@torch.no_grad()
def evaluate(model, loader, device="cpu"):
    model.eval()
    meter = AccuracyMeter()
    for x, y in loader:
        meter.update(model(x.to(device)), y.to(device))
    return meter.compute()
