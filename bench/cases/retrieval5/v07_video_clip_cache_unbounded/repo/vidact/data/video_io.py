"""Reading frames from uint8 video tensors stored with torch.save."""
import json
import os

import torch

from ..utils.cache import BoundedLRU

_META = BoundedLRU(capacity=100_000)


def read_num_frames(path):
    """Number of frames; uses a ``.json`` sidecar when present to avoid loading the video."""
    cached = _META.get(path)
    if cached is not None:
        return cached
    side = os.path.splitext(path)[0] + ".json"
    if os.path.exists(side):
        with open(side, "r", encoding="utf-8") as fh:
            n = int(json.load(fh)["num_frames"])
    else:
        n = int(torch.load(path, mmap=True).shape[0])
    _META.put(path, n)
    return n


def read_frames(path, indices):
    """-> uint8 tensor (len(indices), H, W, 3). The file is memory-mapped, only the
    requested frames are copied."""
    video = torch.load(path, mmap=True)
    idx = torch.as_tensor(indices, dtype=torch.long).clamp(0, video.shape[0] - 1)
    return video.index_select(0, idx).clone()


def read_video(path):
    return torch.load(path, mmap=True).clone()
