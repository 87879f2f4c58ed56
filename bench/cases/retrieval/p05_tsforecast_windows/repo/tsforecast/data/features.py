"""Hand-made features for tabular forecasters: lags, rolling statistics, calendar encodings."""
import math

import torch


def lag_features(series, lags=(1, 2, 3, 7, 24)):
    """(T, len(lags)) matrix, NaN where the lag reaches before the start."""
    out = torch.full((len(series), len(lags)), float("nan"))
    for j, lag in enumerate(lags):
        out[lag:, j] = series[:-lag]
    return out


def rolling_mean(series, window):
    c = torch.cumsum(torch.cat([torch.zeros(1), series]), 0)
    out = torch.full_like(series, float("nan"))
    out[window - 1:] = (c[window:] - c[:-window]) / window
    return out


def rolling_std(series, window):
    m = rolling_mean(series, window)
    m2 = rolling_mean(series ** 2, window)
    return (m2 - m ** 2).clamp(min=0).sqrt()


def fourier_terms(n, period, order=3, start=0):
    t = torch.arange(start, start + n, dtype=torch.float32)
    cols = []
    for k in range(1, order + 1):
        cols += [torch.sin(2 * math.pi * k * t / period), torch.cos(2 * math.pi * k * t / period)]
    return torch.stack(cols, 1)


def hour_of_day_onehot(n, start_hour=0):
    hours = (torch.arange(n) + start_hour) % 24
    return torch.nn.functional.one_hot(hours, 24).float()


def build_feature_matrix(series, lags=(1, 2, 3, 24), windows=(6, 24), period=24):
    feats = [lag_features(series, lags)]
    feats += [rolling_mean(series, w).unsqueeze(1) for w in windows]
    feats += [rolling_std(series, w).unsqueeze(1) for w in windows]
    feats.append(fourier_terms(len(series), period))
    X = torch.cat(feats, 1)
    valid = ~torch.isnan(X).any(1)
    return X, valid
