import math

import torch


def _mel(f):
    return 1127.0 * math.log(1.0 + f / 700.0)


def mel_banks(n_mels, n_fft, sample_rate, low=20.0, high=None):
    high = high or sample_rate / 2
    mel_pts = torch.linspace(_mel(low), _mel(high), n_mels + 2)
    hz_pts = 700.0 * (torch.exp(mel_pts / 1127.0) - 1.0)
    fft_freqs = torch.linspace(0, sample_rate / 2, n_fft // 2 + 1)
    left, center, right = hz_pts[:-2, None], hz_pts[1:-1, None], hz_pts[2:, None]
    up = (fft_freqs - left) / (center - left)
    down = (right - fft_freqs) / (right - center)
    return torch.clamp(torch.minimum(up, down), min=0.0)  # (n_mels, n_freqs)


def log_mel_fbank(wave, sample_rate=16000, n_mels=40, win_ms=25.0, hop_ms=10.0, preemph=0.97):
    """Kaldi-like log mel filterbank. wave: (N,) float -> (frames, n_mels)."""
    wave = torch.cat([wave[:1], wave[1:] - preemph * wave[:-1]])
    win = int(sample_rate * win_ms / 1000)
    hop = int(sample_rate * hop_ms / 1000)
    n_fft = 1 << (win - 1).bit_length()
    spec = torch.stft(wave, n_fft, hop, win, window=torch.hamming_window(win), center=False, return_complex=True)
    power = spec.abs() ** 2
    fb = mel_banks(n_mels, n_fft, sample_rate)
    return torch.log(torch.clamp(fb @ power, min=1e-10)).T
