"""Target normalisation. Statistics are estimated on the training split only."""
import torch


class TargetNormalizer:
    """Per-target standardisation: (y - mean) / std."""

    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, y):
        y = torch.as_tensor(y, dtype=torch.float32)
        self.mean = y.mean(dim=0)
        self.std = y.std().clamp_min(self.eps)
        return self

    def transform(self, y):
        return (y - self.mean) / self.std

    def inverse_transform(self, y):
        return y * self.std + self.mean

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, state):
        self.mean, self.std = state["mean"], state["std"]


class RobustTargetNormalizer(TargetNormalizer):
    """Median / IQR scaling, less sensitive to outlier molecules."""

    def fit(self, y):
        y = torch.as_tensor(y, dtype=torch.float32)
        self.mean = y.median(dim=0).values
        q = torch.quantile(y, torch.tensor([0.25, 0.75]), dim=0)
        self.std = ((q[1] - q[0]) / 1.349).clamp_min(self.eps)
        return self


class IdentityNormalizer(TargetNormalizer):
    def fit(self, y):
        y = torch.as_tensor(y, dtype=torch.float32)
        self.mean = torch.zeros(y.shape[1])
        self.std = torch.ones(y.shape[1])
        return self


def build_normalizer(kind):
    kinds = {"standard": TargetNormalizer, "robust": RobustTargetNormalizer,
             "none": IdentityNormalizer}
    if kind not in kinds:
        raise ValueError(f"unknown target_norm {kind!r}; choose from {sorted(kinds)}")
    return kinds[kind]()
