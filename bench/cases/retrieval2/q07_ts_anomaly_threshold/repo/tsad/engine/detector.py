import torch
from torch.utils.data import DataLoader

from ..data.windows import windows_to_points
from ..scoring import RunningErrorStats, reconstruction_errors, window_scores


class Detector:
    """Wraps a trained model: scores windows and turns scores into anomaly flags."""

    def __init__(self, model, k_sigma=3.0, score="mean", batch_size=256, device="cpu"):
        self.model = model
        self.k_sigma = k_sigma
        self.score = score
        self.batch_size = batch_size
        self.device = device
        self.stats = RunningErrorStats()
        self.threshold = None

    @torch.no_grad()
    def score_windows(self, dataset):
        self.model.eval()
        scores, starts = [], []
        for x, s in DataLoader(dataset, batch_size=self.batch_size):
            x = x.to(self.device)
            err = reconstruction_errors(x, self.model(x))
            scores.append(window_scores(err, self.score).cpu())
            starts.append(s)
        return torch.cat(scores), torch.cat(starts)

    def calibrate(self, normal_dataset):
        """Fit the threshold on windows from a segment assumed to be anomaly-free."""
        scores, _ = self.score_windows(normal_dataset)
        self.stats.update(scores)
        self.threshold = self.stats.mean + self.k_sigma * self.stats.std
        return {"threshold": self.threshold, "calib_mean": self.stats.mean, "calib_std": self.stats.std,
                "calib_p99": self.stats.quantile(0.99)}

    def point_scores(self, dataset, length):
        scores, starts = self.score_windows(dataset)
        return windows_to_points(scores, starts, dataset.window, length, reduce="mean")

    def predict(self, dataset, length):
        if self.threshold is None:
            raise RuntimeError("call calibrate() before predict()")
        return (self.point_scores(dataset, length) > self.threshold).long()
