import torch
import torch.nn.functional as F


def _edges(mask, num_classes):
    onehot = F.one_hot(mask.clamp(0, num_classes - 1), num_classes).permute(0, 3, 1, 2).float()
    dil = F.max_pool2d(onehot, 3, 1, 1)
    ero = -F.max_pool2d(-onehot, 3, 1, 1)
    return (dil - ero) > 0


def boundary_f1(pred, target, num_classes, tolerance=1, ignore_index=255):
    """Boundary F1 with a pixel tolerance, averaged over classes present in the target."""
    valid = (target != ignore_index).unsqueeze(1)
    t = target.masked_fill(target == ignore_index, 0)
    pe, te = _edges(pred, num_classes) & valid, _edges(t, num_classes) & valid
    k = 2 * tolerance + 1
    pe_d = F.max_pool2d(pe.float(), k, 1, tolerance) > 0
    te_d = F.max_pool2d(te.float(), k, 1, tolerance) > 0
    precision = (pe & te_d).sum((0, 2, 3)).float() / pe.sum((0, 2, 3)).clamp(min=1)
    recall = (te & pe_d).sum((0, 2, 3)).float() / te.sum((0, 2, 3)).clamp(min=1)
    f1 = 2 * precision * recall / (precision + recall).clamp(min=1e-8)
    present = te.sum((0, 2, 3)) > 0
    return f1[present].mean().item() if present.any() else float("nan")
