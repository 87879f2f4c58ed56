import math

import torch


def mel_filterbank(n_fft, n_mels, sr, fmin=20.0, fmax=None):
    fmax = fmax or sr / 2
    mel = lambda f: 2595 * math.log10(1 + f / 700)
    inv = lambda m: 700 * (10 ** (m / 2595) - 1)
    pts = torch.tensor([inv(m) for m in torch.linspace(mel(fmin), mel(fmax), n_mels + 2).tolist()])
    bins = torch.fft.rfftfreq(n_fft, 1 / sr)
    fb = torch.zeros(n_mels, len(bins))
    for m in range(n_mels):
        lo, c, hi = pts[m], pts[m + 1], pts[m + 2]
        fb[m] = torch.clamp(torch.minimum((bins - lo) / (c - lo), (hi - bins) / (hi - c)), min=0)
    return fb


class LogMel:
    def __init__(self, sr=16000, n_fft=512, hop=160, n_mels=40):
        self.n_fft, self.hop = n_fft, hop
        self.window = torch.hann_window(n_fft)
        self.fb = mel_filterbank(n_fft, n_mels, sr)

    def __call__(self, wav):
        spec = torch.stft(wav, self.n_fft, self.hop, window=self.window, return_complex=True).abs() ** 2
        return torch.log(self.fb @ spec + 1e-6)  # (n_mels, frames)
