"""Standard monocular depth metrics (Eigen split conventions)."""
import torch

METRIC_NAMES = ("abs_rel", "sq_rel", "rmse", "rmse_log", "d1", "d2", "d3")


def _valid(gt, min_depth, max_depth):
    return (gt > min_depth) & (gt < max_depth)


def compute_depth_errors(pred, gt, min_depth=1e-3, max_depth=80.0):
    """Metrics for one batch, pooled over all valid pixels. Returns (sums, count)."""
    mask = _valid(gt, min_depth, max_depth)
    p = pred[mask].clamp(min=min_depth, max=max_depth).double()
    g = gt[mask].double()
    count = int(mask.sum())
    sums = {name: 0.0 for name in METRIC_NAMES}
    if count == 0:
        return sums, 0
    ratio = torch.maximum(p / g, g / p)
    sums["abs_rel"] = float((torch.abs(p - g) / g).sum())
    sums["sq_rel"] = float(((p - g) ** 2 / g).sum())
    sums["rmse"] = float(((p - g) ** 2).sum())
    sums["rmse_log"] = float(((torch.log(p) - torch.log(g)) ** 2).sum())
    sums["d1"] = float((ratio < 1.25).double().sum())
    sums["d2"] = float((ratio < 1.25 ** 2).double().sum())
    sums["d3"] = float((ratio < 1.25 ** 3).double().sum())
    return sums, count


class DepthMetricAccumulator:
    """Accumulates pixel-pooled sums over a whole split; rmse terms are rooted at the end."""

    def __init__(self, min_depth=1e-3, max_depth=80.0):
        self.min_depth = min_depth
        self.max_depth = max_depth
        self.reset()

    def reset(self):
        self.sums = {name: 0.0 for name in METRIC_NAMES}
        self.count = 0

    @torch.no_grad()
    def update(self, pred, gt):
        sums, count = compute_depth_errors(pred, gt, self.min_depth, self.max_depth)
        for k, v in sums.items():
            self.sums[k] += v
        self.count += count

    def compute(self):
        n = max(self.count, 1)
        out = {k: v / n for k, v in self.sums.items()}
        out["rmse"] = out["rmse"] ** 0.5
        out["rmse_log"] = out["rmse_log"] ** 0.5
        return out
