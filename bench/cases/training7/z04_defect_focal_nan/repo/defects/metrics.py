import torch


@torch.no_grad()
def pixel_f1(logits, targets, threshold=0.5):
    pred = torch.sigmoid(logits) > threshold
    t = targets > 0.5
    tp = (pred & t).sum().item()
    fp = (pred & ~t).sum().item()
    fn = (~pred & t).sum().item()
    return 2 * tp / max(2 * tp + fp + fn, 1)
