import torch

from ..metrics import FlowMetrics
from ..utils.flow_utils import hflip_flow


@torch.no_grad()
def predict(model, img1, img2, tta=False):
    flow = model(img1, img2)[0]
    if tta:
        flipped = model(img1.flip(-1), img2.flip(-1))[0]
        flow = 0.5 * (flow + hflip_flow(flipped))
    return flow


@torch.no_grad()
def evaluate_flow(model, loader, tta=False):
    was_training = model.training
    model.eval()
    metrics = FlowMetrics()
    for batch in loader:
        pred = predict(model, batch["img1"], batch["img2"], tta=tta)
        metrics.update(pred, batch["flow"])
    model.train(was_training)
    return metrics.compute()
