"""Plant sensor simulator: periodic duty cycles, slow drift, noise, a few anomalies,
and the occasional frozen sensor (the PLC keeps repeating the last value)."""
import math

import torch


def _duty_cycle(t, period):
    return 0.5 + 0.5 * torch.tanh(4 * torch.sin(2 * math.pi * t / period))


def simulate_plant(n_samples, channels, anomaly_rate, seed):
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(n_samples, dtype=torch.float32)
    duty = _duty_cycle(t, 600.0)
    drift = torch.cumsum(0.002 * torch.randn(n_samples, generator=g), 0)
    base = {
        "vibration": 0.8 * duty * torch.sin(2 * math.pi * t / 7.3) + 0.1 * torch.randn(n_samples, generator=g),
        "temperature": 40 + 12 * duty + drift + 0.2 * torch.randn(n_samples, generator=g),
        "pressure": 3.0 + 1.2 * duty + 0.05 * torch.randn(n_samples, generator=g),
        "flow": 110 * duty + 2.0 * torch.randn(n_samples, generator=g),
    }
    x = torch.stack([base[c] for c in channels])            # (C, N)
    labels = torch.zeros(n_samples, dtype=torch.bool)

    # point / short anomalies
    n_anom = max(1, int(anomaly_rate * n_samples / 50))
    starts = torch.randint(0, n_samples - 60, (n_anom,), generator=g)
    for s in starts.tolist():
        c = int(torch.randint(0, len(channels), (1,), generator=g))
        x[c, s:s + 50] += 4 * x[c].std() * torch.sin(torch.linspace(0, math.pi, 50))
        labels[s:s + 50] = True

    # frozen sensors: about one per 100k samples, a few hundred samples long
    n_frozen = max(1, n_samples // 100000)
    for _ in range(n_frozen):
        s = int(torch.randint(1000, n_samples - 1000, (1,), generator=g))
        length = int(torch.randint(200, 400, (1,), generator=g))
        c = int(torch.randint(0, len(channels), (1,), generator=g))
        x[c, s:s + length] = x[c, s - 1]
    return x, labels
