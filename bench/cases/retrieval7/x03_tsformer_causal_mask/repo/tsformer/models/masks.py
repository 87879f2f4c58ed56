"""Boolean attention masks. Convention: True = position may NOT be attended.

All masks are (L_query, L_key) and broadcast over batch and heads.
"""
import torch


def causal_mask(length, device=None):
    """Each step attends to itself and the past only."""
    ones = torch.ones(length, length, dtype=torch.bool, device=device)
    return torch.triu(ones, diagonal=0)


def local_window_mask(length, window, device=None):
    """Symmetric band: |i - j| > window is blocked."""
    idx = torch.arange(length, device=device)
    return (idx.unsqueeze(0) - idx.unsqueeze(1)).abs() > window


def prefix_causal_mask(length, prefix, device=None):
    """First `prefix` steps see each other freely, the rest is causal."""
    ones = torch.ones(length, length, dtype=torch.bool, device=device)
    mask = torch.triu(ones, diagonal=1)
    mask[:prefix, :prefix] = False
    return mask


def key_padding_mask(lengths, max_len):
    """(B,) valid lengths -> (B, 1, 1, L) mask over padded keys."""
    idx = torch.arange(max_len, device=lengths.device)
    return (idx.unsqueeze(0) >= lengths.unsqueeze(1))[:, None, None, :]


def combine(*masks):
    out = None
    for m in masks:
        if m is None:
            continue
        out = m if out is None else (out | m)
    return out
