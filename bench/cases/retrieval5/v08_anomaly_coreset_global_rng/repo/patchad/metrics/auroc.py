"""Area under the ROC curve (trapezoidal, tie-aware)."""
import torch


def auroc(scores, labels):
    scores = torch.as_tensor(scores, dtype=torch.float64).flatten()
    labels = torch.as_tensor(labels, dtype=torch.float64).flatten()
    order = torch.argsort(scores, descending=True)
    s, y = scores[order], labels[order]
    n_pos, n_neg = y.sum(), (1 - y).sum()
    if n_pos == 0 or n_neg == 0:
        return float("nan")
    distinct = torch.cat([torch.nonzero(s[1:] != s[:-1]).flatten(), torch.tensor([s.numel() - 1])])
    tps = torch.cumsum(y, 0)[distinct]
    fps = (distinct + 1).double() - tps
    tpr = torch.cat([torch.zeros(1, dtype=torch.float64), tps / n_pos])
    fpr = torch.cat([torch.zeros(1, dtype=torch.float64), fps / n_neg])
    return float(torch.trapz(tpr, fpr))


def pixel_auroc(maps, masks, max_pixels=2_000_000):
    s, y = maps.flatten(), masks.flatten()
    if s.numel() > max_pixels:
        step = s.numel() // max_pixels + 1
        s, y = s[::step], y[::step]
    return auroc(s, y)
