"""Simulated recording: a slowly varying stimulus drives a population of linear-nonlinear-Poisson
neurons. Baseline firing rates span two orders of magnitude, as in real calcium-imaging data
(some neurons fire on almost every frame, some only occasionally)."""
import torch
from torch.utils.data import Dataset


def simulate_recording(n_frames, n_neurons=48, n_features=24, lag=8, seed=0):
    g = torch.Generator().manual_seed(seed)
    # temporally smooth stimulus (AR(1) per feature)
    noise = torch.randn(n_frames, n_features, generator=g)
    stim = torch.empty_like(noise)
    stim[0] = noise[0]
    for t in range(1, n_frames):
        stim[t] = 0.8 * stim[t - 1] + 0.6 * noise[t]
    # temporal-spatial receptive fields, tuned so that responses are mostly stimulus driven
    rf = torch.randn(n_neurons, lag, n_features, generator=g)
    rf = rf * torch.exp(-torch.arange(lag).float() / 3.0).view(1, lag, 1)
    rf = rf / rf.flatten(1).norm(dim=1).view(-1, 1, 1)
    log_base = torch.linspace(0.7, -2.6, n_neurons)            # ~2 spikes/frame ... ~0.07
    windows = stim.unfold(0, lag, 1).permute(0, 2, 1)          # (n_frames - lag + 1, lag, F)
    drive = torch.einsum("tlf,nlf->tn", windows, rf)
    rate = torch.exp(log_base + 0.9 * drive)
    spikes = torch.poisson(rate, generator=g)
    return windows.contiguous(), spikes


class ResponseWindows(Dataset):
    """(stimulus history window, spike counts at the window's last frame)."""

    def __init__(self, windows, spikes):
        self.windows, self.spikes = windows, spikes

    def __len__(self):
        return len(self.spikes)

    def __getitem__(self, i):
        return self.windows[i], self.spikes[i]


def chronological_split(windows, spikes, val_fraction=0.2):
    n_val = int(len(spikes) * val_fraction)
    cut = len(spikes) - n_val
    return (ResponseWindows(windows[:cut], spikes[:cut]),
            ResponseWindows(windows[cut:], spikes[cut:]))
