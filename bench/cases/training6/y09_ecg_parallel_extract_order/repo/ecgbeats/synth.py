"""Synthetic single-lead ECG records with beat annotations (stand-in for the database reader)."""
import math

import torch

FS = 360


def _beat_template(kind, n):
    t = torch.linspace(-0.36, 0.64, n)
    g = lambda mu, sd, a: a * torch.exp(-((t - mu) / sd) ** 2)  # noqa: E731
    p = g(-0.2, 0.025, 0.12)
    tw = g(0.25, 0.06, 0.3)
    if kind == 0:    # normal
        qrs = g(0.0, 0.012, 1.0) - g(-0.03, 0.01, 0.15) - g(0.03, 0.012, 0.25)
    elif kind == 1:  # supraventricular: early, abnormal P
        qrs = g(0.0, 0.012, 0.95) - g(0.03, 0.012, 0.2)
        p = g(-0.15, 0.02, -0.1)
    elif kind == 2:  # ventricular: wide QRS, no P, inverted T
        qrs = g(0.0, 0.04, 1.3) - g(0.07, 0.04, 0.5)
        p = torch.zeros_like(t)
        tw = -1.2 * tw
    else:            # fusion
        qrs = g(0.0, 0.025, 1.1) - g(0.05, 0.03, 0.35)
    return p + qrs + tw


def make_record(record_id, seed, minutes_range=(1.0, 12.0)):
    g = torch.Generator().manual_seed(seed)
    minutes = minutes_range[0] + (minutes_range[1] - minutes_range[0]) * float(torch.rand(1, generator=g))
    n = int(minutes * 60 * FS)
    hr = 55 + 40 * float(torch.rand(1, generator=g))
    rr = 60.0 / hr
    signal = torch.zeros(n)
    peaks, kinds = [], []
    pos = int(0.8 * FS)
    probs = torch.tensor([0.8, 0.07, 0.1, 0.03])
    win = int(FS * 1.0)
    templates = [_beat_template(k, win) for k in range(4)]
    while pos + win < n:
        k = int(torch.multinomial(probs, 1, generator=g))
        start = pos - int(0.36 * FS)
        signal[start:start + win] += templates[k] * (0.9 + 0.2 * float(torch.rand(1, generator=g)))
        peaks.append(pos)
        kinds.append(k)
        step = rr * (0.75 if k in (1, 2) else 1.0) * (0.95 + 0.1 * float(torch.rand(1, generator=g)))
        pos += int(step * FS)
    t = torch.arange(n) / FS
    baseline = 0.3 * torch.sin(2 * math.pi * 0.25 * t + float(torch.rand(1, generator=g)) * 6)
    mains = 0.05 * torch.sin(2 * math.pi * 60 * t)
    signal = signal + baseline + mains + 0.35 * torch.randn(n, generator=g)
    adc = (signal * 200).round().to(torch.int16)   # 200 ADC units / mV
    return {"record_id": record_id, "fs": FS, "adc": adc, "gain": 200.0,
            "peaks": torch.tensor(peaks), "labels": torch.tensor(kinds)}


def make_database(n_records=200, seed=0):
    return [make_record(f"r{i:04d}", seed * 100003 + i) for i in range(n_records)]
