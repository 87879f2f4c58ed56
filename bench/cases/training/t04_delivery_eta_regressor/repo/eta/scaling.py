import torch


class StandardScaler:
    """Column-wise standardisation fitted on the training split."""

    def fit(self, x):
        self.mean = x.mean(0)
        self.std = x.std(0).clamp_min(1e-6)
        return self

    def transform(self, x):
        return (x - self.mean) / self.std

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}


class TargetScaler:
    """The network predicts standardised minutes; this maps back and forth."""

    def fit(self, y):
        self.mean = float(y.mean())
        self.std = float(y.std())
        return self

    def transform(self, y):
        return (y - self.mean) / self.std

    def inverse_transform(self, y_scaled):
        # back to minutes, e.g. for metrics and for the exported predictions
        return y_scaled.detach() * self.std + self.mean

    def state_dict(self):
        return {"mean": self.mean, "std": self.std}
