"""Batch collation for variable-length feature sequences.

Each dataset item is `(features[T, C], label)`. All collate functions return
`(features[B, T, C], lengths[B], labels[B])`.
"""
import torch
from torch.nn.utils.rnn import pad_sequence


def _crop_or_pad(feat, max_frames):
    T = feat.shape[0]
    if T >= max_frames:
        start = (T - max_frames) // 2
        return feat[start:start + max_frames]
    pad = torch.zeros(max_frames - T, feat.shape[1], dtype=feat.dtype)
    return torch.cat([feat, pad], dim=0)


def collate_fixed(batch, max_frames=96):
    feats = torch.stack([_crop_or_pad(f, max_frames) for f, _ in batch])
    lengths = torch.tensor([min(f.shape[0], max_frames) for f, _ in batch])
    labels = torch.tensor([y for _, y in batch], dtype=torch.long)
    return feats, lengths, labels


def collate_padded(batch):
    feats = [f for f, _ in batch]
    lengths = torch.tensor([f.shape[0] for f in feats])
    labels = torch.tensor([y for _, y in batch], dtype=torch.long)
    return pad_sequence(feats, batch_first=True), lengths, labels


def collate_sorted_padded(batch):
    """Pad and sort by decreasing length (for packed RNNs)."""
    feats = [f for f, _ in batch]
    lengths = torch.tensor([f.shape[0] for f in feats])
    labels = torch.tensor([y for _, y in batch], dtype=torch.long)
    order = torch.argsort(lengths, descending=True)
    feats = [feats[i] for i in order.tolist()]
    return pad_sequence(feats, batch_first=True), lengths[order], labels


def build_collate(name, max_frames=96):
    if name == "fixed":
        return lambda batch: collate_fixed(batch, max_frames)
    if name == "padded":
        return collate_padded
    if name == "sorted":
        return collate_sorted_padded
    raise ValueError(f"unknown collate mode: {name}")
