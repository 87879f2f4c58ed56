"""Regression metrics over non-missing labels."""
import torch


def _valid(pred, target):
    mask = ~torch.isnan(target)
    return pred[mask], target[mask]


def rmse(pred, target):
    p, t = _valid(pred, target)
    return torch.sqrt(((p - t) ** 2).mean()).item()


def mae(pred, target):
    p, t = _valid(pred, target)
    return (p - t).abs().mean().item()


def r2_score(pred, target):
    p, t = _valid(pred, target)
    ss_res = ((t - p) ** 2).sum()
    ss_tot = ((t - t.mean()) ** 2).sum().clamp(min=1e-12)
    return (1 - ss_res / ss_tot).item()
