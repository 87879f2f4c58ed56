"""Fit-on-train / apply-everywhere preprocessing for numeric and categorical columns."""
import torch


class MedianImputer:
    def fit(self, X):
        self.medians = torch.stack([col[~torch.isnan(col)].median() for col in X.T])
        return self

    def transform(self, X):
        X = X.clone()
        nan = torch.isnan(X)
        X[nan] = self.medians.expand_as(X)[nan]
        return X


class StandardScaler:
    def fit(self, X):
        self.mean = X.mean(0)
        self.std = X.std(0).clamp(min=1e-8)
        return self

    def transform(self, X):
        return (X - self.mean) / self.std

    def inverse_transform(self, X):
        return X * self.std + self.mean


class QuantileTransformer:
    """Map each column to a standard normal through its empirical CDF."""

    def __init__(self, n_quantiles=100):
        self.n = n_quantiles

    def fit(self, X):
        qs = torch.linspace(0, 1, self.n)
        self.quantiles = torch.quantile(X, qs, dim=0)
        return self

    def transform(self, X):
        out = torch.empty_like(X)
        normal = torch.distributions.Normal(0.0, 1.0)
        for j in range(X.shape[1]):
            ranks = torch.searchsorted(self.quantiles[:, j].contiguous(), X[:, j].contiguous())
            p = (ranks.float() / (self.n - 1)).clamp(1e-3, 1 - 1e-3)
            out[:, j] = normal.icdf(p)
        return out


class OneHot:
    def fit(self, cats):
        self.sizes = [int(c.max()) + 1 for c in cats.T]
        return self

    def transform(self, cats):
        parts = [torch.nn.functional.one_hot(c.clamp(max=s - 1), s).float()
                 for c, s in zip(cats.T, self.sizes)]
        return torch.cat(parts, 1)


class TabularPreprocessor:
    def __init__(self, numeric="standard"):
        self.imputer = MedianImputer()
        self.scaler = StandardScaler() if numeric == "standard" else QuantileTransformer()
        self.onehot = OneHot()
        self.y_scaler = StandardScaler()

    def fit(self, X, cats, y):
        Xi = self.imputer.fit(X).transform(X)
        self.scaler.fit(Xi)
        self.onehot.fit(cats)
        self.y_scaler.fit(y[:, None])
        return self

    def transform(self, X, cats, y=None):
        feats = torch.cat([self.scaler.transform(self.imputer.transform(X)),
                           self.onehot.transform(cats)], 1)
        if y is None:
            return feats
        return feats, self.y_scaler.transform(y[:, None])[:, 0]

    def inverse_target(self, y):
        return self.y_scaler.inverse_transform(y[:, None])[:, 0]
