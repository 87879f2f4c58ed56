"""Synthetic keyword generator.

Every keyword is a fixed sequence of 3 "phones"; a phone is a tone with a
keyword-specific start/end frequency (a short chirp). Utterance duration is
drawn independently of the keyword so the length carries no label info.
"""
import numpy as np


def keyword_templates(num_keywords, rng):
    base = np.linspace(300.0, 2800.0, 12)
    templates = []
    for _ in range(num_keywords):
        idx = rng.choice(len(base), size=(3, 2), replace=True)
        templates.append(base[idx])
    return templates


def render_keyword(template, duration, sample_rate, rng, noise_std=0.05):
    n = int(duration * sample_rate)
    bounds = np.linspace(0, n, len(template) + 1).astype(int)
    wav = np.zeros(n, dtype=np.float64)
    for (f0, f1), a, b in zip(template, bounds[:-1], bounds[1:]):
        seg = b - a
        t = np.arange(seg) / sample_rate
        freq = np.linspace(f0, f1, seg)
        phase = 2 * np.pi * np.cumsum(freq) / sample_rate
        env = np.hanning(seg)
        wav[a:b] = env * np.sin(phase + rng.uniform(0, 2 * np.pi)) * (0.6 + 0.4 * t.max())
    wav += noise_std * rng.standard_normal(n)
    return wav.astype(np.float32)


def make_corpus(num_keywords, per_class, sample_rate, min_dur, max_dur,
                noise_std, seed):
    rng = np.random.default_rng(seed)
    templates = keyword_templates(num_keywords, np.random.default_rng(1234))
    wavs, labels = [], []
    for k in range(num_keywords):
        for _ in range(per_class):
            dur = rng.uniform(min_dur, max_dur)
            wavs.append(render_keyword(templates[k], dur, sample_rate, rng, noise_std))
            labels.append(k)
    perm = rng.permutation(len(wavs))
    return [wavs[i] for i in perm], [labels[i] for i in perm]
