"""Simulated per-minute router counters (daily seasonality + correlated counter groups)."""
import math

import torch

N_COUNTERS = 64


def _minutes(n, g):
    return torch.randint(0, 7 * 24 * 60, (n,), generator=g).float()


def simulate_telemetry(n_train=200_000, n_val=20_000, seed=0, anomaly_rate=0.01):
    g = torch.Generator().manual_seed(seed)
    gw = torch.Generator().manual_seed(7)
    mixing = torch.randn(8, N_COUNTERS, generator=gw) / 8 ** 0.5

    def make(n, with_anomalies):
        t = _minutes(n, g)
        day = 2 * math.pi * t / (24 * 60)
        latent = torch.stack([torch.sin(day), torch.cos(day), torch.sin(2 * day), torch.cos(2 * day)], 1)
        latent = torch.cat([latent, 0.5 * torch.randn(n, 4, generator=g)], 1)
        x = latent @ mixing + 0.1 * torch.randn(n, N_COUNTERS, generator=g)
        labels = torch.zeros(n, dtype=torch.long)
        if with_anomalies:
            bad = torch.rand(n, generator=g) < anomaly_rate
            x[bad] += 0.3 * torch.randn(int(bad.sum()), N_COUNTERS, generator=g)
            labels[bad] = 1
        return x, labels

    return make(n_train, False), make(n_val, True)
