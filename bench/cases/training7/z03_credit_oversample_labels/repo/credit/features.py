import torch

from .data import EMPLOYMENT


class Standardizer:
    def fit(self, X):
        self.mean = X.mean(0)
        self.std = X.std(0).clamp_min(1e-6)
        return self

    def transform(self, X):
        return (X - self.mean) / self.std


def build_features(cols, emp):
    numeric = torch.stack([torch.log(cols["income"]), cols["debt_ratio"], cols["utilisation"],
                           torch.log1p(cols["late_payments"]), cols["age"]], dim=1)
    onehot = torch.nn.functional.one_hot(emp, len(EMPLOYMENT)).float()
    return numeric, onehot
