import torch


class IdentityScaler:
    def fit(self, x):
        return self

    def transform(self, x):
        return x

    def inverse_transform(self, x, cols=None):
        return x

    def state_dict(self):
        return {}

    def load_state_dict(self, state):
        pass


class StandardScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        self.mean = x.mean(dim=0)
        self.std = x.std(dim=0).clamp(min=self.eps)
        return self

    def transform(self, x):
        return (x - self.mean.to(x)) / self.std.to(x)

    def inverse_transform(self, x, cols=None):
        """Undo transform. If x holds a subset of the fitted columns, pass their indices in cols;
        otherwise the first x.shape[-1] columns are assumed."""
        if cols is None:
            cols = list(range(x.shape[-1]))
        return x * self.std[cols].to(x) + self.mean[cols].to(x)

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, state):
        self.mean, self.std = state["mean"], state["std"]


class MinMaxScaler:
    def __init__(self, feature_range=(0.0, 1.0)):
        self.lo, self.hi = feature_range
        self.min = None
        self.scale = None

    def fit(self, x):
        self.min = x.min(dim=0).values
        rng = x.max(dim=0).values - self.min
        self.scale = torch.where(rng > 0, rng, torch.ones_like(rng))
        return self

    def transform(self, x):
        return (x - self.min.to(x)) / self.scale.to(x) * (self.hi - self.lo) + self.lo

    def inverse_transform(self, x, cols=None):
        if cols is None:
            cols = list(range(x.shape[-1]))
        return (x - self.lo) / (self.hi - self.lo) * self.scale[cols].to(x) + self.min[cols].to(x)

    def state_dict(self):
        return {"min": self.min, "scale": self.scale}

    def load_state_dict(self, state):
        self.min, self.scale = state["min"], state["scale"]
