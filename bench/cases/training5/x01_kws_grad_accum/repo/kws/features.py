"""Synthetic keyword audio and log-spectrogram features."""
import math

import torch

KEYWORDS = ["yes", "no", "up", "down", "left", "right", "stop", "go"]

# every keyword is three "syllables"; each syllable is a pair of formant-like tones (Hz)
_SYLLABLES = {
    "yes":   [(300, 2200), (500, 1800), (700, 2600)],
    "no":    [(400, 900), (500, 800), (350, 700)],
    "up":    [(600, 1200), (650, 1100), (200, 400)],
    "down":  [(350, 1500), (700, 1100), (450, 1600)],
    "left":  [(450, 1900), (550, 1700), (250, 2800)],
    "right": [(300, 1300), (750, 1200), (400, 2300)],
    "stop":  [(250, 3000), (600, 1000), (300, 600)],
    "go":    [(350, 1000), (450, 750), (500, 850)],
}


def synth_keyword(label, sample_rate, clip_seconds, snr_db, generator):
    n = int(sample_rate * clip_seconds)
    t = torch.arange(n, dtype=torch.float32) / sample_rate
    wave = torch.zeros(n)
    syl_len = n // 4
    start = int(torch.randint(0, n - 3 * syl_len, (1,), generator=generator))
    speed = 1.0 + 0.1 * (torch.rand(1, generator=generator).item() - 0.5)
    for i, (f1, f2) in enumerate(_SYLLABLES[KEYWORDS[label]]):
        a = start + i * syl_len
        b = a + syl_len
        env = torch.hann_window(syl_len)
        seg = t[a:b]
        tone = torch.sin(2 * math.pi * f1 * speed * seg) + 0.6 * torch.sin(2 * math.pi * f2 * speed * seg)
        wave[a:b] += env * tone
    sig_power = wave.pow(2).mean()
    noise_power = sig_power / (10 ** (snr_db / 10))
    wave = wave + noise_power.sqrt() * torch.randn(n, generator=generator)
    return wave


class LogSpectrogram:
    def __init__(self, n_fft=256, hop_length=128, n_bins=40):
        self.n_fft = n_fft
        self.hop_length = hop_length
        self.n_bins = n_bins
        self.window = torch.hann_window(n_fft)

    def __call__(self, wave):
        spec = torch.stft(wave, self.n_fft, self.hop_length, window=self.window,
                          return_complex=True).abs().pow(2)
        # crude band pooling down to n_bins
        spec = torch.nn.functional.adaptive_avg_pool1d(spec.T.unsqueeze(0), self.n_bins)[0].T
        return torch.log(spec + 1e-6)
