import math

import torch


def synth_keywords(n, length=4000, num_classes=4, seed=0):
    """Fake keyword-spotting clips: each class is a chirp around a different base frequency."""
    g = torch.Generator().manual_seed(seed)
    labels = torch.randint(0, num_classes, (n,), generator=g)
    t = torch.arange(length, dtype=torch.float32) / 8000.0
    base = 300.0 + 450.0 * labels.float()
    jitter = 40.0 * torch.randn(n, generator=g)
    freq = (base + jitter).unsqueeze(1)
    waves = torch.sin(2 * math.pi * freq * t * (1 + 0.3 * t)) + 0.3 * torch.randn(n, length, generator=g)
    return waves, labels


class SpectrogramDataset:
    """Computes log-spectrogram features on first access and keeps them in memory."""

    def __init__(self, waves, labels, n_fft=256, hop=64):
        self.waves = waves
        self.labels = labels
        self.n_fft = n_fft
        self.hop = hop
        self.window = torch.hann_window(n_fft)
        self._cache = {}

    def __len__(self):
        return len(self.labels)

    def _features(self, wave):
        spec = torch.stft(wave, self.n_fft, self.hop, window=self.window, return_complex=True)
        return torch.log1p(spec.abs() ** 2)

    def __getitem__(self, i):
        if i not in self._cache:
            self._cache[i] = self._features(self.waves[i])
        return self._cache[i], self.labels[i]

    def batch(self, indices):
        feats, labels = zip(*(self[i] for i in indices))
        return torch.stack(feats), torch.stack(labels)


def iterate_batches(dataset, batch_size, shuffle=True):
    order = torch.randperm(len(dataset)) if shuffle else torch.arange(len(dataset))
    for chunk in order.split(batch_size):
        yield dataset.batch(chunk)
