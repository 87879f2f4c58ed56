import torch


def ade(pred, gt):
    """Average displacement error per agent; pred/gt [..., T, 2] -> [...]."""
    return (pred - gt).norm(dim=-1).mean(-1)


def fde(pred, gt):
    return (pred[..., -1, :] - gt[..., -1, :]).norm(dim=-1)


def min_ade_fde(preds, gt):
    """Best-of-K: preds [B, K, T, 2], gt [B, T, 2]. ADE and FDE are minimised independently (standard)."""
    a = ade(preds, gt[:, None])
    f = fde(preds, gt[:, None])
    return a.min(dim=1).values, f.min(dim=1).values


class DisplacementMeter:
    def __init__(self, k):
        self.k = k
        self.reset()

    def reset(self):
        self.sums = {"ade": 0.0, "fde": 0.0}
        self.n = 0

    @torch.no_grad()
    def update(self, preds, gt):
        a, f = min_ade_fde(preds, gt)
        self.sums["ade"] += float(a.sum())
        self.sums["fde"] += float(f.sum())
        self.n += gt.shape[0]

    def compute(self):
        return {f"min_ade@{self.k}": self.sums["ade"] / max(self.n, 1),
                f"min_fde@{self.k}": self.sums["fde"] / max(self.n, 1)}
