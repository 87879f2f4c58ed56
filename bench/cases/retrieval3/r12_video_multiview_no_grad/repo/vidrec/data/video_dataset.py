import csv
import os
from collections import OrderedDict

import torch
from torch.utils.data import Dataset

from vidrec.data.samplers import frame_indices, random_clip_start, uniform_clip_starts


class _LRUCache:
    def __init__(self, capacity):
        self.capacity, self.store = capacity, OrderedDict()

    def get(self, key, loader):
        if self.capacity <= 0:
            return loader(key)
        if key in self.store:
            self.store.move_to_end(key)
            return self.store[key]
        value = loader(key)
        self.store[key] = value
        if len(self.store) > self.capacity:
            self.store.popitem(last=False)
        return value


def read_list(path):
    with open(path) as fh:
        return [(row[0], int(row[1])) for row in csv.reader(fh) if row]


class VideoClipDataset(Dataset):
    """One random clip per video (training)."""

    def __init__(self, root, list_file, num_frames, sampling_rate, transform=None, cache_size=0):
        self.root, self.items = root, read_list(os.path.join(root, list_file))
        self.num_frames, self.rate, self.transform = num_frames, sampling_rate, transform
        self.cache = _LRUCache(cache_size)

    def _load(self, vid):
        return torch.load(os.path.join(self.root, "videos", vid + ".pt"))

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        vid, label = self.items[i]
        video = self.cache.get(vid, self._load)
        start = random_clip_start(len(video), self.num_frames, self.rate)
        clip = video[frame_indices(start, self.num_frames, self.rate, len(video))]
        clip = clip.permute(3, 0, 1, 2).float() / 255.0
        if self.transform is not None:
            clip = self.transform(clip)
        return clip, label


class MultiViewVideoDataset(VideoClipDataset):
    """All views of one video: [V, 3, T, H, W] with V = num_clips * num_crops."""

    def __init__(self, root, list_file, num_frames, sampling_rate, num_clips, spatial_views, cache_size=0):
        super().__init__(root, list_file, num_frames, sampling_rate, None, cache_size)
        self.num_clips, self.spatial_views = num_clips, spatial_views

    def __getitem__(self, i):
        vid, label = self.items[i]
        video = self.cache.get(vid, self._load)
        views = []
        for s in uniform_clip_starts(len(video), self.num_frames, self.rate, self.num_clips):
            clip = video[frame_indices(s, self.num_frames, self.rate, len(video))]
            clip = clip.permute(3, 0, 1, 2).float() / 255.0
            views += self.spatial_views(clip)
        return torch.stack(views), label, i
