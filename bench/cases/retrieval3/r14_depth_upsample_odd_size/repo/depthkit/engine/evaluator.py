import torch

from depthkit.metrics import DepthMetrics


@torch.no_grad()
def predict_depth(model, rgb, flip=False):
    pred = model(rgb)
    if flip:
        pred = 0.5 * (pred + model(rgb.flip(-1)).flip(-1))
    return pred


@torch.no_grad()
def evaluate(model, loader, cfg, device="cpu"):
    model.eval()
    d, e = cfg["data"], cfg["eval"]
    metrics = DepthMetrics(d["min_depth"], d["max_depth"], e["garg_crop"], e["median_scaling"])
    for rgb, depth in loader:
        pred = predict_depth(model, rgb.to(device), e["flip"])
        metrics.update(pred.cpu(), depth)
    return metrics.compute()
