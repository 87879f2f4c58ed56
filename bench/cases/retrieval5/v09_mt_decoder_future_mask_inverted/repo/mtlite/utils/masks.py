"""Attention mask helpers (PyTorch convention: True = masked out)."""
import torch


def make_pad_mask(tokens, pad_id=0):
    """(B, T) -> (B, T) bool, True at padding positions."""
    return tokens == pad_id


def subsequent_mask(T, device=None):
    """(T, T) bool, True above the diagonal: position i may attend to j <= i only."""
    return torch.triu(torch.ones(T, T, dtype=torch.bool, device=device), diagonal=1)
