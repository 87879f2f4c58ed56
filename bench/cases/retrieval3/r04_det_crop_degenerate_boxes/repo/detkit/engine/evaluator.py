import torch

from detkit.metrics import mean_average_precision


@torch.no_grad()
def evaluate(model, loader, num_classes, device="cpu", **detect_kw):
    model.eval()
    preds, gts = [], []
    for images, targets in loader:
        out = model.detect(images.to(device), **detect_kw)
        preds += [{k: v.cpu() for k, v in o.items()} for o in out]
        gts += [{"boxes": t["boxes"], "labels": t["labels"]} for t in targets]
    return {"mAP50": mean_average_precision(preds, gts, num_classes)}
