import math

import torch


def make_series(channels=4, length=10000, anomaly_rate=0.01, seed=0, anomalies_from=0.0):
    """Correlated sinusoids + noise. Returns (values (T, C), labels (T,)).

    Anomalies (spikes, level shifts, frozen sensor) are injected only after `anomalies_from * length`.
    """
    g = torch.Generator().manual_seed(seed)
    t = torch.arange(length, dtype=torch.float32)
    periods = 50 + 150 * torch.rand(channels, generator=g)
    phases = 2 * math.pi * torch.rand(channels, generator=g)
    base = torch.sin(2 * math.pi * t[:, None] / periods + phases)
    mix = torch.eye(channels) + 0.3 * torch.randn(channels, channels, generator=g)
    x = base @ mix + 0.1 * torch.randn(length, channels, generator=g)
    labels = torch.zeros(length, dtype=torch.long)
    start = int(anomalies_from * length)
    n_events = max(1, int(anomaly_rate * (length - start) / 8))
    for _ in range(n_events):
        kind = int(torch.randint(0, 3, (1,), generator=g))
        pos = int(torch.randint(start, length - 40, (1,), generator=g))
        ch = int(torch.randint(0, channels, (1,), generator=g))
        dur = int(torch.randint(5, 30, (1,), generator=g))
        if kind == 0:
            x[pos, ch] += 6.0 * (1 if torch.rand(1, generator=g) > 0.5 else -1)
            dur = 1
        elif kind == 1:
            x[pos : pos + dur, ch] += 2.5
        else:
            x[pos : pos + dur, ch] = x[pos, ch]
        labels[pos : pos + dur] = 1
    return x, labels
