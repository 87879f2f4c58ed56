"""Synthetic log-mel clips for multi-label sound event tagging.

Each class has a fixed spectral template (a few mel bands with a temporal envelope); a clip
is the log of the summed energy of its active events plus background noise.  Clips come
from two annotation sources that label different subsets of the classes.
"""
import math

import torch
from torch.utils.data import Dataset

CLASSES = ["speech", "dog", "car_horn", "siren", "music", "rain", "engine", "bird"]
SOURCE_CLASSES = {
    "urban": ["speech", "car_horn", "siren", "engine", "music"],
    "nature": ["dog", "rain", "bird", "speech", "music"],
}


def class_templates(n_mels, seed=0):
    g = torch.Generator().manual_seed(seed)
    templates = torch.zeros(len(CLASSES), n_mels)
    for c in range(len(CLASSES)):
        centers = torch.randint(0, n_mels, (2,), generator=g)
        for center in centers.tolist():
            band = torch.arange(n_mels, dtype=torch.float32)
            templates[c] += torch.exp(-0.5 * ((band - center) / 2.0) ** 2)
    return templates


def synth_clip(active, templates, n_frames, g):
    n_mels = templates.shape[1]
    energy = 0.05 * torch.rand(n_mels, n_frames, generator=g)
    t = torch.arange(n_frames, dtype=torch.float32)
    for c in active:
        onset = int(torch.randint(0, n_frames // 2, (1,), generator=g))
        length = int(torch.randint(n_frames // 4, n_frames // 2 + 1, (1,), generator=g))
        env = ((t >= onset) & (t < onset + length)).float()
        env = env * (0.5 + 0.5 * torch.sin(2 * math.pi * t / 7.0) ** 2)
        energy += 2.0 * templates[c][:, None] * env[None, :]
    return torch.log(energy + 1e-3)


class TaggingDataset(Dataset):
    def __init__(self, n_clips, n_mels=40, n_frames=64, seed=0, partial_labels=False):
        g = torch.Generator().manual_seed(seed)
        templates = class_templates(n_mels, seed=1234)
        sources = list(SOURCE_CLASSES)
        self.clips, self.targets, self.masks = [], [], []
        for i in range(n_clips):
            n_active = int(torch.randint(1, 4, (1,), generator=g))
            active = torch.randperm(len(CLASSES), generator=g)[:n_active].tolist()
            target = torch.zeros(len(CLASSES))
            target[active] = 1.0
            mask = torch.ones(len(CLASSES), dtype=torch.bool)
            if partial_labels:
                annotated = SOURCE_CLASSES[sources[i % len(sources)]]
                mask = torch.tensor([c in annotated for c in CLASSES])
            self.clips.append(synth_clip(active, templates, n_frames, g))
            self.targets.append(target)
            self.masks.append(mask)
        self.partial_labels = partial_labels

    def __len__(self):
        return len(self.clips)

    def __getitem__(self, idx):
        return self.clips[idx].unsqueeze(0), self.targets[idx], self.masks[idx]
