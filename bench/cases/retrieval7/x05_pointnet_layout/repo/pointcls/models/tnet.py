"""Spatial / feature transformer network (T-Net)."""
import torch
import torch.nn as nn


class TNet(nn.Module):
    """Predicts a k x k alignment matrix from a (B, k, N) input; initialised to identity."""

    def __init__(self, k=3, width=64):
        super().__init__()
        self.k = k
        self.features = nn.Sequential(
            nn.Conv1d(k, width, 1), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Conv1d(width, 2 * width, 1), nn.BatchNorm1d(2 * width), nn.ReLU(),
        )
        self.regressor = nn.Sequential(
            nn.Linear(2 * width, width), nn.BatchNorm1d(width), nn.ReLU(),
            nn.Linear(width, k * k),
        )
        nn.init.zeros_(self.regressor[-1].weight)
        nn.init.zeros_(self.regressor[-1].bias)

    def forward(self, x):
        feat = self.features(x).max(dim=2).values
        delta = self.regressor(feat).view(-1, self.k, self.k)
        eye = torch.eye(self.k, device=x.device, dtype=x.dtype).unsqueeze(0)
        return eye + delta
