"""Batch builders for variable-length utterances."""
import random

import torch


def random_crop_collate(crop_frames):
    """Training collate: random fixed-length crop of every utterance."""

    def _collate(batch):
        feats, labels = [], []
        for x, y in batch:
            n = x.shape[-1]
            if n > crop_frames:
                start = random.randint(0, n - crop_frames)
                x = x[:, start:start + crop_frames]
            elif n < crop_frames:
                reps = (crop_frames + n - 1) // n
                x = x.repeat(1, reps)[:, :crop_frames]
            feats.append(x)
            labels.append(y)
        return torch.stack(feats), torch.tensor(labels, dtype=torch.long)

    return _collate


def pad_collate(batch):
    """Zero-pad to the longest utterance; returns lengths for masking."""
    lengths = torch.tensor([x.shape[-1] for x, _ in batch], dtype=torch.long)
    n_mels = batch[0][0].shape[0]
    out = torch.zeros(len(batch), n_mels, int(lengths.max()))
    for i, (x, _) in enumerate(batch):
        out[i, :, : x.shape[-1]] = x
    labels = torch.tensor([y for _, y in batch], dtype=torch.long)
    return out, lengths, labels
