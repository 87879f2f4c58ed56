import torch
from torch import nn


class NeighborPooling(nn.Module):
    """Masked mean-pool of neighbour embeddings (last relative position + velocity)."""

    def __init__(self, hidden=64):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(4, hidden), nn.ReLU(), nn.Linear(hidden, hidden))

    def forward(self, neighbors, mask):  # [B, N, T, 2] in agent frame, [B, N]
        last = neighbors[:, :, -1]
        vel = neighbors[:, :, -1] - neighbors[:, :, -2]
        emb = self.mlp(torch.cat([last, vel], -1)) * mask[..., None]
        return emb.sum(1) / mask.sum(1, keepdim=True).clamp(min=1)
