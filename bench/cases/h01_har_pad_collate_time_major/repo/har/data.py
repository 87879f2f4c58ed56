"""Synthetic tri-axial accelerometer recordings and their batching."""
import math

import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import Dataset

ACTIVITIES = ("walking", "running", "cycling", "stairs", "sitting", "lying")

# (step frequency in Hz, amplitude per axis, gravity axis)
_PROFILES = {
    "walking": (1.8, (0.6, 0.3, 0.4), 2),
    "running": (2.8, (1.4, 0.6, 0.9), 2),
    "cycling": (1.2, (0.3, 0.8, 0.2), 1),
    "stairs": (1.5, (0.7, 0.2, 0.9), 2),
    "sitting": (0.2, (0.05, 0.05, 0.05), 0),
    "lying": (0.1, (0.03, 0.03, 0.03), 1),
}


def synth_recording(activity, length, rate, gen):
    freq, amps, gravity_axis = _PROFILES[activity]
    t = torch.arange(length, dtype=torch.float32) / rate
    phase = torch.rand(3, generator=gen) * 2 * math.pi
    freq = freq * (0.85 + 0.3 * torch.rand(1, generator=gen).item())
    sig = torch.stack([a * torch.sin(2 * math.pi * freq * t + p) for a, p in zip(amps, phase)], dim=1)
    sig[:, gravity_axis] += 1.0
    sig += 0.15 * torch.randn(length, 3, generator=gen)
    return sig  # (T, 3)


class RecordingDataset(Dataset):
    """Variable-length recordings, each of shape (T, 3), with an activity label."""

    def __init__(self, num, min_len=150, max_len=400, rate=25.0, seed=0):
        gen = torch.Generator().manual_seed(seed)
        self.labels = torch.randint(len(ACTIVITIES), (num,), generator=gen).tolist()
        lengths = torch.randint(min_len, max_len + 1, (num,), generator=gen).tolist()
        self.recordings = [synth_recording(ACTIVITIES[c], n, rate, gen)
                           for c, n in zip(self.labels, lengths)]

    def __len__(self):
        return len(self.labels)

    def __getitem__(self, idx):
        return self.recordings[idx], self.labels[idx]


class RandomCropCollate:
    """Training batches: one random fixed-size window per recording."""

    def __init__(self, window, seed=0):
        self.window = window
        self.gen = torch.Generator().manual_seed(seed)

    def __call__(self, batch):
        crops, labels = [], []
        for rec, label in batch:
            start = torch.randint(0, rec.shape[0] - self.window + 1, (1,), generator=self.gen).item()
            crops.append(rec[start:start + self.window])
            labels.append(label)
        x = torch.stack(crops)  # (B, window, 3)
        lengths = torch.full((len(crops),), self.window, dtype=torch.long)
        return x, lengths, torch.tensor(labels)


def pad_collate(batch):
    """Evaluation batches: whole recordings, zero-padded to the longest one."""
    recs, labels = zip(*batch)
    lengths = torch.tensor([r.shape[0] for r in recs])
    x = pad_sequence(list(recs), padding_value=0.0)
    return x, lengths, torch.tensor(labels)
