import torch


class Standardizer:
    """Column-wise z-scoring; fit on the training split only."""

    def __init__(self, eps=1e-6):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean(0, keepdim=True)
        self.std = x.std(0, keepdim=True).clamp(min=self.eps)
        return self

    def transform(self, x):
        if self.mean is None:
            raise RuntimeError("Standardizer.transform called before fit")
        return (x - self.mean) / self.std

    def fit_transform(self, x):
        return self.fit(x).transform(x)

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, state):
        self.mean, self.std = state["mean"], state["std"]


def clip_durations(durations, max_time=None):
    """Administrative censoring at ``max_time``: returns (durations, event_mask_multiplier)."""
    if max_time is None:
        return durations, torch.ones_like(durations, dtype=torch.bool)
    return durations.clamp(max=max_time), durations <= max_time
