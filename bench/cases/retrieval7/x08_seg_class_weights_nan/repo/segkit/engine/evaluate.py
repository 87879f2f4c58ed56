import torch

from ..metrics import SegmentationMetric


@torch.no_grad()
def evaluate(model, loader, num_classes, ignore_index=255):
    model.eval()
    metric = SegmentationMetric(num_classes, ignore_index)
    for images, masks in loader:
        pred = model(images).argmax(dim=1)
        metric.update(pred, masks)
    return metric.compute()
