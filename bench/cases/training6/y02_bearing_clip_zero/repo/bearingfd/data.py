"""Simulated test-rig spectra."""
import math

import torch
from torch.utils.data import TensorDataset

# characteristic fault frequencies as multiples of the shaft frequency (6205 bearing)
FAULT_ORDERS = {1: 5.415, 2: 3.585, 3: 2.357}
FS = 12000.0


def simulate_rig(n, n_bins=512, snr_db=6.0, rpm_range=(1200, 1800), seed=0):
    """Return (log-spectra (n, 1, n_bins), labels (n,)) with balanced classes."""
    g = torch.Generator().manual_seed(seed)
    freqs = torch.linspace(0, FS / 2, n_bins)
    labels = torch.arange(n) % 4
    labels = labels[torch.randperm(n, generator=g)]
    rpm = rpm_range[0] + (rpm_range[1] - rpm_range[0]) * torch.rand(n, generator=g)
    shaft = rpm / 60.0
    width = 8.0
    spec = torch.zeros(n, n_bins)
    # shaft harmonics are present in every class
    for h in (1, 2, 3):
        spec += 0.6 / h * torch.exp(-((freqs[None] - h * shaft[:, None]) / width) ** 2)
    # resonance band of the housing
    spec += 0.3 * torch.exp(-((freqs[None] - 3200.0) / 400.0) ** 2)
    for cls, order in FAULT_ORDERS.items():
        m = labels == cls
        if not m.any():
            continue
        f0 = order * shaft[m]
        for h in (1, 2, 3, 4):
            spec[m] += 1.0 / h * torch.exp(-((freqs[None] - h * f0[:, None]) / width) ** 2)
    noise_amp = 10 ** (-snr_db / 20)
    spec = spec + noise_amp * torch.rand(n, n_bins, generator=g)
    x = torch.log1p(10.0 * spec).unsqueeze(1)
    return x.float(), labels.long()


def make_datasets(cfg_data, seed):
    x_tr, y_tr = simulate_rig(cfg_data["n_train"], cfg_data["n_bins"], cfg_data["snr_db"],
                              tuple(cfg_data["rpm_range"]), seed=seed)
    x_va, y_va = simulate_rig(cfg_data["n_val"], cfg_data["n_bins"], cfg_data["snr_db"],
                              tuple(cfg_data["rpm_range"]), seed=seed + 1)
    mean, std = x_tr.mean(), x_tr.std()
    return TensorDataset((x_tr - mean) / std, y_tr), TensorDataset((x_va - mean) / std, y_va)
