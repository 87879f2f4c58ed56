"""Batch collation: stacks (N, 3) clouds into the (B, 3, N) layout the model expects."""
import numpy as np
import torch

from ..utils.tensor_ops import channels_first


def collate_point_clouds(batch):
    clouds, labels = zip(*batch)
    pts = torch.from_numpy(np.stack(clouds).astype(np.float32))
    return channels_first(pts), torch.as_tensor(labels, dtype=torch.long)


def collate_with_ids(batch):
    """Like collate_point_clouds but keeps the sample position for error analysis."""
    pts, labels = collate_point_clouds(batch)
    return pts, labels, torch.arange(len(batch))
