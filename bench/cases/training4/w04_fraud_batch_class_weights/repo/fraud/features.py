import torch


class StandardScaler:
    def fit(self, x):
        self.mean = x.mean(0)
        self.std = x.std(0).clamp(min=1e-6)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std
