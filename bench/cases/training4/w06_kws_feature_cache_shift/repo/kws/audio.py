"""Synthetic one-second 'keywords' at 16 kHz: each word is a sequence of formant-like chirps."""
import math

import torch

SR = 16000
WORDS = ["yes", "no", "up", "down", "left", "right", "on", "off", "stop", "go", "_silence_", "_unknown_"]


def _word_recipe(k, g):
    n_syll = 1 + k % 3
    return [(200 + 600 * torch.rand(1, generator=g).item(), 800 + 1600 * torch.rand(1, generator=g).item(),
             (torch.rand(1, generator=g).item() - 0.5) * 1200) for _ in range(n_syll)]


def synth_clips(n, seed=0, recipe_seed=99):
    gr = torch.Generator().manual_seed(recipe_seed)
    recipes = [_word_recipe(k, gr) for k in range(len(WORDS))]
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, len(WORDS), (n,), generator=g)
    t = torch.arange(SR) / SR
    clips = torch.empty(n, SR)
    for i, lab in enumerate(labels.tolist()):
        wav = 0.01 * torch.randn(SR, generator=g)
        if WORDS[lab] != "_silence_":
            start = 0.15 + 0.2 * torch.rand(1, generator=g).item()
            for s, (f1, f2, sweep) in enumerate(recipes[lab]):
                a, b = start + s * 0.18, start + s * 0.18 + 0.15
                env = ((t > a) & (t < b)).float() * torch.sin(math.pi * (t - a) / 0.15).clamp(min=0)
                rate = 1 + 0.05 * torch.randn(1, generator=g).item()
                wav += env * (torch.sin(2 * math.pi * (f1 * rate * t + sweep * t * t))
                              + 0.5 * torch.sin(2 * math.pi * f2 * rate * t))
        clips[i] = wav * (0.3 + torch.rand(1, generator=g).item())
    return clips, labels
