import math

import torch


def _hz_to_mel(f):
    return 2595.0 * math.log10(1.0 + f / 700.0)


def _mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(n_mels, n_fft, sample_rate, fmin=0.0, fmax=None):
    fmax = fmax or sample_rate / 2
    n_freqs = n_fft // 2 + 1
    mels = torch.linspace(_hz_to_mel(fmin), _hz_to_mel(fmax), n_mels + 2)
    hz = torch.tensor([_mel_to_hz(float(m)) for m in mels])
    bins = torch.linspace(0, sample_rate / 2, n_freqs)
    fb = torch.zeros(n_mels, n_freqs)
    for i in range(n_mels):
        lo, c, hi = hz[i], hz[i + 1], hz[i + 2]
        up = (bins - lo) / (c - lo)
        down = (hi - bins) / (hi - c)
        fb[i] = torch.clamp(torch.minimum(up, down), min=0.0)
    return fb


class LogMelFeaturizer:
    def __init__(self, sample_rate=16000, n_fft=400, hop_length=160, n_mels=80, normalize=True):
        self.n_fft = n_fft
        self.hop = hop_length
        self.window = torch.hann_window(n_fft)
        self.fb = mel_filterbank(n_mels, n_fft, sample_rate)
        self.normalize = normalize

    def __call__(self, wave):
        spec = torch.stft(wave, self.n_fft, self.hop, window=self.window, return_complex=True).abs() ** 2
        mel = torch.log(self.fb @ spec + 1e-6).transpose(0, 1)
        if self.normalize:
            mel = (mel - mel.mean(dim=0)) / (mel.std(dim=0) + 1e-5)
        return mel
