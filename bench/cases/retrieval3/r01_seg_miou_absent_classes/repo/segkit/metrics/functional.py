import torch


def pixel_accuracy(pred, target, ignore_index=255):
    keep = target != ignore_index
    return (pred[keep] == target[keep]).float().mean().item()


def mean_iou(pred, target, num_classes, ignore_index=255):
    """mIoU of a single batch; classes absent from both pred and target are skipped."""
    keep = target != ignore_index
    pred, target = pred[keep], target[keep]
    ious = []
    for c in range(num_classes):
        p, t = pred == c, target == c
        union = (p | t).sum().item()
        if union == 0:
            continue
        ious.append((p & t).sum().item() / union)
    return sum(ious) / max(len(ious), 1)


def dice_per_class(pred, target, num_classes, ignore_index=255, eps=1e-6):
    keep = target != ignore_index
    pred, target = pred[keep], target[keep]
    out = torch.zeros(num_classes)
    for c in range(num_classes):
        p, t = pred == c, target == c
        out[c] = (2 * (p & t).sum() + eps) / (p.sum() + t.sum() + eps)
    return out
