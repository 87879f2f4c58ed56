import torch

from ..metrics import DetectionEvaluator


@torch.no_grad()
def evaluate(model, loader, test_cfg, num_classes):
    model.eval()
    ev = DetectionEvaluator(num_classes)
    for images, targets in loader:
        preds = model.predict(images, score_thresh=test_cfg["score_thresh"],
                              nms_iou=test_cfg["nms_iou"], max_dets=test_cfg["max_dets"])
        ev.update(preds, targets)
    return ev.compute()
