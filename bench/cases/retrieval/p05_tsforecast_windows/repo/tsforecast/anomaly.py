"""Residual-based anomaly flags on top of any one-step forecaster."""
import torch


def residual_zscores(forecaster, series, input_len):
    preds = []
    for t in range(input_len, len(series)):
        with torch.no_grad():
            preds.append(forecaster(series[t - input_len:t].unsqueeze(0))[0, 0])
    preds = torch.stack(preds)
    resid = series[input_len:] - preds
    z = (resid - resid.mean()) / resid.std().clamp(min=1e-8)
    return z


def flag_anomalies(z, threshold=3.0, min_gap=1):
    idx = (z.abs() > threshold).nonzero().flatten().tolist()
    merged = []
    for i in idx:
        if merged and i - merged[-1][1] <= min_gap:
            merged[-1][1] = i
        else:
            merged.append([i, i])
    return [tuple(m) for m in merged]
