from __future__ import annotations

import math

import torch
import torch.nn as nn


def _hz_to_mel(f: float) -> float:
    return 2595.0 * math.log10(1.0 + f / 700.0)


def mel_filterbank(n_fft: int, n_mels: int, sample_rate: int, fmin: float = 0.0, fmax: float | None = None) -> torch.Tensor:
    fmax = fmax or sample_rate / 2
    n_freqs = n_fft // 2 + 1
    mels = torch.linspace(_hz_to_mel(fmin), _hz_to_mel(fmax), n_mels + 2)
    hz = 700.0 * (10.0 ** (mels / 2595.0) - 1.0)
    bins = torch.linspace(0, sample_rate / 2, n_freqs)
    fb = torch.zeros(n_mels, n_freqs)
    for i in range(n_mels):
        lo, mid, hi = hz[i], hz[i + 1], hz[i + 2]
        rising = (bins - lo) / (mid - lo)
        falling = (hi - bins) / (hi - mid)
        fb[i] = torch.clamp(torch.minimum(rising, falling), min=0.0)
    return fb


class LogMelSpectrogram(nn.Module):
    """waveform (B, N) -> log-mel (B, n_mels, frames) in dB."""

    def __init__(self, sample_rate=16000, n_fft=512, hop_length=320, n_mels=64, fmin=50.0, fmax=None, top_db=80.0):
        super().__init__()
        self.n_fft = n_fft
        self.hop_length = hop_length
        self.top_db = top_db
        self.register_buffer("window", torch.hann_window(n_fft), persistent=False)
        self.register_buffer("fb", mel_filterbank(n_fft, n_mels, sample_rate, fmin, fmax), persistent=False)

    def forward(self, wav: torch.Tensor) -> torch.Tensor:
        spec = torch.stft(wav, self.n_fft, self.hop_length, window=self.window, return_complex=True)
        mel = torch.matmul(self.fb, spec.abs().pow(2))
        db = 10.0 * torch.log10(mel.clamp(min=1e-10))
        if self.top_db is not None:
            floor = db.amax(dim=(-2, -1), keepdim=True) - self.top_db
            db = torch.maximum(db, floor)
        return db
