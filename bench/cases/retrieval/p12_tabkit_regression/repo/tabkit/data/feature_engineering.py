"""Optional engineered features appended to the numeric block before scaling."""
import torch


def ratio_features(X, pairs):
    """x_i / x_j for the given column index pairs (NaN-safe)."""
    cols = []
    for i, j in pairs:
        cols.append(X[:, i] / X[:, j].where(X[:, j].abs() > 1e-8, torch.tensor(float("nan"))))
    return torch.stack(cols, 1) if cols else X.new_zeros(len(X), 0)


def log_features(X, columns):
    return torch.stack([torch.log1p(X[:, c].clamp(min=0)) for c in columns], 1)


def polynomial_features(X, degree=2):
    """Pairwise products (degree 2) of the numeric columns."""
    if degree != 2:
        raise NotImplementedError("only degree 2 is supported")
    n = X.shape[1]
    cols = [X[:, i] * X[:, j] for i in range(n) for j in range(i, n)]
    return torch.stack(cols, 1)


def binned(X, column, edges):
    return torch.bucketize(X[:, column].contiguous(), torch.as_tensor(edges, dtype=X.dtype))


def missing_indicators(X):
    """One 0/1 column per numeric feature that has any missing value."""
    nan = torch.isnan(X)
    keep = nan.any(0)
    return nan[:, keep].float()
