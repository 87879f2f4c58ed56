"""Prediction intervals: a quantile MLP and split-conformal intervals around point forecasts."""
import torch
from torch import nn


class QuantileMLP(nn.Module):
    def __init__(self, input_len, horizon, quantiles=(0.1, 0.5, 0.9), hidden=64):
        super().__init__()
        self.horizon = horizon
        self.quantiles = quantiles
        self.net = nn.Sequential(nn.Linear(input_len, hidden), nn.ReLU(),
                                 nn.Linear(hidden, horizon * len(quantiles)))

    def forward(self, x):
        return self.net(x).view(x.size(0), self.horizon, len(self.quantiles))


def conformal_interval(model, calib_x, calib_y, test_x, alpha=0.1):
    """Symmetric split-conformal interval with (1 - alpha) coverage."""
    with torch.no_grad():
        resid = (model(calib_x) - calib_y).abs()
        n = resid.size(0)
        q_level = min(1.0, (1 - alpha) * (n + 1) / n)
        q = torch.quantile(resid, q_level, dim=0)
        pred = model(test_x)
    return pred - q, pred + q


def interval_score(lower, upper, target, alpha=0.1):
    width = upper - lower
    below = (lower - target).clamp(min=0) * 2 / alpha
    above = (target - upper).clamp(min=0) * 2 / alpha
    return (width + below + above).mean().item()
