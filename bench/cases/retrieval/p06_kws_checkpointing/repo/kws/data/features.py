"""Log-mel spectrogram front-end implemented with torch.stft (no torchaudio dependency)."""
import math

import torch


def hz_to_mel(f):
    return 2595.0 * math.log10(1.0 + f / 700.0)


def mel_to_hz(m):
    return 700.0 * (10 ** (m / 2595.0) - 1.0)


def mel_filterbank(n_mels, n_fft, sample_rate, f_min=20.0, f_max=None):
    f_max = f_max or sample_rate / 2
    n_freqs = n_fft // 2 + 1
    mels = torch.linspace(hz_to_mel(f_min), hz_to_mel(f_max), n_mels + 2)
    hz = torch.tensor([mel_to_hz(m.item()) for m in mels])
    bins = torch.floor((n_fft + 1) * hz / sample_rate).long()
    fb = torch.zeros(n_mels, n_freqs)
    for m in range(1, n_mels + 1):
        lo, c, hi = bins[m - 1].item(), bins[m].item(), bins[m + 1].item()
        for k in range(lo, c):
            fb[m - 1, k] = (k - lo) / max(1, c - lo)
        for k in range(c, hi):
            fb[m - 1, k] = (hi - k) / max(1, hi - c)
    return fb


class LogMel(torch.nn.Module):
    def __init__(self, sample_rate=16000, n_fft=480, hop=160, n_mels=40, eps=1e-6):
        super().__init__()
        self.n_fft, self.hop, self.eps = n_fft, hop, eps
        self.register_buffer("window", torch.hann_window(n_fft), persistent=False)
        self.register_buffer("fb", mel_filterbank(n_mels, n_fft, sample_rate), persistent=False)

    def forward(self, wav):
        spec = torch.stft(wav, self.n_fft, self.hop, window=self.window, return_complex=True)
        power = spec.abs() ** 2
        return torch.log(self.fb @ power + self.eps)


def cmvn(feats, dim=-1, eps=1e-5):
    """Per-utterance cepstral mean and variance normalisation."""
    mean = feats.mean(dim, keepdim=True)
    std = feats.std(dim, keepdim=True)
    return (feats - mean) / (std + eps)


def deltas(feats, width=2):
    """Regression deltas over time (as in HTK): sum_n n * (c[t+n] - c[t-n]) / (2 * sum_n n^2)."""
    t = feats.size(-1)
    padded = torch.nn.functional.pad(feats.unsqueeze(0), (width, width), mode="replicate")[0]
    num = torch.zeros_like(feats)
    for n in range(1, width + 1):
        num += n * (padded[..., width + n:width + n + t] - padded[..., width - n:width - n + t])
    return num / (2 * sum(n * n for n in range(1, width + 1)))


def stack_deltas(feats):
    d1 = deltas(feats)
    return torch.cat([feats, d1, deltas(d1)], dim=-2)
