"""Balanced window sampling from long recordings.

Seizures cover well under 1% of the recorded time, so windows are drawn with a fixed fraction
of positives: a positive window must overlap a seizure by at least `min_overlap` of its length.
"""
import torch
from torch.utils.data import Dataset


class BalancedWindows(Dataset):
    def __init__(self, recordings, window, samples_per_epoch, pos_fraction=0.5, min_overlap=0.25,
                 seed=0):
        self.recordings = recordings
        self.with_seizures = [r for r in recordings if r.seizures]
        self.window = window
        self.samples_per_epoch = samples_per_epoch
        self.pos_fraction = pos_fraction
        self.min_overlap = min_overlap
        self.g = torch.Generator().manual_seed(seed)

    def __len__(self):
        return self.samples_per_epoch

    def _randint(self, high):
        return int(torch.randint(0, high, (1,), generator=self.g))

    def _positive(self):
        rec = self.with_seizures[self._randint(len(self.with_seizures))]
        need = int(self.min_overlap * self.window)
        while True:
            start = self._randint(rec.n_samples - self.window + 1)
            if rec.labels[start:start + self.window].sum() >= need:
                return rec, start

    def _random(self):
        rec = self.recordings[self._randint(len(self.recordings))]
        return rec, self._randint(rec.n_samples - self.window + 1)

    def __getitem__(self, i):
        positive = float(torch.rand(1, generator=self.g)) < self.pos_fraction
        rec, start = self._positive() if positive else self._random()
        x = rec.signal[:, start:start + self.window]
        overlap = rec.labels[start:start + self.window].mean()
        return x, (overlap >= self.min_overlap).float()


class SlidingWindows(Dataset):
    """Non-overlapping windows covering every recording (evaluation)."""

    def __init__(self, recordings, window, min_overlap=0.25):
        self.items = [(r, s) for r in recordings for s in range(0, r.n_samples - window + 1, window)]
        self.window = window
        self.min_overlap = min_overlap

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        rec, start = self.items[i]
        overlap = rec.labels[start:start + self.window].mean()
        return rec.signal[:, start:start + self.window], (overlap >= self.min_overlap).float()
