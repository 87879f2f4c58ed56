"""Pooling over padded token sequences. ``mask`` is True for real tokens."""
import torch


def masked_mean(x, mask):
    """Average of the real-token vectors. x: [B, T, D], mask: [B, T]."""
    m = mask.unsqueeze(-1).to(x.dtype)
    return (x * m).sum(dim=1) / m.sum(dim=1)


def masked_max(x, mask):
    """Max over the real-token vectors; rows without tokens give zeros."""
    filled = x.masked_fill(~mask.unsqueeze(-1), float("-inf"))
    out = filled.max(dim=1).values
    return torch.where(mask.any(dim=1, keepdim=True), out, torch.zeros_like(out))


POOLINGS = {
    "mean": masked_mean,
    "max": masked_max,
    "mean_max": lambda x, m: torch.cat([masked_mean(x, m), masked_max(x, m)], dim=-1),
}
