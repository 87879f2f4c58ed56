"""MFCC-like front-end implemented with torch ops."""
import math

import torch


def hz_to_mel(f):
    return 2595.0 * math.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(n_mels, n_fft, sample_rate, fmin=20.0, fmax=None):
    fmax = fmax or sample_rate / 2
    mels = torch.linspace(hz_to_mel(fmin), hz_to_mel(fmax), n_mels + 2)
    hz = torch.tensor([mel_to_hz(m.item()) for m in mels])
    bins = torch.floor((n_fft + 1) * hz / sample_rate).long()
    fb = torch.zeros(n_mels, n_fft // 2 + 1)
    for i in range(n_mels):
        lo, c, hi = bins[i].item(), bins[i + 1].item(), bins[i + 2].item()
        for j in range(lo, c):
            fb[i, j] = (j - lo) / max(c - lo, 1)
        for j in range(c, hi):
            fb[i, j] = (hi - j) / max(hi - c, 1)
    return fb


def dct_matrix(n_mfcc, n_mels):
    n = torch.arange(n_mels, dtype=torch.float32)
    k = torch.arange(n_mfcc, dtype=torch.float32).unsqueeze(1)
    mat = torch.cos(math.pi / n_mels * (n + 0.5) * k) * math.sqrt(2.0 / n_mels)
    mat[0] /= math.sqrt(2.0)
    return mat


def compute_deltas(feat, width=2):
    """Regression deltas along time. feat: (T, C)."""
    T = feat.shape[0]
    padded = torch.cat([feat[:1].repeat(width, 1), feat, feat[-1:].repeat(width, 1)])
    num = torch.zeros_like(feat)
    for n in range(1, width + 1):
        num += n * (padded[width + n:width + n + T] - padded[width - n:width - n + T])
    return num / (2 * sum(n * n for n in range(1, width + 1)))


class MFCC:
    def __init__(self, sample_rate=8000, n_fft=256, hop=80, n_mels=24, n_mfcc=13,
                 deltas=True):
        self.n_fft, self.hop, self.deltas = n_fft, hop, deltas
        self.window = torch.hann_window(n_fft)
        self.fb = mel_filterbank(n_mels, n_fft, sample_rate)
        self.dct = dct_matrix(n_mfcc, n_mels)

    @property
    def dim(self):
        return self.dct.shape[0] * (3 if self.deltas else 1)

    def __call__(self, wav):
        wav = torch.as_tensor(wav, dtype=torch.float32)
        spec = torch.stft(wav, self.n_fft, self.hop, window=self.window,
                          return_complex=True, center=True)
        power = spec.abs().pow(2)                     # (F, T)
        mel = torch.log(self.fb @ power + 1e-6)       # (M, T)
        mfcc = (self.dct @ mel).transpose(0, 1)       # (T, n_mfcc)
        mfcc = mfcc - mfcc.mean(dim=0, keepdim=True)  # cepstral mean norm
        if self.deltas:
            d1 = compute_deltas(mfcc)
            d2 = compute_deltas(d1)
            mfcc = torch.cat([mfcc, d1, d2], dim=1)
        return mfcc
