import torch


def mae(pred, target):
    return (pred - target).abs().mean().item()


def rmse(pred, target):
    return ((pred - target) ** 2).mean().sqrt().item()


def mape(pred, target, eps=1e-8):
    return (100 * ((pred - target).abs() / target.abs().clamp(min=eps))).mean().item()


def smape(pred, target, eps=1e-8):
    denom = (pred.abs() + target.abs()).clamp(min=eps)
    return (200 * (pred - target).abs() / denom).mean().item()


def mase(pred, target, insample, period=1):
    """Mean absolute scaled error: MAE divided by the in-sample (seasonal) naive MAE."""
    scale = (insample[period:] - insample[:-period]).abs().mean().clamp(min=1e-8)
    return ((pred - target).abs().mean() / scale).item()


def all_metrics(pred, target, insample=None):
    out = {"mae": mae(pred, target), "rmse": rmse(pred, target), "smape": smape(pred, target)}
    if insample is not None:
        out["mase"] = mase(pred, target, insample)
    return out


def coverage(lower, upper, target):
    return ((target >= lower) & (target <= upper)).float().mean().item()
