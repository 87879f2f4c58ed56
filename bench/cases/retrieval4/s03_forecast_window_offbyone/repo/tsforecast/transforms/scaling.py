import torch


class StandardScaler:
    def __init__(self, eps=1e-8):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, values):
        self.mean = values.mean(dim=0)
        self.std = values.std(dim=0).clamp(min=self.eps)
        return self

    def transform(self, values):
        return (values - self.mean) / self.std

    def inverse_target(self, y, target_idx):
        return y * self.std[target_idx] + self.mean[target_idx]

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}

    def load_state_dict(self, s):
        self.mean, self.std = s["mean"], s["std"]


class MinMaxScaler:
    def __init__(self):
        self.lo = None
        self.hi = None

    def fit(self, values):
        self.lo = values.min(dim=0).values
        self.hi = values.max(dim=0).values
        return self

    def transform(self, values):
        return (values - self.lo) / (self.hi - self.lo).clamp(min=1e-8)

    def inverse_target(self, y, target_idx):
        return y * (self.hi[target_idx] - self.lo[target_idx]) + self.lo[target_idx]

    def state_dict(self):
        return {"lo": self.lo, "hi": self.hi}

    def load_state_dict(self, s):
        self.lo, self.hi = s["lo"], s["hi"]


def build_scaler(name):
    return {"standard": StandardScaler, "minmax": MinMaxScaler}[name]()
