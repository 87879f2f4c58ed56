import torch

from .boxes import box_iou


def nms(boxes, scores, iou_threshold):
    """Greedy NMS. Returns indices of kept boxes, sorted by decreasing score."""
    order = scores.argsort(descending=True)
    keep = []
    while order.numel() > 0:
        i = order[0]
        keep.append(i)
        if order.numel() == 1:
            break
        ious = box_iou(boxes[i][None], boxes[order[1:]])[0]
        order = order[1:][ious <= iou_threshold]
    return torch.stack(keep) if keep else torch.empty(0, dtype=torch.long)


def batched_nms(boxes, scores, labels, iou_threshold):
    """Class-aware NMS via the coordinate offset trick."""
    if boxes.numel() == 0:
        return torch.empty(0, dtype=torch.long)
    offsets = labels.to(boxes) * (boxes.max() + 1)
    return nms(boxes + offsets[:, None], scores, iou_threshold)
