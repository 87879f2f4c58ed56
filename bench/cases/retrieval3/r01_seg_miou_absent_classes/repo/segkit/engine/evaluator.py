import torch
import torch.nn.functional as F

from segkit.metrics import ConfusionMatrix


@torch.no_grad()
def evaluate(model, loader, num_classes, ignore_index=255, device="cpu", flip=False):
    model.eval()
    cm = ConfusionMatrix(num_classes, ignore_index)
    for images, masks in loader:
        images = images.to(device)
        logits = model(images)
        if flip:
            logits = logits + model(images.flip(-1)).flip(-1)
        if logits.shape[-2:] != masks.shape[-2:]:
            logits = F.interpolate(logits, size=masks.shape[-2:], mode="bilinear", align_corners=False)
        cm.update(logits.argmax(1).cpu(), masks)
    return cm.compute()
