"""Clip dataset over a list of videos."""
import os

import torch
from torch.utils.data import Dataset

from .video_io import read_frames, read_num_frames


class VideoClipDataset(Dataset):
    """Returns (clips, label) with clips of shape (num_clips, C, T, H, W)."""

    def __init__(self, root, list_file, sampler, transform=None, cache_clips=False):
        self.root = root
        self.videos = []
        with open(os.path.join(root, list_file), "r", encoding="utf-8") as fh:
            for line in fh:
                if line.strip():
                    rel, label = line.split()
                    self.videos.append((os.path.join(root, rel), int(label)))
        self.sampler = sampler
        self.transform = transform
        self.cache = {} if cache_clips else None

    def __len__(self):
        return len(self.videos)

    def _load_frames(self, idx, indices):
        key = (idx, tuple(indices))
        if self.cache is not None and key in self.cache:
            return self.cache[key]
        frames = read_frames(self.videos[idx][0], indices)
        if self.cache is not None:
            self.cache[key] = frames
        return frames

    def __getitem__(self, idx):
        path, label = self.videos[idx]
        clips = []
        for indices in self.sampler(read_num_frames(path)):
            frames = self._load_frames(idx, indices)       # (T, H, W, 3) uint8
            clip = frames.permute(3, 0, 1, 2).float() / 255.0  # (C, T, H, W)
            if self.transform is not None:
                clip = self.transform(clip)
            clips.append(clip)
        return torch.stack(clips), label


def build_dataset(cfg, split, sampler, transform=None):
    dc = cfg["data"]
    return VideoClipDataset(dc["root"], f"{split}.txt", sampler, transform,
                            cache_clips=dc.get("cache_clips", False))
