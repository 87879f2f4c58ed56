"""Per-task standardisation of regression targets (NaN-aware)."""
import torch


class TargetNormalizer:
    def __init__(self, mean=None, std=None):
        self.mean = mean
        self.std = std

    def fit(self, ys):
        """ys: (N, T) with NaN for missing labels."""
        mask = ~torch.isnan(ys)
        filled = torch.where(mask, ys, torch.zeros_like(ys))
        count = mask.sum(0).clamp(min=1)
        self.mean = filled.sum(0) / count
        var = (torch.where(mask, ys - self.mean, torch.zeros_like(ys)) ** 2).sum(0) / count
        self.std = var.sqrt().clamp(min=1e-6)
        return self

    def transform(self, y):
        return (y - self.mean) / self.std

    def inverse(self, y):
        return y * self.std + self.mean

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, state):
        self.mean, self.std = state["mean"], state["std"]
