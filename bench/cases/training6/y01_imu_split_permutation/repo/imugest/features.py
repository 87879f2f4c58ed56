"""Per-channel standardisation fitted on the training windows."""
import torch


class ChannelScaler:
    def __init__(self, eps=1e-6):
        self.eps = eps
        self.mean = None
        self.std = None

    def fit(self, x):
        # x: (N, C, T); statistics over windows and time
        self.mean = x.mean(dim=(0, 2), keepdim=True)
        self.std = x.std(dim=(0, 2), keepdim=True)
        return self

    def transform(self, x):
        if self.mean is None:
            raise RuntimeError("ChannelScaler.fit must be called first")
        return (x - self.mean) / (self.std + self.eps)

    def fit_transform(self, x):
        return self.fit(x).transform(x)

    def state_dict(self):
        return {"mean": self.mean, "std": self.std, "eps": self.eps}
