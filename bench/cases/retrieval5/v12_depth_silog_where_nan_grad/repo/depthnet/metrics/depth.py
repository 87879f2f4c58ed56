"""Standard monocular depth metrics over valid ground-truth pixels."""
import torch

KEYS = ["abs_rel", "sq_rel", "rmse", "rmse_log", "log10", "d1", "d2", "d3"]


def compute_depth_metrics(pred, target, min_depth=1e-3, max_depth=80.0):
    m = (target > min_depth) & (target < max_depth)
    p = pred[m].clamp(min_depth, max_depth).double()
    t = target[m].double()
    if t.numel() == 0:
        return None
    ratio = torch.maximum(p / t, t / p)
    return {
        "abs_rel": ((p - t).abs() / t).mean().item(),
        "sq_rel": (((p - t) ** 2) / t).mean().item(),
        "rmse": torch.sqrt(((p - t) ** 2).mean()).item(),
        "rmse_log": torch.sqrt(((torch.log(p) - torch.log(t)) ** 2).mean()).item(),
        "log10": (torch.log10(p) - torch.log10(t)).abs().mean().item(),
        "d1": (ratio < 1.25).double().mean().item(),
        "d2": (ratio < 1.25 ** 2).double().mean().item(),
        "d3": (ratio < 1.25 ** 3).double().mean().item(),
    }


class DepthMetricAccumulator:
    """Averages per-image metrics."""

    def __init__(self, min_depth=1e-3, max_depth=80.0):
        self.min_depth, self.max_depth = min_depth, max_depth
        self.sums = {k: 0.0 for k in KEYS}
        self.count = 0

    def update(self, pred, target):
        for p, t in zip(pred, target):
            res = compute_depth_metrics(p, t, self.min_depth, self.max_depth)
            if res is None:
                continue
            for k in KEYS:
                self.sums[k] += res[k]
            self.count += 1

    def compute(self):
        return {k: v / max(self.count, 1) for k, v in self.sums.items()}
