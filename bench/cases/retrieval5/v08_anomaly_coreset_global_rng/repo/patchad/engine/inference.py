"""Evaluation: image-level and pixel-level AUROC."""
import torch
from torch.utils.data import DataLoader

from ..metrics import auroc, best_f1_threshold, pixel_auroc


def evaluate_detector(detector, dataset, batch_size=16):
    scores, labels, maps, masks = [], [], [], []
    for batch in DataLoader(dataset, batch_size=batch_size, shuffle=False):
        s, amap = detector.predict(batch["image"])
        scores.append(s)
        maps.append(amap)
        labels.append(torch.as_tensor(batch["label"]))
        masks.append(batch["mask"])
    scores, labels = torch.cat(scores), torch.cat(labels)
    maps, masks = torch.cat(maps), torch.cat(masks)
    thr, f1 = best_f1_threshold(scores, labels)
    return {"image_auroc": auroc(scores, labels), "pixel_auroc": pixel_auroc(maps, masks),
            "best_f1": f1, "threshold": thr}
