import torch


def roc_auc(scores, labels):
    order = scores.argsort()
    ranks = torch.empty_like(order, dtype=torch.float)
    ranks[order] = torch.arange(1, scores.numel() + 1, dtype=torch.float)
    s_sorted = scores[order]
    i = 0
    while i < s_sorted.numel():
        j = i
        while j + 1 < s_sorted.numel() and s_sorted[j + 1] == s_sorted[i]:
            j += 1
        if j > i:
            ranks[order[i:j + 1]] = (i + j + 2) / 2.0
        i = j + 1
    pos = labels > 0.5
    n_pos, n_neg = int(pos.sum()), int((~pos).sum())
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    return ((ranks[pos].sum() - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)).item()


def log_loss(probs, labels, eps=1e-7):
    p = probs.clamp(eps, 1 - eps)
    return -(labels * p.log() + (1 - labels) * (1 - p).log()).mean().item()


def binary_accuracy(probs, labels, threshold=0.5):
    return ((probs >= threshold).float() == labels).float().mean().item()
