import torch
import torch.nn as nn


class BoundedDepthHead(nn.Module):
    """Maps features to depth in (min_depth, max_depth) through a sigmoid."""

    def __init__(self, in_ch, min_depth=0.5, max_depth=20.0):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, 1, 3, padding=1)
        self.min_depth = float(min_depth)
        self.max_depth = float(max_depth)

    def forward(self, x):
        return self.min_depth + (self.max_depth - self.min_depth) * torch.sigmoid(self.conv(x))


class LogDepthHead(nn.Module):
    """Predicts log-depth; kept for older checkpoints."""

    def __init__(self, in_ch, min_depth=0.5, max_depth=20.0):
        super().__init__()
        self.conv = nn.Conv2d(in_ch, 1, 3, padding=1)
        self.log_min = float(torch.log(torch.tensor(min_depth)))
        self.log_max = float(torch.log(torch.tensor(max_depth)))

    def forward(self, x):
        return torch.exp(self.conv(x).clamp(self.log_min, self.log_max))
