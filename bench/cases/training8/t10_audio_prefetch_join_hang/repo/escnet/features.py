import math

import torch


def hz_to_mel(f):
    return 2595.0 * math.log10(1.0 + f / 700.0)


def mel_filterbank(n_mels, n_fft, sr):
    n_freqs = n_fft // 2 + 1
    mels = torch.linspace(hz_to_mel(0.0), hz_to_mel(sr / 2), n_mels + 2)
    hz = 700.0 * (10 ** (mels / 2595.0) - 1.0)
    bins = torch.linspace(0, sr / 2, n_freqs)
    fb = torch.zeros(n_mels, n_freqs)
    for m in range(1, n_mels + 1):
        lo, c, hi = hz[m - 1], hz[m], hz[m + 1]
        up = (bins - lo) / (c - lo)
        down = (hi - bins) / (hi - c)
        fb[m - 1] = torch.clamp(torch.minimum(up, down), min=0.0)
    return fb


class LogMel:
    def __init__(self, sr=16000, n_fft=512, hop_length=160, n_mels=40):
        self.n_fft, self.hop = n_fft, hop_length
        self.window = torch.hann_window(n_fft)
        self.fb = mel_filterbank(n_mels, n_fft, sr)

    def __call__(self, wave):
        spec = torch.stft(wave, self.n_fft, self.hop, window=self.window, return_complex=True).abs() ** 2
        return torch.log(self.fb @ spec + 1e-6)
