"""Waveform -> log-mel features, and mean normalisation."""
import math

import torch


def mel_filterbank(n_mels, n_fft, sample_rate):
    def hz_to_mel(f):
        return 2595.0 * math.log10(1.0 + f / 700.0)

    def mel_to_hz(m):
        return 700.0 * (10 ** (m / 2595.0) - 1.0)

    n_freqs = n_fft // 2 + 1
    mels = torch.linspace(hz_to_mel(20.0), hz_to_mel(sample_rate / 2), n_mels + 2)
    hz = torch.tensor([mel_to_hz(m.item()) for m in mels])
    bins = torch.linspace(0, sample_rate / 2, n_freqs)
    fb = torch.zeros(n_mels, n_freqs)
    for i in range(n_mels):
        lo, mid, hi = hz[i], hz[i + 1], hz[i + 2]
        up = (bins - lo) / (mid - lo)
        down = (hi - bins) / (hi - mid)
        fb[i] = torch.clamp(torch.minimum(up, down), min=0.0)
    return fb


class LogMel:
    def __init__(self, n_mels=40, n_fft=512, hop=160, win=400, sample_rate=16000):
        self.n_fft, self.hop, self.win = n_fft, hop, win
        self.fb = mel_filterbank(n_mels, n_fft, sample_rate)
        self.window = torch.hamming_window(win)

    def __call__(self, wav):
        spec = torch.stft(wav, self.n_fft, self.hop, self.win, self.window, return_complex=True)
        power = spec.abs() ** 2  # (F, T)
        return torch.log(self.fb @ power + 1e-6).transpose(0, 1)  # (T, n_mels)


def apply_cmvn(feats, norm_var=False):
    """Per-utterance mean (and optionally variance) normalisation over time."""
    out = feats - feats.mean(dim=0, keepdim=True)
    if norm_var:
        out = out / feats.std(dim=0, keepdim=True).clamp(min=1e-5)
    return out
