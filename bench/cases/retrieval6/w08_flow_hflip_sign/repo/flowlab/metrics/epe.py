import torch


def epe(pred, target):
    """Mean end-point error over all pixels of the batch."""
    return (pred - target).pow(2).sum(dim=1).sqrt().mean()


def outlier_rate(pred, target, thresh=3.0, rel=0.05):
    """KITTI-style Fl: EPE > thresh px and > rel * |gt|."""
    err = (pred - target).pow(2).sum(dim=1).sqrt()
    mag = target.pow(2).sum(dim=1).sqrt()
    return ((err > thresh) & (err > rel * mag)).float().mean()


class FlowMetrics:
    """Accumulates pixel-weighted EPE, per-component errors and thresholds."""

    def __init__(self, thresholds=(1.0, 3.0)):
        self.thresholds = tuple(thresholds)
        self.reset()

    def reset(self):
        self.n_pix = 0
        self.sum_epe = 0.0
        self.sum_u = 0.0
        self.sum_v = 0.0
        self.hits = {t: 0.0 for t in self.thresholds}

    @torch.no_grad()
    def update(self, pred, target):
        diff = pred - target
        err = diff.pow(2).sum(dim=1).sqrt()
        n = err.numel()
        self.n_pix += n
        self.sum_epe += err.sum().item()
        self.sum_u += diff[:, 0].abs().sum().item()
        self.sum_v += diff[:, 1].abs().sum().item()
        for t in self.thresholds:
            self.hits[t] += (err < t).float().sum().item()

    def compute(self):
        n = max(self.n_pix, 1)
        out = {"EPE": self.sum_epe / n, "err_u": self.sum_u / n, "err_v": self.sum_v / n}
        for t in self.thresholds:
            out[f"{t:g}px"] = self.hits[t] / n
        return out
