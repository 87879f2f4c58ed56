import torch.nn as nn


class FrameStacking(nn.Module):
    """Concatenate `factor` consecutive frames and project: (B, T, F) -> (B, ceil(T/f), D)."""

    def __init__(self, in_dim, out_dim, factor):
        super().__init__()
        self.factor = factor
        self.proj = nn.Linear(in_dim * factor, out_dim)

    def forward(self, x, lengths):
        if self.factor == 1:
            return self.proj(x), lengths
        B, T, F = x.shape
        pad = (-T) % self.factor
        if pad:
            x = nn.functional.pad(x, (0, 0, 0, pad))
        x = x.reshape(B, (T + pad) // self.factor, F * self.factor)
        lengths = (lengths + self.factor - 1) // self.factor
        return self.proj(x), lengths
