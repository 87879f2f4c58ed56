"""Background-noise mixing at a random signal-to-noise ratio (waveform domain)."""
import random

import torch


def rms(x, eps=1e-8):
    return x.pow(2).mean().sqrt().clamp(min=eps)


def mix_at_snr(speech, noise, snr_db):
    if noise.numel() < speech.numel():
        reps = (speech.numel() + noise.numel() - 1) // noise.numel()
        noise = noise.repeat(reps)
    start = random.randint(0, noise.numel() - speech.numel())
    noise = noise[start:start + speech.numel()]
    scale = rms(speech) / (rms(noise) * (10 ** (snr_db / 20)))
    return speech + scale * noise


class BackgroundMixer:
    def __init__(self, noises, p=0.8, snr_range=(0.0, 20.0)):
        self.noises = list(noises)
        self.p = p
        self.snr_range = snr_range

    def __call__(self, wav):
        if not self.noises or random.random() > self.p:
            return wav
        noise = random.choice(self.noises)
        return mix_at_snr(wav, noise, random.uniform(*self.snr_range))


def silence_clip(length=16000, level=0.001):
    return level * torch.randn(length)
