import torch


def rmse(pred, y):
    return ((pred - y) ** 2).mean().sqrt().item()


def mae(pred, y):
    return (pred - y).abs().mean().item()


def r2(pred, y):
    ss_res = ((y - pred) ** 2).sum()
    ss_tot = ((y - y.mean()) ** 2).sum().clamp(min=1e-12)
    return (1 - ss_res / ss_tot).item()


def mape(pred, y, eps=1e-8):
    return (100 * ((pred - y).abs() / y.abs().clamp(min=eps))).mean().item()


def regression_report(pred, y):
    return {"rmse": rmse(pred, y), "mae": mae(pred, y), "r2": r2(pred, y)}


def quantile_coverage(lower, upper, y):
    """Fraction of targets inside [lower, upper] (for prediction intervals)."""
    return ((y >= lower) & (y <= upper)).float().mean().item()


def pinball(pred, y, q=0.5):
    err = y - pred
    return torch.maximum(q * err, (q - 1) * err).mean().item()


def residual_summary(pred, y):
    r = y - pred
    qs = torch.quantile(r, torch.tensor([0.05, 0.25, 0.5, 0.75, 0.95]))
    return {"mean": r.mean().item(), "std": r.std().item(),
            **{f"q{int(100 * q)}": v for q, v in zip([0.05, 0.25, 0.5, 0.75, 0.95], qs.tolist())}}


def adjusted_r2(pred, y, n_features):
    n = len(y)
    base = r2(pred, y)
    return 1 - (1 - base) * (n - 1) / max(1, n - n_features - 1)


def explained_variance(pred, y):
    return (1 - (y - pred).var() / y.var().clamp(min=1e-12)).item()
