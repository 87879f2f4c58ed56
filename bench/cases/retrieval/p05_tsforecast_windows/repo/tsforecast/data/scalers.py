import torch


class StandardScaler:
    def fit(self, x):
        self.mean = x.mean()
        self.std = x.std().clamp(min=1e-8)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std

    def inverse_transform(self, x):
        return x * self.std + self.mean

    def fit_transform(self, x):
        return self.fit(x).transform(x)


class MinMaxScaler:
    def __init__(self, low=0.0, high=1.0):
        self.low, self.high = low, high

    def fit(self, x):
        self.min = x.min()
        self.max = x.max()
        return self

    def transform(self, x):
        scale = (self.max - self.min).clamp(min=1e-8)
        return self.low + (x - self.min) / scale * (self.high - self.low)

    def inverse_transform(self, x):
        scale = (self.max - self.min).clamp(min=1e-8)
        return self.min + (x - self.low) / (self.high - self.low) * scale

    def fit_transform(self, x):
        return self.fit(x).transform(x)


class RevIN(torch.nn.Module):
    """Reversible instance normalisation of each input window (Kim et al., 2022)."""

    def __init__(self, eps=1e-5):
        super().__init__()
        self.eps = eps

    def normalize(self, x):
        self.mu = x.mean(dim=1, keepdim=True).detach()
        self.sigma = (x.var(dim=1, keepdim=True, unbiased=False) + self.eps).sqrt().detach()
        return (x - self.mu) / self.sigma

    def denormalize(self, y):
        return y * self.sigma + self.mu
