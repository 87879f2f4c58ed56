"""Score post-processing and alternative threshold rules."""
import math

import torch


def ewma(scores, alpha=0.3):
    out = torch.empty_like(scores)
    acc = float(scores[0]) if scores.numel() else 0.0
    for i, s in enumerate(scores.tolist()):
        acc = alpha * s + (1 - alpha) * acc
        out[i] = acc
    return out


def pot_threshold(scores, risk=1e-3, init_quantile=0.98):
    """Peaks-over-threshold (SPOT initialisation step): fit a generalised Pareto distribution to the
    excesses over a high empirical quantile with the method of moments, then extrapolate to `risk`."""
    scores = scores.double().flatten()
    t = float(torch.quantile(scores, init_quantile))
    excess = scores[scores > t] - t
    n, n_t = scores.numel(), excess.numel()
    if n_t < 10:
        return float(torch.quantile(scores, 1 - risk))
    mean, var = float(excess.mean()), float(excess.var())
    xi = 0.5 * (1 - mean ** 2 / var)
    sigma = 0.5 * mean * (mean ** 2 / var + 1)
    ratio = risk * n / n_t
    if abs(xi) < 1e-6:
        return t - sigma * math.log(ratio)
    return t + sigma / xi * (ratio ** (-xi) - 1)


def k_sigma_threshold(scores, k=3.0):
    scores = scores.double()
    return float(scores.mean() + k * scores.std())
