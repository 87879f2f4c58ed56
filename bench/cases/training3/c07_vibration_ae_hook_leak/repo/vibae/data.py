"""Synthetic bearing-vibration spectra (log-magnitude, 256 bins). Healthy machines only for training;
the anomaly set adds fault harmonics."""
import torch

N_BINS = 256


def make_spectra(n, faulty=False, seed=0):
    g = torch.Generator().manual_seed(seed)
    f = torch.linspace(0, 1, N_BINS)
    rpm = 0.08 + 0.04 * torch.rand(n, 1, generator=g)
    spec = torch.zeros(n, N_BINS)
    for h in range(1, 6):                         # shaft harmonics
        spec += (1.0 / h) * torch.exp(-((f - h * rpm) ** 2) / 2e-4)
    spec += 0.3 * torch.exp(-f / 0.3)             # 1/f floor
    if faulty:                                    # outer-race defect frequency and sidebands
        bpfo = 3.57 * rpm
        spec += 0.4 * torch.exp(-((f - bpfo) ** 2) / 1e-4) + 0.2 * torch.exp(-((f - bpfo - rpm) ** 2) / 1e-4)
    spec = torch.log1p(spec * (1 + 0.1 * torch.randn(n, N_BINS, generator=g)).abs())
    return spec
