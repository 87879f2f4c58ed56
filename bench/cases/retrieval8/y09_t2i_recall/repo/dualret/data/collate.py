"""Collate functions: pad token lists, pick one caption per image for training."""
import random

import torch


def pad_tokens(token_lists, pad_id=0):
    lengths = torch.tensor([max(len(t), 1) for t in token_lists], dtype=torch.long)
    out = torch.full((len(token_lists), int(lengths.max())), pad_id, dtype=torch.long)
    for i, t in enumerate(token_lists):
        out[i, : len(t)] = torch.tensor(t, dtype=torch.long)
    return out, lengths


def train_collate(batch, pad_id=0):
    """One randomly chosen caption per image (images in a batch are distinct)."""
    images = torch.stack([b["image"] for b in batch])
    caps = [random.choice(b["captions"]) for b in batch]
    tokens, lengths = pad_tokens(caps, pad_id)
    return {"images": images, "tokens": tokens, "lengths": lengths,
            "index": torch.tensor([b["index"] for b in batch])}


def first_caption_collate(batch, pad_id=0):
    """Deterministic variant (always caption 0), handy for debugging."""
    images = torch.stack([b["image"] for b in batch])
    tokens, lengths = pad_tokens([b["captions"][0] for b in batch], pad_id)
    return {"images": images, "tokens": tokens, "lengths": lengths,
            "index": torch.tensor([b["index"] for b in batch])}
