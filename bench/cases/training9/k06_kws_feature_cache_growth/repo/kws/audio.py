"""Synthetic keyword clips and log-mel features (no torchaudio needed)."""
import functools
import math

import torch


def synth_keywords(num_clips, num_keywords, sample_rate=16000, seconds=1.5, noise=0.3, seed=0):
    """Each keyword is a fixed sequence of three tone 'syllables'; clips place one keyword
    at a random onset in background noise."""
    g = torch.Generator().manual_seed(seed)
    proto = torch.Generator().manual_seed(99)
    syllables = 200 + 1600 * torch.rand(num_keywords, 3, generator=proto)   # Hz
    n = int(sample_rate * seconds)
    syl_len = int(0.2 * sample_rate)
    t = torch.arange(syl_len) / sample_rate
    envelope = torch.hann_window(syl_len)
    waves = noise * torch.randn(num_clips, n, generator=g)
    labels = torch.randint(0, num_keywords, (num_clips,), generator=g)
    onsets = torch.randint(int(0.15 * sample_rate), n - 3 * syl_len - int(0.15 * sample_rate),
                           (num_clips,), generator=g)
    for i in range(num_clips):
        pos = int(onsets[i])
        for f in syllables[labels[i]]:
            waves[i, pos:pos + syl_len] += envelope * torch.sin(2 * math.pi * f * t)
            pos += syl_len
    return waves, labels


@functools.lru_cache(maxsize=8)
def mel_filterbank(n_fft, n_mels, sample_rate):
    n_freqs = n_fft // 2 + 1
    hz_to_mel = lambda f: 2595 * math.log10(1 + f / 700)
    mel_to_hz = lambda m: 700 * (10 ** (m / 2595) - 1)
    mels = torch.linspace(hz_to_mel(0), hz_to_mel(sample_rate / 2), n_mels + 2)
    hz = torch.tensor([mel_to_hz(float(m)) for m in mels])
    freqs = torch.linspace(0, sample_rate / 2, n_freqs)
    lower, center, upper = hz[:-2, None], hz[1:-1, None], hz[2:, None]
    up = (freqs - lower) / (center - lower)
    down = (upper - freqs) / (upper - center)
    return torch.clamp(torch.minimum(up, down), min=0)          # (n_mels, n_freqs)


def log_mel_spectrogram(wave, sample_rate=16000, n_fft=400, hop=160, n_mels=40):
    spec = torch.stft(wave, n_fft, hop_length=hop, window=torch.hann_window(n_fft),
                      center=False, return_complex=True).abs() ** 2
    mel = mel_filterbank(n_fft, n_mels, sample_rate) @ spec
    return torch.log(mel + 1e-6)                                 # (n_mels, frames)
