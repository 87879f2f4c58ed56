import numpy as np


def mae(pred, target):
    return float(np.abs(pred - target).mean())


def rmse(pred, target):
    return float(np.sqrt(((pred - target) ** 2).mean()))


def mape(pred, target, eps=1e-6):
    return float((np.abs(pred - target) / np.maximum(np.abs(target), eps)).mean() * 100)


def smape(pred, target, eps=1e-6):
    denom = np.maximum(np.abs(pred) + np.abs(target), eps)
    return float((2 * np.abs(pred - target) / denom).mean() * 100)


METRICS = {"mae": mae, "rmse": rmse, "mape": mape, "smape": smape}
